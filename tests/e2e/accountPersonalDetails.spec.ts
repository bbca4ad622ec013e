import type { Page } from '@playwright/test';
import { THEMES, become, becomeFresh, expect, seriousViolations, test, waitForElements } from './fixtures';

const DETAILS = '/storefront.html?theme=zyn&lang=en&page=details';
const element = (page: Page) => page.locator('brand-account-personal-details');
const field = (page: Page, name: string) => element(page).locator(`[data-field="${name}"]`);
const input = (page: Page, name: string) => element(page).locator(`input[name="${name}"]`);
const code = (page: Page) => element(page).locator('input[data-code-input]');

/** The pending code as the demo's persona pill shows it (it asks /mock/demo/otp with this page's cookies). */
async function codeFromPersonaPanel(page: Page): Promise<string> {
  const pill = page.locator('[data-persona-pill]');
  await pill.locator('summary').click();
  await pill.locator('[data-persona-otp]').click();
  const result = pill.locator('[data-persona-otp-result]');
  await expect(result).toHaveText(/^Code \d{6} for /);
  const shown = /Code (\d{6})/.exec((await result.textContent()) ?? '')![1]!;
  // the same as the mock answers for this browser's session
  const answer = await (await page.request.get('/mock/demo/otp')).json();
  expect(answer).toMatchObject({ pending: true, code: shown, field: 'email' });
  await pill.locator('summary').click();
  return shown;
}

async function startEmailChange(page: Page, email: string): Promise<void> {
  await element(page).locator('[data-personal-edit]').click();
  await expect(input(page, 'firstName')).toBeFocused();
  await input(page, 'email').fill(email);
  await element(page).locator('[data-personal-save]').click();
  await expect(code(page)).toBeFocused();
  await expect(element(page).locator('[data-code-sent]')).toHaveText(`We sent a code to ${email}.`);
}

