/**
 * How a field or a form button asks its form to submit or reset. Inside a page's plain <form> the
 * host is form-associated, so `internals.form` is that form; inside a `brand-form-container` (which
 * has no <form> around its light-DOM fields) the container registers itself here.
 */

export interface FormContainerActions {
  /** validate every field, then send (as form.requestSubmit()) */
  submit: () => void;
  /** every field back to its initial value (as form.reset()) */
  reset: () => void;
}

const containers = new WeakMap<Element, FormContainerActions>();

/** A form container registers its host; the returned function unregisters it. */
export function registerFormContainer(host: Element, actions: FormContainerActions): () => void {
  containers.set(host, actions);
  return () => {
    if (containers.get(host) === actions) containers.delete(host);
  };
}

/** The nearest form container around `element`, across shadow roots. */
export function formContainerOf(element: Element | undefined): FormContainerActions | undefined {
  let node: Element | null | undefined = element?.parentElement ?? parentAcrossShadow(element);
  while (node) {
    const actions = containers.get(node);
    if (actions) return actions;
    node = node.parentElement ?? parentAcrossShadow(node);
  }
  return undefined;
}

function parentAcrossShadow(element: Element | null | undefined): Element | null {
  const root = element?.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

/** Submits the field's form: the page's <form>, else the form container around the host. */
export function requestSubmit(host: HTMLElement | undefined, internals: ElementInternals | undefined): void {
  const form = internals?.form;
  if (form) form.requestSubmit();
  else formContainerOf(host)?.submit();
}

export function requestReset(host: HTMLElement | undefined, internals: ElementInternals | undefined): void {
  const form = internals?.form;
  if (form) form.reset();
  else formContainerOf(host)?.reset();
}
