/**
 * How a field or a form button asks its form to submit or reset. Inside a page's plain <form> the
 * host is form-associated, so `internals.form` is that form; inside a `brand-form-container` (which
 * has no <form> around its light-DOM fields) the container registers itself here.
 */

/** A submit button's own entry: a native submit button adds name=value to the submission it triggers. */
export interface Submitter {
  name: string;
  value: string;
}

export interface FormContainerActions {
  /** validate every field, then send (as form.requestSubmit()); `submitter`: add the pressed button's entry */
  submit: (submitter?: Submitter) => void;
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
  const host = formContainerHostOf(element);
  return host && containers.get(host);
}

/** The host of the nearest form container around `element`, across shadow roots. */
export function formContainerHostOf(element: Element | undefined): Element | undefined {
  let node: Element | null | undefined = element?.parentElement ?? parentAcrossShadow(element);
  while (node) {
    if (containers.has(node)) return node;
    node = node.parentElement ?? parentAcrossShadow(node);
  }
  return undefined;
}

function parentAcrossShadow(element: Element | null | undefined): Element | null {
  const root = element?.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

/**
 * Submits the field's form: the page's <form>, else the form container around the host.
 *
 * `submitter`, from a form button with a name: form.requestSubmit(button) takes only a native
 * submit button, so the host submits the entry itself, as its form value for exactly the time of
 * the (synchronous) submission: the `submit` and `formdata` events, `new FormData(form)` in a
 * submit handler and the sent body all have it; nothing else does. `SubmitEvent.submitter` stays
 * null. A form container gets it as the argument of its `submit`.
 */
export function requestSubmit(host: HTMLElement | undefined, internals: ElementInternals | undefined, submitter?: Submitter): void {
  const form = internals?.form;
  if (!form) {
    formContainerOf(host)?.submit(submitter);
    return;
  }
  if (!submitter?.name) {
    form.requestSubmit();
    return;
  }
  const entry = new FormData();
  entry.append(submitter.name, submitter.value);
  internals!.setFormValue(entry);
  try {
    form.requestSubmit();
  } finally {
    internals!.setFormValue(null);
  }
}

export function requestReset(host: HTMLElement | undefined, internals: ElementInternals | undefined): void {
  const form = internals?.form;
  if (form) form.reset();
  else formContainerOf(host)?.reset();
}

/*
 * The container's busy flag, for the submit buttons inside it: while it sends, they show progress
 * and ignore presses (no double submit). The container calls setFormContainerBusy(itsHost, true)
 * when it starts sending and (…, false) when it has its answer; a button reads
 * isFormContainerBusy(itself) and re-reads it whenever subscribeFormContainerBusy tells it a flag
 * changed (one listener set for all containers, so the order in which a container and its buttons
 * mount does not matter).
 */
const busyContainers = new WeakSet<Element>();
const busyListeners = new Set<() => void>();

export function setFormContainerBusy(host: Element, busy: boolean): void {
  if (busy === busyContainers.has(host)) return;
  if (busy) busyContainers.add(host);
  else busyContainers.delete(host);
  for (const listener of [...busyListeners]) listener();
}

/** Whether the nearest form container around `element` is sending. */
export function isFormContainerBusy(element: Element | undefined): boolean {
  const host = formContainerHostOf(element);
  return host !== undefined && busyContainers.has(host);
}

/** `listener` runs whenever any container's busy flag changes; the returned function unsubscribes. */
export function subscribeFormContainerBusy(listener: () => void): () => void {
  busyListeners.add(listener);
  return () => busyListeners.delete(listener);
}

/** Our submit buttons: their <button> is in their shadow root, so their type is read there (else the attribute). */
const OUR_BUTTONS = 'brand-form-button, brand-button';
const innerButton = (element: Element) => element.shadowRoot?.querySelector('button') ?? null;

function isSubmitButton(element: Element): boolean {
  if (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) return element.type === 'submit' || (element instanceof HTMLInputElement && element.type === 'image');
  if (!element.matches(OUR_BUTTONS)) return false;
  return (innerButton(element)?.type ?? element.getAttribute('type')) === 'submit';
}

/**
 * Enter in a field, as the browser's implicit submission: the form's default button (its first
 * submit button: a native one or ours, in a <form> or in the container's light DOM) is pressed, so
 * its name=value entry goes with the submission; nothing happens when it is disabled; only a form
 * without a submit button submits plainly.
 */
export function implicitSubmit(host: HTMLElement | undefined, internals: ElementInternals | undefined): void {
  const form = internals?.form;
  const scope = form ?? formContainerHostOf(host);
  if (!scope) return;
  const candidates = form ? [...form.elements] : [...scope.querySelectorAll(`button, input, ${OUR_BUTTONS}`)];
  const button = candidates.find(isSubmitButton);
  if (!button) {
    requestSubmit(host, internals);
    return;
  }
  const inner = innerButton(button);
  if (button.matches(':disabled') || inner?.disabled) return;
  if (button.matches(OUR_BUTTONS)) {
    if (inner) inner.click();
    else requestSubmit(host, internals);
  } else if (form) {
    form.requestSubmit(button as HTMLButtonElement);
  } else {
    const { name, value } = button as HTMLButtonElement;
    formContainerOf(host)?.submit(name ? { name, value } : undefined);
  }
}
