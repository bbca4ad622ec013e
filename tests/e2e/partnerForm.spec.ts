import type { Page, Request } from '@playwright/test';
import { expect, test, waitForElements } from './fixtures';

/** A partner's own page: a plain <form method="post"> with brand form fields inside. */
const PAGE = '/partner-form.html';
const ACTION = '/mock/partner/contact';

const field = (page: Page, label: string) => page.getByRole(label === 'Topic' ? 'combobox' : 'textbox', { name: label, exact: true });
const send = (page: Page) => page.locator('brand-form-button[type="submit"]').getByRole('button', { name: 'Send message' });
const clear = (page: Page) => page.locator('brand-form-button[type="reset"]').getByRole('button', { name: 'Clear' });
const isContactPost = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === ACTION;
const entries = (request: Request) => [...new URLSearchParams(request.postData() ?? '')];

async function open(page: Page) {
  await page.goto(PAGE);
  await waitForElements(page);
}

async function fillAll(page: Page) {
  await field(page, 'Your name').fill('Ann Example');
  await field(page, 'Email').fill('ann@example.com');
  await field(page, 'Topic').selectOption('order');
  await field(page, 'Message').fill('Two tins of Cool Mint,\nplease.');
  await page.getByRole('checkbox', { name: 'New products' }).check();
}

test.describe('partner contact form (a plain <form> with brand fields)', () => {
  test('submits every field\'s value, the hidden one and the pressed button\'s, and shows what the mock received', async ({ page, problems }) => {
    await open(page);
    await fillAll(page);
    const [request] = await Promise.all([page.waitForRequest(isContactPost), send(page).click()]);
    expect(request.headers()['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(entries(request)).toEqual([
      ['name', 'Ann Example'],
      ['email', 'ann@example.com'],
      ['topic', 'order'],
      ['message', 'Two tins of Cool Mint,\r\nplease.'],
      ['interests', 'new-products'],
      ['source', 'partner'],
      ['intent', 'send'],
    ]);
    await expect(page.getByRole('heading', { name: 'Thank you for your message' })).toBeVisible();
    await expect(page.locator('dl.received')).toHaveAttribute('data-received', '7');
    await expect(page.locator('dl.received dd').first()).toHaveText('Ann Example');
    expect(problems.messages).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
  });

  test('the submit button\'s name does not shadow the form\'s own properties (form.action stays its URL)', async ({ page }) => {
    await open(page);
    const action = await page.evaluate(() => {
      const form = document.querySelector('form.contact') as HTMLFormElement;
      return typeof form.action === 'string' ? new URL(form.action).pathname : `shadowed by <${(form.action as Element).localName}>`;
    });
    expect(action).toBe('/mock/partner/contact');
  });

  test('reset clears the fields', async ({ page, problems }) => {
    await open(page);
    await fillAll(page);
    await clear(page).click();
    await expect(field(page, 'Your name')).toHaveValue('');
    await expect(field(page, 'Email')).toHaveValue('');
    await expect(field(page, 'Message')).toHaveValue('');
    await expect(field(page, 'Topic')).toHaveValue('');
    await expect(page.getByRole('checkbox', { name: 'New products' })).not.toBeChecked();
    expect(problems.messages).toEqual([]);
  });

  test('invalid required fields block the submission: nothing is sent, the first one says what to fix', async ({ page, problems }) => {
    await open(page);
    const posts: Request[] = [];
    page.on('request', (request) => {
      if (isContactPost(request)) posts.push(request);
    });
    await field(page, 'Your name').fill('Ann Example');
    await send(page).click();
    // The fields the browser found invalid show their messages.
    await expect(field(page, 'Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Message')).toHaveAttribute('aria-invalid', 'true');
    // Focus lands on the first invalid field (the name is filled: the email).
    await expect(field(page, 'Email')).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    // The button is not left "sending": the submission never started.
    await expect(send(page)).not.toHaveAttribute('aria-busy', 'true');
    expect(problems.messages).toEqual([]);
    // Nothing was sent: once the fields are mended, the first submission the page makes is the mended one (a post of
    // the invalid form, however late, would come first).
    await field(page, 'Email').fill('ann@example.com');
    await field(page, 'Topic').selectOption('stock');
    await field(page, 'Message').fill('Hello');
    const [request] = await Promise.all([page.waitForRequest(isContactPost), send(page).click()]);
    expect(posts).toEqual([request]);
    expect(entries(request)).toEqual(expect.arrayContaining([['email', 'ann@example.com'], ['topic', 'stock'], ['message', 'Hello']]));
  });

  test('a disabled fieldset\'s fields are not submitted (nor validated)', async ({ page }) => {
    await open(page);
    await page.getByRole('checkbox', { name: /Ask anonymously/ }).check();
    await expect(field(page, 'Your name')).toBeDisabled();
    await field(page, 'Topic').selectOption('stock');
    await field(page, 'Message').fill('Do you have Espresso?');
    const [request] = await Promise.all([page.waitForRequest(isContactPost), send(page).click()]);
    expect(entries(request)).toEqual([
      ['topic', 'stock'],
      ['message', 'Do you have Espresso?'],
      ['source', 'partner'],
      ['intent', 'send'],
    ]);
    // The form navigates to the mock's answer: the test ends on that page, not in the middle of the navigation.
    await expect(page.getByRole('heading', { name: 'Thank you for your message' })).toBeVisible();
  });
});
