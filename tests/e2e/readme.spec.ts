import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, waitForElements } from './fixtures';

const README = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');

/** The first html code block after the "Drop it into any page" heading, as the README shows it. */
function dropInSnippet(): string {
  const section = README.slice(README.indexOf('## Drop it into any page'));
  const block = /```html\n([\s\S]*?)```/.exec(section);
  if (!block) throw new Error('README.md has no html block under "Drop it into any page"');
  return block[1]!;
}

test("the README's drop-in example works as written against the demo server", async ({ page, problems }) => {
  const snippet = dropInSnippet();
  // A page holding exactly the snippet, served from the demo server's origin.
  await page.route('**/readme-drop-in.html', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Drop-in</title></head><body>\n${snippet}</body></html>`,
    }),
  );
  await page.goto('/readme-drop-in.html');
  expect(await waitForElements(page)).toBe(3);

  const heading = await page.waitForFunction(() => document.querySelector('brand-text')?.shadowRoot?.querySelector('h2')?.textContent ?? '');
  expect(await heading.jsonValue()).toBe('Cool Mint');
  await expect(page.locator('brand-button a[href="/stores"]')).toHaveText('Find a store');

  const image = page.locator('brand-image img');
  await expect(image).toHaveAttribute('alt', 'ZYN Cool Mint tin');
  await image.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => {
    const img = document.querySelector('brand-image')?.shadowRoot?.querySelector('img');
    return !!img && img.complete && img.naturalWidth > 0;
  });
  expect(await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(/^\/mock\/img\/\d+x\d+\.svg$/);
  expect(problems.failedRequests).toEqual([]);
  expect(problems.messages).toEqual([]);
});
