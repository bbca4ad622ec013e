// Authored HTML and DOMPurify's chunk in the built package (src/core/security/authoredHtml.ts): a partner's element
// whose copy is plain text never downloads it; a page whose model holds markup asks for it beside its elements' code.
import { expect, test, waitForElements } from './fixtures';

const SANITIZER = /\/dist\/chunks\/sanitizeHtml-[^/]+\.js$/;

test('a partner header whose copy is plain text shows it without downloading the sanitizer', async ({ page, problems }) => {
  // The demo's partner page, its health warning written as text instead of a paragraph.
  await page.route('**/header-partner.html', async (route) => {
    const html = await (await route.fetch()).text();
    const plain = html.replace(/"content": "<p>(This product is not risk free[^"<]*)<\/p>"/, '"content": "$1"');
    expect(plain, 'the page still has the health warning this test rewrites').not.toBe(html);
    await route.fulfill({ body: plain, contentType: 'text/html' });
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/header-partner.html');
  const warning = page.locator('brand-header [data-health-warning]');
  await expect(warning).toContainText('This product is not risk free');
  // Settled: the header shows what it was given (its effects ran; a load would have been asked for by now).
  await page.evaluate(() => (document.querySelector('brand-header') as HTMLElement & { updateComplete: Promise<void> }).updateComplete);
  expect(scripts.some((path) => /\/dist\/elements\/brand-header\.js$/.test(path)), 'the header\'s own code').toBe(true);
  expect(scripts.filter((path) => SANITIZER.test(path))).toEqual([]);
  expect(problems.messages).toEqual([]);
});

test('the demo\'s partner header, whose health warning is a paragraph, loads the sanitizer and shows it sanitized', async ({ page, problems }) => {
  const sanitizer = page.waitForRequest((request) => SANITIZER.test(new URL(request.url()).pathname));
  await page.goto('/header-partner.html');
  await sanitizer;
  await expect(page.locator('brand-header [data-health-warning] p')).toContainText('This product is not risk free');
  expect(problems.messages).toEqual([]);
});

test('the storefront asks for the sanitizer beside its elements\' code, not after it', async ({ page, problems }) => {
  await page.goto('/storefront.html?theme=zyn&lang=en');
  await waitForElements(page);
  const timing = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const sanitizer = entries.find((entry) => /\/dist\/chunks\/sanitizeHtml-[^/]+\.js$/.test(entry.name));
    const elements = entries.filter((entry) => /\/dist\/elements\/brand-(?!page)[^/]+\.js$/.test(entry.name));
    return { sanitizerStart: sanitizer?.startTime, lastElementCode: Math.max(...elements.map((entry) => entry.responseEnd)) };
  });
  expect(timing.sanitizerStart, 'the storefront\'s model holds markup').toBeDefined();
  // Asked for by <brand-page> with the first screen's code: a rich text asking when it renders would come after all of it.
  expect(timing.sanitizerStart!).toBeLessThan(timing.lastElementCode);
  expect(problems.messages).toEqual([]);
});
