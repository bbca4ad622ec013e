import { WAKE_CONDITIONS, type WakeCondition } from './wakeConditions';

/**
 * When a server-rendered element loads its code (README "Islands"): the hydration policy of its
 * definition, derived where it can be, and the one each instance on a page gets.
 *
 * - `never`: its server markup is final (text, image, spacer …); its code loads only if the page
 *   changes under it (a route change, an editor update, a visitor for whom it shows otherwise);
 * - `visible`: it acts once seen (a carousel, a countdown): its code loads when it nears the viewport (an
 *   element whose server markup is whole and still, and whose code only sets it moving, such as a rotating
 *   carousel or a muted video, waits for the visitor's first input on the page too: `afterInput`);
 * - `interaction`: it acts only when used (an accordion, a form): its code loads on the first
 *   pointer, focus or key on it, and a click made meanwhile is given to it once it has hydrated;
 * - `load`: it must act at once (the page-wide overlays).
 *
 * A sleeping element whose server markup holds only for the visitor a server assumes (anonymous, an empty
 * cart, nothing scrolled or dismissed) also wakes, at once, when the browser's state is otherwise
 * (`wakeOn`, ./wakeConditions.ts): the header sleeps for an anonymous visitor who has not touched it, and
 * wakes for a member, a cart or a scroll.
 */
export const HYDRATION_POLICIES = ['never', 'visible', 'interaction', 'load'] as const;
export type HydrationPolicy = (typeof HYDRATION_POLICIES)[number];

/**
 * A definition's `hydrate` option: a policy, or a policy with a field that makes an instance final
 * when set (`{ policy: 'interaction', finalWith: 'linkUrl' }`: a button that is a link never loads),
 * and/or `takeover: true` for an element whose server markup can never be hydrated (a countdown: its
 * text is the clock's at render time), which React renders beside the server's markup and swaps in,
 * and/or `wakeOn`: the browser states that wake a sleeping instance at once (./wakeConditions.ts),
 * and/or `asOne: true` for an element that wakes with everything in it (a form: AS_ONE_ATTRIBUTE),
 * and/or `afterInput: true` for a `visible` element whose waking only sets its markup moving (AFTER_INPUT_ATTRIBUTE).
 */
export type HydrateOption<Field extends string = string> =
  | HydrationPolicy
  | { policy: HydrationPolicy; finalWith?: Field; takeover?: boolean; wakeOn?: readonly WakeCondition[]; asOne?: boolean; afterInput?: boolean };

/** The host attribute the server writes with each instance's policy (read by the page runtime). */
export const HYDRATE_ATTRIBUTE = 'data-brand-hydrate';

/** The host attribute the server writes with the conditions that wake a sleeping instance at once (space-separated). */
export const WAKE_ON_ATTRIBUTE = 'data-brand-wake-on';

/** The host attribute with the time its server markup holds for (./wakeConditions.ts writeHolds), for the `clock` condition. */
export const HOLDS_ATTRIBUTE = 'data-brand-holds';

export const isHydrationPolicy = (value: unknown): value is HydrationPolicy => (HYDRATION_POLICIES as readonly unknown[]).includes(value);

/**
 * An element's policy from its definition: the one it names, else `never` for an element whose
 * component renders no event handler (`staticContent`), else `visible` (whatever acts, acts once seen).
 */
export function elementPolicy(
  option: HydrateOption | undefined,
  staticContent?: boolean,
): { policy: HydrationPolicy; finalWith?: string; wakeOn?: WakeCondition[]; asOne?: boolean; afterInput?: boolean } {
  if (typeof option === 'string') return { policy: option };
  if (option)
    return {
      policy: option.policy,
      ...(option.finalWith ? { finalWith: option.finalWith } : {}),
      ...(option.wakeOn?.length ? { wakeOn: [...option.wakeOn] } : {}),
      ...(option.asOne ? { asOne: true } : {}),
      ...(option.afterInput && option.policy === 'visible' ? { afterInput: true } : {}),
    };
  return { policy: staticContent ? 'never' : 'visible' };
}

