import { chromium } from 'playwright';
import { CHROMIUM_ARGS } from '/work/wt3/scripts/browser.mjs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const shots = process.argv.slice(2);
const errors = [];
for (const spec of shots) {
  const [name, width, query, click] = spec.split('|');
  const context = await browser.newContext({ viewport: { width: Number(width), height: 900 } });
  await context.addCookies(['sag_gb', 'sag_default'].map((n) => ({ name: n, value: 'granted', url: 'http://127.0.0.1:8783/' })));
  const page = await context.newPage();
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && errors.push(`${name}: ${m.text()}`));
  page.on('pageerror', (e) => errors.push(`${name}: ${e.message}`));
  await page.goto(`http://127.0.0.1:8783/${query}`, { waitUntil: 'networkidle' });
  const el = page.locator('brand-flavour-carousel').first();
  await el.waitFor();
  await page.waitForFunction(() => document.querySelector('brand-flavour-carousel')?.shadowRoot?.querySelector('swiper-container[data-ready]'), null, { timeout: 15000 });
  if (click) { await page.locator(click).first().click(); await page.waitForTimeout(500); }
  await el.scrollIntoViewIfNeeded();
  await page.waitForTimeout(400);
  if (click && click.includes('action')) await page.screenshot({ path: `/tmp/h3-${name}.png` });
  else await el.screenshot({ path: `/tmp/h3-${name}.png` });
  await page.close();
}
console.log(errors.join('\n') || 'no console errors');
await browser.close();
