/**
 * A stub of the OCC address book for element tests (no mock server here): the commerce token and
 * `…/users/current/addresses` (GET, POST, PATCH, DELETE) answered from memory. `install()` replaces
 * window.fetch and logs the visitor in (the session cookies); `restore()` undoes both.
 */
import { forgetCommerceToken } from '../../src/core/services/commerceToken';
import { pageConfig } from '../../src/core/stores/pageConfig';
import { EDIT_ADDRESS_KEY } from '../../src/core/account/handoff';
import { cleanup } from './helpers';

export const API = 'https://shop.test/occ';
export const CONFIG = { apiUrl: API, site: 'uk', clientId: 'id', clientSecret: 'secret' };
const BOOK = '/v2/uk/users/current/addresses';

export interface StubAddress {
  id: string;
  firstName: string;
  lastName: string;
  line1: string;
  line2?: string;
  town: string;
  postalCode: string;
  phone?: string;
  titleCode?: string;
  defaultAddress: boolean;
  [field: string]: unknown;
}

export interface AddressStub {
  calls: { method: string; path: string; body?: any }[];
  addresses: StubAddress[];
  /** the next call of this method answers this status (and body) */
  fail: Partial<Record<'GET' | 'POST' | 'PATCH' | 'DELETE', { status: number; body?: unknown }>>;
  /** hold the calls of this method until release() */
  hold?: string;
  release(): void;
}

const json = (body: unknown, status = 200) => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const realFetch = window.fetch;

export const home = (): StubAddress => ({ id: 'home', firstName: 'Harvey', lastName: 'Avery', titleCode: 'mr', line1: '22 Queen Street', town: 'Manchester', postalCode: 'M2 5HX', phone: '0161 496 0000', defaultAddress: true });
export const work = (): StubAddress => ({ id: 'work', firstName: 'Harvey', lastName: 'Avery', line1: '100 Deansgate', line2: 'Floor 3', town: 'Manchester', postalCode: 'M3 2GP', defaultAddress: false });

function settle(list: StubAddress[], chosen?: StubAddress) {
  if (chosen) for (const item of list) item.defaultAddress = item === chosen;
  if (list.length && !list.some((item) => item.defaultAddress)) list[0]!.defaultAddress = true;
}

export function install(addresses: StubAddress[] = [home(), work()]): AddressStub {
  document.cookie = 'brand_uid=demo-hav; Path=/';
  document.cookie = 'brand_token=token-demo-hav; Path=/';
  forgetCommerceToken();
  let release: () => void = () => undefined;
  let held = new Promise<void>((resolve) => (release = resolve));
  const stub: AddressStub = {
    calls: [],
    addresses,
    fail: {},
    release: () => {
      release();
      held = new Promise<void>((resolve) => (release = resolve));
    },
  };
  let next = 1;
  const answer = async (method: string, path: string, body: any): Promise<Response> => {
    if (path === '/oauth/token') return json({ access_token: 'token', token_type: 'bearer', expires_in: 3600 });
    if (!path.startsWith(BOOK)) return json({ errors: [{ type: 'NotFound' }] }, 404);
    if (stub.hold === method) await held;
    const failure = stub.fail[method as keyof AddressStub['fail']];
    if (failure) {
      delete stub.fail[method as keyof AddressStub['fail']];
      return json(failure.body ?? { errors: [{ type: 'InternalServerError' }] }, failure.status);
    }
    const id = decodeURIComponent(path.slice(BOOK.length + 1));
    const found = stub.addresses.find((entry) => entry.id === id);
    if (method === 'GET') return json({ addresses: stub.addresses.map((entry) => ({ ...entry })) });
    if (method === 'POST') {
      const added = { ...body, id: `new-${next++}`, defaultAddress: false } as StubAddress;
      stub.addresses.push(added);
      settle(stub.addresses, body.defaultAddress ? added : undefined);
      return json(added, 201);
    }
    if (!found) return json({ errors: [{ type: 'UnknownIdentifierError' }] }, 404);
    if (method === 'PATCH') {
      const { defaultAddress, ...rest } = body;
      // like OCC and the demo mock: PATCH merges, and a field sent as '' is stored as absent
      for (const [field, value] of Object.entries(rest)) {
        if (value === '' || value === null) delete found[field];
        else found[field] = value;
      }
      if (defaultAddress === true) settle(stub.addresses, found);
      return json(undefined);
    }
    stub.addresses.splice(stub.addresses.indexOf(found), 1);
    settle(stub.addresses);
    return json(undefined);
  };
  window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(API)) return realFetch(input, init);
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.slice(API.length).split('?')[0] ?? '';
    let body: unknown;
    try {
      body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    } catch {
      body = init?.body;
    }
    if (path !== '/oauth/token') stub.calls.push({ method, path, body });
    return answer(method, path, body);
  }) as typeof fetch;
  return stub;
}

export function restore(): void {
  window.fetch = realFetch;
  for (const name of ['brand_uid', 'brand_token', 'brand_commerce_token']) document.cookie = `${name}=; Path=/; Max-Age=0`;
  forgetCommerceToken();
}

/** Types as a visitor would: focus, the value, an input event React hears. */
export function typeInto(control: HTMLInputElement | HTMLSelectElement, value: string): void {
  control.focus();
  const proto = control instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(control, value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Whether `element` exists and has the focus of `root` (a missing element is never focused). */
export function focused(root: ShadowRoot, element: Element | null | undefined): boolean {
  return element != null && root.activeElement === element;
}

/**
 * The set-up of every address element test: before each, the stub installed (handed to `use`), the page's
 * hybrisConfig and no handed-over address; after each, all of it undone.
 */
export function useAddressStub(use: (stub: AddressStub) => void): void {
  beforeEach(() => {
    use(install());
    pageConfig.set({ hybrisConfig: CONFIG });
    sessionStorage.removeItem(EDIT_ADDRESS_KEY);
  });
  afterEach(() => {
    cleanup();
    restore();
    pageConfig.set({});
    sessionStorage.removeItem(EDIT_ADDRESS_KEY);
  });
}
