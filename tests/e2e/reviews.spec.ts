import type { Page } from '@playwright/test';
import { become, expect, seriousViolations, test, waitForElements, injectFault } from './fixtures';

const GALLERY = '/elements.html?section=reviews&theme=zyn';
const LIST = '/mock/occ/v2/brand-gb/products/ZYN-COOLMINT-6MG/reviews?fields=FULL';
const host = (page: Page) => page.locator('#reviews-demo');
const reviews = (page: Page) => host(page).locator('[data-review]');

async function openGallery(page: Page, path = GALLERY): Promise<void> {
  await page.goto(path);
  await waitForElements(page);
  await host(page).scrollIntoViewIfNeeded();
  await expect(reviews(page).first()).toBeVisible();
}

/** axe on the element alone (the whole gallery has its own check in accessibility.spec.ts), once it has settled. */
const elementViolations = (page: Page) => seriousViolations(page, '#reviews-demo');

async function fill(page: Page, rating: number, headline: string, comment: string): Promise<void> {
  const radios = host(page).locator('input[type="radio"]');
  await radios.first().focus();
  // the APG radio group: arrows move and choose
  for (let step = 1; step < rating; step += 1) await page.keyboard.press('ArrowRight');
  await expect(radios.nth(rating - 1)).toBeChecked();
  await host(page).locator('input[name="headline"]').fill(headline);
  await host(page).locator('textarea[name="comment"]').fill(comment);
}

