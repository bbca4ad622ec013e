// Issue 17: the storefront's store locator (?page=stores): four brand-store-details fed by the mock OCC
// store locator, open or closed by each store's own clock, directions, axe in two themes and Arabic.
import { expect, seriousViolations, test, waitForElements } from './fixtures';

const STORES = (lang = 'en', theme = 'zyn') => `/storefront.html?theme=${theme}&lang=${lang}&page=stores`;
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
// Sunday 2026-06-07 05:30 UTC: London 06:30 and Dubai 09:30 not yet open, Manchester closed on Sunday,
// Phnom Penh 12:30 open.
const SUNDAY_MORNING = new Date('2026-06-07T05:30:00Z');

test.describe('store locator page', () => {
  test('shows four stores, each open or closed by its own time zone, with its hours and a directions link', async ({ page, problems }) => {
    await page.clock.setFixedTime(SUNDAY_MORNING);
    await page.setViewportSize(DESKTOP);
    await page.goto(STORES());
    await waitForElements(page);
    const cards = page.locator('brand-store-details article');
    await expect(cards).toHaveCount(4);
    await expect(page.getByRole('heading', { level: 2 })).toContainText([
      'London Carnaby Street Flagship',
      'Manchester Arndale',
      'The Dubai Mall',
      'Phnom Penh AEON Mall',
    ]);
    const states = page.locator('brand-store-details [data-state]');
    await expect(states).toHaveCount(4);
    await expect(states.nth(0)).toHaveText(/^Closed nowOpens 12:00( PM)?$/);
    await expect(states.nth(1)).toHaveText(/^Closed nowOpens Monday 09:00( AM)?$/);
    await expect(states.nth(2)).toHaveText(/^Closed nowOpens 10:00( AM)?$/);
    await expect(states.nth(3)).toHaveText(/^Open nowCloses (21:00|09:00 PM)$/);
    // today is Sunday in every store's zone; Manchester's Sunday is closed
    const manchester = cards.nth(1);
    const today = manchester.locator('tr[aria-current="date"]');
    await expect(today).toHaveCount(1);
    await expect(today.locator('th')).toContainText('Sunday');
    await expect(today.locator('td')).toHaveText('Closed');
    await expect(manchester.getByRole('table', { name: 'Opening hours' }).getByRole('rowheader')).toHaveCount(7);
    // the phone number is a tel: link, the map an image
    await expect(manchester.locator('address a')).toHaveAttribute('href', 'tel:+441614960742');
    await expect(manchester.locator('img[data-map]')).toHaveJSProperty('complete', true);
    const directions = cards.nth(0).getByRole('link', { name: 'Get directions (opens in a new tab)' });
    await expect(directions).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=51.5131,-0.1391');
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(directions).toHaveAttribute('rel', /noopener/);
    // two columns on a desktop
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(Math.abs(first!.y - second!.y)).toBeLessThan(2);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
    expect(problems.messages).toEqual([]);
  });

  test('one column on a phone; axe clean at 390 and 1280 px in two themes and right to left', async ({ page, problems }) => {
    test.setTimeout(120_000); // six pages, six axe runs, on a shared machine
    await page.clock.setFixedTime(SUNDAY_MORNING);
    for (const [lang, theme] of [['en', 'zyn'], ['en', 'iqos'], ['ar', 'thunder']] as const) {
      for (const size of [PHONE, DESKTOP]) {
        await page.setViewportSize(size);
        await page.goto(STORES(lang, theme));
        await waitForElements(page);
        const cards = page.locator('brand-store-details article');
        await expect(cards).toHaveCount(4);
        await expect(page.locator('brand-store-details [data-state]')).toHaveCount(4);
        if (size === PHONE) {
          const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
          expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
          expect(first!.width).toBeGreaterThan(PHONE.width * 0.8);
          // touch targets
          const link = await cards.nth(0).locator('a[data-directions]').boundingBox();
          expect(link!.height).toBeGreaterThanOrEqual(44);
        }
        if (lang === 'ar') {
          await expect(page.locator('brand-store-details [data-state]').first()).toContainText('مغلق الآن');
          // mirrored: today's mark is on the right edge of the row header
          const th = cards.nth(0).locator('tr[aria-current] th');
          await expect(th).toHaveCSS('border-right-width', '4px');
        }
        await page.evaluate(() => window.scrollTo(0, 0));
        expect(await seriousViolations(page), `${lang} ${theme} ${size.width}`).toEqual([]);
      }
    }
    expect(problems.messages).toEqual([]);
  });

  test('the gallery shows two stores', async ({ page, problems }) => {
    await page.goto('/elements.html?section=store-details');
    await waitForElements(page);
    await expect(page.locator('#store-details brand-store-details article')).toHaveCount(2);
    await expect(page.locator('#store-details').getByRole('heading', { name: 'Our Dubai store' })).toBeVisible();
    expect(problems.messages).toEqual([]);
  });
});
