import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axeCore from 'axe-core';
import type { AxeResults, PartialResults, RunOptions } from 'axe-core';
import { test as base, expect, type BrowserContext, type CDPSession, type Cookie, type Frame, type Locator, type Page } from '@playwright/test';

/** Console errors/warnings, page errors and failed requests seen while a test ran. */
export interface PageProblems {
  messages: string[];
  failedRequests: string[];
}

/**
 * The demo pages built by a `<brand-page model-url>` in their markup (README "Server rendering", "In the
 * demo"): the demo serves them rendered on the server with `ssr=1`.
 */
const SERVER_RENDERED_PAGES = /^\/(storefront|accordion|carousel|gates|gates-redirect|visitors)\.html(\?|$)/;

/** A demo page's address with `ssr=1`: the demo serves the page rendered on the server (README "Server rendering"). */
export function serverRendered(url: string): string {
  const [path, hash = ''] = url.split('#');
  if (!SERVER_RENDERED_PAGES.test(path!) || /[?&]ssr=1\b/.test(path!)) return url;
  return `${path}${path!.includes('?') ? '&' : '?'}ssr=1${hash ? `#${hash}` : ''}`;
}

/** " (at <frame>; <frame>; <frame>)": the first three frames of an error's stack, after its message line. */
function thrownAt(error: Error): string {
  const frames = (error.stack ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('at '))
    .slice(0, 3)
    .map((line) => line.slice(3));
  return frames.length ? ` (at ${frames.join('; ')})` : '';
}

/**
 * Takes the tab to about:blank while the test's routes still hold, again if the page's own navigation cuts in. The
 * tab is reused (playwright.config.mjs), and Playwright's reset for the next test starts with that same navigation:
 * a navigation the page started late (an account element sent to log in by `location.replace`, whose route answered
 * 204 during the test) cut into it there, and the next test failed before it began ("Navigation to about:blank is
 * interrupted by another navigation"). Once about:blank is in, the old document, and what it would start, is gone.
 */
async function leaveBlank(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 5 && !page.isClosed(); attempt++) {
    try {
      await page.mainFrame().goto('about:blank');
      return;
    } catch (error) {
      if (!/interrupted by another navigation/i.test(String(error))) return;
    }
  }
}

export const test = base.extend<{ problems: PageProblems; ageGranted: boolean; ssr: boolean }>({
  /**
   * The `ssr` project (playwright.config.mjs) runs the journeys whose server-rendered start differs again on
   * the pages as the server renders them: every `page.goto` of a <brand-page> demo page asks for the
   * server-rendered page.
   */
  ssr: [false, { option: true }],
  page: async ({ page, ssr }, use) => {
    if (ssr) {
      const goto = page.goto.bind(page);
      page.goto = (url, options) => goto(serverRendered(url), options);
    }
    // A clock a test leaves paused, Playwright resumes as it hands the reused context on (playwright.config.mjs), without
    // waiting: the init script that resume adds could outlive the reset and run in the next test's first page before
    // that test's clock was installed, an uncaught "Cannot read properties of undefined (reading 'controller')" there
    // (at <anonymous>:2:28, the line Playwright wraps an init script's source in). Resumed here and awaited, it is not.
    const { clock } = page;
    const { pauseAt, resume } = clock;
    let paused = false;
    clock.pauseAt = async (time) => {
      await pauseAt.call(clock, time);
      paused = true;
    };
    clock.resume = async () => {
      await resume.call(clock);
      paused = false;
    };
    await use(page);
    // (The next test gets a new Page and a new clock object: the wrapped methods go with this one.)
    if (paused) await resume.call(clock).catch(() => undefined);
    await leaveBlank(page);
  },
  /**
   * Every page has an age gate; tests of other features start as a visitor who answered it
   * (the gate's own tests set `test.use({ ageGranted: false })`).
   */
  ageGranted: [true, { option: true }],
  context: async ({ context, ageGranted, baseURL }, use) => {
    if (ageGranted) {
      const url = baseURL ?? 'http://127.0.0.1';
      await context.addCookies(['sag_gb', 'sag_default'].map((name) => ({ name, value: 'granted', url })));
    }
    // The context and its tab are reused (playwright.config.mjs): Playwright resets cookies, storage, cache, routes,
    // init scripts, the clock and its own emulation for the next test, not the permissions a test granted nor the
    // DevTools sessions it opened (a CPU slowed down through one stays slowed until it is detached). Both are undone
    // here. (Offline mode, geolocation and context-wide headers would stay too: no test sets them.)
    const sessions: CDPSession[] = [];
    const newCDPSession = context.newCDPSession.bind(context);
    context.newCDPSession = async (target) => {
      const session = await newCDPSession(target);
      sessions.push(session);
      return session;
    };
    await use(context);
    // (A test may have closed the context, or detached its session. The CPU's rate is set back before the detach,
    // which would reset it too, but in its own time: the next test's own slowing could come first and be undone.)
    for (const session of sessions) {
      await session.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined);
      await session.detach().catch(() => undefined);
    }
    await context.clearPermissions().catch(() => undefined);
  },
  problems: async ({ page }, use) => {
    const problems: PageProblems = { messages: [], failedRequests: [] };
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.messages.push(`${message.type()}: ${message.text()}`);
    });
    // With where it was thrown (the stack's first frames): an uncaught error in a run on another machine can then be traced.
    page.on('pageerror', (error) => problems.messages.push(`pageerror: ${error.message}${thrownAt(error)}`));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.failedRequests.push(`${response.status()} ${response.url()}`);
    });
    page.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText;
      // The browser cancelling a request it no longer needs (the page navigated on while a picture was
      // loading, an image left the DOM) is no failure of the page or the server.
      if (reason === 'net::ERR_ABORTED') return;
      problems.failedRequests.push(`failed ${request.url()} ${reason}`);
    });
    await use(problems);
  },
});

