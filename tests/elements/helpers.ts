/** Helpers for element tests in the browser. */

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

/** Lets React commit (the shared root renders in a microtask, effects after). */
export async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
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

/** Records console.error / console.warn calls while `run` executes. */
export async function captureConsole(run: () => Promise<void> | void): Promise<{ errors: string[]; warnings: string[] }> {
  const errors: string[] = [];
  const warnings: string[] = [];
  const originalError = console.error;
  const originalWarn = console.warn;
  console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
  console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
  try {
    await run();
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
