// Mount benchmark: on a fresh page with the bundle loaded, append N elements in one
// DocumentFragment, wait until every shadow root shows its rendered text, force style and
// layout, and time it. Also counts <style> elements and measures the JS heap.
import { EXPECTED_STYLE } from './variants.mjs';

/** Runs in the page. Returns timings and what the last element rendered with. */
export async function mountInPage({ tag, count }) {
  const channel = new MessageChannel();
  const nextTask = () =>
    new Promise((resolve) => {
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    });
  const label = (i) => `Benchmark text number ${i}`;
  const rendered = (el, i) => {
    const p = el.shadowRoot?.querySelector('p');
    return !!p && p.textContent === label(i);
  };

  const t0 = performance.now();
  const fragment = document.createDocumentFragment();
  const elements = [];
  for (let i = 0; i < count; i++) {
    const el = document.createElement(tag);
    el.setAttribute('text', label(i));
    fragment.append(el);
    elements.push(el);
  }
  document.body.append(fragment);

  // Elements finish in order or not, so keep checking from the first unfinished one.
  let done = 0;
  let polls = 0;
  const deadline = t0 + 30_000;
  for (;;) {
    while (done < count && rendered(elements[done], done)) done++;
    if (done === count) {
      // Check the rest were not overtaken by a later change (cheap: once).
      if (elements.every(rendered)) break;
      done = 0;
    }
    if (performance.now() > deadline) break;
    polls++;
    await nextTask();
  }
  const tRendered = performance.now();
  document.body.getBoundingClientRect();
  const last = elements[count - 1].shadowRoot?.querySelector('p');
  const color = last ? getComputedStyle(last).color : null;
  const t1 = performance.now();

  const styleOf = (el) => {
    const p = el.shadowRoot?.querySelector('p');
    if (!p) return null;
    const cs = getComputedStyle(p);
    return { fontFamily: cs.fontFamily, marginTop: cs.marginTop, marginBottom: cs.marginBottom, lineHeight: cs.lineHeight, color: cs.color };
  };
  let styleTags = document.querySelectorAll('style').length;
  let adopted = 0;
  const sheets = new Set();
  for (const el of elements) {
    if (!el.shadowRoot) continue;
    styleTags += el.shadowRoot.querySelectorAll('style').length;
    for (const sheet of el.shadowRoot.adoptedStyleSheets) {
      adopted++;
      sheets.add(sheet);
    }
  }
  return {
    ms: t1 - t0,
    renderMs: tRendered - t0,
    layoutMs: t1 - tRendered,
    polls,
    renderedCount: elements.filter(rendered).length,
    color,
    styles: [styleOf(elements[0]), styleOf(elements[count >> 1]), styleOf(elements[count - 1])],
    styleTags,
    adoptedSheets: sheets.size,
    adoptions: adopted,
    hasPerformanceMemory: !!performance.memory,
  };
}

/** Throws unless every element rendered its text with the expected styles. */
function validate(variant, count, result) {
  const problems = [];
  if (result.renderedCount !== count) problems.push(`${result.renderedCount}/${count} elements rendered their text within 30 s`);
  result.styles.forEach((style, i) => {
    const where = ['first', 'middle', 'last'][i];
    if (!style) return problems.push(`the ${where} element has no <p> in its shadow root`);
    if (!style.fontFamily.includes(EXPECTED_STYLE.fontFamilyIncludes)) problems.push(`${where} <p> font-family is "${style.fontFamily}"`);
    if (style.marginTop !== EXPECTED_STYLE.margin || style.marginBottom !== EXPECTED_STYLE.margin)
      problems.push(`${where} <p> margin is ${style.marginTop} / ${style.marginBottom}`);
    if (style.lineHeight !== EXPECTED_STYLE.lineHeight) problems.push(`${where} <p> line-height is ${style.lineHeight}`);
  });
  if (problems.length) {
    throw new Error(`variant "${variant.name}" (${count} elements) did not render styled text: ${problems.join('; ')}`);
  }
}

/**
 * One run on a fresh browser context and page.
 * @returns {Promise<{ ms: number, renderMs: number, layoutMs: number, styleTags: number, heapMB: number, loadMs: number }>}
 */
export async function mountOnce(browser, origin, variant, count) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url || 'page'})`);
    });
    await page.goto(`${origin}/${variant.name}.html`, { waitUntil: 'load' });
    const defined = await page.evaluate((tag) => !!customElements.get(tag), variant.tag);
    if (!defined) throw new Error(`variant "${variant.name}": <${variant.tag}> is not defined after the bundle loaded (${errors.join('; ') || 'no error'})`);
    const loadMs = await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.loadEventStart ?? NaN);

    const result = await page.evaluate(mountInPage, { tag: variant.tag, count });
    if (errors.length) throw new Error(`variant "${variant.name}": page errors: ${errors.join('; ')}`);
    validate(variant, count, result);

    // Heap after the mount, garbage collected, from the DevTools protocol (exact, unlike the
    // bucketed performance.memory); performance.memory as a fallback.
    let heapMB = NaN;
    try {
      const cdp = await context.newCDPSession(page);
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      heapMB = usedSize / 1e6;
      await cdp.detach();
    } catch {
      heapMB = await page.evaluate(() => (performance.memory ? performance.memory.usedJSHeapSize / 1e6 : NaN));
    }
    return { ...result, heapMB, loadMs };
  } finally {
    await context.close();
  }
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Runs every variant `runs` times, round-robin (so drift of the machine spreads evenly over the
 * variants), and returns the median figures per variant.
 */
export async function mountSeries(browser, origin, variants, { count, runs, log }) {
  const samples = new Map(variants.map((v) => [v.name, []]));
  for (let run = 0; run < runs; run++) {
    for (const variant of variants) {
      const result = await mountOnce(browser, origin, variant, count);
      samples.get(variant.name).push(result);
      log(`mount${count} ${variant.name} run ${run + 1}/${runs}: ${result.ms.toFixed(1)} ms (render ${result.renderMs.toFixed(1)}, style+layout ${result.layoutMs.toFixed(1)}, ${result.polls} polls)`);
    }
  }
  const summary = {};
  for (const [name, list] of samples) {
    summary[name] = {
      ms: median(list.map((r) => r.ms)),
      renderMs: median(list.map((r) => r.renderMs)),
      layoutMs: median(list.map((r) => r.layoutMs)),
      min: Math.min(...list.map((r) => r.ms)),
      max: Math.max(...list.map((r) => r.ms)),
      styleTags: median(list.map((r) => r.styleTags)),
      adoptedSheets: median(list.map((r) => r.adoptedSheets)),
      heapMB: median(list.map((r) => r.heapMB)),
      loadMs: median(list.map((r) => r.loadMs)),
      runs: list.length,
    };
  }
  return summary;
}
