/**
 * A stub of OCC's payment details for the wallet's element tests: the token and `users/current/paymentdetails`
 * (GET, PATCH, DELETE) answered from memory, with failures on demand. Cards carry OCC's masked numbers, plus one
 * full test number in `cardNumber` of the first card, to prove none of it beyond the last four reaches the page.
 */
import { pageConfig } from '../../src/core/stores/pageConfig';
import { forgetCommerceToken } from '../../src/core/services/commerceToken';
import { SELECTED_CARD_KEY } from '../../src/core/account/handoff';
import { cleanup } from './helpers';

export const API = 'https://shop.test/occ';
export const CONFIG = { apiUrl: API, site: 'uk', clientId: 'id', clientSecret: 'secret' };
/** A full card number an unmasking backend might send: only `4242` may ever appear. */
export const FULL_NUMBER = '4000056655664242';

export interface Card { id: string; cardNumber: string; cardType: { code: string; name: string }; expiryMonth: string; expiryYear: string; defaultPayment: boolean; accountHolderName: string }
export interface WalletStub {
  calls: { method: string; url: string; body?: unknown }[];
  cards: Card[];
  fail: { get?: number; patch?: number | 'expired'; delete?: number };
  /** hold every answer until `release()` */
  hold: boolean;
  release(): void;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const realFetch = window.fetch;

export function seedCards(): Card[] {
  return [
    { id: 'visa-1', cardNumber: FULL_NUMBER, cardType: { code: 'visa', name: 'Visa' }, expiryMonth: '12', expiryYear: '2030', defaultPayment: true, accountHolderName: 'Devi Patel' },
    { id: 'master-2', cardNumber: '************5100', cardType: { code: 'master', name: 'Mastercard' }, expiryMonth: '01', expiryYear: '2020', defaultPayment: false, accountHolderName: 'Devi Patel' },
  ];
}

export function installWallet(): WalletStub {
  let releaseHeld: () => void = () => undefined;
  let held = new Promise<void>((resolve) => (releaseHeld = resolve));
  const stub: WalletStub = {
    calls: [],
    cards: seedCards(),
    fail: {},
    hold: false,
    release: () => {
      releaseHeld();
      held = new Promise<void>((resolve) => (releaseHeld = resolve));
    },
  };
  const answer = (method: string, path: string, body: Record<string, unknown> | undefined): Response => {
    if (path === '/oauth/token') return json({ access_token: 'token', token_type: 'bearer', expires_in: 3600 });
    if (path === '/v2/uk/users/current/paymentdetails' && method === 'GET') {
      return stub.fail.get ? json({ errors: [{ type: 'ServerError' }] }, stub.fail.get) : json({ payments: stub.cards });
    }
    const one = /^\/v2\/uk\/users\/current\/paymentdetails\/([^/]+)$/.exec(path);
    const card = one ? stub.cards.find((entry) => entry.id === decodeURIComponent(one[1] ?? '')) : undefined;
    if (!card) return json({ errors: [{ type: 'UnknownIdentifierError' }] }, 404);
    if (method === 'PATCH') {
      if (stub.fail.patch === 'expired') return json({ errors: [{ type: 'ValidationError', subject: 'expiryMonth', reason: 'expired' }] }, 400);
      if (stub.fail.patch) return json({ errors: [{ type: 'ServerError' }] }, stub.fail.patch);
      if (typeof body?.expiryMonth === 'string') card.expiryMonth = body.expiryMonth;
      if (typeof body?.expiryYear === 'string') card.expiryYear = body.expiryYear;
      if (body?.defaultPayment === true) stub.cards.forEach((entry) => (entry.defaultPayment = entry === card));
      return new Response(null, { status: 200 });
    }
    if (method === 'DELETE') {
      if (stub.fail.delete) return json({ errors: [{ type: 'ServerError' }] }, stub.fail.delete);
      stub.cards = stub.cards.filter((entry) => entry !== card);
      if (card.defaultPayment && stub.cards[0]) stub.cards[0].defaultPayment = true;
      return new Response(null, { status: 200 });
    }
    return json({}, 405);
  };
  window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(API)) return realFetch(input, init);
    const method = (init?.method ?? 'GET').toUpperCase();
    let body: Record<string, unknown> | undefined;
    try {
      body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    } catch {
      body = undefined;
    }
    stub.calls.push({ method, url, body });
    if (stub.hold && !url.endsWith('/oauth/token')) await held;
    return answer(method, url.slice(API.length).split('?')[0] ?? '', body);
  }) as typeof fetch;
  return stub;
}

export function restoreWallet(): void {
  window.fetch = realFetch;
}

export function logIn(): void {
  document.cookie = 'brand_uid=u-wallet; path=/';
  document.cookie = 'brand_token=t-wallet; path=/';
}

export function logOut(): void {
  for (const name of ['brand_uid', 'brand_token', 'brand_commerce_token']) document.cookie = `${name}=; Path=/; Max-Age=0`;
}

/** The PATCH calls the stub received. */
export const patches = (stub: WalletStub) => stub.calls.filter((call) => call.method === 'PATCH');

/**
 * The set-up of every wallet element test: before each, the stub installed (handed to `use`), the page's
 * hybrisConfig, a fresh commerce token and a logged-in visitor; after each, all of it undone.
 */
export function useWalletStub(use: (stub: WalletStub) => void): void {
  beforeEach(() => {
    use(installWallet());
    pageConfig.set({ hybrisConfig: CONFIG });
    forgetCommerceToken();
    logIn();
  });
  afterEach(() => {
    cleanup();
    restoreWallet();
    pageConfig.set({});
    logOut();
    sessionStorage.removeItem(SELECTED_CARD_KEY);
  });
}
