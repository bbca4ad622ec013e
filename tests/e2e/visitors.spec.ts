import type { Page } from '@playwright/test';
import type { Store } from '../../src/core/stores/createStore';
import { become as becomePersona, elementsSettled, expect, test, waitForElements, injectFault, storedCookie } from './fixtures';

/** The audience codes visible on /visitors.html; ['(navigating)'] while the page is reloading. */
async function visibleAudiences(page: Page): Promise<string[]> {
  try {
    return await readAudiences(page);
  } catch (error) {
    // A failed authenticated call clears the session and reloads the page under our feet.
    if (/context was destroyed|navigation/i.test(String(error))) return ['(navigating)'];
    throw error;
  }
}

async function readAudiences(page: Page): Promise<string[]> {
  await waitForElements(page);
  await page.waitForFunction(() => !document.querySelector('brand-page[aria-busy]'));
  // The visitor type is decided (profile, assets), then a frame for the elements to follow it.
  await page.evaluate(async () => {
    const { visitorPending }: { visitorPending: Store<boolean> } = await import('/dist/brand-elements.js' as string);
    await new Promise<void>((resolve) => {
      if (!visitorPending.getSnapshot()) return resolve();
      const unsubscribe = visitorPending.subscribe(() => {
        if (visitorPending.getSnapshot()) return;
        unsubscribe();
        resolve();
      });
    });
  });
  // Settled: every element shows what the resolved visitor gives it (hidden content included).
  await elementsSettled(page);
  return page.$$eval('brand-page [data-cq-data-path*="/aud-"]', (hosts) =>
    hosts
      .filter((host) => !host.hasAttribute('data-brand-invisible') && (host.shadowRoot?.textContent ?? '').trim() !== '')
      .map((host) => host.getAttribute('data-cq-data-path')!.split('/').pop()!),
  );
}

const become = (page: Page, persona: string, path = '/visitors.html') => becomePersona(page, persona, path);

