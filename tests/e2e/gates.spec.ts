import type { BrowserContext, Page } from '@playwright/test';
import { expect, gateStates, requestsReported, seriousViolations, storedCookie, test } from './fixtures';

/**
 * The geofence and the visibility gate on /gates.html (members.model.json: market gb, geofencing
 * on, visible to logged-in visitors, a members-only overlay) and /gates-redirect.html (the same
 * page redirecting to the login page). The demo server's country header comes from the cookie
 * demo_country (GB by default). The age gate is passed beforehand (its cookie sag_gb=granted).
 */

async function cookies(context: BrowserContext, baseURL: string | undefined, values: Record<string, string>) {
  await context.addCookies(Object.entries(values).map(([name, value]) => ({ name, value, url: baseURL! })));
}

/** A UK member with the age gate passed: every gate decided to show nothing. */
// A visitor whose granted answer is kept gets no age gate element at all.
const PASSED = { 'brand-geofence': 'hidden', 'brand-visibility-gate': 'hidden' };

const geofenceDialog = (page: Page) => page.locator('brand-geofence [role="dialog"]');
const overlayDialog = (page: Page) => page.locator('brand-visibility-gate [role="dialog"]');

/** The tag of the top-level host holding focus, and whether the focused element is the dialog or inside it. */
function focusInside(page: Page, tag: string) {
  return page.evaluate((hostTag) => {
    let element: Element | null = document.activeElement;
    const host = element?.localName;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    const dialog = document.querySelector(hostTag)?.shadowRoot?.querySelector('[role="dialog"]');
    let inside = false;
    for (let node: Node | null = element; node; node = node.parentNode ?? (node as ShadowRoot).host ?? null) {
      if (node === dialog) inside = true;
    }
    return { host, inside, focused: element?.localName };
  }, tag);
}

