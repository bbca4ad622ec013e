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
  test('a new e-mail: a wrong code saves nothing; the right code (from the persona panel) saves it and it lasts', async ({ page }) => {
    await becomeFresh(page, 'demo-hav', DETAILS);
    await waitForElements(page);
    await expect(field(page, 'email')).toHaveText('harvey.avery@example.co.uk');
    await startEmailChange(page, 'harvey.new@example.com');
    // resend refused before the delay: the button is disabled while the countdown runs
    await expect(element(page).locator('[data-otp-resend]')).toBeDisabled();
    await expect(element(page).locator('[role="timer"]')).toHaveText(/^You can ask for a new code in \d+ s\.$/);

    const right = await codeFromPersonaPanel(page);
    const wrong = right === '000000' ? '111111' : '000000';
    await code(page).fill(wrong);
    await element(page).locator('[data-otp-verify]').click();
    await expect(element(page).locator('[data-hint="error"]')).toHaveText('This code is not right. Attempts left: 2.');
    await expect(code(page)).toBeFocused();

    // nothing saved: a reload shows the old e-mail (and comes back to the code step, the change pending)
    await page.reload();
    await waitForElements(page);
    await expect(code(page)).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('brand_personal_details_otp'))).toContain('harvey.new@example.com');
    await element(page).locator('[data-personal-cancel]').click();
    await expect(field(page, 'email')).toHaveText('harvey.avery@example.co.uk');
    expect(await page.evaluate(() => sessionStorage.getItem('brand_personal_details_otp'))).toBeNull();

    // again, with the right code this time (a new value: no resend delay applies)
    await startEmailChange(page, 'harvey.avery2@example.com');
    const second = await (await page.request.get('/mock/demo/otp')).json();
    await code(page).fill(second.code);
    await element(page).locator('[data-otp-verify]').click();
    await expect(element(page).locator('[data-personal-status]')).toHaveText('Your details were saved.');
    await expect(element(page).locator('[data-personal-status]')).toBeFocused();
    await expect(field(page, 'email')).toHaveText('harvey.avery2@example.com');
    await page.reload();
    await waitForElements(page);
    await expect(field(page, 'email')).toHaveText('harvey.avery2@example.com');
  });

  test('a name change saves without a code', async ({ page }) => {
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
        await become(page, 'demo-lau', `/elements.html?theme=${theme}${width === 390 ? '&dir=rtl' : ''}`);
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
