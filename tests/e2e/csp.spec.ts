import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { afterNextFrame, expect, expectFocusWithin, test, THEMES, waitForElements, type PageProblems } from './fixtures';
import { FIRST_VISIT_SCRIPT } from '../../src/core/gates/firstVisitGate';

/** The CSP source of the first visit's age gate script (src/core/gates/firstVisitGate.ts). */
const FIRST_VISIT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(FIRST_VISIT_SCRIPT).digest('base64')}'`;

/**
 * Every demo page served with the strict Content Security Policy of demo/server.mjs (`?csp=strict`:
 * scripts and styles from files only, no `unsafe-inline`, Trusted Types enforced). A page passes when
 * the browser reports no violation (the `securitypolicyviolation` event, which also reaches us from
 * shadow roots, and the console), nothing else is logged, and the elements' styles are applied.
 */

/** Counts the page's requests in flight, from before it is opened. */
function requestsInFlight(page: Page): () => number {
  let count = 0;
  page.on('request', () => count++);
  page.on('requestfinished', () => count--);
  page.on('requestfailed', () => count--);
  return () => count;
}

/**
 * Waits for what a scroll starts: two frames (lazy loads begin on intersection), every request
 * ending, then a frame and a task for the violation events those loads queued.
 */
async function loadsSettled(page: Page, inFlight: () => number): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect.poll(inFlight, { message: 'requests in flight' }).toBe(0);
  await afterNextFrame(page);
}