export { expect };

export const THEMES = {
  zyn: 'rgb(0, 169, 224)',
  zyn3: 'rgb(31, 111, 235)',
  iqos: 'rgb(0, 209, 210)',
  'veev-vape': 'rgb(109, 74, 255)',
  thunder: 'rgb(210, 32, 47)',
} as const;

/**
 * The next frame and the task after it: what the last commit scheduled (React's passive effects,
 * events queued by loads) has run. An ordering point after a condition, not a wait for time.
 */
export async function afterNextFrame(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/**
 * Defined is not rendered: a page renders in slices. Waits until no gate is still deciding and every
 * brand-* element, those inside shadow roots (an overlay's fragment) included, shows what it was
 * given (`updateComplete`), again as long as new ones keep appearing.
 */
export async function elementsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[data-gate-state="pending"]'));
  await page.evaluate(async () => {
    // A server-rendered element asleep (README "Islands": its policy in data-brand-hydrate) shows the server's
    // final markup: settled as it is until it wakes and loses the attribute.
    const asleep = (element: Element) => ['never', 'visible', 'interaction'].includes(element.getAttribute('data-brand-hydrate') ?? '');
    const hosts = () => {
      const found: Element[] = [];
      const visit = (root: Document | ShadowRoot) => {
        for (const element of root.querySelectorAll('*')) {
          if (element.localName.startsWith('brand-') && element.localName !== 'brand-page' && !asleep(element)) found.push(element);
          if (element.shadowRoot) visit(element.shadowRoot);
        }
      };
      visit(document);
      return found;
    };
    // On a server-rendered page, an awake element whose server <style> elements are still there has not hydrated
    // (or been taken over) yet: React has not read its markup, whatever its updateComplete says (it is not
    // mounted). (Elements rendered in the browser adopt their sheets: no <style> in their shadow roots.)
    const serverRendered = document.querySelector('[data-brand-server-rendered]') !== null;
    const hydrating = () => serverRendered && hosts().some((host) => [...(host.shadowRoot?.children ?? [])].some((child) => child.localName === 'style'));
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // The islands runtime starts with <brand-page>'s code (before it is no longer busy): until then every element
    // sleeps and looks settled, and one seen wakes after this had returned.
    const page = document.querySelector('brand-page');
    if (serverRendered && page) {
      await customElements.whenDefined('brand-page');
      while (page.isConnected && page.hasAttribute('aria-busy')) await frame();
    }
    for (let round = 0; round < 50; round++) {
      const now = hosts();
      await Promise.all(
        now.map(async (host) => {
          await customElements.whenDefined(host.localName);
          await (host as HTMLElement & { updateComplete?: Promise<void> }).updateComplete;
        }),
      );
      while (hydrating()) await frame();
      await frame();
      // An element that wakes when seen is woken in an IntersectionObserver's callback, a task after the frame
      // callbacks above. One of ours, made after the page's, is called after it in the same notification:
      // once ours has reported, every element in view has woken and is counted below.
      await new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(document.documentElement);
      });
      if (hosts().length === now.length && !hydrating()) return;
    }
  });
}

