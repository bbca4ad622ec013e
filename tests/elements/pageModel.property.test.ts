import { config, expect } from 'chai';
import fc from 'fast-check';
import '../../src/index';
import { pageConfig } from '../../src/core/stores/pageConfig';
import { captureConsole, cleanup, rendered, runtimeSettled, settle, until } from './helpers';
import { expectedHosts, pageModel, type ExpectedHost, type GeneratedPage } from './fixtures/modelArbitraries';

/**
 * Property-based: random and malformed page models (tests/elements/fixtures/modelArbitraries.ts)
 * go into a fresh <brand-page> through the server-embedded __INITIAL_STATE__ script. Whatever the
 * model, nothing escapes the error boundaries, and the page holds exactly the hosts an
 * independent oracle of the contract expects: same paths, tags, nesting and order.
 *
 * fast-check prints the seed and path of a failure; to replay one, put them into RUN below
 * (`{ seed: …, path: '…' }`).
 */
const RUN: { numRuns: number; seed?: number; path?: string } = { numRuns: 30 };
/**
 * The 30 models take about 3 s. Once in about six runs of all the element tests, one of them did not settle and the
 * property waited out its limit (then 90 s, and passed, as it stops without failing): not reproduced alone in 3,000
 * models, so the limit is kept small (the suite's time is CI's), and the property still stops without failing.
 */
const TIME_LIMIT_MS = 20_000;

const PATH = 'data-cq-data-path';
// Show whole lists in failures (this file is bundled on its own: the setting stays here).
config.truncateThreshold = 0;
/** Console errors that mean an error got past the element boundaries. */
const ESCAPED = /escaped the element boundaries|Uncaught|The above error occurred/;

interface Observed {
  uncaught: string[];
  escapedConsole: string[];
  busy: boolean;
  actual: string[];
  wellFormedProblems: string[];
}

const describeHost = (host: Pick<ExpectedHost, 'depth' | 'tag' | 'path'>) => `${'  '.repeat(host.depth)}<${host.tag}> ${JSON.stringify(host.path)}`;

/** Every host in the page in document order, with its nesting depth among hosts. */
function renderedHosts(page: HTMLElement): Array<{ element: HTMLElement; depth: number; tag: string; path: string }> {
  return [...page.querySelectorAll<HTMLElement>(`[${PATH}]`)].map((element) => {
    let depth = 0;
    for (let parent = element.parentElement; parent && parent !== page; parent = parent.parentElement) if (parent.hasAttribute(PATH)) depth++;
    return { element, depth, tag: element.localName, path: element.getAttribute(PATH)! };
  });
}

/** '' when equal, else where the rendered hosts first differ from the expected ones and what is missing or extra. */
function hostDiff(expected: string[], actual: string[]): string {
  if (expected.length === actual.length && expected.every((line, index) => line === actual[index])) return '';
  const first = expected.findIndex((line, index) => line !== actual[index]);
  const at = first < 0 ? expected.length : first;
  const count = (list: string[]) => list.reduce((map, line) => map.set(line, (map.get(line) ?? 0) + 1), new Map<string, number>());
  const [want, got] = [count(expected), count(actual)];
  const missing = [...want].filter(([line, n]) => (got.get(line) ?? 0) < n).map(([line]) => line.trim());
  const extra = [...got].filter(([line, n]) => (want.get(line) ?? 0) < n).map(([line]) => line.trim());
  const show = (list: string[]) => (list.length > 12 ? [...list.slice(0, 12), `… ${list.length - 12} more`] : list).join('\n    ');
  return [
    `${expected.length} expected, ${actual.length} rendered; first difference at #${at}: expected ${expected[at]?.trim() ?? '(end)'}, got ${actual[at]?.trim() ?? '(end)'}`,
    `  missing:\n    ${show(missing) || '(none)'}`,
    `  extra:\n    ${show(extra) || '(none)'}`,
  ].join('\n');
}