test.describe('visitor types', () => {
  const expected: Record<string, string[]> = {
    anonymous: ['aud-everyone', 'aud-las'],
    'demo-lau': ['aud-everyone', 'aud-lau'],
    'demo-hav': ['aud-everyone', 'aud-lau', 'aud-hav'],
    'demo-dev': ['aud-everyone', 'aud-lau', 'aud-hav', 'aud-dev'],
  };
  for (const [persona, audiences] of Object.entries(expected)) {
    test(`${persona} sees the content meant for it`, async ({ page, problems }) => {
      await become(page, persona);
      // The profile and assets load after the page: poll until the visitor type has been decided.
      await expect.poll(async () => visibleAudiences(page), { timeout: 10_000 }).toEqual(audiences);
      expect(await page.evaluate(async () => (await import('/dist/brand-elements.js' as string)).getVisitorType())).toBe(
        { anonymous: 'LAS', 'demo-lau': 'LAU', 'demo-hav': 'LAU-HAV', 'demo-dev': 'LAU-HAV-DEV' }[persona],
      );
      expect(problems.messages).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
    });
  }

  test('a member never sees the anonymous-only text, not even while the profile loads', async ({ page }) => {
    // Looks at every frame of every document from its first one, before any element renders.
    await page.addInitScript(() => {
      const shown: string[] = ((window as unknown as { __anonymousShown: string[] }).__anonymousShown = []);
      const watch = () => {
        const host = document.querySelector('[data-cq-data-path$="/aud-las"]');
        if (host?.shadowRoot?.textContent?.trim() && !host.hasAttribute('data-brand-invisible')) shown.push(`${location.pathname} at ${Math.round(performance.now())} ms`);
        requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    await become(page, 'demo-dev');
    // Settled: the visitor type is decided and the member's content shows.
    await expect.poll(async () => visibleAudiences(page), { timeout: 10_000 }).toEqual(expected['demo-dev']);
    expect(await page.evaluate(() => (window as unknown as { __anonymousShown: string[] }).__anonymousShown)).toEqual([]);
  });
});

test.describe('cart through the client', () => {
  test('adding to a cart changes the mock cart and the local cart totalUnitCount', async ({ page, problems }) => {
    await become(page, 'demo-lau');
    await waitForElements(page);
    const result = await page.evaluate(async () => {
      const api = await import('/dist/brand-elements.js' as string);
      const config = { apiUrl: '/mock/occ', site: 'brand-gb', clientId: 'demo-occ-client', clientSecret: 'demo-occ-secret', autoDeliveryTypeId: 'AUTO_DELIVERY' };
      const client = api.createOccCartClient(config);
      const cart = await client.createCart();
      // OCC addresses a registered user's cart by its code (an anonymous one by its guid)
      await client.addEntry({ guid: cart.code, productCode: 'ZYN-COOLMINT-6MG', quantity: 2 });
      await client.addEntry({ guid: cart.code, productCode: 'ZYN-CITRUS-6MG', quantity: 1 });
      const carts = await client.getCarts();
      const stored = JSON.parse(localStorage.getItem('brand_cart') ?? '{}');
      return { guid: cart.guid, carts, stored, storeUnits: api.localCartStore.getSnapshot().totalUnitCount };
    });
    const mockCart = result.carts.carts.find((cart: { guid: string }) => cart.guid === result.guid);
    expect(mockCart.totalUnitCount).toBe(3);
    expect(mockCart.entries.map((entry: { product: { code: string } }) => entry.product.code)).toEqual(['ZYN-COOLMINT-6MG', 'ZYN-CITRUS-6MG']);
    expect(mockCart.totalPrice.formattedValue).toBe('£13.50');
    expect(result.stored.totalUnitCount).toBe(3);
    expect(result.storeUnits).toBe(3);
    // The commerce token is a Secure, SameSite=Strict cookie, never logged.
    await expect.poll(() => storedCookie(page.context(), 'brand_commerce_token')).toMatchObject({ secure: true, sameSite: 'Strict', path: '/' });
    expect(problems.messages.join(' ')).not.toMatch(/occ-|token-demo|demo-secret/);
    expect(problems.failedRequests).toEqual([]);
  });
});

test.describe('faults of the remote services', () => {
  // 500 and malformed are failed authenticated calls: the session is cleared and the page reloads
  // (section 8). An empty 200 is no profile: the visitor is anonymous, the session is kept.
  for (const [fault, sessionKept] of [['500', false], ['malformed', false], ['empty', true]] as const) {
    test(`a ${fault} from the consumer service: the page works, the visitor falls back to anonymous`, async ({ page, context }) => {
      const messages: string[] = [];
      const unhandled: string[] = [];
      page.on('console', (message) => (message.type() === 'error' || message.type() === 'warning') && messages.push(message.text()));
      page.on('pageerror', (error) => unhandled.push(error.message));
      await become(page, 'demo-hav', '/index.html');
      await injectFault(context, fault, '/consumer/', page.url());
      await page.goto('/visitors.html');
      await expect.poll(async () => visibleAudiences(page), { timeout: 10_000 }).toEqual(['aud-everyone', 'aud-las']);
      const names = (await context.cookies()).map((cookie) => cookie.name);
      expect(names.includes('brand_uid')).toBe(sessionKept);
      expect(names.includes('brand_token')).toBe(sessionKept);
      expect(unhandled).toEqual([]);
      // The console says what happened once, without a token or secret.
      const ours = messages.filter((text) => !text.startsWith('Failed to load resource'));
      expect(ours.length).toBeGreaterThanOrEqual(1);
      expect(ours.join(' ')).not.toMatch(/token-demo|demo-secret/);
    });
  }

  test('a failing loyalty service does not change the visitor type', async ({ page, context }) => {
    const unhandled: string[] = [];
    page.on('pageerror', (error) => unhandled.push(error.message));
    await become(page, 'demo-dev', '/index.html');
    await injectFault(context, 'malformed', '/assets', page.url());
    await page.goto('/visitors.html');
    // A malformed assets answer is a failed authenticated call too: session cleared, anonymous view.
    await expect.poll(async () => visibleAudiences(page), { timeout: 10_000 }).toEqual(['aud-everyone', 'aud-las']);
    expect(unhandled).toEqual([]);
  });

  for (const fault of ['500', 'malformed', 'empty']) {
    test(`a ${fault} from the cart service: the call fails with its message, nothing unhandled`, async ({ page, context }) => {
      const messages: string[] = [];
      const unhandled: string[] = [];
      page.on('console', (message) => message.type() === 'error' && messages.push(message.text()));
      page.on('pageerror', (error) => unhandled.push(error.message));
      await become(page, 'demo-lau', '/visitors.html');
      await waitForElements(page);
      await injectFault(context, fault, '/carts', page.url());
      const outcome = await page.evaluate(async () => {
        const api = await import('/dist/brand-elements.js' as string);
        const client = api.createOccCartClient({ apiUrl: '/mock/occ', site: 'brand-gb', clientId: 'demo-occ-client', clientSecret: 'demo-occ-secret' });
        try {
          await client.createCart();
          return 'resolved';
        } catch (error) {
          return `rejected: ${(error as Error).name}`;
        }
      });
      // 500 and an empty body reject with OccError, a malformed body with HttpError (kind 'malformed').
      expect(outcome).toBe(fault === 'malformed' ? 'rejected: HttpError' : 'rejected: OccError');
      expect(messages.filter((text) => text.includes('Unable to create cart.'))).toHaveLength(1);
      expect(unhandled).toEqual([]);
      // The visitor is still logged in: cart failures never end the session.
      expect((await context.cookies()).map((cookie) => cookie.name)).toContain('brand_uid');
    });
  }
});
