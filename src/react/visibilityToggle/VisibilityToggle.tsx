import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { SHOWN_SLOT, findTrigger, parseTriggerIds, visibilityToggles } from '../../core/toggle/visibilityToggle';
import { containsDeep, deepActiveElement, firstFocusable, triggerControl } from '../../core/toggle/focus';
import { useElement } from '../runtime/context';

export interface VisibilityToggleProps {
  /** ids of the elements whose click swaps the containers (anywhere in the page, open shadow roots included) */
  triggerIds?: string[] | string;
  /** after each swap: `visible` is true while the first container is shown */
  onToggle?: (detail: { visible: boolean }) => void;
  /** given by the element: the two containers (its first two child elements) */
  containers?: () => [Element | undefined, Element | undefined];
  /** given by the element: shows one container (both with `all`, in the editor) and really hides the other; returns the cleanup */
  showContainers?: (visible: boolean, all?: boolean) => () => void;
}

interface Swap {
  triggerId: string;
  trigger: Element;
  /** focus was inside the container now hidden */
  focusWasInside: boolean;
}

/** aria-expanded (the second container shown) on each trigger's control; aria-controls where an id reference can reach. */
function describeTrigger(trigger: Element, visible: boolean, second: Element | undefined): void {
  const control = triggerControl(trigger);
  if (!control) return;
  control.setAttribute('aria-expanded', String(!visible));
  if (second?.id && second.getRootNode() === control.getRootNode()) control.setAttribute('aria-controls', second.id);
}

/**
 * Two containers, one shown at a time: a click (or Enter / Space) on any trigger swaps them. The
 * hidden one leaves the layout, the accessibility tree and the tab order; focus inside it moves to
 * the trigger, else to the first focusable of the shown container.
 */
export function VisibilityToggle({ triggerIds, onToggle, containers, showContainers }: VisibilityToggleProps) {
  const { host, mode } = useElement();
  // The editor shows everything: an author must reach the hidden container to edit it.
  const editing = mode === 'edit';
  const idsKey = JSON.stringify(triggerIds ?? null);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const ids = useMemo(() => parseTriggerIds(triggerIds), [idsKey]);
  const [visible, setVisible] = useState(true);
  const current = useRef(visible);
  const swap = useRef<Swap | null>(null);
  const callbacks = useRef({ onToggle, containers });
  callbacks.current = { onToggle, containers };

  useLayoutEffect(() => showContainers?.(visible, editing), [visible, editing, showContainers]);

  // After the swap is on screen: focus, then the event and the subscribers.
  useLayoutEffect(() => {
    const done = swap.current;
    if (!done) return;
    swap.current = null;
    if (done.focusWasInside) {
      const [first, second] = callbacks.current.containers?.() ?? [];
      const shown = visible ? first : second;
      const hidden = visible ? second : first;
      const control = triggerControl(done.trigger);
      const target = control && control.isConnected && !(hidden && containsDeep(hidden, control)) ? control : shown && firstFocusable(shown);
      if (target) target.focus();
      else if (shown instanceof HTMLElement) {
        shown.tabIndex = -1;
        shown.focus();
      }
    }
    callbacks.current.onToggle?.({ visible });
    visibilityToggles.notify({ visible, element: host, triggerId: done.triggerId });
  }, [visible, host]);

  // In the commit too: the triggers describe the state that is shown, from the same frame. A trigger
  // whose control is made or replaced later (an element that renders after this one, or takes over
  // from the server's markup) is described again when its shadow root changes.
  useLayoutEffect(() => {
    const second = callbacks.current.containers?.()[1];
    const observers: MutationObserver[] = [];
    for (const id of ids) {
      const trigger = document.getElementById(id);
      if (!trigger) continue;
      describeTrigger(trigger, visible, second);
      const observer = new MutationObserver(() => describeTrigger(trigger, current.current, callbacks.current.containers?.()[1]));
      observer.observe(trigger.shadowRoot ?? trigger, { childList: true, subtree: true });
      observers.push(observer);
    }
    return () => observers.forEach((observer) => observer.disconnect());
  }, [ids, visible]);

  // In the commit (a layout effect): a page renders in transitions, whose passive effects run a task
  // later, and a click on a trigger in between must not be lost.
  useLayoutEffect(() => {
    if (ids.length === 0) return;
    const second = () => callbacks.current.containers?.()[1];
    const onClick = (event: Event) => {
      const trigger = findTrigger(event.composedPath(), ids);
      if (!trigger) return;
      const control = triggerControl(trigger);
      // A link that goes nowhere ("#") only toggles; a real link is followed.
      if (control instanceof HTMLAnchorElement && control.getAttribute('href') === '#') event.preventDefault();
      const [first, secondContainer] = callbacks.current.containers?.() ?? [];
      const hiding = current.current ? first : secondContainer;
      swap.current = { triggerId: trigger.id, trigger, focusWasInside: !!hiding && containsDeep(hiding, deepActiveElement()) };
      current.current = !current.current;
      describeTrigger(trigger, current.current, secondContainer);
      setVisible(current.current);
    };
    // Triggers rendered later (an element's shadow root) are described when they take focus.
    const onFocus = (event: Event) => {
      const trigger = findTrigger(event.composedPath(), ids);
      if (trigger) describeTrigger(trigger, current.current, second());
    };
    // Capture: a trigger's own handler stopping the click does not stop the toggle.
    document.addEventListener('click', onClick, true);
    document.addEventListener('focusin', onFocus, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('focusin', onFocus, true);
    };
  }, [ids]);

  return (
    <div part="container">
      <slot name={SHOWN_SLOT} />
    </div>
  );
}
