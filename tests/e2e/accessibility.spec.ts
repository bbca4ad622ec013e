import AxeBuilder from '@axe-core/playwright';
import { expect, test, waitForElements } from './fixtures';

const PAGES = [
  '/',
  '/partner.html',
  '/playground.html',
  '/elements.html?theme=zyn',
  '/elements.html?theme=zyn3',
  '/elements.html?theme=iqos',
  '/elements.html?theme=veev-vape',
  '/elements.html?theme=thunder',
  '/elements.html?dir=rtl',
  '/elements.html?cq:wcmmode=edit',
];

test.describe('accessibility (axe, WCAG 2.2 A and AA)', () => {
  for (const path of PAGES) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await page.goto(path);
      if (path !== '/') await waitForElements(page);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
        .analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    });
  }
});
