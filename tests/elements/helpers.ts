/** Helpers for element tests in the browser. */

import { createElement } from 'react';
import { defineElement } from '../../src/elements/define';
import { mountedElements } from '../../src/react/runtime/root';

/**
 * A failed assertion about DOM nodes (`expect(root.activeElement).to.equal(status)`) keeps the nodes
 * as the error's `actual` and `expected`. The test runner clones every result to send it
 * (structuredClone), a node cannot be cloned, and the whole file would then never report: "Browser
 * tests did not finish within 120000ms" instead of the one failed assertion. So, once a file's tests
 * have run, each failure's values that cannot be cloned are replaced by a description.
 */
function sendable(value: unknown): unknown {
  try {
    structuredClone(value);
    return value;
  } catch {
    if (Array.isArray(value)) return value.map(sendable);
    if (value instanceof Element) return value.outerHTML.slice(0, 300);
    if (value instanceof Node) return `${value.nodeName}: ${String(value.textContent).slice(0, 200)}`;
    return String(value);
  }
}

function makeFailuresSendable(suite: Mocha.Suite): void {
  for (const test of suite.tests) {
    const error = test.err as (Error & { actual?: unknown; expected?: unknown }) | undefined;
    if (!error) continue;
    error.actual = sendable(error.actual);
    error.expected = sendable(error.expected);
  }
  suite.suites.forEach(makeFailuresSendable);
}

after(function () {
  let root = this.test?.parent;
  while (root?.parent) root = root.parent;
  if (root) makeFailuresSendable(root);
});

/** Yields until `condition` holds (checked after each task), or fails after `timeout` ms. */
export async function until<T>(condition: () => T | undefined | null | false, timeout = 3000, what = 'condition'): Promise<T> {
  const start = performance.now();
  for (;;) {
    const value = condition();
    if (value) return value;
    if (performance.now() - start > timeout) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const taskChannel = new MessageChannel();
/** Resolves in the next task (a message, not a timer: no clamping, no frame wait). One caller at a time. */
export function nextTask(): Promise<void> {
  return new Promise<void>((resolve) => {
    taskChannel.port1.onmessage = () => resolve();
    taskChannel.port2.postMessage(null);
  });
}

/** Resolves once `count` animation frames have begun. */
export async function nextFrames(count: number): Promise<void> {
  for (let frame = 0; frame < count; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
}

/** Lets React commit (the shared root renders in a microtask, effects after). */
export async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * A check that something did NOT happen waits for a signal that the work is finished, never a fixed
 * time (a task and a frame pass vacuously once the work is merely slower). These are such signals.
 */

/** Resolves once every host shows what it was last given (its first render included): `updateComplete`. */
export async function rendered(...hosts: Element[]): Promise<void> {
  await Promise.all(hosts.map((host) => (host as Element & { updateComplete: Promise<void> }).updateComplete));
}

function SettledProbe() {
  return createElement('i', null, 'probe');
}
defineElement('test-settled-probe', SettledProbe);

/**
 * Resolves once the runtime has worked through everything queued before this call: a probe element
 * appended at the end of the page renders after every element waiting before it (the runtime renders
 * in document order, each slice committed and its effects run before the next one renders). The probe
 * is then removed and its unmount waited for, so counts of mounted elements stay as they were.
 */
export async function runtimeSettled(): Promise<void> {
  const probe = document.createElement('test-settled-probe');
  probe.hidden = true;
  document.body.append(probe);
  await rendered(probe);
  probe.remove();
  await until(() => !mountedElements.getSnapshot().some((element) => element.host === probe), 3000, 'the probe to unmount');
}

/**
 * Resolves once a request for the missing image `x`, made now, has failed, and a frame has passed:
 * the error handlers of broken images put in the page before it, and the load, toggle and
 * animation events queued with them, have had their turn. A "nothing ran" check waits for this.
 */
export async function brokenImagesSettled(): Promise<void> {
  const probe = new Image();
  await new Promise((resolve) => {
    probe.onerror = resolve;
    probe.onload = resolve;
    probe.src = 'x';
  });
  await settle();
}

/** Waits until `element` runs no CSS transition or animation (e.g. a colour easing after hover). */
export function transitionsDone(element: Element, timeout = 3000): Promise<true> {
  return until(() => element.getAnimations().every((animation) => animation.playState !== 'running'), timeout, 'the transitions to end');
}

export function fixture(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

export function cleanup(): void {
  document.body.replaceChildren();
}

/** Records console.error / console.warn calls while `run` executes; `run` may read them as they come. */
export async function captureConsole(
  run: (captured: { errors: string[]; warnings: string[] }) => Promise<void> | void,
): Promise<{ errors: string[]; warnings: string[] }> {
  const errors: string[] = [];
  const warnings: string[] = [];
  const originalError = console.error;
  const originalWarn = console.warn;
  console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
  console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
  try {
    await run({ errors, warnings });
  } finally {
    console.error = originalError;
    console.warn = originalWarn;
  }
  return { errors, warnings };
}

export function shadow(element: Element): ShadowRoot {
  if (!element.shadowRoot) throw new Error(`<${element.localName}> has no open shadow root`);
  return element.shadowRoot;
}

/**
 * Records the values the attribute `name` of `element` takes, its current one first (null when
 * absent), so a state that comes and goes between two polls is still seen. Call the result to read.
 */
export function recordAttribute(element: Element, name: string): () => Array<string | null> {
  const initial = element.getAttribute(name);
  const previous: Array<string | null> = [];
  const observer = new MutationObserver((records) => previous.push(...records.map((record) => record.oldValue)));
  observer.observe(element, { attributes: true, attributeFilter: [name], attributeOldValue: true });
  return () => {
    previous.push(...observer.takeRecords().map((record) => record.oldValue));
    // Each record holds the value before its change, so the last value is the current one.
    return previous.length ? [...previous, element.getAttribute(name)] : [initial];
  };
}

/**
 * The URLs the page asks for from now on, each as its response ends (an observer: by the time a test runs, the test
 * runner's modules have filled the resource timing buffer). `stop()` ends the recording.
 */
export function recordRequests(): { requested: string[]; stop: () => void } {
  const requested: string[] = [];
  const observer = new PerformanceObserver((list) => requested.push(...list.getEntries().map((entry) => entry.name)));
  observer.observe({ type: 'resource' });
  return { requested, stop: () => observer.disconnect() };
}
