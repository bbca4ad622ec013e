import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { become, becomeFresh, expect, seriousViolations, test, waitForElements, injectFault } from './fixtures';

const DETAILS = '/storefront.html?theme=zyn&lang=en&page=details';
const REFERRALS = '/storefront.html?theme=iqos&lang=en&page=referrals';

const info = (page: Page) => page.locator('brand-account-get-your-information');
const infoState = (page: Page) => info(page).locator('section[data-data-request-state]');
const ask = (page: Page) => page.locator('brand-ask-a-friend');
// the consent is the shared Consents checkbox (data-consent), the text fields carry data-ask-input
const field = (page: Page, name: string) => ask(page).locator(name === 'consent' ? '[data-consent="consent"]' : `[data-ask-input="${name}"]`);

/** The details page shows the data request in its "Your data" tab (the account switcher's panels). */
async function showYourData(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Your data' }).click();
  await expect(info(page)).toBeVisible();
}

async function faultOn(page: Page, path: string): Promise<void> {
  const url = test.info().project.use.baseURL ?? 'http://127.0.0.1';
  await injectFault(page.context(), '500', path, url);
}

test.describe('get your information and ask a friend on the storefront', () => {
  test('request a copy of one’s data: received, Check again until ready, and the download is the visitor’s own data', { tag: '@ssr' }, async ({ page, problems }) => {
    const uid = await becomeFresh(page, 'demo-hav', DETAILS);
    await waitForElements(page);
    await showYourData(page);
    await expect(infoState(page)).toHaveAttribute('data-data-request-state', 'none');
    await expect(info(page).locator('[data-data-request-none]')).toHaveText('You have not requested a copy of your data yet.');
    const request = info(page).getByRole('button', { name: 'Request my data' });
    await request.click();
    await expect(infoState(page)).toHaveAttribute('data-data-request-state', 'received');
    await expect(info(page).locator('[role="status"]')).toContainText('We have received your request');
    await expect(request).toHaveAttribute('aria-disabled', 'true');
    await expect(request).toHaveAccessibleDescription('Your copy is being prepared. You can request a new one once it is ready.');
    const check = info(page).getByRole('button', { name: 'Check again' });
    await check.click();
    await expect(infoState(page)).toHaveAttribute('data-data-request-state', 'processing');
    await expect(info(page).locator('[role="status"]')).toHaveText('Status of your request: Being prepared.');
    await expect(info(page).locator('[aria-current="step"]')).toContainText('Being prepared');
    await check.click();
    await expect(infoState(page)).toHaveAttribute('data-data-request-state', 'ready');
    await expect(info(page).locator('[role="status"]')).toHaveText('Your copy is ready to download.');
    await expect(info(page).locator('[data-data-request-expires]')).toContainText('You can download it until');
    await expect(request).not.toHaveAttribute('aria-disabled', 'true');

    const link = info(page).getByRole('link', { name: 'Download my data' });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^my-data-dr-\d+\.json$/);
    const copy = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(copy.profile).toMatchObject({ consumerId: uid, email: 'harvey.avery@example.co.uk' });
    // another visitor's session gets nothing from the same link
    const href = (await link.getAttribute('href'))!;
    const stranger = await page.context().request.get(href, { headers: { cookie: 'brand_uid=demo-dev; brand_token=token-demo-dev' } });
    expect(stranger.status()).toBe(403);
    expect(await seriousViolations(page, 'brand-account-get-your-information')).toEqual([]);
    expect(problems.messages).toEqual([]);
  });

  test('a device owner finds their ready copy with its download and expiry', async ({ page }) => {
    await become(page, 'demo-dev', DETAILS);
    await waitForElements(page);
    await showYourData(page);
    await expect(infoState(page)).toHaveAttribute('data-data-request-state', 'ready');
    await expect(info(page).getByRole('link', { name: 'Download my data' })).toHaveAttribute('href', /\/data-requests\/dr-dev-2\/download$/);
    await expect(info(page).locator('[data-step="complete"]')).toHaveCount(3);
  });

  test('ask a friend by e-mail: sent, the form cleared; the same address again is refused as already invited with nothing lost', async ({ page, problems }) => {
    await becomeFresh(page, 'demo-hav', REFERRALS);
    await waitForElements(page);
    await page.evaluate(() => {
      const sent: unknown[] = [];
      (window as unknown as { sent: unknown[] }).sent = sent;
      document.addEventListener('brand-referral-invitation-sent', (event) => sent.push((event as CustomEvent).detail));
    });
    await field(page, 'firstName').fill('Robin');
    await field(page, 'email').fill('robin.friend@example.com');
    await field(page, 'consent').check();
    await ask(page).getByRole('button', { name: 'Send invitation' }).click();
    const status = ask(page).locator('[role="status"]');
    await expect(status).toHaveText('Your invitation is on its way to robin.friend@example.com. You can ask another friend.');
    await expect(status).toBeFocused();
    await expect(field(page, 'email')).toHaveValue('');
    await expect(field(page, 'consent')).not.toBeChecked();
    expect(await page.evaluate(() => (window as unknown as { sent: unknown[] }).sent)).toEqual([{ invitationId: expect.stringMatching(/^inv-/), status: 'sent' }]);

    await field(page, 'firstName').fill('Robin');
    await field(page, 'email').fill('Robin.Friend@example.com');
    await field(page, 'consent').check();
    await ask(page).getByRole('button', { name: 'Send invitation' }).click();
    await expect(field(page, 'email')).toHaveAccessibleDescription('You have already invited this friend.');
    await expect(field(page, 'email')).toBeFocused();
    await expect(field(page, 'email')).toHaveValue('Robin.Friend@example.com');
    await expect(field(page, 'firstName')).toHaveValue('Robin');
    await expect(field(page, 'consent')).toBeChecked();
    expect(await seriousViolations(page, 'brand-ask-a-friend')).toEqual([]);
    // the browser's own line for the 409 answer is the only one
    expect(problems.messages).toEqual(['error: Failed to load resource: the server responded with a status of 409 (Conflict)']);
  });

  test('a 500 keeps each page with one message: the data requests offer Try again, an invitation keeps what was typed', async ({ page, problems }) => {
    await faultOn(page, '/data-requests');
    await becomeFresh(page, 'demo-hav', DETAILS);
    await waitForElements(page);
    await showYourData(page);
    await expect(infoState(page)).toHaveAttribute('data-data-request-state', 'failed');
    await expect(info(page).locator('[role="alert"]')).toHaveText('We could not load your data requests. Try again in a moment.');
    await expect(info(page).locator('[role="alert"]:not(:empty)')).toHaveCount(1);
    await page.context().clearCookies({ name: 'demo_fault' });
    await info(page).getByRole('button', { name: 'Try again' }).click();
    await expect(infoState(page)).toHaveAttribute('data-data-request-state', 'none');
    await expect(info(page).locator('[role="alert"]')).toHaveText('');

    await faultOn(page, '/referrals/invitations');
    await page.goto(REFERRALS);
    await waitForElements(page);
    await field(page, 'email').fill('sam.friend@example.com');
    await field(page, 'consent').check();
    await ask(page).getByRole('button', { name: 'Send invitation' }).click();
    await expect(ask(page).locator('[role="alert"]')).toContainText('We could not send your invitation');
    await expect(field(page, 'email')).toHaveValue('sam.friend@example.com');
    await expect(field(page, 'consent')).toBeChecked();
    expect(problems.messages.filter((message) => message.includes('<brand-'))).toEqual([
      'error: <brand-account-get-your-information>: the data requests could not be loaded (unavailable).',
      'error: <brand-ask-a-friend>: the invitation could not be sent (unavailable).',
    ]);
  });

  test('an anonymous visitor sees none of it: both pages send them to log in and back', async ({ page }) => {
    for (const path of [DETAILS, REFERRALS]) {
      await page.goto(path);
      await page.waitForURL(/page=login/);
      expect(decodeURIComponent(page.url())).toContain(`return=${path}`);
      await expect(page.locator('brand-account-get-your-information section, brand-ask-a-friend form')).toHaveCount(0);
    }
  });
});
