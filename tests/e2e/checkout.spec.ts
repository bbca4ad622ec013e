import type { Locator, Page } from '@playwright/test';
import { becomeFresh, expect, injectFault, seriousViolations, test, waitForElements } from './fixtures';
import { DEFAULT_TIMEOUT_MS } from '../../src/core/services/http';

const GALLERY = '/elements.html?section=add-to-cart&theme=zyn';
const CART = '/storefront.html?theme=zyn&lang=en&page=cart';
const CHECKOUT = '/storefront.html?theme=zyn&lang=en&page=checkout';

async function addTins(page: Page, quantity: number) {
  await page.goto(GALLERY);
  await waitForElements(page);
  const tin = page.locator('#add-to-cart-tin');
  for (let i = 1; i < quantity; i++) await tin.locator('[data-increase]').click();
  await tin.locator('[data-add-button]').click();
  await expect(tin.locator('[role="status"]')).toHaveText('Added to your cart.');
}

const STEPS = ['address', 'delivery', 'payment', 'review'] as const;
type Step = (typeof STEPS)[number];

/** Confirms, with each one's Continue, every step before `step` (its choices as they are offered). */
async function confirmStepsBefore(checkout: Locator, step: Step) {
  for (const before of STEPS.slice(0, STEPS.indexOf(step))) {
    await checkout.locator(`[data-continue="${before}"]:not([disabled])`).click();
    await expect(checkout.locator(`[data-step="${before}"][data-state="done"]`)).toBeVisible();
  }
  // The step is ready once what it offers has arrived (the delivery modes are read when it opens): a fault the test
  // injects next must meet the step's own call, not that read.
  if (step === 'review') await expect(checkout.locator('[data-place-order]')).toBeVisible();
  else {
    await expect(checkout.locator(`[data-step="${step}"] input[type="radio"]`).first()).toBeVisible();
    await expect(checkout.locator(`[data-continue="${step}"]`)).toBeEnabled();
  }
}

/**
 * A fresh member with one tin in the cart on the checkout, the steps before `step` confirmed (`beforeOpen`: what
 * the test sets up before the page loads, such as the clock).
 */
async function checkoutAt(page: Page, step: Step, beforeOpen?: () => Promise<void>): Promise<Locator> {
  await becomeFresh(page, 'demo-dev', GALLERY);
  await addTins(page, 1);
  await beforeOpen?.();
  await page.goto(CHECKOUT);
  await waitForElements(page);
  const checkout = page.locator('brand-checkout');
  await confirmStepsBefore(checkout, step);
  return checkout;
}

/** Sends the open step with a choice that is not the default (the review: the terms ticked, the order placed). */
async function sendStep(checkout: Locator, step: Step) {
  if (step === 'review') {
    await checkout.locator('[data-terms] input').check();
    await checkout.locator('[data-place-order]').click();
  } else {
    await checkout.locator(`[data-step="${step}"] input[type="radio"]`).last().check();
    await checkout.locator(`[data-continue="${step}"]`).click();
  }
}

