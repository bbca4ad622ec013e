import type { Page } from '@playwright/test';
import { become, becomeFresh, expect, seriousViolations, test, THEMES, waitForElements, injectFault } from './fixtures';

// The receipt upload on the storefront's receipt page (issue 19), for a private copy of demo-dev (it has a device).
const PAGE = '/storefront.html?page=receipt';
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (size = 64) => {
  const buffer = Buffer.alloc(size);
  Buffer.from(PNG_HEAD).copy(buffer);
  return buffer;
};

/** The first page of a run may wait for the server's first answers and the element's code on a busy machine. */
const FIRST_LOAD = 15_000;

const upload = (page: Page) => page.locator('brand-account-upload-receipt');
const count = (page: Page) => upload(page).locator('[data-receipts-count]');

/** Counts the receipt uploads the page sends. */
function countUploads(page: Page): () => number {
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/receipts')) sent += 1;
  });
  return () => sent;
}

/** The browser's own line for a failed response is no message of ours. */
const ours = (messages: string[]) => messages.filter((message) => !message.includes('Failed to load resource'));

test.describe('receipt upload', () => {
  test('uploads a PNG for the device: a status names it, and it is counted after a reload', { tag: '@ssr' }, async ({ page, problems }) => {
    await becomeFresh(page, 'demo-dev', PAGE);
    await expect(count(page)).toHaveText('Receipts uploaded: 0', { timeout: FIRST_LOAD });
    await expect(upload(page).locator('[data-device] dd')).toHaveText('IQOS ILUMA PRIME (ILM1GB7K2Q9X4)');
    await upload(page).locator('input[type="file"]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png() });
    await expect(upload(page).locator('[data-file-name]')).toHaveText('receipt.png');
    await upload(page).getByRole('button', { name: 'Upload receipt' }).click();
    await expect(upload(page).getByRole('status')).toHaveText('receipt.png was uploaded. Thank you.');
    await expect(count(page)).toHaveText('Receipts uploaded: 1');
    await page.reload();
    await expect(count(page)).toHaveText('Receipts uploaded: 1');
    expect(problems.messages).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
  });

  test('refuses a 5 MB file and an .exe renamed .png with their reasons, sending nothing', async ({ page, problems }) => {
    const sent = countUploads(page);
    await becomeFresh(page, 'demo-dev', PAGE);
    const input = upload(page).locator('input[type="file"]');
    const alert = upload(page).locator('[data-receipt-message]');
    await expect(input).toBeAttached({ timeout: FIRST_LOAD });
    await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: png(5 * 1024 * 1024) });
    await expect(alert).toHaveText('This file is larger than 4 MB. Choose a smaller file or a lower-resolution photo.');
    await expect(upload(page).locator('[data-chosen-file]')).toHaveCount(0);
    const exe = Buffer.alloc(256);
    Buffer.from([0x4d, 0x5a, 0x90, 0x00]).copy(exe);
    await input.setInputFiles({ name: 'setup.png', mimeType: 'image/png', buffer: exe });
    await expect(alert).toHaveText('This file is not the PDF, PNG or JPG its name says. Choose the original file of your receipt.');
    await expect(upload(page).locator('[data-upload]')).toHaveCount(0);
    expect(sent()).toBe(0);
    await page.reload();
    await expect(count(page)).toHaveText('Receipts uploaded: 0');
    expect(problems.messages).toEqual([]);
  });

  test('a 500 on the upload keeps the file with one message; Try again succeeds once the fault is gone', async ({ page, context, baseURL, problems }) => {
    const sent = countUploads(page);
    await becomeFresh(page, 'demo-dev', PAGE);
    const url = baseURL ?? 'http://127.0.0.1';
    await expect(count(page)).toHaveText('Receipts uploaded: 0', { timeout: FIRST_LOAD });
    await injectFault(context, '500', '/receipts', url);
    await upload(page).locator('input[type="file"]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png() });
    await upload(page).getByRole('button', { name: 'Upload receipt' }).click();
    await expect(upload(page).getByRole('alert')).toHaveText('We could not upload your receipt. Your file is still here: please try again.');
    await expect(upload(page).getByRole('alert')).toHaveCount(1);
    await expect(upload(page).locator('[data-file-name]')).toHaveText('receipt.png');
    await expect(count(page)).toHaveText('Receipts uploaded: 0');
    await context.clearCookies({ name: 'demo_fault' });
    await upload(page).getByRole('button', { name: 'Try again' }).click();
    await expect(upload(page).getByRole('status')).toHaveText('receipt.png was uploaded. Thank you.');
    await expect(upload(page).getByRole('alert')).toHaveText('');
    await expect(count(page)).toHaveText('Receipts uploaded: 1');
    expect(sent()).toBe(2);
    expect(problems.failedRequests).toEqual([expect.stringMatching(/^500 .*\/receipts$/)]);
    expect(ours(problems.messages)).toEqual([]);
  });

  test('a 500 on the device list shows its error with Try again, which then loads the device', async ({ page, problems }) => {
    // A demo_fault on /assets would break the visitor's own resolution too: only the device list's GETs fail,
    // after the first (the visitor's, made before the page's elements), while `failing` holds. The route is in
    // place before the test's first page, so no earlier page's call can be counted.
    let calls = 0;
    let failing = true;
    await page.route('**/consumers/*/assets?history=false', async (route) => {
      calls += 1;
      if (calls > 1 && failing && route.request().method() === 'GET') {
        await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"server_error"}' });
      } else await route.continue();
    });
    await becomeFresh(page, 'demo-dev', PAGE);
    await expect(upload(page).locator('[data-receipt-state="failed"] [role="alert"]')).toHaveText('We could not load your devices. Please try again in a moment.', { timeout: FIRST_LOAD });
    await expect(upload(page).locator('input[type="file"]')).toHaveCount(0);
    expect(ours(problems.messages)).toEqual([expect.stringMatching(/^error: brand-account-upload-receipt: Unable to load the devices/)]);
    failing = false;
    await upload(page).getByRole('button', { name: 'Try again' }).click();
    await expect(count(page)).toBeVisible();
    await expect(upload(page).locator('input[type="file"]')).toBeAttached();
  });

  test('an anonymous visitor is sent to log in and comes back to the page', { tag: '@ssr' }, async ({ page }) => {
    await page.goto(PAGE);
    await page.waitForURL(/[?&]page=login/);
    expect(new URL(page.url()).searchParams.get('return')).toContain('page=receipt');
    const login = page.locator('brand-login');
    await login.getByLabel('Email').fill('devi.patel@example.co.uk');
    await login.getByLabel('Password', { exact: true }).fill('demo1234');
    await login.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/[?&]page=receipt/);
    await expect(count(page)).toBeVisible({ timeout: FIRST_LOAD });
  });

  for (const theme of Object.keys(THEMES)) {
    for (const width of [390, 1280]) {
      test(`axe: no serious violation in ${theme} at ${width} px, with a file chosen and a refusal`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await become(page, 'demo-dev', `${PAGE}&theme=${theme}`);
        await waitForElements(page);
        const input = upload(page).locator('input[type="file"]');
        await input.setInputFiles({ name: 'gif.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
        await expect(upload(page).getByRole('alert')).toHaveText('Choose a PDF, PNG or JPG file.');
        await input.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png() });
        await expect(upload(page).locator('[data-chosen-file]')).toBeVisible();
        expect(await seriousViolations(page, 'brand-account-upload-receipt')).toEqual([]);
        if (width === 390) {
          for (const target of await upload(page).locator('button, [data-choose-file], select').all()) {
            const box = await target.boundingBox();
            if (box) expect(box.height, await target.textContent() ?? '').toBeGreaterThanOrEqual(44);
          }
        }
      });
    }
  }
});
