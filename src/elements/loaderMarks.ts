/**
 * What dist/loader.js reads of a server-rendered page, written into the loader itself. The loader has no static
 * import, so it runs the moment it arrives (a shared chunk would be one more round trip before the model, <brand-page>
 * and the elements' code are asked for): these are copies of src/core/model/hydration.ts's and dom.ts's, which
 * the rest of the package imports, held equal by tests/unit/bootstrap.test.ts.
 */

/** (src/core/model/hydration.ts HYDRATE_ATTRIBUTE) */
export const HYDRATE_ATTRIBUTE = 'data-brand-hydrate';

/** (src/core/model/dom.ts SERVER_RENDERED_ATTRIBUTE) */
export const SERVER_RENDERED_ATTRIBUTE = 'data-brand-server-rendered';

/** (src/core/model/hydration.ts REPLAYED) */
export const REPLAYED = 'button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [aria-expanded]';

/** (src/core/model/hydration.ts replayedControl) */
export function replayedControl(target: EventTarget | undefined): HTMLElement | undefined {
  if (!(target instanceof Element)) return undefined;
  const control = target.closest(REPLAYED);
  if (!(control instanceof HTMLElement) || target.closest('a[href], input, select, textarea, label, summary')) return undefined;
  return control;
}
