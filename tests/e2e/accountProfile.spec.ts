import type { Page } from '@playwright/test';
import { THEMES, become, becomeFresh, expect, seriousViolations, test, waitForElements } from './fixtures';

const DETAILS = '/storefront.html?theme=zyn&lang=en&page=details';
const ACCOUNT = '/storefront.html?theme=zyn&lang=en&page=account';

const switcher = (page: Page) => page.locator('brand-account-switcher');
const details = (page: Page) => page.locator('brand-account-details').first();
const greeting = (page: Page) => page.locator('brand-account-user-context-text').first();
const selectedTab = (page: Page) => switcher(page).locator('[role="tab"][aria-selected="true"]');

/** What has focus, through shadow roots: its role and text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let element = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    return { role: element?.getAttribute('role') ?? element?.localName, text: element?.textContent?.trim() ?? '' };
  });

/** Tabs through the page from the top until a tab of the switcher has focus (keyboard only). */
async function tabToSwitcher(page: Page): Promise<void> {
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press('Tab');
    if ((await focused(page)).role === 'tab') return;
  }
  throw new Error('no tab reached by the keyboard');
}

test.describe('the account profile: switcher, details and greeting', () => {
  test('the switcher works with the keyboard only: arrows with wrap, Home/End, Tab into the panel; the view survives a reload', async ({ page, problems }) => {
    await become(page, 'demo-hav', DETAILS);
    await waitForElements(page);
    await expect(switcher(page).locator('[role="tab"]')).toHaveText(['Personal details', 'Your data', 'Help']);
    await expect(selectedTab(page)).toHaveText('Personal details');

    await tabToSwitcher(page);
    expect(await focused(page)).toEqual({ role: 'tab', text: 'Personal details' });
    await page.keyboard.press('ArrowRight');
    await expect(selectedTab(page)).toHaveText('Your data');
    expect(await focused(page)).toEqual({ role: 'tab', text: 'Your data' });
    await expect(page).toHaveURL(/#yourData$/);
    await page.keyboard.press('ArrowRight');
    await expect(selectedTab(page)).toHaveText('Help');
    await page.keyboard.press('ArrowRight'); // wraps
    await expect(selectedTab(page)).toHaveText('Personal details');
    await page.keyboard.press('ArrowLeft'); // wraps back
    await expect(selectedTab(page)).toHaveText('Help');
    await page.keyboard.press('Home');
    await expect(selectedTab(page)).toHaveText('Personal details');
    await page.keyboard.press('End');
    await expect(selectedTab(page)).toHaveText('Help');
    await expect(switcher(page).locator('[role="tabpanel"]:not([hidden])')).toHaveCount(1);

    await page.keyboard.press('Tab');
    expect((await focused(page)).role).toBe('tabpanel');
    const panel = switcher(page).locator('[role="tabpanel"]:not([hidden])');
    await expect(panel).toHaveAttribute('aria-labelledby', (await selectedTab(page).getAttribute('id'))!);

    await page.reload();
    await waitForElements(page);
    await expect(selectedTab(page)).toHaveText('Help');
    expect(problems.messages).toEqual([]);
  });

  test('right to left the arrows are mirrored', async ({ page }) => {
    await become(page, 'demo-hav', '/storefront.html?theme=iqos&lang=ar&page=details');
    await waitForElements(page);
    await tabToSwitcher(page);
    expect(await focused(page)).toEqual({ role: 'tab', text: 'البيانات الشخصية' });
    await page.keyboard.press('ArrowLeft'); // the next tab, to the left
    await expect(selectedTab(page)).toHaveText('بياناتك المحفوظة');
    await page.keyboard.press('Home');
    await expect(selectedTab(page)).toHaveText('البيانات الشخصية');
    await page.keyboard.press('ArrowRight'); // the previous tab, to the right: wraps to the last
    await expect(selectedTab(page)).toHaveText('مساعدة');
    expect(await focused(page)).toEqual({ role: 'tab', text: 'مساعدة' });
  });

  test("the details' Edit selects the personal view from another view: scrolled to, its tab focused", async ({ page, problems }) => {
    await become(page, 'demo-hav', DETAILS);
    await waitForElements(page);
    await switcher(page).getByRole('tab', { name: 'Your data' }).click();
    await expect(selectedTab(page)).toHaveText('Your data');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await details(page).getByRole('link', { name: 'Edit' }).click();
    await expect(selectedTab(page)).toHaveText('Personal details');
    expect(await focused(page)).toEqual({ role: 'tab', text: 'Personal details' });
    await expect(page).toHaveURL(/#personalDetails$/);
    await expect(switcher(page).locator('[role="tabpanel"]:not([hidden])')).toBeInViewport();
    // the same hash again (no hashchange): Edit still brings the view and its tab back
    await switcher(page).locator('[role="tabpanel"]:not([hidden])').focus();
    await page.evaluate(() => window.scrollTo(0, 0));
    await details(page).getByRole('link', { name: 'Edit' }).click();
    expect(await focused(page)).toEqual({ role: 'tab', text: 'Personal details' });
    expect(problems.messages).toEqual([]);
  });

  test('the details and the greeting follow a saved name without a reload', { tag: '@ssr' }, async ({ page, problems }) => {
    await becomeFresh(page, 'demo-hav', DETAILS);
    await waitForElements(page);
    await expect(details(page).locator('[data-field="name"] dd')).toHaveText('Harvey Avery');
    await expect(greeting(page).locator('h1')).toHaveText('Hello Harvey');
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    const personal = page.locator('brand-account-personal-details');
    await personal.locator('[data-personal-edit]').click();
    await personal.locator('input[name="firstName"]').fill('Harry');
    await personal.locator('[data-personal-save]').click();
    await expect(personal.locator('[data-personal-status]')).toHaveText('Your details were saved.');
    await expect(details(page).locator('[data-field="name"] dd')).toHaveText('Harry Avery');
    await expect(greeting(page).locator('h1')).toHaveText('Hello Harry');
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(problems.messages).toEqual([]);
  });

  for (const [persona, name, tier, points] of [
    ['demo-lau', 'Laura Underwood', 'Silver', '320'],
    ['demo-hav', 'Harvey Avery', 'Gold', '1,250'],
    ['demo-dev', 'Devi Patel', 'Platinum', '4,870'],
  ] as const) {
    test(`the details and the greeting show ${persona}'s name, tier and points`, async ({ page, problems }) => {
      await become(page, persona, DETAILS);
      await waitForElements(page);
      await expect(details(page).locator('[data-field="name"] dd')).toHaveText(name);
      await expect(details(page).locator('[data-tier-badge]')).toHaveText(tier);
      await expect(details(page).locator('[data-field="email"] dd')).toContainText('@example.co.uk');
      await expect(greeting(page).locator('h1')).toHaveText(`Hello ${name.split(' ')[0]}`);
      await expect(greeting(page)).toContainText(`As a ${tier} member you have ${points} points.`);
      expect(problems.messages).toEqual([]);
    });
  }

  test("the account home greets the visitor and sums up the profile; Edit opens the details page's personal view", async ({ page }) => {
    await become(page, 'demo-dev', ACCOUNT);
    await waitForElements(page);
    await expect(greeting(page)).toContainText('Hello Devi! You are a Platinum member with 4,870 points.');
    await expect(details(page).locator('[data-field="name"] dd')).toHaveText('Devi Patel');
    await details(page).getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/page=details#personalDetails$/);
    await waitForElements(page);
    await expect(selectedTab(page)).toHaveText('Personal details');
    // the hash was followed (not merely the authored activeItem): its tab has focus
    await expect.poll(() => focused(page)).toEqual({ role: 'tab', text: 'Personal details' });
  });

  test('an anonymous visitor sees none of it: sent to log in and back', async ({ page }) => {
    await page.goto(DETAILS);
    await page.waitForURL(/page=login/);
    expect(decodeURIComponent(page.url())).toContain('return=/storefront.html?theme=zyn&lang=en&page=details');
    await expect(page.locator('brand-account-details, brand-account-switcher, brand-account-user-context-text')).toHaveCount(0);
  });

  test('an anonymous visitor on the account page itself sees no profile before the redirect', { tag: '@ssr' }, async ({ page }) => {
    // the login page answers 204: the browser stays on the account page, as it is when the redirect starts
    await page.route(/page=login/, (route) => route.fulfill({ status: 204 }));
    const redirect = page.waitForRequest(/page=login/);
    await page.goto(DETAILS);
    await redirect;
    // read the shadow roots directly (a locator would wait for the cancelled navigation)
    const state = () =>
      page.evaluate(() =>
        ['brand-account-details', 'brand-account-switcher', 'brand-account-user-context-text'].map((tag) => {
          const root = document.querySelector(tag)?.shadowRoot;
          return {
            tag,
            login: Boolean(root?.querySelector('[data-account-state="login"]')),
            profile: Boolean(root?.querySelector('[data-field], [role="tab"], [data-user-context]')) || Boolean(root?.textContent?.includes('Harvey')),
          };
        }),
      );
    await expect.poll(state).toEqual([
      { tag: 'brand-account-details', login: true, profile: false },
      { tag: 'brand-account-switcher', login: true, profile: false },
      { tag: 'brand-account-user-context-text', login: true, profile: false },
    ]);
    expect(page.url()).toContain('page=details');
  });

  for (const [theme, lang] of [['zyn', 'en'], ['thunder', 'ar']] as const) {
    test(`the details page is axe clean: ${theme} ${lang}, phone and desktop`, async ({ page }) => {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await become(page, 'demo-hav', `/storefront.html?theme=${theme}&lang=${lang}&page=details`);
        await waitForElements(page);
        await expect(details(page).locator('[data-tier-badge]')).toBeVisible();
        expect(await seriousViolations(page), `${theme} ${width}`).toEqual([]);
      }
    });
  }

  for (const theme of Object.keys(THEMES)) {
    test(`the gallery section is axe clean: ${theme}, phone (right to left) and desktop`, async ({ page }) => {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await become(page, 'demo-dev', `/elements.html?section=account-profile&theme=${theme}${width === 390 ? '&dir=rtl' : ''}`);
        await waitForElements(page);
        await expect(page.locator('#account-details-demo [data-tier-badge]')).toHaveText('Platinum');
        await expect(page.locator('#account-greeting-demo')).toContainText('Hello Devi! You are a Platinum member with 4,870 points');
        expect(await seriousViolations(page, '#account-profile'), `${theme} ${width}`).toEqual([]);
      }
    });
  }

  test('in the gallery a value typed in one view survives a switch', async ({ page }) => {
    await become(page, 'demo-hav', '/elements.html?theme=zyn');
    await waitForElements(page);
    const views = page.locator('#profile-views-demo');
    await views.locator('input').fill('Dev');
    await views.getByRole('tab', { name: 'Preferences' }).click();
    await expect(views.locator('input')).toBeHidden();
    await views.getByRole('tab', { name: 'About you' }).click();
    await expect(views.locator('input')).toHaveValue('Dev');
  });
});
