// The tests share one context and page per worker (playwright.config.mjs, reuseContext): what one test leaves
// behind is gone for the next, or a test could pass or fail for another's sake.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** A page's listeners of an event, as its event emitter counts them at run time. */
const listeners = (page: Page, event: string) => (page as unknown as { listenerCount(name: string): number }).listenerCount(event);

/** The browser's id for the page (the same tab across tests when it is reused). */
async function targetId(page: Page): Promise<string> {
  const session = await page.context().newCDPSession(page);
  const { targetInfo } = await session.send('Target.getTargetInfo');
  await session.detach();
  return targetInfo.targetId;
}

test.describe('a test starts clean on the reused page', () => {
  test.describe.configure({ mode: 'serial' });
  let first: string | undefined;

  test('one test leaves listeners, a permission, a cookie, storage and an emulation behind', async ({ page, context, baseURL }) => {
    first = await targetId(page);
    page.on('dialog', () => undefined);
    page.on('console', () => undefined);
    await context.grantPermissions(['clipboard-read']);
    await context.addCookies([{ name: 'left', value: 'behind', url: baseURL! }]);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/login.html');
    await page.evaluate(() => {
      localStorage.setItem('left', 'behind');
      sessionStorage.setItem('left', 'behind');
    });
    expect(listeners(page, 'dialog')).toBe(1);
  });

  test('the next finds none of it', async ({ page, context }) => {
    // (The browser's page of the test before, under a new Page object: else this proves nothing about reuse.)
    expect(await targetId(page), 'the page of the test before').toBe(first);
    expect(listeners(page, 'dialog')).toBe(0);
    expect(listeners(page, 'console')).toBe(0);
    expect((await context.cookies()).map((cookie) => cookie.name).sort()).toEqual(['sag_default', 'sag_gb']);
    await page.goto('/login.html');
    expect(await page.evaluate(() => [localStorage.getItem('left'), sessionStorage.getItem('left')])).toEqual([null, null]);
    expect(await page.evaluate(async () => (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state)).not.toBe('granted');
    expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(false);
  });
});