test.describe('geofence', () => {
  test('is shown to a visitor from another country, with the authored fragment, labelled', async ({ page, context, baseURL, problems }) => {
    await cookies(context, baseURL, { sag_gb: 'granted', demo_country: 'DE' });
    await page.goto('/gates.html');
    const dialog = geofenceDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('You are visiting the UK site');
    await expect(dialog.getByRole('link', { name: 'Stay on this site' })).toHaveAttribute('href', '?gr=false');
    await expect(dialog).toHaveAttribute('aria-labelledby', 'geofence-title');
    await expect(dialog).toHaveAttribute('aria-describedby', 'geofence-description');
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('brand-geofence')!.shadowRoot!.querySelector('[data-gate-layer]')!).zIndex)).toBe('1352');
    // Never two dialogs at once: the members overlay waits behind it.
    await expect(overlayDialog(page)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { dataLayer: Array<{ event: string }> }).dataLayer.map((item) => item.event))).toContain('geofenceOverlay');
    expect(problems.messages).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
  });

  test('the dialog’s code is fetched only for a visitor it shows to; if it cannot load, the geofence settles and the next gate comes', async ({ page, context, baseURL, problems }) => {
    await cookies(context, baseURL, { sag_gb: 'granted', demo_country: 'DE' });
    await page.route(/\/chunks\/GeofenceDialog-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/gates.html');
    // The members overlay, the gate after it, comes once the geofence has settled.
    await expect(overlayDialog(page)).toBeVisible();
    await expect(page.locator('brand-geofence')).toHaveAttribute('data-gate-state', 'hidden');
    await expect(geofenceDialog(page)).toHaveCount(0);
    expect(problems.messages.filter((line) => !/Failed to load resource: net::ERR_FAILED/.test(line))).toEqual([
      expect.stringContaining('<brand-geofence>: the dialog could not load; it is not shown.'),
    ]);
  });

  test('is not shown to a visitor from the UK', async ({ page, context, baseURL }) => {
    await cookies(context, baseURL, { sag_gb: 'granted' });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/gates.html');
    await expect(overlayDialog(page)).toBeVisible();
    await expect(page.locator('brand-geofence')).toHaveAttribute('data-gate-state', 'hidden');
    await expect(geofenceDialog(page)).toHaveCount(0);
    // (Nor its dialog's code: the modal's parts and the fragment's loading come only for a visitor it shows to.)
    expect(requested.filter((path) => path.includes('/GeofenceDialog-'))).toEqual([]);
  });

  test('"Stay on this site" (?gr=false) skips it and the gr cookie keeps it skipped on reload', async ({ page, context, baseURL }) => {
    await cookies(context, baseURL, { sag_gb: 'granted', demo_country: 'DE' });
    await page.goto('/gates.html');
    await geofenceDialog(page).getByRole('link', { name: 'Stay on this site' }).click();
    await page.waitForURL('**/gates.html?gr=false');
    // The members overlay comes only once the geofence has settled.
    await expect(overlayDialog(page)).toBeVisible();
    await expect(geofenceDialog(page)).toHaveCount(0);
    await expect.poll(async () => (await storedCookie(context, 'gr'))?.value).toBe('true');
    const gr = await storedCookie(context, 'gr');
    expect(gr?.sameSite).toBe('Strict');
    expect(gr?.path).toBe('/');
    await page.goto('/gates.html');
    await expect(overlayDialog(page)).toBeVisible();
    await expect(geofenceDialog(page)).toHaveCount(0);
  });

  test('keyboard: Tab stays in the dialog, Escape does not close it; axe finds nothing serious', async ({ page, context, baseURL }) => {
    await cookies(context, baseURL, { sag_gb: 'granted', demo_country: 'DE' });
    await page.goto('/gates.html');
    await expect(geofenceDialog(page).getByRole('link', { name: 'Stay on this site' })).toBeVisible();
    const seen = new Set<string>();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      const focus = await focusInside(page, 'brand-geofence');
      expect(focus.host).toBe('brand-geofence');
      expect(focus.inside).toBe(true);
      seen.add(focus.focused ?? '');
    }
    expect(seen.has('a')).toBe(true);
    await page.keyboard.press('Escape');
    await expect(geofenceDialog(page)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('visibility gate', () => {
  test('an anonymous visitor gets the members-only overlay', async ({ page, context, baseURL, problems }) => {
    await cookies(context, baseURL, { sag_gb: 'granted' });
    await page.goto('/gates.html');
    const dialog = overlayDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Members only');
    await expect(dialog).toHaveAttribute('aria-labelledby', 'members-only-title');
    await expect(dialog.getByRole('link', { name: 'Log in as a member' })).toHaveAttribute('href', '/login.html?persona=demo-lau&return=/gates.html');
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('brand-visibility-gate')!.shadowRoot!.querySelector('[data-gate-layer]')!).zIndex)).toBe('1301');
    // The page behind is out of reach.
    expect(await page.evaluate(() => ['.site-header', 'brand-page > [data-cq-data-path]', '.site-footer'].map((selector) => document.querySelector(selector)!.closest('[inert]') !== null))).toEqual([true, true, true]);
    expect(problems.messages).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
  });

  test('a logged-in member (demo-lau) sees the page, no overlay, and never downloads the gates\' fragment code', async ({ page, context, baseURL, problems }) => {
    await cookies(context, baseURL, { sag_gb: 'granted' });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/login.html?persona=demo-lau&return=/gates.html');
    await page.waitForURL('**/gates.html');
    await expect(page.locator('brand-page brand-text').first()).toContainText("Welcome to the members' area");
    expect(await gateStates(page)).toEqual(PASSED);
    await expect(overlayDialog(page)).toHaveCount(0);
    await expect(page.locator('brand-visibility-gate [data-brand-visibility-cover]')).toHaveCount(0);
    expect(await page.evaluate(() => document.querySelector('brand-page > [data-cq-data-path]')!.closest('[inert]') === null)).toBe(true);
    // Both gates let the member through: the code of their content (an experience fragment) never loads.
    await requestsReported(page);
    expect(requested.filter((path) => path.includes('/elements/brand-geofence.js'))).toHaveLength(1);
    expect(requested.filter((path) => path.includes('brand-experience-fragment'))).toEqual([]);
    expect(problems.messages).toEqual([]);
  });

  test('the "Log in as a member" link of the overlay logs in and comes back to the page', async ({ page, context, baseURL }) => {
    await cookies(context, baseURL, { sag_gb: 'granted' });
    await page.goto('/gates.html');
    await overlayDialog(page).getByRole('link', { name: 'Log in as a member' }).click();
    await page.waitForURL('**/gates.html');
    await expect(page.locator('brand-page brand-text').first()).toContainText("Welcome to the members' area");
    expect(await gateStates(page)).toEqual(PASSED);
    await expect(overlayDialog(page)).toHaveCount(0);
  });

  test('the redirect page sends an anonymous visitor to the login page', async ({ page, context, baseURL }) => {
    await cookies(context, baseURL, { sag_gb: 'granted' });
    await page.goto('/gates-redirect.html');
    await page.waitForURL('**/login.html?return=/gates.html');
  });

  test('keyboard: Tab stays in the overlay, Escape does not close it; axe finds nothing serious', async ({ page, context, baseURL }) => {
    await cookies(context, baseURL, { sag_gb: 'granted' });
    await page.goto('/gates.html');
    await expect(overlayDialog(page).getByRole('link', { name: 'Back to the home page' })).toBeVisible();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      const focus = await focusInside(page, 'brand-visibility-gate');
      expect(focus.host).toBe('brand-visibility-gate');
      expect(focus.inside).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(overlayDialog(page)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