test.describe('brand-ratings-reviews in the gallery', () => {
  test('the average and the distribution match the mock’s reviews; show more; anonymous visitors get the log-in link', async ({ page, problems, request }) => {
    const { reviews: all } = (await (await request.get(LIST)).json()) as { reviews: Array<{ rating: number; date: string; headline: string }> };
    const mean = all.reduce((sum, review) => sum + review.rating, 0) / all.length;
    const shown = (Math.round(mean * 10) / 10).toFixed(1);
    await openGallery(page);
    await expect(host(page).locator('[data-number]')).toHaveText(shown);
    await expect(host(page).locator('[data-stars="large"]')).toHaveAttribute('aria-label', `${shown} out of 5 stars, ${all.length} reviews`);
    const rows = host(page).locator('[data-distribution] li');
    await expect(rows).toHaveCount(5);
    for (const [index, stars] of [5, 4, 3, 2, 1].entries()) {
      const count = all.filter((review) => review.rating === stars).length;
      await expect(rows.nth(index).locator('[data-share] [aria-hidden="true"]')).toHaveText(String(count));
      await expect(rows.nth(index).locator('[data-percent]')).toHaveText(`(${Math.round((count / all.length) * 100)}%)`);
    }
    const newest = [...all].sort((a, b) => Date.parse(b.date.replace('+0000', 'Z')) - Date.parse(a.date.replace('+0000', 'Z')));
    await expect(reviews(page)).toHaveCount(5);
    await expect(reviews(page).locator('h3')).toHaveText(newest.slice(0, 5).map((review) => review.headline));

    await host(page).getByRole('button', { name: 'Show more reviews' }).click();
    await expect(reviews(page)).toHaveCount(10);
    await expect(reviews(page).nth(5)).toBeFocused();
    await expect(reviews(page).nth(5).locator('h3')).toHaveText(newest[5]!.headline);
    await expect(host(page).getByText(`Showing 10 of ${all.length} reviews`)).toBeVisible();

    const login = host(page).getByRole('link', { name: 'Log in to write a review' });
    await expect(login).toHaveAttribute('href', '#login');
    await expect(host(page).getByRole('button', { name: 'Write a review' })).toHaveCount(0);
    expect(problems.messages).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
  });

  test('a logged-in visitor writes a review: validation first, then success', async ({ page, problems }) => {
    // the form's code (and the post's): chunks fetched when "Write a review" is first reached
    const formCode: string[] = [];
    page.on('request', (request) => {
      if (/\/chunks\/(ReviewForm|occReviewPost)-[\w-]+\.js$/.test(request.url())) formCode.push(request.url());
    });
    await become(page, 'demo-lau', GALLERY);
    await openGallery(page);
    await expect(host(page).getByRole('button', { name: 'Write a review' })).toBeVisible();
    expect(formCode, 'no form code before the button is reached').toEqual([]);
    await host(page).getByRole('button', { name: 'Write a review' }).click();
    await expect(host(page).getByRole('heading', { name: 'Write a review' })).toBeFocused();
    expect(formCode).toHaveLength(2);
    await host(page).getByRole('button', { name: 'Submit review' }).click();
    await expect(host(page).locator('[data-problem]')).toHaveText(['Choose a rating from 1 to 5 stars.', 'Enter a headline.', 'Enter your review.']);
    await expect(host(page).locator('input[type="radio"]').first()).toBeFocused();
    await expect(host(page).locator('input[name="headline"]')).toHaveAccessibleDescription('Enter a headline.');

    await fill(page, 4, 'Fresh all afternoon', 'A clean mint that lasts. Good value in a multipack.');
    await expect(host(page).locator('[data-problem]')).toHaveCount(0);
    const posted = page.waitForResponse((response) => response.url().endsWith('/products/ZYN-COOLMINT-6MG/reviews') && response.request().method() === 'POST');
    await host(page).getByRole('button', { name: 'Submit review' }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({ headline: 'Fresh all afternoon', comment: 'A clean mint that lasts. Good value in a multipack.', rating: 4 });
    const thanks = host(page).locator('[data-thanks]');
    await expect(thanks).toHaveText('Thank you for your review. It will appear here once it has been checked.');
    await expect(thanks).toBeFocused();
    // moderated: the list is what it was
    await expect(reviews(page)).toHaveCount(5);
    expect(problems.messages).toEqual([]);
  });

  test("the form's code not loading says so once; Write a review then loads it and opens the form", async ({ page, problems }) => {
    let refused = 0;
    await page.route(/\/chunks\/ReviewForm-[\w-]+\.js$/, (route) => (refused++ === 0 ? route.abort('internetdisconnected') : route.continue()));
    await become(page, 'demo-lau', GALLERY);
    await openGallery(page);
    const write = host(page).getByRole('button', { name: 'Write a review' });
    await write.click();
    await expect(host(page).locator('[data-write] [data-error]')).toHaveText('The review form could not load. Please try again.');
    await expect(write).toBeFocused();
    await expect(write).not.toHaveAttribute('aria-busy');
    await write.click();
    await expect(host(page).getByRole('heading', { name: 'Write a review' })).toBeFocused();
    await expect(host(page).locator('[data-write] [data-error]')).toHaveCount(0);
    expect(problems.messages.filter((message) => message.includes('the review form could not load'))).toHaveLength(1);
  });

  test('a 500 on the POST shows the message and keeps what the visitor typed', async ({ page, problems, baseURL }) => {
    await become(page, 'demo-lau', GALLERY);
    await openGallery(page);
    // Only now: the list itself loaded without the fault.
    await injectFault(page.context(), '500', '/reviews', baseURL!);
    await host(page).getByRole('button', { name: 'Write a review' }).click();
    await fill(page, 2, 'Too strong', 'Not for me.');
    await host(page).getByRole('button', { name: 'Submit review' }).click();
    await expect(host(page).locator('form [role="alert"]')).toHaveText('Your review could not be sent. Please try again in a moment.');
    await expect(host(page).locator('input[name="headline"]')).toHaveValue('Too strong');
    await expect(host(page).locator('textarea[name="comment"]')).toHaveValue('Not for me.');
    await expect(host(page).locator('input[type="radio"]').nth(1)).toBeChecked();
    await expect(host(page).getByRole('button', { name: 'Submit review' })).toBeEnabled();
    expect(problems.messages.filter((message) => !message.includes('500'))).toEqual(['error: brand-ratings-reviews: Unable to post the review.']);
  });

  for (const { path, width, persona } of [
    { path: '/elements.html?section=reviews&theme=zyn', width: 390, persona: 'anonymous' },
    { path: '/elements.html?section=reviews&theme=zyn', width: 1280, persona: 'demo-lau' },
    { path: '/elements.html?section=reviews&theme=iqos', width: 390, persona: 'demo-lau' },
    { path: '/elements.html?section=reviews&theme=thunder', width: 1280, persona: 'anonymous' },
    { path: '/elements.html?section=reviews&dir=rtl', width: 390, persona: 'demo-lau' },
    { path: '/elements.html?section=reviews&dir=rtl', width: 1280, persona: 'anonymous' },
  ]) {
    test(`axe: ${path} at ${width} px (${persona})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      if (persona !== 'anonymous') await become(page, persona, path);
      await openGallery(page, path);
      if (persona !== 'anonymous') {
        await host(page).getByRole('button', { name: 'Write a review' }).click();
        await host(page).getByRole('button', { name: 'Submit review' }).click();
        await expect(host(page).locator('[data-problem]')).toHaveCount(3);
      }
      expect(await elementViolations(page)).toEqual([]);
    });
  }
});
