import type { Page } from '@playwright/test';
import { expect, requestsReported, seriousViolations, test, waitForElements, injectFault } from './fixtures';

const CONTACT = '/storefront.html?theme=zyn&lang=en&page=contact';
const NEWSLETTER = '/storefront.html?theme=zyn&lang=en&page=newsletter';

const container = (page: Page) => page.locator('brand-form-container#contact-form');
/** A field's control by its label (a required field's label ends with its mark, ` *`). */
const byLabel = (label: string) => new RegExp(`^${label}( \\*)?$`);
// `.first()`: the text field before the reply-by radio of the same name ("Email").
const field = (page: Page, label: string) => container(page).getByLabel(byLabel(label)).first();

async function openContact(page: Page): Promise<void> {
  await page.goto(CONTACT);
  await waitForElements(page);
  await expect(field(page, 'Name')).toBeVisible();
  await expect(container(page).locator('brand-form-button button')).toBeVisible();
}

/** Fills the contact form with the keyboard only, from the Name field. */
async function typeContact(page: Page): Promise<void> {
  await field(page, 'Name').focus();
  await page.keyboard.type('Ada Lovelace');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ada@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('+44 20 7946 0000');
  await page.keyboard.press('Tab');
  await expect(field(page, 'What is it about\\?')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(field(page, 'What is it about\\?')).toHaveValue('order');
  await page.keyboard.press('Tab');
  // The reply-by radio group: Tab lands on the checked radio, an arrow key moves the choice.
  await expect(container(page).getByRole('radio', { name: 'Email' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(container(page).getByRole('radio', { name: 'Phone call' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(field(page, 'Message')).toBeFocused();
  await page.keyboard.type('Where is my order 1234?');
  await page.keyboard.press('Tab');
  const consent = container(page).locator('brand-form-options input[type="checkbox"]');
  await expect(consent).toBeFocused();
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
}

test.describe('forms on the storefront', () => {
  test('the contact form is completed and sent with the keyboard only', { tag: '@ssr' }, async ({ page, problems }) => {
    await openContact(page);
    await typeContact(page);
    await page.keyboard.press('Tab');
    await expect(container(page).locator('brand-form-button button')).toBeFocused();
    const request = page.waitForRequest((r) => r.url().endsWith('/mock/forms/contact') && r.method() === 'POST');
    const submitted = page.evaluate(() => new Promise((resolve) => document.addEventListener('brand-form-submit', (event) => resolve((event as CustomEvent).detail), { once: true })));
    await page.keyboard.press('Enter');
    const sent = await request;
    expect(sent.headers()['content-type']).toBe('application/json');
    const body = sent.postDataJSON();
    expect(body).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000', topic: 'order', replyBy: 'phone', message: 'Where is my order 1234?', consent: ['reply'], source: 'storefront-contact' });
    const success = container(page).locator('[part="success"]');
    await expect(success).toHaveText('Thank you. Your message is on its way; we answer within one working day.');
    await expect(success).toBeFocused();
    expect(await submitted).toEqual({ id: 'contact-form', data: body });
    // Pressing send again without changing anything sends nothing: the success message is shown anew and focused.
    let posts = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/mock/forms/contact') && r.method() === 'POST') posts++;
    });
    await container(page).locator('brand-form-button button').click();
    await expect(success).toBeFocused();
    await expect(success).toHaveText('Thank you. Your message is on its way; we answer within one working day.');
    // A change sends again; requests go out in order, so that send is the first since the success only if
    // the press without a change sent nothing.
    await field(page, 'Message').fill('Where is my order 1235?');
    const again = page.waitForRequest((r) => r.url().endsWith('/mock/forms/contact') && r.method() === 'POST');
    await container(page).locator('brand-form-button button').click();
    expect((await again).postDataJSON()).toMatchObject({ message: 'Where is my order 1235?' });
    expect(posts, 'posts since the success message').toBe(1);
    expect(problems.messages).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
  });

  test('submitting empty focuses the first invalid field and announces the errors', async ({ page, problems }) => {
    await openContact(page);
    let posted = 0;
    page.on('request', (r) => {
      if (r.url().includes('/mock/forms/')) posted += 1;
    });
    await container(page).locator('brand-form-button button').focus();
    await page.keyboard.press('Enter');
    await expect(field(page, 'Name')).toBeFocused();
    await expect(container(page).locator('[part="announcement"]')).toHaveText('5 fields need attention: Name, Email, What is it about?, Message, Privacy');
    await expect(field(page, 'Email')).toHaveAttribute('aria-invalid', 'true');
    await requestsReported(page);
    expect(posted).toBe(0);
    expect(problems.messages).toEqual([]);
  });

  test('a 500 from the action keeps every value and shows the error message', async ({ page, context, baseURL, problems }) => {
    await openContact(page);
    await typeContact(page);
    await injectFault(context, '500', '/mock/forms', baseURL!);
    const failed = page.evaluate(() => new Promise((resolve) => document.addEventListener('brand-form-error', (event) => resolve((event as CustomEvent).detail), { once: true })));
    await container(page).locator('brand-form-button button').press('Enter');
    const error = container(page).locator('[part="error"]');
    await expect(error).toHaveText('Sorry, your message could not be sent. Everything you wrote is still here: please try again.');
    await expect(error).toBeFocused();
    expect(await failed).toEqual({ id: 'contact-form', status: 500 });
    await expect(field(page, 'Name')).toHaveValue('Ada Lovelace');
    await expect(field(page, 'Email')).toHaveValue('ada@example.com');
    await expect(field(page, 'What is it about\\?')).toHaveValue('order');
    await expect(container(page).getByRole('radio', { name: 'Phone call' })).toBeChecked();
    await expect(field(page, 'Message')).toHaveValue('Where is my order 1234?');
    await expect(container(page).locator('brand-form-options input[type="checkbox"]')).toBeChecked();
    // The 500 is the injected fault, not a page problem.
    expect(problems.failedRequests.length).toBeGreaterThan(0);
    expect(problems.failedRequests.every((r) => r.startsWith('500 ') && r.includes('/mock/forms/contact'))).toBe(true);
    expect(problems.messages.filter((m) => !m.includes('500'))).toEqual([]);
  });

  test('the newsletter sign-up stores a lead that the page then shows', { tag: '@ssr' }, async ({ page, request, problems }) => {
    const first = `Zed${Date.now() % 100000}`;
    // the sending's code: a chunk fetched when a first submission is sent
    const sendCode: string[] = [];
    page.on('request', (request) => {
      if (/\/chunks\/forms-[\w-]+\.js$/.test(request.url())) sendCode.push(request.url());
    });
    await page.goto(NEWSLETTER);
    await waitForElements(page);
    const form = page.locator('brand-lead-gen-form#newsletter-form');
    await form.getByLabel(byLabel('First name')).fill(first);
    await form.getByLabel(byLabel('Email')).fill('zed.example@example.com');
    await form.locator('brand-form-button button').click();
    // The required consent is not ticked yet: focus goes to it.
    const terms = form.getByRole('checkbox', { name: /legal age/ });
    await expect(terms).toBeFocused();
    await expect(form.locator('[part="announcement"]')).toHaveText(/1 field needs attention: I am of legal age/);
    expect(sendCode, 'nothing sent, no sending code').toEqual([]);
    await page.keyboard.press('Space');
    await form.getByRole('checkbox', { name: /news and offers/ }).check();
    await form.getByRole('checkbox', { name: 'Fruit' }).check();
    const sent = page.waitForResponse((r) => r.url().endsWith('/mock/leads') && r.request().method() === 'POST');
    await form.locator('brand-form-button button').click();
    const answer = await sent;
    const body = answer.request().postDataJSON();
    const { reference } = await answer.json();
    expect(reference).toMatch(/^L-\d{5}$/);
    expect(sendCode).toHaveLength(1);
    expect(body).toMatchObject({ firstName: first, email: 'zed.example@example.com', flavours: ['fruit'], consents: [{ id: 'terms', optIns: ['PRIVACY'] }, { id: 'news', optIns: ['EMAIL', 'SMS'] }] });
    expect(Date.parse(body.timestamp)).not.toBeNaN();
    await expect(form.locator('[part="success"]')).toBeVisible();
    await expect(form.locator('[part="fields"]')).toBeHidden();
    // What the mock lists, and the page shows, says nothing about who signed up.
    const listed = await (await request.get('/mock/leads')).json();
    expect(listed.count).toBeGreaterThanOrEqual(1);
    const mine = listed.leads.find((lead: { reference: string }) => lead.reference === reference);
    expect(mine).toEqual({ reference, consents: ['terms', 'news'], optIns: ['PRIVACY', 'EMAIL', 'SMS'], flavours: ['fruit'], day: body.timestamp.slice(0, 10) });
    expect(JSON.stringify(listed)).not.toMatch(new RegExp(`${first}|zed|example\\.com|T\\d\\d:`));
    await page.reload();
    await waitForElements(page);
    const recent = page.locator('#recent-sign-ups');
    await expect(recent).toContainText(`${reference}: PRIVACY, EMAIL, SMS, fruit`);
    await expect(recent).toContainText(/\d+ sign-ups? so far/);
    await expect(recent).not.toContainText(first);
    await expect(recent).not.toContainText('zed');
    expect(problems.messages).toEqual([]);
  });

  test('the lead-gen warning appears for duplicated opt-ins in the editor, never to a shopper', async ({ page, problems }) => {
    // An authored lead-gen form whose consents share the opt-in EMAIL, put on the gallery page.
    const add = () =>
      page.evaluate(() => {
        const form = document.createElement('brand-lead-gen-form');
        form.id = 'duplicate-opt-ins';
        (form as unknown as { model: unknown }).model = {
          action: '/mock/leads',
          consents: [
            { id: 'news', label: 'News by email', optIns: [{ id: 'EMAIL' }] },
            { id: 'partners', label: 'Partner news by email', optIns: [{ id: 'EMAIL' }] },
          ],
        };
        document.querySelector('#forms .wrap')!.append(form);
      });
    const duplicated = page.locator('brand-lead-gen-form#duplicate-opt-ins');
    await page.goto('/elements.html?cq:wcmmode=edit');
    await waitForElements(page);
    await expect(page.locator('brand-lead-gen-form#gallery-lead-gen [part="consents"]')).toBeVisible();
    await expect(page.locator('brand-lead-gen-form [part="authoring-note"]')).toHaveCount(0);
    await add();
    await expect(duplicated.locator('[part="authoring-note"]')).toHaveText('Duplicate opt-ins detected');
    await expect.poll(() => problems.messages).toEqual(['warning: <brand-lead-gen-form>: Duplicate opt-ins detected in its consents.']);

    problems.messages.length = 0;
    await page.goto('/elements.html');
    await waitForElements(page);
    await add();
    await expect(duplicated.locator('[part="consents"]')).toBeVisible();
    await expect(duplicated.locator('[part="authoring-note"]')).toHaveCount(0);
    await expect(duplicated).not.toContainText('Duplicate opt-ins detected');
  });

  for (const [path, width] of [
    [`${CONTACT}`, 1280],
    ['/storefront.html?theme=iqos&lang=ar&page=contact', 390],
    ['/storefront.html?theme=thunder&page=newsletter', 390],
    ['/storefront.html?theme=veev-vape&lang=ar&page=newsletter', 1280],
  ] as const) {
    test(`axe: no serious violations on ${path} at ${width} px, also after an empty submission`, async ({ page, problems }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await waitForElements(page);
      expect(await seriousViolations(page)).toEqual([]);
      const form = page.locator('brand-form-container, brand-lead-gen-form').first();
      await form.locator('brand-form-button button').click();
      await expect(form.locator('[part="announcement"]')).toContainText(/\d/);
      expect(await seriousViolations(page)).toEqual([]);
      const box = await form.locator('brand-form-button button').boundingBox();
      if (width < 600) expect(box!.height).toBeGreaterThanOrEqual(44);
      expect(problems.messages).toEqual([]);
    });
  }
});