export async function waitForElements(page: Page): Promise<number> {
  await page.waitForFunction(() => {
    if ([...document.querySelectorAll('brand-page')].some((el) => el.hasAttribute('aria-busy'))) return false;
    const hosts = [...document.querySelectorAll('*')].filter((el) => el.localName.startsWith('brand-') && el.localName !== 'brand-page');
    // (An element asleep on a server-rendered page shows its final server markup: see elementsSettled.)
    const asleep = (element: Element) => ['never', 'visible', 'interaction'].includes(element.getAttribute('data-brand-hydrate') ?? '');
    return hosts.length > 0 && hosts.every((host) => (customElements.get(host.localName) || asleep(host)) && host.shadowRoot);
  });
  await elementsSettled(page);
  await afterNextFrame(page);
  return page.evaluate(() => [...document.querySelectorAll('*')].filter((el) => el.localName.startsWith('brand-') && el.localName !== 'brand-page').length);
}

/**
 * Resolves once every request the page's scripts made so far has been reported: the page fetches a marker
 * address of its own and the test waits for that request (a page's requests are reported in the order it
 * makes them). A "nothing was sent" check waits for this.
 */
export async function requestsReported(page: Page): Promise<void> {
  const marker = `/mock/health?reported=${Math.random().toString(36).slice(2)}`;
  const seen = page.waitForRequest((request) => request.url().endsWith(marker));
  await page.evaluate((url) => void fetch(url), marker);
  await seen;
}

/** The WCAG levels every page is held to: 2.0, 2.1 and 2.2, A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Waits until no finite CSS transition or animation runs (shadow roots included), after two frames
 * so those started by the last change have begun; endless ones (spinners) are left running.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(() => {
    // document.getAnimations() leaves out shadow trees: each root is asked for its own.
    const animations: Animation[] = [];
    const visit = (root: Document | ShadowRoot) => {
      animations.push(...root.getAnimations());
      for (const element of root.querySelectorAll('*')) if (element.shadowRoot) visit(element.shadowRoot);
    };
    visit(document);
    return animations.every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity);
  });
}

/**
 * Waits until every page-wide gate has decided (`data-gate-state` neither `pending` nor, unless a
 * gate ahead holds it with its dialog, `waiting`) and returns the states by tag.
 */
export async function gateStates(page: Page): Promise<Record<string, string>> {
  const states = await page.waitForFunction(() => {
    if (document.querySelector('brand-page[aria-busy]')) return undefined;
    const gates = [...document.querySelectorAll('brand-age-gate, brand-geofence, brand-visibility-gate')];
    const entries = gates.map((gate) => [gate.localName, gate.getAttribute('data-gate-state') ?? 'pending'] as const);
    const values = entries.map(([, state]) => state);
    const held = values.some((state) => state === 'open' || state === 'refused');
    // (No gate at all: a returning visitor on a page that restricts no one; <brand-page> adds its gates before it is done.)
    if (values.includes('pending') || (values.includes('waiting') && !held)) return undefined;
    return Object.fromEntries(entries);
  });
  // waitForFunction resolves on a truthy value only.
  return (await states.jsonValue())!;
}

type AxeWindow = Window & { axe?: typeof axeCore };

/**
 * axe-core's minified build, put into each page it checks: the same rules as `axeCore.source` (its unminified
 * build, 1.3 MB), in two thirds of its time to evaluate (0.43 s against 0.63 s a page on a slow machine, some hundreds
 * of pages a run).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's partial results for `frame` and, in axe's frame order, every frame inside it (axe.runPartial in each,
 * the protocol of @axe-core/playwright's default mode). A frame with no document yet (a lazy <iframe> not scrolled
 * into view, whose address is still empty) is not tested, as there: null in its place.
 */
async function axePartials(frame: Frame, context: unknown, options: RunOptions): Promise<PartialResults> {
  const frames = await frameContexts(frame, context);
  const own = frame.evaluate(([within, run]) => (window as AxeWindow).axe!.runPartial(within as never, run), [context, options] as const);
  const children: PartialResults[] = [];
  for (const { frame: child, frameContext } of frames) children.push(child ? await axePartials(child, frameContext, options) : [null]);
  return [await own, ...children.flat(1)];
}

