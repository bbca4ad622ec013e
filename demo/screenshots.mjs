#!/usr/bin/env node
// Takes full-page screenshots of the demo pages (every theme, phone and desktop) into
// screenshots/ and prints every console message and page error. Not part of npm test:
// run it by hand after changing the demo: node demo/screenshots.mjs [--sections]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, findChromium } from '../scripts/browser.mjs';
import { startServer } from './server.mjs';

const out = join(import.meta.dirname, '..', 'screenshots');
mkdirSync(join(out, 'sections'), { recursive: true });
const THEMES = ['zyn', 'zyn3', 'iqos', 'veev-vape', 'thunder'];
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];
const pages = [{ name: 'index', path: '/' }];
for (const theme of THEMES) pages.push({ name: `elements-${theme}`, path: `/elements.html?theme=${theme}` });
pages.push({ name: 'elements-edit', path: '/elements.html?cq:wcmmode=edit' });
pages.push({ name: 'elements-rtl', path: '/elements.html?dir=rtl' });
pages.push({ name: 'elements-km', path: '/elements.html?lang=km' });
pages.push({ name: 'elements-km-thunder', path: '/elements.html?lang=km&theme=thunder' });

const { url, close } = await startServer({ port: 0 });
const browser = await chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_ARGS });
let problems = 0;
try {
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
    for (const { name, path } of pages) {
      const page = await context.newPage();
      page.on('console', (message) => {
        console.log(`[${viewport.name} ${path}] console.${message.type()}: ${message.text()}`);
        if (message.type() === 'error' || message.type() === 'warning') problems++;
      });
      page.on('pageerror', (error) => {
        console.log(`[${viewport.name} ${path}] pageerror: ${error.message}`);
        problems++;
      });
      page.on('requestfailed', (request) => console.log(`[${viewport.name} ${path}] request failed: ${request.url()}`));
      await page.goto(new URL(path, url).href, { waitUntil: 'networkidle' });
      // Scroll through so lazy images load before the full-page shot.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
          scrollTo({ top: y, behavior: 'instant' });
          await new Promise((r) => setTimeout(r, 120));
        }
        await new Promise((r) => setTimeout(r, 400));
        scrollTo({ top: 0, behavior: 'instant' });
      });
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow > 0) console.log(`[${viewport.name} ${path}] horizontal overflow: ${overflow}px`);
      const file = join(out, `${name}-${viewport.name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(`wrote ${file}`);
      // --sections: one shot per section too, small enough to read without zooming.
      if (process.argv.includes('--sections')) {
        for (const id of await page.$$eval('main section[id]', (all) => all.map((s) => s.id))) {
          await page.locator(`#${id}`).screenshot({ path: join(out, 'sections', `${name}-${viewport.name}-${id}.png`) });
        }
      }
      await page.close();
    }
    await context.close();
  }
} finally {
  await browser.close();
  await close();
}
console.log(`${problems} console errors or warnings`);
