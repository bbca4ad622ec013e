// Issue 16: the storefront's flavours page, "compare the tins" (brand-consumables-table with gauges),
// and the gallery's gauges with their info tooltips.
import { expect, seriousViolations, test, waitForElements } from './fixtures';

const FLAVOURS = (lang = 'en', theme = 'zyn') => `/storefront.html?theme=${theme}&lang=${lang}&page=flavours`;
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

test.describe('flavours page: compare the tins', () => {
  test('a table with column and row headers at 1280 px, axe clean', async ({ page, problems }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(FLAVOURS());
    await waitForElements(page);
    const table = page.getByRole('table', { name: 'Compare the tins' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText(['Flavour', 'Aroma note', 'Intensity']);
    await expect(table.getByRole('rowheader', { name: /Cool Mint/ })).toBeVisible();
    await expect(table.getByRole('rowheader')).toHaveCount(3 + 6); // three group headers, six tins
    const meters = table.getByRole('meter', { name: 'Intensity' });
    await expect(meters).toHaveCount(6);
    await expect(meters.first()).toHaveAttribute('aria-valuetext', '9-out-of-12');
    // one row: the cells side by side
    const row = table.locator('tr[data-item]').first();
    const [header, intensity] = [await row.locator('th').boundingBox(), await row.locator('td').last().boundingBox()];
    expect(Math.abs(header!.y + header!.height / 2 - (intensity!.y + intensity!.height / 2))).toBeLessThan(2);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems.messages).toEqual([]);
  });

  test('one card per tin at 390 px, still a table to screen readers, axe clean (right to left too)', async ({ page, problems }) => {
    await page.setViewportSize(PHONE);
    for (const lang of ['en', 'ar']) {
      await page.goto(FLAVOURS(lang, lang === 'en' ? 'iqos' : 'thunder'));
      await waitForElements(page);
      const table = page.getByRole('table');
      await expect(table.getByRole('columnheader')).toHaveCount(3);
      const card = table.locator('tr[data-item]').first();
      await expect(card).toHaveCSS('display', 'grid');
      const head = await table.locator('thead').boundingBox();
      expect(head!.height).toBeLessThanOrEqual(1);
      const [header, aroma, intensity] = await Promise.all([card.locator('th'), card.locator('td').first(), card.locator('td').last()].map((cell) => cell.boundingBox()));
      expect(aroma!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1); // stacked
      expect(intensity!.y).toBeGreaterThanOrEqual(aroma!.y + aroma!.height - 1);
      expect(header!.width).toBeGreaterThan(PHONE.width * 0.7);
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await seriousViolations(page), lang).toEqual([]);
    }
    expect(problems.messages).toEqual([]);
  });

  test('the shop menu\'s "All Nicotine pouches" leads to the page', async ({ page, problems }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/storefront.html?theme=zyn&lang=en');
    await waitForElements(page);
    await page.locator('brand-header [data-top-item]').first().click();
    await page.locator('brand-header button[data-sub-item]', { hasText: 'Nicotine pouches' }).click();
    await page.locator('brand-header a[href*="page=flavours"]').click();
    await expect(page).toHaveURL(/page=flavours/);
    await expect(page.getByRole('table', { name: 'Compare the tins' })).toBeVisible();
    expect(problems.messages).toEqual([]);
  });
});

test.describe('gauge tooltip', () => {
  test('opens on keyboard focus and closes with Escape; hover opens it too, and it stays open under the pointer', async ({ page, problems }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/elements.html');
    await waitForElements(page);
    const gauge = page.locator('brand-gauge').first();
    const trigger = gauge.getByRole('button', { name: 'Intensity' });
    const tip = gauge.getByRole('tooltip');
    await expect(tip).toBeHidden();
    await trigger.scrollIntoViewIfNeeded();
    // Tab onto it from the section's heading (nothing focusable between), so the focus is a keyboard one
    await page.locator('#gauge-title').evaluate((heading) => {
      heading.setAttribute('tabindex', '-1');
      (heading as HTMLElement).focus();
    });
    await page.keyboard.press('Tab');
    await expect(trigger).toBeFocused();
    await expect(tip).toBeVisible();
    await expect(tip).toHaveText(/How strong the flavour tastes/);
    await expect(trigger).toHaveAccessibleDescription(/How strong the flavour tastes/);
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.mouse.move(0, 0);
    await trigger.hover();
    await expect(tip).toBeVisible();
    // Hoverable (WCAG 1.4.13): the pointer moves up from the trigger, across the gap, onto the bubble.
    const from = (await trigger.boundingBox())!;
    const to = (await tip.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + 2);
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    await expect(tip).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(tip).toBeHidden();
    expect(problems.messages).toEqual([]);
  });
});