test.describe('personal details with the one-time password', () => {
  test('a new e-mail: the countdown, a 429 when asked too soon, a wrong code saves nothing; the right code (from the persona panel) saves it and it lasts', async ({ page }) => {
    await page.clock.install();
    await becomeFresh(page, 'demo-hav', DETAILS);
    await waitForElements(page);
    await expect(field(page, 'email')).toHaveText('harvey.avery@example.co.uk');
    await startEmailChange(page, 'harvey.new@example.com');
    // resend refused before the delay: the button is disabled while the countdown runs
    const resend = element(page).locator('[data-otp-resend]');
    await expect(resend).toBeDisabled();
    await expect(element(page).locator('[role="timer"]')).toHaveText(/^You can ask for a new code in \d+ s\.$/);
    // the countdown reaching 0 (this page's clock only) enables it
    await page.clock.fastForward(31_000);
    await expect(resend).toBeEnabled();
    await expect(element(page).locator('[data-resend-ready]')).toHaveText('You can ask for a new code now.');
    // the service's clock has not moved: 429, its wait said and counted down again
    await resend.click();
    await expect(element(page).locator('[data-personal-alert]')).toHaveText(/^Please wait \d+ s before asking for a new code\.$/);
    await expect(resend).toBeDisabled();
    await expect(element(page).locator('[role="timer"]')).toHaveText(/^You can ask for a new code in \d+ s\.$/);

    const right = await codeFromPersonaPanel(page);
    const wrong = right === '000000' ? '111111' : '000000';
    await code(page).fill(wrong);
    await element(page).locator('[data-otp-verify]').click();
    await expect(element(page).locator('[data-hint="error"]')).toHaveText('This code is not right. Attempts left: 2.');
    await expect(code(page)).toBeFocused();

    // nothing saved: a reload comes back to the code step, the change pending (only the changed field kept)
    await page.reload();
    await waitForElements(page);
    await expect(code(page)).toBeVisible();
    const kept = await page.evaluate(() => sessionStorage.getItem('brand_personal_details_otp'));
    expect(kept).toContain('harvey.new@example.com');
    expect(kept).not.toContain('Avery');

    await code(page).fill(right);
    await element(page).locator('[data-otp-verify]').click();
    await expect(element(page).locator('[data-personal-status]')).toHaveText('Your details were saved.');
    await expect(element(page).locator('[data-personal-status]')).toBeFocused();
    await expect(field(page, 'email')).toHaveText('harvey.new@example.com');
    expect(await page.evaluate(() => sessionStorage.getItem('brand_personal_details_otp'))).toBeNull();
    await page.reload();
    await waitForElements(page);
    await expect(field(page, 'email')).toHaveText('harvey.new@example.com');
  });

  test('too many wrong codes: Start again waits for the countdown, then asks again; Cancel puts the details back', async ({ page }) => {
    await page.clock.install();
    await becomeFresh(page, 'demo-hav', DETAILS);
    await waitForElements(page);
    await startEmailChange(page, 'harvey.other@example.com');
    const right = String((await (await page.request.get('/mock/demo/otp')).json()).code);
    const wrong = right === '000000' ? '111111' : '000000';
    for (const left of [2, 1]) {
      await code(page).fill(wrong);
      await element(page).locator('[data-otp-verify]').click();
      await expect(element(page).locator('[data-hint="error"]')).toHaveText(`This code is not right. Attempts left: ${left}.`);
    }
    await code(page).fill(wrong);
    await element(page).locator('[data-otp-verify]').click();
    await expect(element(page).locator('[data-personal-alert]')).toHaveText('Too many wrong codes. Nothing was saved. Start again to get a new code.');
    const startAgain = element(page).locator('[data-otp-start-again]');
    // the countdown of the code sent: Start again waits for it (focus on Cancel, the usable control, not on the alert)
    await expect(startAgain).toBeDisabled();
    await expect(element(page).locator('[role="timer"]')).toHaveText(/^You can ask for a new code in \d+ s\.$/);
    await expect(element(page).locator('[data-personal-cancel]')).toBeFocused();
    await page.clock.fastForward(31_000);
    await expect(startAgain).toBeEnabled();
    await startAgain.click();
    // the service's 30 s have not all passed in real time (a 429 counted down), or they have (a new code)
    await expect(element(page).locator('[data-personal-alert]').filter({ hasText: /^Please wait \d+ s/ }).or(code(page))).toBeVisible();
    await element(page).locator('[data-personal-cancel]').click();
    await expect(field(page, 'email')).toHaveText('harvey.avery@example.co.uk');
    await expect(element(page).locator('[data-personal-edit]')).toBeFocused();
  });

  test('the code step is axe clean, its buttons 44 px (390 px right to left, 1280 px); the persona panel\'s button too on a phone', async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await becomeFresh(page, 'demo-hav', `/storefront.html?theme=iqos&page=details${width === 390 ? '&lang=ar' : '&lang=en'}`);
      await waitForElements(page);
      await element(page).locator('[data-personal-edit]').click();
      await input(page, 'email').fill(`harvey.${width}@example.com`);
      await element(page).locator('[data-personal-save]').click();
      await expect(code(page)).toBeFocused();
      expect(await seriousViolations(page, 'brand-account-personal-details'), `code step ${width}`).toEqual([]);
      for (const button of await element(page).locator('[data-actions] button').all()) {
        expect((await button.boundingBox())!.height, `${width} ${await button.textContent()}`).toBeGreaterThanOrEqual(44);
      }
      if (width === 390) {
        const pill = page.locator('[data-persona-pill]');
        await pill.locator('summary').click();
        expect((await pill.locator('[data-persona-otp]').boundingBox())!.height).toBeGreaterThanOrEqual(44);
        await pill.locator('summary').click();
      }
    }
  });

  test('a name change saves without a code', { tag: '@ssr' }, async ({ page }) => {
    await becomeFresh(page, 'demo-hav', DETAILS);
    await waitForElements(page);
    await element(page).locator('[data-personal-edit]').click();
    await input(page, 'firstName').fill('Harry');
    await element(page).locator('[data-personal-save]').click();
    await expect(element(page).locator('[data-personal-status]')).toHaveText('Your details were saved.');
    await expect(field(page, 'firstName')).toHaveText('Harry');
    expect(await (await page.request.get('/mock/demo/otp')).json()).toEqual({ pending: false });
    await page.reload();
    await waitForElements(page);
    await expect(field(page, 'firstName')).toHaveText('Harry');
  });

  test('an anonymous visitor sees none of it: sent to log in and back', async ({ page }) => {
    await page.goto(DETAILS);
    await page.waitForURL(/page=login/);
    expect(decodeURIComponent(page.url())).toContain('return=/storefront.html?theme=zyn&lang=en&page=details');
    expect((await page.request.get('/mock/demo/otp')).status()).toBe(401);
  });

  for (const theme of Object.keys(THEMES)) {
    test(`the gallery section is axe clean, in view and edit steps: ${theme}`, async ({ page }) => {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await become(page, 'demo-lau', `/elements.html?section=account-personal-details&theme=${theme}${width === 390 ? '&dir=rtl' : ''}`);
        await waitForElements(page);
        await expect(page.locator('#account-personal-details-demo [data-personal-facts]')).toBeVisible();
        expect(await seriousViolations(page, '#account-personal-details'), `${theme} ${width} view`).toEqual([]);
        await page.locator('#account-personal-details-demo [data-personal-edit]').click();
        await expect(page.locator('#account-personal-details-demo form')).toBeVisible();
        expect(await seriousViolations(page, '#account-personal-details'), `${theme} ${width} edit`).toEqual([]);
      }
    });
  }
});