/** Collects every CSP violation the page reports, from before its first script. */
async function strict(page: Page, path: string, mode: 'strict' | 'strict-hashes' = 'strict'): Promise<string> {
  await page.addInitScript(() => {
    (window as unknown as { __violations: string[] }).__violations = [];
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const w = window as unknown as { __violations: string[]; __probeReported?: boolean };
        // The test's own violation (see violations below), reported after every earlier one.
        if ((event.target as Element | null)?.id === 'csp-settled-probe') w.__probeReported = true;
        else w.__violations.push(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`);
      },
      true,
    );
  });
  const response = await page.goto(`${path}${path.includes('?') ? '&' : '?'}csp=${mode}`);
  const policy = (await response!.allHeaders())['content-security-policy'] ?? '';
  // The check is only worth something if the policy is really the strict one.
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("style-src 'self'");
  expect(policy).toContain("require-trusted-types-for 'script'");
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toContain('unsafe-eval');
  return policy;
}

/** The style the probe below is refused: the console names it by this hash. */
const PROBE_STYLE = 'outline: 0';
const PROBE_HASH = `sha256-${createHash('sha256').update(PROBE_STYLE).digest('base64')}`;

/**
 * The violations the page reported, once every one it made so far has been reported: the test makes one of its
 * own (an inline style attribute, which the policy refuses) and waits for its report. Reports are queued in
 * the order the violations happen, so any earlier one has been counted by then. The probe's own console line
 * is taken out of `problems`.
 */
async function violations(page: Page, problems: PageProblems): Promise<string[]> {
  await page.evaluate((style) => {
    const probe = document.createElement('span');
    probe.id = 'csp-settled-probe';
    probe.setAttribute('style', style);
    document.body.append(probe);
  }, PROBE_STYLE);
  await page.waitForFunction(() => (window as unknown as { __probeReported?: boolean }).__probeReported === true);
  const reported = await page.evaluate(() => {
    document.getElementById('csp-settled-probe')?.remove();
    return (window as unknown as { __violations: string[] }).__violations;
  });
  const probeLine = problems.messages.findIndex((message) => message.includes(PROBE_HASH));
  expect(probeLine, "the probe's own console line").toBeGreaterThanOrEqual(0);
  problems.messages.splice(probeLine, 1);
  return reported;
}

/** The contained brand-button's fill: the theme's primary colour when the element's styles apply. */
const buttonFill = (page: Page, selector = 'brand-button') =>
  page.evaluate((css) => {
    const host = document.querySelector(css)!;
    return getComputedStyle(host.shadowRoot!.querySelector('a, button')!).backgroundColor;
  }, selector);

const PAGES = [
  '/',
  '/elements.html',
  '/elements.html?theme=thunder&dir=rtl',
  '/elements.html?lang=km',
  '/elements.html?cq:wcmmode=edit',
  '/storefront.html?theme=zyn',
  '/storefront.html?theme=iqos&lang=ar',
  '/storefront.html?theme=veev-vape&lang=km',
  // Server-rendered: its <style> elements carry the response's nonce.
  '/storefront.html?theme=zyn&ssr=1',
  '/storefront.html?theme=iqos&lang=ar&ssr=1',
  '/storefront.html?page=flavours&theme=zyn3',
  '/partner.html',
  '/partner-form.html',
  '/playground.html',
  '/universal-editor.html',
  '/age-gate-partner.html',
  '/header-partner.html',
  '/first-screen.html',
  '/gates.html',
  '/visitors.html',
  '/login.html',
];

test.describe('strict Content Security Policy (?csp=strict)', () => {
  for (const path of PAGES) {
    test(`${path}: renders with no CSP violation`, async ({ page, problems }) => {
      const inFlight = requestsInFlight(page);
      await strict(page, path);
      // (The Universal Editor demo's elements are in its frame.)
      if (!['/', '/login.html', '/visitors.html', '/universal-editor.html'].includes(path)) await waitForElements(page);
      // Scroll to the end and back: lazy images, the rating widget's provider script.
      await page.mouse.wheel(0, 20000);
      await loadsSettled(page, inFlight);
      await page.mouse.wheel(0, -20000);
      await loadsSettled(page, inFlight);
      expect(await violations(page, problems)).toEqual([]);
      expect(problems.messages).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
    });
  }

  test('the elements are styled: constructable stylesheets are not inline styles', async ({ page, problems }) => {
    await strict(page, '/elements.html?theme=iqos');
    await waitForElements(page);
    expect(await buttonFill(page, 'brand-button[variant="contained"], brand-button:not([variant])')).toBe(THEMES.iqos);
    const styleTags = await page.evaluate(() => {
      let count = document.querySelectorAll('style').length;
      for (const host of document.querySelectorAll('*')) count += host.shadowRoot?.querySelectorAll('style').length ?? 0;
      return count;
    });
    expect(styleTags, 'no <style> element anywhere').toBe(0);
    expect(await violations(page, problems)).toEqual([]);
    expect(problems.messages).toEqual([]);
  });

  test('storefront: the menu, the rating widget (a provider script through Trusted Types)', async ({ page, problems }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await strict(page, '/storefront.html?theme=zyn');
    await waitForElements(page);
    expect((await page.locator('brand-header [data-bar]').boundingBox())!.height).toBe(72);
    const item = page.locator('brand-header [data-top-item]').first();
    await item.click();
    await expect(item).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(item).toHaveAttribute('aria-expanded', 'false');
    // The footer's rating widget loads TrustPilot's script (the mock's stand-in) when scrolled into view.
    await page.locator('brand-footer footer').scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 20000);
    await expect(page.locator('brand-footer .trustpilot-widget').getByText('Excellent')).toBeVisible();
    expect(await page.locator('body > script[src*="/mock/rating/"]').count()).toBe(1);
    expect(await violations(page, problems)).toEqual([]);
    expect(problems.messages).toEqual([]);
  });

  test('elements: a dialog opens and closes', async ({ page, problems }) => {
    await strict(page, '/elements.html');
    await waitForElements(page);
    await page.locator('[data-opens="demo-dialog"]').click();
    const dialog = page.locator('#demo-dialog [role="dialog"]');
    await expect(dialog).toBeVisible();
    await expectFocusWithin(dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await violations(page, problems)).toEqual([]);
    expect(problems.messages).toEqual([]);
  });

  test('playground: editor commands re-render in place', async ({ page, problems }) => {
    await strict(page, '/playground.html');
    await waitForElements(page);
    for (const cmd of ['replace', 'insertAfter', 'delete']) await page.locator(`[data-cmd="${cmd}"]`).click();
    await waitForElements(page);
    expect(await violations(page, problems)).toEqual([]);
    expect(problems.messages).toEqual([]);
  });
});

test.describe('strict Content Security Policy by hashes (?csp=strict-hashes): a server-rendered page a cache keeps', () => {
  /** The policy's style-src sources. */
  const styleSources = (policy: string) => (/style-src ([^;]*)/.exec(policy)?.[1] ?? '').trim().split(/\s+/);

  for (const path of ['/storefront.html?theme=zyn&ssr=1', '/storefront.html?theme=iqos&lang=ar&ssr=1', '/accordion.html?ssr=1']) {
    test(`${path}: every <style> allowed by its hash, none by a nonce; the same bytes twice, with an ETag`, async ({ page, problems, request }) => {
      const inFlight = requestsInFlight(page);
      const policy = await strict(page, path, 'strict-hashes');
      const sources = styleSources(policy);
      expect(sources[0]).toBe("'self'");
      expect(sources.slice(1).length).toBeGreaterThan(2);
      for (const source of sources.slice(1)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
      expect(policy).not.toContain('nonce-');
      await waitForElements(page);
      await page.mouse.wheel(0, 20000);
      await loadsSettled(page, inFlight);
      expect(await violations(page, problems)).toEqual([]);
      expect(problems.messages).toEqual([]);
      // A cache may keep it: the same page and policy for the next visitor, with a validator.
      const again = await request.get(`${path}&csp=strict-hashes`);
      expect(again.headers()['content-security-policy']).toBe(policy);
      expect(again.headers().etag).toMatch(/^"/);
    });
  }

  test.describe('with JavaScript off, the server\'s styles are all there is', () => {
    test.use({ javaScriptEnabled: false });

    test('the storefront is styled: the hashes match the texts the browser reads', async ({ page }) => {
      await strict(page, '/storefront.html?theme=iqos&lang=ar&ssr=1', 'strict-hashes');
      expect(await page.evaluate(() => customElements.get('brand-header'))).toBeUndefined();
      // A <style> whose hash is not in the policy is not applied: the button would have no fill.
      expect(await buttonFill(page)).toBe(THEMES.iqos);
      const fonts = await page.evaluate(() => [...document.querySelectorAll('brand-page > style')].map((style) => (style as HTMLStyleElement).sheet?.cssRules.length ?? 0));
      expect(fonts.length).toBe(1);
      expect(fonts[0]).toBeGreaterThan(0);
    });
  });
});

test.describe('strict Content Security Policy: a first visit', () => {
  test.use({ ageGranted: false });

  test('the age gate asks, is answered, and the page shows', async ({ page, problems }) => {
    await strict(page, '/storefront.html?theme=zyn3');
    const gate = page.locator('brand-age-gate').getByRole('dialog');
    await gate.getByRole('button', { name: 'Yes, I am 18+' }).click();
    await expect(gate).toHaveCount(0);
    await waitForElements(page);
    expect(await violations(page, problems)).toEqual([]);
    expect(problems.messages).toEqual([]);
  });

  for (const mode of ['strict', 'strict-hashes'] as const) {
    test(`server-rendered (${mode}): the gate from the server's markup, its script allowed by ${mode === 'strict' ? 'the nonce' : 'its hash'}, is answered`, async ({ page, problems }) => {
      const policy = await strict(page, '/storefront.html?theme=zyn3&ssr=1', mode);
      const scriptSources = (/script-src ([^;]*)/.exec(policy)?.[1] ?? '').trim().split(/\s+/);
      // One inline script, the same on every page: one hash (the one README "Content Security Policy" gives), or the response's nonce.
      if (mode === 'strict-hashes') expect(scriptSources).toEqual(["'self'", FIRST_VISIT_SCRIPT_HASH]);
      else expect(scriptSources).toEqual(["'self'", expect.stringMatching(/^'nonce-/)]);
      const gate = page.locator('brand-age-gate').getByRole('dialog');
      // The page's code listens (the gate's own waits for the visitor: the click loads it and is given to it).
      await page.waitForFunction(() => customElements.get('brand-page') !== undefined && !document.querySelector('brand-page')!.hasAttribute('aria-busy'));
      await gate.getByRole('button', { name: 'Yes, I am 18+' }).click();
      await expect(gate).toHaveCount(0);
      await waitForElements(page);
      expect(await violations(page, problems)).toEqual([]);
      expect(problems.messages).toEqual([]);
    });
  }
});