async function renderModel({ model }: GeneratedPage, expected: ExpectedHost[]): Promise<Observed> {
  const uncaught: string[] = [];
  // Capture listeners on window run before mocha's own handlers: a failure is reported by the property, not as a stray error.
  const onError = (event: ErrorEvent) => {
    uncaught.push(`error: ${event.message}`);
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    uncaught.push(`unhandledrejection: ${reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason)}`);
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  window.addEventListener('error', onError, true);
  window.addEventListener('unhandledrejection', onRejection, true);
  let busy = false;
  let actual: string[] = [];
  const wellFormedProblems: string[] = [];
  const json = JSON.stringify(model);
  try {
    const { errors } = await captureConsole(async () => {
      const page = document.createElement('brand-page');
      const script = document.createElement('script');
      script.type = 'application/json';
      script.id = '__INITIAL_STATE__';
      script.textContent = json; // through the DOM, not HTML: a "</script>" in a string stays a string
      page.append(script);
      const container = document.createElement('div');
      container.append(page);
      document.body.append(container);
      try {
        // An error that got out (say, from the render) leaves the page busy: no point waiting then.
        await until(() => !page.hasAttribute('aria-busy') || uncaught.length > 0, 4000, 'the page to finish loading');
        busy = page.hasAttribute('aria-busy');
      } catch {
        busy = true;
      }
      // "No element in an error state" waits until every element has rendered (the runtime has worked
      // through its queue, and each host shows what it was given), not a fixed time.
      await runtimeSettled();
      await rendered(...renderedHosts(page).map((host) => host.element));
      const hosts = renderedHosts(page);
      actual = hosts.map(describeHost);
      // When the hosts match the expected ones (else the host check fails anyway), host i is node i.
      if (hostDiff(expected.map(describeHost), actual) === '') {
        expected.forEach((node, index) => {
          const element = hosts[index]!.element;
          if (!node.wellFormed) return;
          if (!element.shadowRoot) wellFormedProblems.push(`${describeHost(node).trim()}: no shadow root`);
          else if (element.hasAttribute('data-brand-error')) wellFormedProblems.push(`${describeHost(node).trim()}: data-brand-error="${element.getAttribute('data-brand-error')}"`);
        });
      }
      // A last look for late errors (a rejected promise is reported after a task).
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    return { uncaught, escapedConsole: errors.filter((line) => ESCAPED.test(line)), busy, actual, wellFormedProblems };
  } finally {
    window.removeEventListener('error', onError, true);
    window.removeEventListener('unhandledrejection', onRejection, true);
    cleanup();
    pageConfig.set({});
    await settle();
  }
}

describe('<brand-page> with generated page models (property)', function () {
  this.timeout(TIME_LIMIT_MS + 20_000);

  afterEach(async () => {
    cleanup();
    pageConfig.set({});
    await settle();
  });

  it('a :type named like an Object.prototype member maps to nothing (found by the property below)', async () => {
    const model = {
      ':path': '/content/fuzz/home',
      ':items': { a: { ':type': 'constructor' }, b: { ':type': '__proto__' }, c: { ':type': 'toString' }, ok: { ':type': 'brand/components/text', text: 'ok' } },
    };
    const generated: GeneratedPage = { model, base: '/content/fuzz/home/jcr:content' };
    const observed = await renderModel(generated, expectedHosts(model, generated.base));
    expect(observed.uncaught).to.deep.equal([]);
    expect(observed.actual).to.deep.equal(['<brand-text> "/content/fuzz/home/jcr:content/ok"']);
  });

  it('never lets an error out of its boundaries, and renders exactly the valid nodes, in model order', async () => {
    let valid = 0;
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(pageModel, async (generated) => {
        const expected = expectedHosts(JSON.parse(JSON.stringify(generated.model)), generated.base);
        const observed = await renderModel(generated, expected);
        runs++;
        valid += expected.length;
        expect(observed.uncaught, 'errors that reached window').to.deep.equal([]);
        expect(observed.escapedConsole, 'console errors of an error past the boundaries').to.deep.equal([]);
        expect(observed.busy, '<brand-page> still aria-busy').to.equal(false);
        expect((window as { __pwned?: unknown }).__pwned, 'script from model text ran').to.equal(undefined);
        const diff = hostDiff(expected.map(describeHost), observed.actual);
        if (diff) expect.fail(`hosts (depth, <tag>, data-cq-data-path) in document order: ${diff}`);
        expect(observed.wellFormedProblems, 'well-formed valid nodes').to.deep.equal([]);
      }),
      { ...RUN, includeErrorInReport: true, plugins: [fc.interruptAfterTimeLimit(TIME_LIMIT_MS, { failOnInterrupt: false })] },
    );
    // The generator must actually exercise rendering: on average several valid nodes per model.
    expect(valid, `valid nodes over ${runs} models`).to.be.greaterThan(runs * 2);
  });
});
