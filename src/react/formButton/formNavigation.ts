/**
 * A plain <form>'s "submitting" flag, kept per form for its brand-form-buttons: once a submission
 * nobody cancelled is leaving the page, the buttons show progress and any further submission of
 * that form (a button, Enter in a field, form.requestSubmit()) is cancelled before the page's own
 * handlers see it: no double submit. The flag ends when the page is shown again (`pageshow`, back
 * to visible) or after NAVIGATION_BUSY_MS (the page did not leave: a 204, a download, stopped).
 */
import { NAVIGATION_BUSY_MS, navigatesAway } from '../../core/forms/formButton';

interface Watch {
  listeners: Set<() => void>;
  navigating: boolean;
  /** the last submission let through, until we know whether it leaves */
  pending?: SubmitEvent;
  timer?: ReturnType<typeof setTimeout>;
  decide?: ReturnType<typeof setTimeout>;
  detach: () => void;
}

const watches = new WeakMap<HTMLFormElement, Watch>();
let busyMs = NAVIGATION_BUSY_MS;

/** Tests: a shorter time (undefined: back to NAVIGATION_BUSY_MS). */
export function setNavigationBusyMs(ms: number | undefined): void {
  busyMs = ms ?? NAVIGATION_BUSY_MS;
}

function set(form: HTMLFormElement, watch: Watch, navigating: boolean): void {
  clearTimeout(watch.timer);
  if (navigating) watch.timer = setTimeout(() => set(form, watch, false), busyMs);
  if (watch.navigating === navigating) return;
  watch.navigating = navigating;
  for (const listener of [...watch.listeners]) listener();
}

/** Whether the last submission let through leaves the page (its dispatch is over: the page's handlers have run). */
function settle(form: HTMLFormElement, watch: Watch): void {
  const event = watch.pending;
  if (!event) return;
  watch.pending = undefined;
  clearTimeout(watch.decide);
  if (navigatesAway(event.defaultPrevented, form.getAttribute('method'), form.getAttribute('target'))) set(form, watch, true);
}

function attach(form: HTMLFormElement): Watch {
  const watch: Watch = { listeners: new Set(), navigating: false, detach: () => {} };
  // Capture on the form: before the page's handlers on the form (and everything after it).
  const onSubmit = (event: Event) => {
    settle(form, watch);
    if (watch.navigating) {
      event.preventDefault();
      event.stopImmediatePropagation();
      return;
    }
    watch.pending = event as SubmitEvent;
    clearTimeout(watch.decide);
    watch.decide = setTimeout(() => settle(form, watch), 0);
  };
  const onShown = () => {
    if (document.visibilityState !== 'hidden') set(form, watch, false);
  };
  form.addEventListener('submit', onSubmit, { capture: true });
  window.addEventListener('pageshow', onShown);
  document.addEventListener('visibilitychange', onShown);
  watch.detach = () => {
    clearTimeout(watch.timer);
    clearTimeout(watch.decide);
    form.removeEventListener('submit', onSubmit, { capture: true });
    window.removeEventListener('pageshow', onShown);
    document.removeEventListener('visibilitychange', onShown);
  };
  return watch;
}

/** `listener` runs when the form's flag changes; the returned function stops (the last one detaches). */
export function watchFormNavigation(form: HTMLFormElement, listener: () => void): () => void {
  let watch = watches.get(form);
  if (!watch) {
    watch = attach(form);
    watches.set(form, watch);
  }
  const current = watch;
  current.listeners.add(listener);
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size === 0 && watches.get(form) === current) {
      current.detach();
      watches.delete(form);
    }
  };
}

/** Whether a submission of this form is leaving the page (then the form ignores further submissions). */
export function isFormNavigating(form: HTMLFormElement | null | undefined): boolean {
  return !!form && watches.get(form)?.navigating === true;
}
