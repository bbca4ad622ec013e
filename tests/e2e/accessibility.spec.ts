import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { become, expect, seriousViolations, test, waitForElements } from './fixtures';

/**
 * axe-core (WCAG 2.0, 2.1 and 2.2, A and AA) on every demo page, for each persona and theme where
 * they change the markup, and in the states that add markup (menus, popovers, dialogs, gates).
 * Zero serious or critical violations. The storefront's themes, viewports, languages and member
 * personas are checked in chrome.spec.ts, the gallery in each theme in demo.spec.ts (beside its theme checks, on
 * the same page load), the age gate's states in ageGate.spec.ts and the geofence and members-only overlays in
 * gates.spec.ts; the first test below keeps the list whole.
 */

const PERSONAS = ['anonymous', 'demo-lau', 'demo-hav', 'demo-dev'];

interface Check {
  path: string;
  /** Played through /login.html first. */
  persona?: string;
  viewport?: { width: number; height: number };
  /** Puts the page in the state to check (a menu open, …). */
  act?: (page: Page) => Promise<void>;
  label?: string;
}

const PHONE = { width: 390, height: 844 };

const CHECKS: Check[] = [
  { path: '/' },
  { path: '/', viewport: PHONE },
  { path: '/elements.html?dir=rtl' },
  { path: '/elements.html?lang=km' },
  { path: '/elements.html?cq:wcmmode=edit' },
  { path: '/elements.html', viewport: PHONE },
  {
    path: '/elements.html',
    label: 'the dialog open',
    act: async (page) => {
      await page.locator('[data-opens="demo-dialog"]').click();
      await expect(page.locator('#demo-dialog [role="dialog"]')).toBeVisible();
    },
  },
  {
    path: '/elements.html',
    label: 'the language popover open',
    act: async (page) => {
      const globe = page.locator('brand-language-selector').first().getByRole('button');
      await globe.click();
      await expect(globe).toHaveAttribute('aria-expanded', 'true');
    },
  },
  { path: '/partner.html' },
  { path: '/partner.html', viewport: PHONE },
  { path: '/partner-form.html' },
  { path: '/partner-form.html', viewport: PHONE },
  { path: '/playground.html' },
  // (The page it edits is in its frame, which axe checks too: ready once the panel lists its elements.)
  { path: '/universal-editor.html', act: (page) => expect(page.locator('#component')).toBeEnabled() },
  { path: '/universal-editor.html', viewport: PHONE, act: (page) => expect(page.locator('#component')).toBeEnabled() },
  { path: '/accordion.html' },
  { path: '/accordion.html', viewport: PHONE },
  { path: '/carousel.html' },
  { path: '/carousel.html', viewport: PHONE },
  { path: '/age-gate-partner.html' },
  { path: '/first-screen.html' },
  { path: '/first-screen.html', viewport: PHONE },
  { path: '/header-partner.html' },
  { path: '/header-partner.html', viewport: PHONE },
  {
    path: '/header-partner.html',
    label: 'a sub-layer open',
    act: async (page) => {
      const item = page.locator('brand-header [data-top-item]').first();
      await item.click();
      await expect(item).toHaveAttribute('aria-expanded', 'true');
      // (its code, fetched at idle or at the first reach, may still be arriving)
      await expect(page.locator('brand-header [data-sub-layer]')).toBeVisible();
    },
  },
  {
    path: '/header-partner.html',
    viewport: PHONE,
    label: 'the phone menu open',
    act: async (page) => {
      await page.locator('brand-header [data-hamburger]').click();
      await expect(page.locator('brand-header [data-hamburger]')).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('brand-header [data-mobile-menu]')).toBeVisible();
    },
  },
  ...PERSONAS.map((persona) => ({ path: '/gates.html', persona })),
  ...PERSONAS.filter((persona) => persona !== 'anonymous').map((persona) => ({ path: '/gates-redirect.html', persona })),
  ...PERSONAS.map((persona) => ({ path: '/visitors.html', persona })),
  { path: '/login.html' },
  ...PERSONAS.map((persona) => ({ path: '/storefront.html?theme=zyn', persona, viewport: PHONE })),
  {
    path: '/storefront.html?theme=thunder',
    viewport: PHONE,
    label: 'the account and notice of a logged-in member, phone menu open',
    persona: 'demo-lau',
    act: async (page) => {
      await page.locator('brand-header [data-hamburger]').click();
      await expect(page.locator('brand-header [data-hamburger]')).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('brand-header [data-mobile-menu]')).toBeVisible();
    },
  },
];