/** axe in `frame` (injected once), and the frames inside it in axe's order, each with its document's frame or null. */
async function frameContexts(frame: Frame, context: unknown): Promise<{ frame: Frame | null; frameContext: unknown }[]> {
  if (!(await frame.evaluate(() => typeof (window as AxeWindow).axe === 'object'))) await frame.evaluate(AXE_SOURCE);
  const frames = await frame.evaluate((within) => (window as AxeWindow).axe!.utils.getFrameContexts(within as never), context);
  const found = [];
  for (const { frameSelector, frameContext } of frames) {
    const element = (await frame.evaluateHandle((selector) => (window as AxeWindow).axe!.utils.shadowSelect(selector), frameSelector)).asElement();
    const child = await element?.contentFrame();
    found.push({ frame: child && child.url() !== '' ? child : null, frameContext });
  }
  return found;
}

/**
 * axe-core's violations (WCAG 2.0, 2.1 and 2.2, A and AA) for the page as it is now, every frame with a document
 * included; `within`: a CSS selector to check only that part of the page.
 *
 * Each frame runs axe.runPartial and the page puts the parts together (axe.finishRun), as @axe-core/playwright
 * does, without its blank page for the last step (a page opened and closed per check) or its second's wait on a
 * frame with no document: the same rules and results (compared on the gallery and the help page, whose partner
 * frame is cross-origin), in a tenth of the time on a small page. The page's own part never leaves it: it is made
 * and finished in one call (sent out and back, a part holds every node checked: two thirds of the gallery's 4.5 s).
 */
export async function axeResults(page: Page, within?: string): Promise<AxeResults> {
  // Only violations are read: axe then keeps one node per pass instead of every one (a quarter of a catalogue page's time).
  const options: RunOptions = { runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'] };
  const context = { include: within ? [within] : [], exclude: [] };
  const frames = await frameContexts(page.mainFrame(), context);
  const children: PartialResults[] = [];
  for (const { frame, frameContext } of frames) children.push(frame ? await axePartials(frame, frameContext, options) : [null]);
  return page.evaluate(
    async ([own, run, parts]) => {
      const { axe } = window as AxeWindow;
      return axe!.finishRun([await axe!.runPartial(own as never, run), ...parts], run);
    },
    [context, options, children.flat(1)] as const,
  );
}

/**
 * axe-core's serious and critical violations on the page once its transitions have ended (shadow
 * roots included), one line each with the rule and the nodes, so a failing test says what to fix.
 * `within`: a CSS selector to check only that part of the page (the gallery is long: the whole of it takes seconds).
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  // What axe reads is rendered, and colours read mid-transition are neither the old nor the new ones.
  await elementsSettled(page);
  await animationsSettled(page);
  const results = await axeResults(page, within);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * Plays a demo persona (anonymous, demo-lau, demo-hav, demo-dev) through /login.html, then opens `path`
 * (in the `ssr` project, as the server renders it: the login page sends the browser there itself).
 */
export async function become(page: Page, persona: string, path: string): Promise<void> {
  const ssr = (test.info().project.use as { ssr?: boolean }).ssr === true;
  await page.goto(`/login.html?persona=${persona}&return=${encodeURIComponent(ssr ? serverRendered(path) : path)}`);
  await page.waitForURL(`**${path.split('?')[0]}*`);
}

/**
 * The visitor's first input on the page: a Shift key press, which changes nothing. On a server-rendered page the
 * elements that wait for one (README "Islands": a rotating carousel, a muted video) then wake where seen.
 */
export async function firstInput(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
}

/**
 * Holds every request for `url` (a glob, as page.route takes it) until the returned function is called:
 * the code of an element, or the loader, arriving late, at the moment the test chooses.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** A layout shift the page recorded: its value, its time (page time) and its sources' tags (`?` inside a shadow root). */
export interface RecordedShift {
  value: number;
  at: number;
  sources: string[];
}

/**
 * Records every layout shift from the page's first frame (an observer installed before any of the page's scripts, with
 * `buffered: true`), and the start of the second frame once the HTML is parsed (the first one shows what the parser
 * added last), for every navigation of `page` from now on. Read them with layoutShifts.
 */
export const recordLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: RecordedShift[] = [];
    const record = (entries: PerformanceEntryList) => {
      for (const entry of entries as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }>) {
        if (!entry.hadRecentInput) shifts.push({ value: entry.value, at: entry.startTime, sources: (entry.sources ?? []).map((source) => (source.node as Element | null | undefined)?.localName ?? '?') });
      }
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () =>
      requestAnimationFrame(() => requestAnimationFrame((time) => ((window as unknown as { __parsedShown: number }).__parsedShown = time))),
    );
    // The shifts so far (from `since`, page time), those of frames already painted but not yet delivered to the observer included.
    (window as unknown as { __layoutShifts: (since: number) => RecordedShift[] }).__layoutShifts = (since) => {
      record(observer.takeRecords());
      return shifts.filter((shift) => shift.at >= since);
    };
  });

