// The demo's persona switcher (demo/persona-switcher.js, its form in demo/persona-panel.js): the fixed pill on a page
// without a persona bar (the storefront), the bar on the demo's element pages. Switching goes through /login.html.
import type { Page } from '@playwright/test';
import { expect, holdRequests, requestsReported, storedCookie, test, waitForElements } from './fixtures';

const uid = async (page: Page) => (await storedCookie(page.context(), 'brand_uid'))?.value;

test.describe('the demo persona switcher', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the storefront pill: its form loads when first opened, and switching comes back as the chosen persona', async ({ page, problems }) => {
    const panels: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/persona-panel.js') panels.push(request.url());
    });
    await page.goto('/storefront.html');
    await waitForElements(page);
    const pill = page.locator('[data-persona-pill]');
    await expect(pill.locator('summary')).toHaveText('Demo persona: Anonymous');
    await page.waitForLoadState('networkidle');
    await requestsReported(page);
    expect(panels, 'no form before the pill is opened').toEqual([]);
    await pill.locator('summary').click();
    const form = pill.getByRole('combobox', { name: 'Switch to' });
    await expect(form).toHaveValue('anonymous');
    // Anonymous: no one-time code to show.
    await expect(pill.locator('[data-persona-otp]')).toHaveCount(0);
    await form.selectOption({ label: 'Verified' });
    await pill.getByRole('button', { name: 'Switch' }).click();
    await page.waitForURL('**/storefront.html');
    panels.length = 0; // (the login page on the way has a persona bar)
    await expect(page.locator('[data-persona-pill] summary')).toHaveText('Demo persona: Verified');
    expect(await uid(page)).toBe('demo-hav');
    // A logged-in persona's panel has the one-time-code helper, a 44 px target on a phone.
    await page.locator('[data-persona-pill] summary').click();
    const otp = page.locator('[data-persona-pill] [data-persona-otp]');
    await expect(otp).toBeVisible();
    expect((await otp.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(panels).toHaveLength(1);
    await otp.click();
    await expect(page.locator('[data-persona-pill] [data-persona-otp-result]')).toHaveText('No code pending');
    expect(problems.messages).toEqual([]);
  });

  test('the pill is no part of the page\'s first paint: it comes once the page has painted content of its own', async ({ page, problems }) => {
    // When the page first painted content, and when the pill was added (performance.now()).
    type PillTimes = { __pill: { fcp: number; added: number } };
    await page.addInitScript(() => {
      const seen = ((window as unknown as PillTimes).__pill = { fcp: 0, added: 0 });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntriesByName('first-contentful-paint')) seen.fcp = entry.startTime;
      }).observe({ type: 'paint', buffered: true });
      new MutationObserver(() => {
        if (!seen.added && document.querySelector('[data-persona-pill]')) seen.added = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    // Without its model the storefront paints nothing: the page has loaded (<brand-page>'s code comes by import()).
    const release = await holdRequests(page, '**/mock/storefront.model.json*');
    await page.goto('/storefront.html');
    // Loaded, and the browser idle twice since (idle callbacks run in the order asked for): a pill that waited for
    // only that would be there now.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
    await expect(page.locator('[data-persona-pill]')).toHaveCount(0);
    expect(await page.evaluate(() => performance.getEntriesByType('paint').map((entry) => entry.name)), 'nothing painted yet').not.toContain('first-contentful-paint');
    release();
    await waitForElements(page);
    await expect(page.locator('[data-persona-pill] summary')).toHaveText('Demo persona: Anonymous');
    const { fcp, added } = await page.evaluate(() => (window as unknown as PillTimes).__pill);
    expect(fcp, 'the page painted').toBeGreaterThan(0);
    expect(added, 'the pill came after the page\'s first contentful paint').toBeGreaterThan(fcp);
    expect(problems.messages).toEqual([]);
  });

  test('the pill opens under the strict Content Security Policy (Trusted Types): its form is imported, not a script element', async ({ page, problems }) => {
    await page.goto('/storefront.html?csp=strict');
    await waitForElements(page);
    const pill = page.locator('[data-persona-pill]');
    await pill.locator('summary').click();
    await expect(pill.getByRole('combobox', { name: 'Switch to' })).toHaveValue('anonymous');
    expect(problems.messages).toEqual([]);
  });

  test('a persona bar is filled with the form, the current persona chosen, and switches', async ({ page, problems }) => {
    await page.goto('/carousel.html');
    const bar = page.locator('[data-persona-switcher]');
    // (named "Demo persona", "persona" on a phone)
    const select = bar.getByRole('combobox', { name: /persona$/ });
    await expect(select).toHaveValue('anonymous');
    await expect(bar).toHaveAttribute('data-persona', 'anonymous');
    await select.selectOption({ label: 'Logged in' });
    await bar.getByRole('button', { name: 'Switch' }).click();
    await page.waitForURL('**/carousel.html');
    await expect(page.locator('[data-persona-switcher]')).toHaveAttribute('data-persona', 'demo-lau');
    await expect(page.locator('[data-persona-switcher]').getByRole('combobox', { name: /persona$/ })).toHaveValue('demo-lau');
    expect(await uid(page)).toBe('demo-lau');
    expect(problems.messages).toEqual([]);
  });
});