const name = (check: Check) =>
  [check.path, check.persona && `as ${check.persona}`, check.viewport && `at ${check.viewport.width}px`, check.label && `with ${check.label}`].filter(Boolean).join(' ');

test.describe('accessibility (axe, WCAG 2.2 A and AA)', () => {
  test('every demo page is checked here or in the spec that owns it', () => {
    const here = dirname(fileURLToPath(import.meta.url));
    const demo = join(here, '../../demo');
    const elsewhere: Record<string, string> = { 'storefront.html': 'chrome.spec.ts', 'age-gate-partner.html': 'ageGate.spec.ts', 'gates.html': 'gates.spec.ts' };
    // Every theme of the gallery, on the page demo.spec.ts opens for its theme checks.
    const demoSpec = readFileSync(join(here, 'demo.spec.ts'), 'utf8');
    expect(demoSpec, 'demo.spec.ts checks the gallery in every theme with axe').toMatch(/goto\(`\/elements\.html\?theme=\$\{theme\}`\)[\s\S]*seriousViolations\(page\)/);
    for (const file of readdirSync(demo).filter((entry) => entry.endsWith('.html'))) {
      const path = file === 'index.html' ? '/' : `/${file}`;
      expect(CHECKS.some((check) => check.path.split('?')[0] === path), `${file} has an axe check in accessibility.spec.ts`).toBe(true);
      const owner = elsewhere[file];
      if (owner) expect(readFileSync(join(here, owner), 'utf8'), `${owner} checks ${file} with axe`).toMatch(/seriousViolations\(page\)/);
    }
  });

  for (const check of CHECKS) {
    test(`${name(check)}: no serious or critical violations`, async ({ page, problems }) => {
      if (check.viewport) await page.setViewportSize(check.viewport);
      if (check.persona) await become(page, check.persona, check.path);
      else await page.goto(check.path);
      if (await page.evaluate(() => [...document.querySelectorAll('*')].some((el) => el.localName.startsWith('brand-') && el.localName !== 'brand-page'))) {
        await waitForElements(page);
      }
      await check.act?.(page);
      expect(await seriousViolations(page)).toEqual([]);
      expect(problems.messages).toEqual([]);
    });
  }
});

/** The focused element through shadow roots, as "role-ish name: text". */
const focused = (page: Page) =>
  page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active) return '';
    const label = active.getAttribute('aria-label') ?? (active.getAttribute('role') === 'dialog' ? 'dialog' : (active.textContent ?? '').trim());
    return `${active.localName}: ${label}`;
  });

// The age gate's walk is in ageGate.spec.ts, the header menu's (desktop and phone) in chrome.spec.ts,
// the overlays' in gates.spec.ts.
test.describe('keyboard walks', () => {
  test('a dialog: opened with Enter, focus inside, Tab and Shift+Tab wrap, Escape closes and focus returns', async ({ page, problems }) => {
    await page.goto('/elements.html');
    await waitForElements(page);
    const opener = page.locator('[data-opens="demo-dialog"]').getByRole('button', { name: 'Open a dialog' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('#demo-dialog').getByRole('dialog', { name: 'Delivery options' });
    await expect(dialog).toBeVisible();
    await expect.poll(() => focused(page)).toBe('div: dialog');
    const forward: string[] = [];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      forward.push(await focused(page));
    }
    expect(forward).toEqual(['button: Close', 'button: Cancel', 'button: Choose', 'button: Close']);
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('button: Choose');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect.poll(() => focused(page)).toBe('button: Open a dialog');
    expect(problems.messages).toEqual([]);
  });
});
