/**
 * Focus helpers for content that appears and disappears (the visibility toggle): focus must never
 * be left on something hidden, where it would fall back to the page's start.
 */

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** The first focusable element in `root`, its light DOM and open shadow roots (slotted content in tree order). */
export function firstFocusable(root: Element | ShadowRoot): HTMLElement | undefined {
  const walk = (node: Element | ShadowRoot): HTMLElement | undefined => {
    for (const child of Array.from(node.children)) {
      if (child.hasAttribute('hidden') || child.hasAttribute('inert')) continue;
      if (child.matches(FOCUSABLE)) return child as HTMLElement;
      const inner = (child.shadowRoot && walk(child.shadowRoot)) || walk(child);
      if (inner) return inner;
    }
    return undefined;
  };
  return walk(root);
}

/** The element that takes focus and states for a trigger: the trigger itself when it is a control, else the first control of its open shadow root. */
export function triggerControl(trigger: Element): HTMLElement | undefined {
  const CONTROL = 'button, a[href], [role="button"], summary';
  if (trigger.matches(CONTROL)) return trigger as HTMLElement;
  return trigger.shadowRoot?.querySelector<HTMLElement>(CONTROL) ?? undefined;
}

/** Whether `node` is `container` or inside it, across shadow roots (a focused control inside a child element's shadow root). */
export function containsDeep(container: Element, node: Node | null | undefined): boolean {
  for (let current: Node | null | undefined = node; current; ) {
    if (current === container) return true;
    current = current.parentNode ?? (current instanceof ShadowRoot ? current.host : null);
  }
  return false;
}

/** The focused element, through open shadow roots. */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