/** The layout shifts recordLayoutShifts recorded on the current page: all, or (`afterParsing`) those from the second frame after parsing. */
export const layoutShifts = (page: Page, { afterParsing = false } = {}): Promise<RecordedShift[]> =>
  page.evaluate((afterParsing) => {
    const state = window as unknown as { __layoutShifts: (since: number) => RecordedShift[]; __parsedShown?: number };
    if (afterParsing && state.__parsedShown === undefined) throw new Error('the page has not shown a frame after parsing yet');
    return state.__layoutShifts(afterParsing ? state.__parsedShown! : 0);
  }, afterParsing);

/**
 * The cookie `name` as the browser's cookie store has it. A page's `document.cookie` write reaches that store a moment
 * after the page goes on (the renderer sends it and does not wait): a check of one the page just wrote polls this, and
 * a test waits for it before it clears the cookies or reloads (a write still on its way could land after the clearing).
 */
export async function storedCookie(context: BrowserContext, name: string): Promise<Cookie | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === name);
}

/**
 * The demo's limited edition is open in a window of whole hours around the time of each request for it
 * (demo/mock/pages/countdown.mjs): a test that reads that window and then loads the page gets the same one unless
 * an hour turns in between. Within `margin` ms of the turn, this waits until it has passed.
 */
export async function clearOfHourTurn(margin = 20_000): Promise<void> {
  const HOUR = 3_600_000;
  const left = HOUR - (Date.now() % HOUR);
  if (left < margin) await new Promise((passed) => setTimeout(passed, left + 500));
}

/**
 * The mock answers the calls whose path contains `path` with `fault` (docs/mock-api.md). The path's cookie is set
 * first, then the fault's: cookies given in one call are not set at one instant, and a call the live page made in
 * between met an unscoped fault (a 500 on the member's profile ends the session, and the page went to log in).
 */
export async function injectFault(context: BrowserContext, fault: string, path: string, url: string): Promise<void> {
  await context.addCookies([{ name: 'demo_fault_path', value: path, url }]);
  await context.addCookies([{ name: 'demo_fault', value: fault, url }]);
}

/**
 * A copy of a demo persona for this test alone (`demo-hav.<tag>`, demo/mock/personaSandbox.mjs), logged in by its
 * cookies as /login.html would set them, then `path` opened: a test that changes an account (devices, addresses,
 * cards, orders) never meets another test's changes, and the shared personas stay as seeded. Returns the consumer id.
 */
export async function becomeFresh(page: Page, persona: 'demo-lau' | 'demo-hav' | 'demo-dev', path: string): Promise<string> {
  const uid = `${persona}.${Math.random().toString(36).slice(2, 10)}`;
  const url = test.info().project.use.baseURL ?? 'http://127.0.0.1';
  await page.context().addCookies([
    { name: 'brand_uid', value: uid, url, sameSite: 'Strict' },
    { name: 'brand_token', value: `token-${uid}`, url, sameSite: 'Strict' },
  ]);
  await page.goto(path);
  return uid;
}

/**
 * Waits until focus is inside `locator` (in its shadow root or light DOM): a dialog takes focus as it opens, and a key
 * pressed before that goes to the page, not to the dialog (a flake on a loaded machine).
 */
export async function expectFocusWithin(locator: Locator): Promise<void> {
  await expect
    .poll(() =>
      locator.evaluate((element) => {
        const root = element.getRootNode() as Document | ShadowRoot;
        let active = root.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        return !!active && (element === active || element.contains(active) || element.contains(root.activeElement));
      }),
    )
    .toBe(true);
}
