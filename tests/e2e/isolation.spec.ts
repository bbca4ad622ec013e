// The tests share one context and tab per worker (playwright.config.mjs, reuseContext): what one test leaves
// behind is gone for the next, or a test could pass or fail for another's sake.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The browser's id for the page (the same tab across tests when it is reused). */
async function targetId(page: Page): Promise<string> {
  const session = await page.context().newCDPSession(page);
  const { targetInfo } = await session.send('Target.getTargetInfo');
  await session.detach();
  return targetInfo.targetId;
}

/** One run of a busy loop in the page, in ms. */
async function busyLoop(page: Page): Promise<number> {
  return page.evaluate(() => {
    const start = performance.now();
    let sum = 0;
    for (let i = 0; i < 2e7; i++) sum += i % 7;
    return sum > 0 ? performance.now() - start : 0;
  });
}

test.describe('a test starts clean on the reused tab', () => {
  test.describe.configure({ mode: 'serial' });
  let first: string | undefined;

  test('one test leaves a permission, a cookie, storage, a media emulation and a slowed CPU behind', async ({ page, context, baseURL }) => {
    first = await targetId(page);
    await context.grantPermissions(['clipboard-read']);
    await context.addCookies([{ name: 'left', value: 'behind', url: baseURL! }]);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/login.html');
    await page.evaluate(() => {
      localStorage.setItem('left', 'behind');
      sessionStorage.setItem('left', 'behind');
    });
    // (Its DevTools session left attached, as a test measuring a slow phone may leave it.)
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  });

  test('the next finds none of it', async ({ page, context }) => {
    // (The browser's tab of the test before, under a new Page object: else this proves nothing about reuse.)
    expect(await targetId(page), 'the tab of the test before').toBe(first);
    expect((await context.cookies()).map((cookie) => cookie.name).sort()).toEqual(['sag_default', 'sag_gb']);
    await page.goto('/login.html');
    expect(await page.evaluate(() => [localStorage.getItem('left'), sessionStorage.getItem('left')])).toEqual([null, null]);
    expect(await page.evaluate(async () => (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state)).not.toBe('granted');
    expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(false);
    // The CPU runs at full speed: slowing it 4 times now makes the same loop much slower (a CPU still slowed
    // by the last test's session would not slow again: a rate is set, not multiplied).
    // Full speed is the fastest of three runs. The new rate may reach the page's thread after the protocol's answer
    // (a check of the runs just after it once saw 1.13x on a healthy tab), so the slowed runs are waited for: two in a row over twice as slow, within 30 runs.
    const now = Math.min(await busyLoop(page), await busyLoop(page), await busyLoop(page));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const slowed: number[] = [];
    while (slowed.length < 30 && !(slowed.length >= 2 && slowed.slice(-2).every((run) => run > 2 * now))) slowed.push(await busyLoop(page));
    await cdp.detach();
    expect(slowed.slice(-2).every((run) => run > 2 * now), `${slowed.map((run) => run.toFixed(0)).join(', ')} ms slowed against ${now.toFixed(0)} ms now`).toBe(true);
  });
});

test.describe('a page that navigates itself after its test', () => {
  test.describe.configure({ mode: 'serial' });

  test('one test ends while its page keeps sending itself on (answered 204, so it stays)', async ({ page }) => {
    const sent: string[] = [];
    await page.route(/[?&]sent-on=/, (route) => {
      sent.push(route.request().url());
      return route.fulfill({ status: 204 });
    });
    await page.goto('/login.html');
    // As an account element sends an anonymous visitor to log in, again and again: each a navigation of its own.
    await page.evaluate(() => {
      let n = 0;
      setInterval(() => location.replace(`/login.html?sent-on=${++n}`), 1);
    });
    await expect.poll(() => sent.length).toBeGreaterThan(2);
  });

  test('the next starts on a blank tab, not cut into by that page', async ({ page }) => {
    // (Without the fixture's move to about:blank, Playwright's reset met the page's next navigation and this test
    // failed before its first line.)
    expect(page.url()).toBe('about:blank');
    await page.goto('/login.html');
    await expect(page).toHaveURL(/\/login\.html$/);
  });
});