/** Presses Tab until `target` has focus (at most `limit` times): the keyboard's way there. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 40) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element.matches(':focus'))) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('checkout on SAP Commerce OCC', () => {
  test('a member, keyboard only, from an empty cart to the confirmation; the order is in their orders', { tag: '@ssr' }, async ({ page, problems }) => {
    // Five pages and four axe runs: 21 s of the 30 s default in a fresh-clone run on a two-core machine.
    test.setTimeout(60_000);
    await becomeFresh(page, 'demo-hav', CART);
    await waitForElements(page);
    await expect(page.locator('brand-cart [data-cart-empty]')).toBeVisible();
    await addTins(page, 3);
    await page.goto(CART);
    await waitForElements(page);
    const cart = page.locator('brand-cart');
    await expect(cart.locator('[data-cart-total]')).toHaveText('£13.50');
    expect(await seriousViolations(page)).toEqual([]);
    await cart.locator('h2').focus();
    await tabTo(page, cart.getByRole('link', { name: 'Checkout' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/page=checkout/);
    await waitForElements(page);

    const checkout = page.locator('brand-checkout');
    const home = checkout.getByRole('radio', { name: /22 Queen Street/ });
    await expect(home).toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);
    await home.focus();
    await page.keyboard.press('ArrowDown');
    await expect(checkout.getByRole('radio', { name: /100 Deansgate/ })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(checkout.getByRole('button', { name: 'Continue' })).toBeFocused();
    await page.keyboard.press('Enter');
    // the delivery modes: focus on the chosen one
    const nextDay = checkout.getByRole('radio', { name: /Next day delivery/ });
    await expect(checkout.getByRole('radio', { name: /Standard delivery/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nextDay).toBeChecked();
    // The modes can show, and take the focus, before the address step's read of the cart is back: its Continue is
    // disabled until then, and a Tab would pass it by.
    const deliveryContinue = checkout.locator('[data-continue="delivery"]');
    await expect(deliveryContinue).toBeEnabled();
    await page.keyboard.press('Tab');
    await expect(deliveryContinue).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(checkout.locator('[data-delivery-cost]')).toHaveText('£6.99');
    await expect(checkout.locator('[data-checkout-total]')).toHaveText('£20.49');
    // the card: the default one, named by its last four digits only
    await expect(checkout.getByRole('radio', { name: 'Mastercard ending 4444, expires 03/2027' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const terms = checkout.getByRole('checkbox', { name: 'I accept the terms and conditions of sale' });
    await expect(terms).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    // Place order without the terms: said, and nothing is sent
    let orders = 0;
    page.on('request', (request) => request.method() === 'POST' && /\/users\/[^/]+\/orders\?/.test(request.url()) && orders++);
    await page.keyboard.press('Tab');
    await expect(checkout.getByRole('button', { name: 'Place order' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(checkout.locator('[data-terms-error]')).toHaveText('Tick the box to accept the terms before you place your order.');
    await expect(terms).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const confirmation = checkout.locator('[data-checkout-state="confirmed"]');
    await expect(confirmation.getByRole('heading', { name: 'Thank you for your order' })).toBeFocused();
    const number = await confirmation.locator('[data-order-number]').getAttribute('data-order-number');
    expect(number).toMatch(/^\d{8}$/);
    await expect(confirmation).toContainText('100 Deansgate');
    await expect(confirmation).toContainText('Next day delivery');
    await expect(confirmation.locator('[data-order-total]')).toHaveText('£20.49');
    expect(orders).toBe(1);
    await expect(page.locator('brand-header [data-cart-badge]')).toHaveCount(0);
    const purchase = await page.evaluate(() => (window as unknown as { dataLayer: { event: string; ecommerce?: { transaction_id?: string } }[] }).dataLayer.filter((item) => item.event === 'purchase'));
    expect(purchase.map((item) => item.ecommerce?.transaction_id)).toEqual([number]);
    expect(await seriousViolations(page)).toEqual([]);
    // the order is with the member's orders
    await tabTo(page, confirmation.getByRole('link', { name: 'See it in your orders' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/page=orders/);
    await waitForElements(page);
    await expect(page.locator('brand-account-orders').getByText(number!).first()).toBeVisible();
    expect(problems.messages).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
  });

  test('a new address through the account’s form: a wrong postcode said on its field, then saved, picked and delivered to', async ({ page, problems }) => {
    await becomeFresh(page, 'demo-lau', GALLERY);
    await addTins(page, 1);
    await page.goto(CHECKOUT);
    await waitForElements(page);
    const checkout = page.locator('brand-checkout');
    await checkout.getByRole('button', { name: 'Add a new address' }).click();
    const dialog = checkout.getByRole('dialog', { name: 'A new delivery address' });
    const field = (name: string) => dialog.locator(`[data-address-field="${name}"]`);
    await expect(field('titleCode')).toBeFocused();
    for (const [name, value] of Object.entries({ firstName: 'Laura', lastName: 'Underwood', line1: '9 Canal Wharf', town: 'Leeds', postalCode: 'NOT A CODE' })) await field(name).fill(value);
    await dialog.locator('[data-address-save]').click();
    await expect(field('postalCode')).toBeFocused();
    await expect(field('postalCode')).toHaveAttribute('aria-invalid', 'true');
    await field('postalCode').fill('ls11bq');
    await dialog.locator('[data-address-save]').click();
    await expect(dialog).toHaveCount(0);
    const added = checkout.getByRole('radio', { name: /9 Canal Wharf, Leeds, LS1 1BQ/ });
    await expect(added).toBeChecked();
    await checkout.locator('[data-continue="address"]').click();
    await expect(checkout.getByRole('radio', { name: /Standard delivery/ })).toBeFocused();
    await expect(checkout.locator('[data-step="address"] [data-done]')).toContainText('9 Canal Wharf');
    // saved to the member's address book too
    await page.goto('/storefront.html?theme=zyn&lang=en&page=addresses');
    await waitForElements(page);
    await expect(page.locator('brand-account-addresses').getByText('9 Canal Wharf')).toBeVisible();
    expect(problems.messages).toEqual([]);
  });

  test('a new card: a wrong number and a past expiry said on their fields, then saved masked and ordered with', async ({ page, problems }) => {
    // January has no earlier month of this year to choose (a card is good to the end of its month, and the years
    // offered start at this one): the page's clock is then in February, later, so nothing it stores expires early.
    const today = new Date();
    if (today.getMonth() === 0) await page.clock.setFixedTime(new Date(today.getFullYear(), 1, 15, 12));
    await becomeFresh(page, 'demo-lau', GALLERY);
    await addTins(page, 1);
    await page.goto(CHECKOUT);
    await waitForElements(page);
    const checkout = page.locator('brand-checkout');
    await confirmStepsBefore(checkout, 'payment');
    await checkout.getByRole('button', { name: 'Add a new card' }).click();
    await expect(checkout.getByRole('textbox', { name: 'Name on the card' })).toBeFocused();
    const sent: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && request.url().includes('/paymentdetails') && sent.push(request.postData() ?? ''));
    await checkout.getByRole('textbox', { name: 'Name on the card' }).fill('Laura Underwood');
    const number = checkout.getByRole('textbox', { name: 'Card number' });
    await number.fill('4111 1111 1111 1112');
    await checkout.getByRole('combobox', { name: 'Expiry month' }).selectOption('01');
    await checkout.getByRole('combobox', { name: 'Expiry year' }).selectOption(String(today.getFullYear()));
    await checkout.getByRole('button', { name: 'Use this card' }).click();
    await expect(number).toBeFocused();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(checkout.locator('[data-new-card]')).toContainText('This is not a card number: check the digits.');
    // January of this year is past (in February at the earliest): said on the month (the year is this one)
    await expect(checkout.getByRole('combobox', { name: 'Expiry month' })).toHaveAttribute('aria-invalid', 'true');
    expect(sent, 'nothing sent while a field is wrong').toEqual([]);
    await number.fill('4111 1111 1111 1111');
    await checkout.getByRole('combobox', { name: 'Expiry year' }).selectOption(String(today.getFullYear() + 3));
    await checkout.getByRole('button', { name: 'Use this card' }).click();
    // saved and used: the review opens, the card named by its last four digits only
    await expect(checkout.locator('[data-step="payment"] [data-done]')).toContainText(/^Visa ending 1111, expires 01\/\d{4}/);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!)).toMatchObject({ accountHolderName: 'Laura Underwood', cardNumber: '4111111111111111', cardType: { code: 'visa' }, expiryMonth: '01' });
    await checkout.locator('[data-terms] input').check();
    await checkout.locator('[data-place-order]').click();
    const confirmation = checkout.locator('[data-checkout-state="confirmed"]');
    await expect(confirmation).toContainText('Visa ending 1111');
    await expect(confirmation).not.toContainText('4111 1111');
    // the page never kept more than the last four digits
    const html = await page.evaluate(() => [document.documentElement.outerHTML, ...[...document.querySelectorAll('*')].map((element) => element.shadowRoot?.innerHTML ?? '')].join(''));
    expect(html).not.toContain('4111111111111111');
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))).not.toContain('4111111111111111');
    expect(problems.messages.join('\n')).not.toContain('4111');
  });

  for (const [step, path] of [
    ['address', '/addresses/delivery'],
    ['delivery', '/deliverymode?'],
    ['payment', '/paymentdetails?'],
    ['review', '/orders?'],
  ] as const) {
    test(`a 500 on the ${step} step says so; the step stays open with what was chosen, and it goes through once the shop answers`, async ({ page, context, baseURL }) => {
      const checkout = await checkoutAt(page, step);
      await injectFault(context, '500', path.replace('?', ''), baseURL ?? 'http://127.0.0.1');
      // not the default choice: what the member picked must survive the failure
      await sendStep(checkout, step);
      await expect(checkout.locator('[data-checkout-alert]')).toHaveText(/^Something went wrong on our side\. Please try again: nothing has been ordered\.$/);
      await expect(checkout.locator(`[data-step="${step}"]`)).toHaveAttribute('data-state', 'open');
      if (step === 'review') await expect(checkout.locator('[data-terms] input')).toBeChecked();
      else await expect(checkout.locator(`[data-step="${step}"] input[type="radio"]`).last()).toBeChecked();
      await context.clearCookies({ name: 'demo_fault' });
      await checkout.locator(step === 'review' ? '[data-place-order]' : `[data-continue="${step}"]`).click();
      if (step === 'review') {
        // the confirmation replaces the steps, and the message with them
        await expect(checkout.locator('[data-order-number]')).toBeVisible();
        await expect(checkout.locator('[data-checkout-alert]')).toHaveCount(0);
      } else {
        await expect(checkout.locator(`[data-step="${step}"][data-state="done"]`)).toBeVisible();
        await expect(checkout.locator('[data-checkout-alert]')).toHaveText('');
      }
    });
  }

  for (const [what, step, pattern, body, shown] of [
    ['a delivery mode that went away', 'delivery', '**/deliverymode?*', { errors: [{ type: 'UnsupportedDeliveryModeError', message: 'Delivery mode [premium-gross] is not supported for the current cart', reason: 'notSupported' }] }, 'Delivery mode [premium-gross] is not supported for the current cart'],
    ['an expired card', 'payment', '**/paymentdetails?*', { errors: [{ type: 'ValidationError', reason: 'expired', subject: 'expiryYear' }] }, 'This card has expired. Choose another card.'],
    ['an unknown card', 'payment', '**/paymentdetails?*', { errors: [{ type: 'ValidationError', reason: 'notFound', subject: 'paymentDetailsId' }] }, 'This card can no longer be used. Choose another card.'],
    ['a cart that changed (CartError)', 'review', '**/orders?cartId=*', { errors: [{ type: 'CartError', message: 'Cart is not valid for checkout', reason: 'invalid' }] }, 'Cart is not valid for checkout'],
    ['a product out of stock when the order is placed (InsufficientStockError)', 'review', '**/orders?cartId=*', { errors: [{ type: 'InsufficientStockError', message: 'Product [ZYN-COOLMINT-6MG] cannot be shipped - out of stock online', reason: 'noStock', subject: 'ZYN-COOLMINT-6MG' }] }, 'Product [ZYN-COOLMINT-6MG] cannot be shipped - out of stock online'],
  ] as const) {
    test(`OCC refusing ${what}: its message is shown, the choices kept`, async ({ page }) => {
      const checkout = await checkoutAt(page, step);
      let refused = 0;
      await page.route(pattern, (route) => {
        if (route.request().method() === 'GET') return route.fallback();
        refused++;
        return route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify(body) });
      });
      await sendStep(checkout, step);
      await expect(checkout.locator('[data-checkout-alert]')).toHaveText(shown);
      expect(refused).toBe(1);
      await expect(checkout.locator(`[data-step="${step}"]`)).toHaveAttribute('data-state', 'open');
      if (step === 'review') await expect(checkout.locator('[data-terms] input')).toBeChecked();
      else await expect(checkout.locator(`[data-step="${step}"] input[type="radio"]`).last()).toBeChecked();
      // the steps before it keep their choices
      for (const done of STEPS.slice(0, STEPS.indexOf(step))) {
        await expect(checkout.locator(`[data-step="${done}"]`)).toHaveAttribute('data-state', 'done');
      }
    });
  }

  test('a lost session at a step: a new commerce token and one retry, and the step goes through', async ({ page }) => {
    const checkout = await checkoutAt(page, 'address');
    let first = true;
    let tokens = 0;
    page.on('request', (request) => request.url().endsWith('/oauth/token') && tokens++);
    await page.route('**/addresses/delivery?*', (route) => {
      if (!first) return route.fallback();
      first = false;
      return route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ errors: [{ type: 'InvalidTokenError', message: 'Invalid access token' }] }) });
    });
    const before = tokens;
    await checkout.locator('[data-continue="address"]:not([disabled])').click();
    await expect(checkout.locator('[data-step="address"][data-state="done"]')).toBeVisible();
    await expect(checkout.locator('[data-checkout-alert]')).toHaveText('');
    expect(tokens - before, 'one new token').toBe(1);
  });

  test('a session lost for good: after one new token and one retry, the member is told to log in again, the step kept', async ({ page }) => {
    const checkout = await checkoutAt(page, 'address');
    let refused = 0;
    let tokens = 0;
    page.on('request', (request) => request.url().endsWith('/oauth/token') && tokens++);
    await page.route('**/addresses/delivery?*', (route) => {
      refused++;
      return route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ errors: [{ type: 'InvalidTokenError', message: 'Invalid access token' }] }) });
    });
    const before = tokens;
    await checkout.locator('[data-continue="address"]:not([disabled])').click();
    await expect(checkout.locator('[data-checkout-alert]')).toHaveText('Your session has ended. Log in again to place your order: your cart is kept.');
    expect(refused, 'the call and one retry').toBe(2);
    expect(tokens - before, 'one new token').toBe(1);
    await expect(checkout.locator('[data-step="address"]')).toHaveAttribute('data-state', 'open');
    await expect(page.locator('brand-header [data-cart-badge]')).toHaveText('1');
  });

  for (const [step, path, shown] of [
    ['address', '/addresses/delivery', 'The shop is taking too long to answer. Please try again: nothing has been ordered.'],
    ['delivery', '/deliverymode', 'The shop is taking too long to answer. Please try again: nothing has been ordered.'],
    ['payment', '/paymentdetails', 'The shop is taking too long to answer. Please try again: nothing has been ordered.'],
    // an order with no answer may have been placed: the shopper looks before sending another
    ['review', '/orders', 'The shop is taking too long to answer. Check your orders before you try again.'],
  ] as const) {
    test(`no answer in time on the ${step} step: ${step === 'review' ? 'check the orders before trying again' : 'try again, the choice kept'}`, async ({ page, context, baseURL }) => {
      const checkout = await checkoutAt(page, step, () => page.clock.install());
      await injectFault(context, 'timeout', path, baseURL ?? 'http://127.0.0.1');
      const sent = page.waitForRequest((request) => request.method() !== 'GET' && request.url().includes(`${path}?`));
      await sendStep(checkout, step);
      await sent;
      await page.clock.runFor(DEFAULT_TIMEOUT_MS);
      await expect(checkout.locator('[data-checkout-alert]')).toHaveText(shown);
      await expect(checkout.locator(`[data-step="${step}"]`)).toHaveAttribute('data-state', 'open');
      if (step === 'review') {
        await expect(checkout.locator('[data-place-order]')).not.toHaveAttribute('aria-busy', 'true');
        await expect(checkout.locator('[data-terms] input')).toBeChecked();
      } else {
        await expect(checkout.locator(`[data-continue="${step}"]`)).not.toHaveAttribute('aria-busy', 'true');
        await expect(checkout.locator(`[data-step="${step}"] input[type="radio"]`).last()).toBeChecked();
      }
    });
  }

  test('an anonymous visitor is sent to log in and brought back to the checkout', async ({ page }) => {
    await page.goto(CHECKOUT);
    await page.waitForURL(/page=login.*return=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('return') ?? '')).toContain('page=checkout');
    await waitForElements(page);
    await page.locator('brand-login input[name="email"]').fill('harvey.avery@example.co.uk');
    await page.locator('brand-login input[name="password"]').fill('demo1234');
    await page.locator('brand-login input[name="password"]').press('Enter');
    await page.waitForURL(/page=checkout/);
    await waitForElements(page);
    // back at the checkout as a member: it shows (an empty cart here), not the way to log in
    await expect(page.locator('brand-checkout [data-checkout-state]')).toBeVisible();
    await expect(page.locator('brand-checkout h2')).toHaveText('Checkout');
  });
});
