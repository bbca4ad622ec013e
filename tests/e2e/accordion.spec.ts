import type { Page } from '@playwright/test';
import { expect, seriousViolations, test, waitForElements } from './fixtures';

const STOREFRONT = '/storefront.html?theme=zyn&lang=en';
const PHONE = { width: 390, height: 844 };

/** The focused element through shadow roots, as "tag: text". */
const focused = (page: Page) =>
  page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active ? `${active.localName}: ${(active.textContent ?? '').trim()}` : '';
  });

const faqHeading = (page: Page, name: string) => page.locator('brand-accordion#faq').getByRole('button', { name, exact: true });

test.describe('the FAQ accordion on the storefront home page', () => {
  test('works with the keyboard alone: Tab to a heading, Enter and Space toggle with focus kept, the answer is reachable', async ({ page, problems }) => {
    await page.setViewportSize(PHONE);
    await page.goto(STOREFRONT);
    await waitForElements(page);
    const first = faqHeading(page, 'What is a nicotine pouch?');
    await expect(first, 'expandedItems opens the first').toHaveAttribute('aria-expanded', 'true');
    expect((await first.boundingBox())!.height, 'a 44 px touch target').toBeGreaterThanOrEqual(44);

    // The element just before the FAQ: the read-more button. Tab from there reaches the first heading.
    await page.locator('brand-readmore button[aria-controls]').focus();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('button: What is a nicotine pouch?');
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(await focused(page), 'focus stays on the heading').toBe('button: What is a nicotine pouch?');

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('button: Can I return an order?');
    await page.keyboard.press('Space');
    const returns = faqHeading(page, 'Can I return an order?');
    await expect(returns).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#faq-returns brand-text')).toBeVisible();
    // The panel's content comes next in the Tab order: the link in the answer.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('a: Help');

    // One answer at a time: opening another closes it.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(faqHeading(page, 'Why do you check my age?')).toHaveAttribute('aria-expanded', 'true');
    await expect(returns).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#faq-returns brand-text')).toBeHidden();

    // axe's target-size treats the sticky header as scrolling with the page (dequelabs/axe-core#3720)
    // and reports what scrolled under it as covered: check from the top of the page.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems.messages).toEqual([]);
  });

  test('a deep link (#id of an item) opens that item and scrolls to it', async ({ page, problems }) => {
    await page.goto(`${STOREFRONT}#faq-age`);
    await waitForElements(page);
    await expect(faqHeading(page, 'Why do you check my age?')).toHaveAttribute('aria-expanded', 'true');
    await expect(faqHeading(page, 'What is a nicotine pouch?'), 'one at a time').toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#faq-age brand-text')).toBeInViewport();
    // A hash change later opens another.
    await page.evaluate(() => (location.hash = '#faq-strength'));
    await expect(faqHeading(page, 'Which strength should I choose?')).toHaveAttribute('aria-expanded', 'true');
    expect(problems.messages).toEqual([]);
  });

  test('right to left: Arabic headings, the chevron on the left', async ({ page, problems }) => {
    await page.goto('/storefront.html?theme=thunder&lang=ar');
    await waitForElements(page);
    const heading = page.locator('brand-accordion#faq button[aria-controls]').first();
    await expect(heading).toHaveText('ما هو كيس النيكوتين؟');
    const [button, chevron] = await Promise.all([heading.boundingBox(), heading.locator('svg').boundingBox()]);
    expect(chevron!.x - button!.x, 'chevron at the start of the line (left in RTL)').toBeLessThan(button!.width / 2);
    expect(problems.messages).toEqual([]);
  });
});

test.describe("Adobe's core accordion export rendered by <brand-page>", () => {
  test('its expandedItems are open, titles come from cq:panelTitle, the nested accordion works', async ({ page, problems }) => {
    await page.goto('/accordion.html');
    await waitForElements(page);
    const outer = page.locator('brand-accordion').first();
    const buttons = page.locator('brand-accordion[data-cq-data-path$="/accordion"] >> [part="accordion"] > [part="item"] > h2 > button');
    await expect(buttons).toHaveText(['Where do you deliver?', 'How much is delivery?', 'Do I need to be at home?', 'Payment questions']);
    expect(await buttons.evaluateAll((all) => all.map((button) => button.getAttribute('aria-expanded')))).toEqual(['true', 'false', 'true', 'false']);
    await expect(outer.locator('brand-text#text-1f3c9d2a7b')).toBeVisible();
    await expect(outer.locator('brand-text#text-4d6a1e8f90')).toBeHidden();

    await buttons.nth(3).click();
    const nested = page.getByRole('button', { name: 'Can I pay by invoice?' });
    await expect(nested).toBeVisible();
    expect(await nested.evaluate((button) => button.parentElement!.localName), 'its own headingElement').toBe('h4');
    await nested.click();
    await expect(page.getByText('Invoices are available for business customers')).toBeVisible();
    // The in-page link to an item's id opens it.
    await page.getByRole('link', { name: 'how much is delivery?' }).click();
    await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'true');
    expect(problems.messages).toEqual([]);
  });
});

test.describe('read more on the storefront home page', () => {
  test('expands and collapses with nothing above it moving', async ({ page, problems }) => {
    await page.goto(STOREFRONT);
    await waitForElements(page);
    const host = page.locator('brand-readmore');
    const toggle = host.locator('button[aria-controls]');
    const content = host.locator('[part="content"]');
    await expect(toggle).toHaveText('Read more about our pouches');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.scrollIntoViewIfNeeded();
    const above = page.locator('brand-button').first();
    const tops = async () => ({ above: (await above.boundingBox())!.y, host: (await host.boundingBox())!.y });
    const before = await tops();
    const collapsed = (await content.boundingBox())!.height;

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveText('Show less');
    expect((await content.boundingBox())!.height).toBeGreaterThan(collapsed * 2);
    await expect(host.getByText('made in Sweden')).toBeVisible();
    expect(await tops(), 'no layout jump above it').toEqual(before);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect((await content.boundingBox())!.height).toBeCloseTo(collapsed, 0);
    expect(await tops()).toEqual(before);
    expect(problems.messages).toEqual([]);
  });
});
