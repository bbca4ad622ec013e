import type { Page } from '@playwright/test';
import { become, becomeFresh, expect, seriousViolations, test, waitForElements, injectFault } from './fixtures';

const REFERRALS = '/storefront.html?theme=zyn&lang=en&page=referrals';
const dashboard = (page: Page) => page.locator('brand-mgm-dashboard');
const share = (page: Page) => page.locator('brand-refer-a-friend');
const stats = (page: Page) => dashboard(page).locator('[data-mgm-stats] > div');
const invitations = (page: Page) => dashboard(page).locator('[data-invitation]');

async function statTexts(page: Page): Promise<string[]> {
  return stats(page).evaluateAll((rows) => rows.map((row) => `${row.querySelector('dt')?.textContent}: ${row.querySelector('dd')?.textContent}`));
}

test.describe('the referral page (member-get-member)', () => {
  test('share a referral link by copy: the link is on the clipboard and "Link copied" is said', { tag: '@ssr' }, async ({ page, context, problems }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await become(page, 'demo-hav', REFERRALS);
    await waitForElements(page);
    await expect(share(page).locator('[data-referral-code]')).toHaveText('HARVEY-9K2M');
    const link = share(page).locator('input[data-referral-link]');
    await expect(link).toHaveValue(/ref=HARVEY-9K2M$/);
    const expected = await link.inputValue();
    expect(new URL(expected).origin).toBe(new URL(page.url()).origin);
    await expect(share(page).locator('[data-share-message]')).toContainText(`Join with my code HARVEY-9K2M and get a welcome gift: ${expected}`);
    await expect(share(page).locator('a[data-channel="whatsapp"]')).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=.*HARVEY-9K2M/);
    await expect(share(page).locator('a[data-channel="email"]')).toHaveAttribute('href', /^mailto:\?subject=A%20welcome%20gift%20for%20you&body=/);

    const shared = page.evaluate(
      () => new Promise((resolve) => document.addEventListener('brand-refer-a-friend-share', (event) => resolve((event as CustomEvent).detail), { once: true })),
    );
    await share(page).getByRole('button', { name: 'Copy link' }).click();
    await expect(share(page).getByRole('status')).toHaveText('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    expect(await shared).toEqual({ channel: 'copy' });
    expect(await seriousViolations(page, 'brand-mgm-dashboard, brand-refer-a-friend')).toEqual([]);
    expect(problems.messages).toEqual([]);
  });

  test("the dashboard shows each persona's statistics and invitations", async ({ page, problems }) => {
    await become(page, 'demo-hav', REFERRALS);
    await waitForElements(page);
    await expect(invitations(page)).toHaveCount(3);
    expect(await statTexts(page)).toEqual(['Friends invited: 3', 'Friends joined: 1', 'Friends rewarded: 1', 'Points earned: 500']);
    const rows = await invitations(page).evaluateAll((cards) => cards.map((card) => `${card.querySelector('h4')?.textContent} ${card.getAttribute('data-status')} ${card.querySelector('[data-circle]')?.getAttribute('data-circle')}`));
    expect(rows).toEqual(['Marcus sent warning', 'Olivia rewarded success', 's•••@example.org expired error']);
    // both action cards usable: a free invitation slot, a friend rewarded
    await expect(dashboard(page).locator('a[data-actionable]')).toHaveCount(2);
    await dashboard(page).getByRole('link', { name: /Invite a friend/ }).click();
    await expect(page).toHaveURL(/#refer-a-friend$/);

    await become(page, 'demo-dev', REFERRALS);
    await waitForElements(page);
    await expect(invitations(page)).toHaveCount(4);
    expect(await statTexts(page)).toEqual(['Friends invited: 4', 'Friends joined: 3', 'Friends rewarded: 2', 'Points earned: 1,000']);

    await become(page, 'demo-lau', REFERRALS);
    await waitForElements(page);
    await expect(dashboard(page).locator('[data-mgm-empty]')).toContainText('You have not invited anyone yet');
    expect(await statTexts(page)).toEqual(['Friends invited: 0', 'Friends joined: 0', 'Friends rewarded: 0', 'Points earned: 0']);
    const rewards = dashboard(page).locator('[data-action-card][aria-disabled="true"]');
    await expect(rewards).toHaveCount(1);
    // the reason describes the disabled link (read once), it is no part of its name
    await expect(rewards).toHaveAccessibleName(/^Your rewards\s*Spend the points your friends earned you\.$/);
    await expect(rewards).toHaveAccessibleDescription('Your rewards appear here once a friend you invited places a first order.');
    expect(await seriousViolations(page, 'brand-mgm-dashboard, brand-refer-a-friend')).toEqual([]);
    expect(problems.messages).toEqual([]);
  });

  test('an invitation sent with the ask-a-friend form on the page shows on the dashboard without a reload', { tag: '@ssr' }, async ({ page, problems }) => {
    await becomeFresh(page, 'demo-hav', REFERRALS);
    await waitForElements(page);
    await expect(invitations(page)).toHaveCount(3);
    const ask = page.locator('brand-ask-a-friend');
    await ask.locator('[data-ask-input="firstName"]').fill('Nina');
    await ask.locator('[data-ask-input="email"]').fill('nina@example.com');
    await ask.locator('[data-consent="consent"]').check();
    await ask.getByRole('button', { name: 'Send invitation' }).click();
    await expect(ask.locator('[role="status"]')).toContainText('nina@example.com');
    await expect(invitations(page)).toHaveCount(4);
    await expect(invitations(page).first()).toContainText('Nina');
    await expect(invitations(page).first()).toHaveAttribute('data-status', 'sent');
    expect(await statTexts(page)).toEqual(['Friends invited: 4', 'Friends joined: 1', 'Friends rewarded: 1', 'Points earned: 500']);
    expect(problems.messages).toEqual([]);
  });

  test('a failed load keeps the page alive with one message and "Try again"', async ({ page }) => {
    const url = test.info().project.use.baseURL ?? 'http://127.0.0.1';
    await become(page, 'demo-hav', REFERRALS);
    await injectFault(page.context(), '500', '/referrals', url);
    await page.reload();
    await waitForElements(page);
    await expect(dashboard(page).getByRole('alert')).toHaveText('We could not load your referrals. Please try again in a moment.');
    await page.context().clearCookies({ name: 'demo_fault' });
    await dashboard(page).getByRole('button', { name: 'Try again' }).click();
    await expect(invitations(page)).toHaveCount(3);
    await expect(dashboard(page).getByRole('alert')).toHaveText('');
  });

  test('an anonymous visitor sees none of it: sent to log in and back', async ({ page }) => {
    await page.goto(REFERRALS);
    await page.waitForURL(/page=login/);
    expect(decodeURIComponent(page.url())).toContain('return=/storefront.html?theme=zyn&lang=en&page=referrals');
    await expect(page.locator('[data-referral-code], [data-mgm-stats]')).toHaveCount(0);
  });
});