/** One instance's policy: its element's, or `never` when the field that makes it final is set (a non-blank value). */
export function instancePolicy(option: HydrateOption | undefined, staticContent: boolean | undefined, props: Record<string, unknown> | null): HydrationPolicy {
  const { policy, finalWith } = elementPolicy(option, staticContent);
  if (finalWith && props) {
    const value = props[finalWith];
    if (typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null && value !== false) return 'never';
  }
  return policy;
}

/** The policy a host's attribute names; undefined for a host the server did not write one on (or a value it would not write). */
export function hostPolicy(value: string | null): HydrationPolicy | undefined {
  return isHydrationPolicy(value) ? value : undefined;
}

/**
 * A server-rendered element the page has not woken yet (src/elements/page/islands.ts): its host still
 * carries a policy other than `load`, over its declarative shadow root. Its code may be there (another
 * instance of its tag woke); it keeps the server's markup, untouched, until the page removes the attribute.
 */
export function isDormantIsland(host: Element): boolean {
  const policy = hostPolicy(host.getAttribute(HYDRATE_ATTRIBUTE));
  return policy !== undefined && policy !== 'load' && (host as HTMLElement).shadowRoot !== null;
}

/**
 * Set on a host by the page runtime when the page changed its model before it woke: its code then
 * renders it afresh in place of the server's markup, which no longer matches (never a hydration error).
 */
export const STALE_ISLAND = Symbol.for('brand-elements.staleIsland');

/**
 * What the server writes in WAKE_ON_ATTRIBUTE for an instance of this policy: the definition's
 * conditions (known ones, in their order), for an instance that sleeps at all; undefined otherwise.
 */
export function wakeOnAttribute(option: HydrateOption | undefined, policy: HydrationPolicy): string | undefined {
  if (typeof option !== 'object' || !option.wakeOn || policy === 'load') return undefined;
  const conditions = WAKE_CONDITIONS.filter((condition) => option.wakeOn!.includes(condition));
  return conditions.length ? conditions.join(' ') : undefined;
}

/** Whether the definition's server markup is taken over rather than hydrated (see HydrateOption). */
export const takesOver = (option: HydrateOption | undefined): boolean => typeof option === 'object' && option.takeover === true;

/**
 * The host attribute the server writes on an element whose content acts as one (its definition's
 * `hydrate: { asOne: true }`): when it, or anything in it, wakes, everything in it wakes. A form validates
 * and sends all its fields at once: a field left asleep would have no value to give.
 */
export const AS_ONE_ATTRIBUTE = 'data-brand-as-one';

/**
 * The host attribute the server writes on a `visible` element that also waits for the visitor's first input on
 * the page (a scroll, a wheel, a touch, a press, a key; its definition's `hydrate: { afterInput: true }`): its
 * server markup is whole and still (a carousel's first slide, a video's poster), and its code would only set it
 * moving. A phone that is only looked at downloads none of it; the first input brings it, where seen.
 */
export const AFTER_INPUT_ATTRIBUTE = 'data-brand-after-input';

/** Whether an instance of this policy waits for the first input (see AFTER_INPUT_ATTRIBUTE). */
export const waitsForInput = (option: HydrateOption | undefined, policy: HydrationPolicy): boolean =>
  policy === 'visible' && elementPolicy(option).afterInput === true;

/** Whether the definition's content wakes as one (see AS_ONE_ATTRIBUTE). */
export const wakesAsOne = (option: HydrateOption | undefined): boolean => typeof option === 'object' && option.asOne === true;

/** The controls whose click did nothing before their element's code: given again once it has hydrated. */
export const REPLAYED = 'button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [aria-expanded]';

/**
 * The control a click on a sleeping server-rendered element was for, when its code must have it (its
 * default, a server form's submission, is held until then): not a link or a native control (a
 * `<summary>` toggling its `<details>` too), which already did what it does.
 */
export function replayedControl(target: EventTarget | undefined): HTMLElement | undefined {
  if (!(target instanceof Element)) return undefined;
  const control = target.closest(REPLAYED);
  if (!(control instanceof HTMLElement) || target.closest('a[href], input, select, textarea, label, summary')) return undefined;
  return control;
}
