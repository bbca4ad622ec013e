import { chromium } from 'playwright';
const [,, url, out, width, action] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 } });
await context.addCookies(['sag_gb', 'sag_default'].map((name) => ({ name, value: 'granted', url: new URL(url).origin })));
const page = await context.newPage();
const logs = [];
page.on('console', (m) => { if (['error', 'warning'].includes(m.type())) logs.push(m.type() + ': ' + m.text()); });
await page.goto(url);
await page.waitForTimeout(2500);
const slider = page.locator(action?.startsWith('gallery') ? '#info-cards-demo' : 'brand-info-cards-slider').first();
await slider.scrollIntoViewIfNeeded();
await page.waitForTimeout(800);
if (action?.endsWith('video')) { await slider.locator('[data-card-button]').first().click(); await page.waitForTimeout(1200); }
if (action?.endsWith('dialog')) { await slider.locator('[data-card-button]').nth(1).click(); await page.waitForTimeout(800); }
if (action === 'section') await page.locator('#info-cards').screenshot({ path: out });
else await page.screenshot({ path: out });
console.log(logs.join('\n'));
await browser.close();
