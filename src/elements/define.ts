import type { ComponentType } from 'react';
import { currentState, mountElement, renderedOf, unmountElement, updateElement, type DirectRenderer, type Display, type ElementSpec, type ElementState, type MountedElement } from '../react/runtime/root';
import { parseVisibleTo } from '../core/visitor/visibleTo';
import type { EmptinessRule } from '../core/model/emptiness/rule';
import type { HydrateOption } from '../core/model/hydration';
import { isRecord } from '../core/isRecord';
import { ownBrandTheme } from '../themes';
import type { FormFieldEvent, FormLink } from '../react/runtime/formField';
import type { LazyModule } from '../react/runtime/lazyModule';

/**
 * defineElement(tag, Component, options): the one way an element is made.
 *
 * A small base class of our own (property accessors, lifecycle: what @r2wc/core gave, without
 * reaching into its private symbols) hands the element to the runtime (src/react/runtime/root.tsx).
 * What it adds:
 * - data from the `model` property, a child JSON script, or attributes, highest first;
 * - attribute parsing that accepts `rich-text` (empty = true), removal, and bad JSON
 *   (a console error naming the element instead of an exception in the constructor);
 * - an existing (declarative) shadow root is reused, never emptied;
 * - events leave the host as CustomEvents with `bubbles` and `composed`;
 * - a second registration of a tag is a no-op.
 */

export type AttributeType = 'string' | 'number' | 'boolean' | 'json';
/**
 * `attribute`: an HTML spelling read too (`readonly` besides `read-only`); the kebab-case name wins when both are set.
 * `editor`: the Universal Editor's field for a string the type alone does not tell (scripts/universalEditor.mjs):
 * authored HTML, an image (an asset reference) or a content path.
 */
export type PropSpec = AttributeType | { type: AttributeType; description?: string; attribute?: string; editor?: 'richtext' | 'reference' | 'aem-content' | 'none' };
export type EventSpec = string | { name: string; description?: string };

/** The component's callback props (`onX`): what `events` may name. */
type CallbackKeys<P> = { [K in keyof P & string]-?: NonNullable<P[K]> extends (...args: never[]) => unknown ? K : never }[keyof P & string];

/** The component's data props: what `props` and `modelFields` may name. */
type DataKeys<P> = Exclude<keyof P & string, CallbackKeys<P>>;

/**
 * A resource type that renders this element besides its own `brand/components/<name>`, optionally
 * with preset model fields (`brand/components/carousel-a` → `{ variant: 'a' }`).
 */
export type AliasSpec<P> = string | { type: string; preset: Partial<Record<keyof P & string, unknown>> };

/**
 * Everything about an element, in one place. The registry the loader uses, the all-in-one entry,
 * the resource-type aliases, the size budget and the manifest are generated from these
 * definitions (scripts/catalogue.mjs), so the literal values here are read at build time too.
 */
export interface DefineOptions<P = Record<string, unknown>> {
  /** model fields also settable as attributes (kebab-case) and properties; keyed by the component's props */
  props?: { [K in DataKeys<P>]?: PropSpec };
  /**
   * Model fields read only from the `model` property or the JSON script: names a host must keep
   * for itself (`title`, `ariaLabel`, …) go here. A model `id` is not listed: it becomes the host's id.
   */
  modelFields?: { [K in DataKeys<P>]?: PropSpec };
  /** callback prop the component calls → name of the event dispatched on the host */
  events?: { [K in CallbackKeys<P>]?: EventSpec };
  /**
   * resource types besides `brand/components/<name>` (Adobe's core components, presets); read at build
   * time into src/core/model/elementTypes.ts, so the page maps them before the element's code loads
   */
  aliases?: ReadonlyArray<AliasSpec<P>>;
  /** the editor's emptiness rule (one of src/core/model/emptiness.ts's): a placeholder in the editor, nothing live */
  emptiness?: EmptinessRule;
  /** KiB gzip of dist/elements/<tag>.js with every chunk it imports (budget.json's tolerance applies) */
  budgetKiB?: number;
  /** how the host box behaves in the page (default block) */
  display?: Display;
  /** extra CSS for the host (`:host(...)` rules), e.g. a sticky header; fixed text, shared by every instance */
  hostCss?: string;
  /**
   * The component renders no React event handlers (onClick, onChange, …): React then attaches
   * no listeners to its shadow root, which halves the mount cost of simple elements.
   */
  staticContent?: boolean;
  /**
   * When a server-rendered instance loads its code (src/core/model/hydration.ts, README "Islands"):
   * `never`, `visible`, `interaction` or `load`, or `{ policy, finalWith }` with a field that makes an
   * instance final when set. Derived when left out: `never` with `staticContent`, else `visible`.
   */
  hydrate?: HydrateOption<DataKeys<P>>;
  /**
   * Shows the element without React when nothing of React is needed (src/react/runtime/direct.ts):
   * `direct(render)` with a render that builds the component's own DOM. For the elements a page has
   * hundreds of; element tests compare its output with the component's.
   */
  direct?: DirectRenderer;
  /**
   * The code besides its component that the element's first render waits for (each a `lazyModule`, loaded as the
   * element mounts), given its props and whether it hydrates server markup: what the first render shows then comes
   * at once, not in pieces, and a hydration draws what the server wrote. A piece that cannot load is as its code that
   * cannot: the element stays as it is and its next state tries again. Its component draws the pieces its later
   * renders need as they arrive. Runtime only.
   */
  needs?: (props: Partial<P>, hydrating: boolean) => ReadonlyArray<LazyModule<unknown> | false | undefined>;
  /**
   * A form-associated custom element (`static formAssociated = true`): the element attaches its
   * ElementInternals and hands them to the component as the `internals` prop.
   */
  formAssociated?: boolean;
  /**
   * A form field's value and validity from its resolved props, set when the host mounts: rendering
   * comes later (in slices), and until then the form must already see the value and a required field's
   * `valueMissing` (src/react/runtime/formField.ts primeField). Runtime only.
   */
  primeField?: (link: FormLink, props: Partial<P>) => void;
  /**
   * The slot prefix each light-DOM item is shown through (src/react/shared/usePanelItems.ts): a server
   * render writes `slot="<prefix><n>"` on the items the browser would show, as the browser assigns them.
   */
  itemSlots?: string;
  /** props bound to the host, for what only the element layer may do (render into its light DOM) */
  hostProps?: (host: HTMLElement) => Partial<P>;
  /**
   * The attributes its code sets as it starts, for a server render to write: on its host (`host`: a sticky
   * bar's side, hidden at the top of the page) and on each of its light-DOM items (`items`: a countdown
   * container's, shown or hidden by the clock). A sleeping instance shows that state until it wakes.
   */
  serverAttributes?: (props: Partial<P>, mode: string) => { host?: Record<string, string | undefined>; items?: Record<string, string | undefined> };
  /** the spec's family of components: the element's group in the Universal Editor's component list */
  family?: 'layout' | 'basic' | 'timing-and-motion' | 'sliders' | 'media' | 'structure' | 'showcase' | 'commerce' | 'forms' | 'account' | 'other';
  /** it holds authored components as `:items`: a container for the Universal Editor (its filter accepts every component) */
  container?: true;
  /** documented in the manifest */
  slots?: Array<{ name: string; description?: string }>;
  parts?: Array<{ name: string; description?: string }>;
}

/** A definition as the server renderer (src/server) reads it: the same options, no custom element. */
export interface ServerDefinition {
  tag: string;
  component: ComponentType<any>;
  options: DefineOptions<any>;
}

/** Definitions made where there is no custom element registry (Node): tag → definition. */
export const serverDefinitions = new Map<string, ServerDefinition>();

/** Fields every element accepts besides its own. */
const COMMON_PROPS: Record<string, AttributeType> = { theme: 'string', visibleTo: 'json' };

const MODEL = 'model';

/**
 * src/core/model/hydration.ts's HYDRATE_ATTRIBUTE and isDormantIsland, spelled out here: the element
 * runtime's chunks then share no module with the loader and <brand-page> (tests/unit/model/hydration.test.ts holds them equal).
 */
export const HYDRATE_ATTRIBUTE = 'data-brand-hydrate';
const SLEEPING_POLICIES = ['never', 'visible', 'interaction'];
export const isDormantIsland = (host: HTMLElement): boolean => SLEEPING_POLICIES.includes(host.getAttribute(HYDRATE_ATTRIBUTE) ?? '') && host.shadowRoot !== null;

/** Renders a host again with what it has now (its element class's own render; see defineElement). */
const renderOf = new WeakMap<HTMLElement, () => void>();
const rerender = (host: HTMLElement) => renderOf.get(host)?.();

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`);
const typeOf = (spec: PropSpec): AttributeType => (typeof spec === 'string' ? spec : spec.type);

/**
 * A prop the host cannot carry: a property of every HTML element (`id`, `title`, `hidden`,
 * `ariaLabel`, `onclick`, …), or an attribute name the platform or authors own (`aria-*`,
 * `data-*`, `role`, `is`). Shadowing one breaks `el.id = …`, `#anchor` links and tooltips.
 */
export function reservedPropReason(prop: string): string | undefined {
  if (prop === MODEL) return '"model" is the property that takes the whole model';
  const attribute = kebab(prop);
  if (prop in HTMLElement.prototype) return `"${prop}" is a standard property of every HTML element`;
  if (/^(aria|data)-/.test(attribute) || /^on[a-z]/.test(prop)) return `"${attribute}" is an attribute the platform or the page owns`;
  if (GLOBAL_ATTRIBUTES.has(attribute)) return `"${attribute}" is a global HTML attribute`;
  return undefined;
}

/** Global attributes whose names are not also HTMLElement properties. */
const GLOBAL_ATTRIBUTES = new Set(['class', 'role', 'is', 'itemid', 'itemprop', 'itemref', 'itemscope', 'itemtype', 'exportparts', 'virtualkeyboardpolicy', 'writingsuggestions']);

interface Definition extends ElementSpec {
  attributes: Array<{ prop: string; attribute: string; type: AttributeType }>;
  events: Array<{ prop: string; name: string }>;
  hostProps?: (host: HTMLElement) => Record<string, unknown>;
  formAssociated?: boolean;
  primeField?: (link: FormLink, props: Record<string, unknown>) => void;
}

const reported = new WeakMap<HTMLElement, Set<string>>();
const scriptCache = new WeakMap<HTMLScriptElement, { text: string; value: unknown; error?: string }>();
const callbacksOf = new WeakMap<HTMLElement, Record<string, unknown>>();
const internalsOf = new WeakMap<HTMLElement, ElementInternals>();
/** the id a model gave the host, so a later model without one takes back only its own */
const modelIdOf = new WeakMap<HTMLElement, string>();

/** Logs a bad-input error once per element and distinct message, however often it renders. */
function reportOnce(host: HTMLElement, message: string): void {
  let messages = reported.get(host);
  if (!messages) reported.set(host, (messages = new Set()));
  if (messages.has(message)) return;
  messages.add(message);
  console.error(message);
}

function parseAttribute(host: HTMLElement, tag: string, attribute: string, type: AttributeType, raw: string): unknown {
  switch (type) {
    case 'string':
      return raw;
    case 'boolean':
      return raw.trim().toLowerCase() !== 'false';
    case 'number': {
      const value = Number.parseFloat(raw);
      if (Number.isNaN(value)) {
        reportOnce(host, `<${tag}>: attribute "${attribute}" should be a number, got "${raw}"; it is ignored.`);
        return undefined;
      }
      return value;
    }
    case 'json':
      if (attribute === 'visible-to') return parseVisibleTo(raw);
      try {
        return JSON.parse(raw);
      } catch {
        reportOnce(host, `<${tag}>: attribute "${attribute}" is not valid JSON; it is ignored.`);
        return undefined;
      }
  }
}

function readScript(host: HTMLElement): { value?: unknown; error?: string } {
  // A loop over the children, not `:scope > script[…]`: most hosts have none, and this runs for every element.
  let script: HTMLScriptElement | undefined;
  for (let child = host.firstElementChild; child && !script; child = child.nextElementSibling) {
    if (child instanceof HTMLScriptElement && child.type.toLowerCase() === 'application/json') script = child;
  }
  if (!script) return {};
  const text = script.textContent ?? '';
  const cached = scriptCache.get(script);
  if (cached && cached.text === text) return cached;
  let entry: { text: string; value: unknown; error?: string };
  try {
    entry = { text, value: JSON.parse(text) };
  } catch (error) {
    entry = { text, value: undefined, error: error instanceof Error ? error.message : String(error) };
  }
  scriptCache.set(script, entry);
  return entry;
}

const describe = (value: unknown) => (Array.isArray(value) ? 'an array' : value === null ? 'null' : `a ${typeof value}`);

function eventCallbacks(host: HTMLElement, definition: Definition): Record<string, unknown> {
  let callbacks = callbacksOf.get(host);
  if (!callbacks) {
    callbacks = { ...definition.hostProps?.(host) };
    for (const { prop, name } of definition.events) {
      callbacks[prop] = (detail?: unknown) => {
        host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
      };
    }
    const internals = internalsOf.get(host);
    if (internals) callbacks.internals = internals;
    callbacksOf.set(host, callbacks);
  }
  return callbacks;
}

/** A model `id` is the host's id (anchors, getElementById, #id CSS); an id the page set itself stays. */
function applyModelId(host: HTMLElement, id: unknown): void {
  const ours = modelIdOf.get(host);
  const current = host.getAttribute('id');
  const oursToChange = current === null || current === '' || current === ours;
  if (typeof id === 'string' && id.trim() !== '') {
    if (oursToChange && current !== id) host.setAttribute('id', id);
    if (oursToChange) modelIdOf.set(host, id);
  } else if (ours !== undefined && current === ours) {
    host.removeAttribute('id');
    modelIdOf.delete(host);
  }
}

/** The direction and language the host inherits from the page (followed after mount too: see watchPageLanguage). */
function pageLanguage(host: HTMLElement): { direction: 'ltr' | 'rtl'; lang?: string } {
  const direction = host.closest('[dir]')?.getAttribute('dir')?.toLowerCase() === 'rtl' ? 'rtl' : 'ltr';
  const lang = host.closest('[lang]')?.getAttribute('lang') || undefined;
  return { direction, lang };
}

/** Everything the element renders with, from its three data sources. */
function resolveState(host: HTMLElement, definition: Definition, stored: Record<string, unknown>): ElementState {
  const { tag } = definition;
  const fromAttributes: Record<string, unknown> = {};
  for (const { prop, attribute, type } of definition.attributes) {
    const raw = host.getAttribute(attribute);
    if (raw !== null) {
      const value = parseAttribute(host, tag, attribute, type, raw);
      if (value !== undefined) fromAttributes[prop] = value;
    }
    // A property set from script (el.text = '…') counts like its attribute, and wins over it.
    if (stored[prop] !== undefined) fromAttributes[prop] = stored[prop];
  }

  let props: Record<string, unknown> | null = fromAttributes;
  const script = readScript(host);
  const model = stored[MODEL];
  if (model !== undefined && model !== null && !isRecord(model)) {
    reportOnce(host, `<${tag}>: the "model" property must be an object, got ${describe(model)}; nothing is rendered.`);
    props = null;
  } else if (script.error) {
    reportOnce(host, `<${tag}>: its <script type="application/json"> child is not valid JSON (${script.error}); nothing is rendered.`);
    props = null;
  } else if (script.value !== undefined && !isRecord(script.value)) {
    reportOnce(host, `<${tag}>: its <script type="application/json"> child must hold an object, got ${describe(script.value)}; nothing is rendered.`);
    props = null;
  } else {
    const { id, ...fields } = { ...fromAttributes, ...(script.value as Record<string, unknown> | undefined), ...(model as Record<string, unknown> | undefined) };
    applyModelId(host, id);
    props = fields;
  }

  // `light` / `dark` is a component's colour scheme (the info cards slider's `theme`), never a brand
  // theme: the page's brand theme applies, and the component reads the field itself.
  const theme = ownBrandTheme(props?.theme);
  const visibleTo = parseVisibleTo(props?.visibleTo);
  // (props is this call's own object: the rest of the spread above)
  if (props) Object.assign(props, eventCallbacks(host, definition));
  const { direction, lang } = pageLanguage(host);
  const state: ElementState = { props, theme, direction, lang, visibleTo };
  if (model === undefined && script.value === undefined && awaitsModel(host)) state.awaitingModel = true;
  return state;
}

/**
 * An element of a server-rendered page (src/server/renderPage.ts) gets its model from <brand-page>,
 * which may come after the element's code: until then its server markup is what it shows.
 */
function awaitsModel(host: HTMLElement): boolean {
  return host.hasAttribute('data-cq-data-path') && host.closest('brand-page[data-brand-server-rendered]') !== null;
}

function shadowRootOf(host: HTMLElement): ShadowRoot {
  // A declarative shadow root (<template shadowrootmode>) is reused: attachShadow would empty it.
  // A form field delegates focus to its control: `field.focus()`, a click on its label and the
  // browser's "focus the first invalid field" all land in the input.
  const internals = internalsOf.get(host);
  return host.shadowRoot ?? internals?.shadowRoot ?? host.attachShadow({ mode: 'open', delegatesFocus: internals !== undefined });
}

const mountedHosts = new Set<HTMLElement>();

const renderer = {
  mount(container: HTMLElement, definition: Definition, props: Record<string, unknown>): MountedElement {
    const state = resolveState(container, definition, props);
    const link = linkOf(container);
    if (link && !link.entry && state.props) definition.primeField?.(link, state.props);
    rerenderAfterParsing(container);
    mountedHosts.add(container);
    watchPageLanguage();
    return mountElement(container, shadowRootOf(container), definition, state);
  },
  update(element: MountedElement, props: Record<string, unknown>): void {
    updateElement(element, resolveState(element.host, element.spec as Definition, props));
  },
  unmount(element: MountedElement): void {
    mountedHosts.delete(element.host);
    unmountElement(element);
  },
};

/**
 * `dir` and `lang` are inherited from the page: one observer for the whole document re-renders
 * the elements whose direction or language changed (a page switching to Arabic after load).
 */
let languageObserver: MutationObserver | undefined;
function watchPageLanguage(): void {
  if (languageObserver) return;
  languageObserver = new MutationObserver(() => {
    for (const host of mountedHosts) {
      const state = currentState(host);
      const next = pageLanguage(host);
      if (state && (state.direction !== next.direction || state.lang !== next.lang)) rerender(host);
    }
  });
  languageObserver.observe(document.documentElement, { attributes: true, attributeFilter: ['dir', 'lang'], subtree: true });
}

/**
 * An element upgraded while the parser is still reading the page may not have its child
 * JSON script yet: render it once more when the document has been parsed.
 */
const waitingForParse = new Set<HTMLElement>();
function rerenderAfterParsing(host: HTMLElement): void {
  if (document.readyState !== 'loading') return;
  if (waitingForParse.size === 0) {
    document.addEventListener(
      'DOMContentLoaded',
      () => {
        for (const element of waitingForParse) rerender(element);
        waitingForParse.clear();
      },
      { once: true },
    );
  }
  waitingForParse.add(host);
}

/**
 * A form-associated host's link to its component (src/react/runtime/formField.ts, which only the
 * form elements load): the platform's callbacks and `invalid` reach the component's listeners.
 */
const FORM_LINK = Symbol.for('brand-elements.formLink');
const linkOf = (host: HTMLElement) => (host as unknown as Record<symbol, FormLink | undefined>)[FORM_LINK];

function emitFormEvent(host: HTMLElement, event: FormFieldEvent): void {
  const link = linkOf(host);
  if (!link) return;
  if (event.type === 'disabled') link.disabledByForm = event.disabled;
  // Restore comes right after upgrade, before the component listens: it takes the state when it does.
  if (event.type === 'restore') link.restored = event.state;
  for (const listener of [...link.listeners]) listener(event);
}

/**
 * What a native form control offers scripts, on a form-associated host: `form`, `validity`,
 * `validationMessage`, `willValidate`, `labels`, `checkValidity()`, `reportValidity()`; and, for a
 * field with a `value`, a `value` getter that reads what the visitor entered (setting it still sets
 * the field's value, as on an <input>).
 */
function addFieldApi(prototype: HTMLElement, hasValue: boolean): void {
  const internals = (host: HTMLElement) => internalsOf.get(host)!;
  const getters: Record<string, (host: HTMLElement) => unknown> = {
    form: (host) => internals(host).form,
    validity: (host) => internals(host).validity,
    validationMessage: (host) => internals(host).validationMessage,
    willValidate: (host) => internals(host).willValidate,
    labels: (host) => internals(host).labels,
  };
  for (const [name, get] of Object.entries(getters)) {
    Object.defineProperty(prototype, name, { configurable: true, get(this: HTMLElement) { return get(this); } });
  }
  Object.defineProperty(prototype, 'checkValidity', { configurable: true, writable: true, value(this: HTMLElement) { return internals(this).checkValidity(); } });
  Object.defineProperty(prototype, 'reportValidity', { configurable: true, writable: true, value(this: HTMLElement) { return internals(this).reportValidity(); } });
  if (!hasValue) return;
  // The field accessor of the `value` prop (defineElement's), replaced below by one that reads what the visitor entered.
  let base: object | null = prototype;
  let accessor: PropertyDescriptor | undefined;
  while (base && !(accessor = Object.getOwnPropertyDescriptor(base, 'value'))) base = Object.getPrototypeOf(base);
  Object.defineProperty(prototype, 'value', {
    configurable: true,
    get(this: HTMLElement) {
      const entry = linkOf(this)?.entry;
      return entry ? entry.value : accessor?.get?.call(this);
    },
    set(this: HTMLElement, value: unknown) {
      // As on an <input>: replaces what the visitor typed (even with the value set before), read back at once.
      const link = linkOf(this);
      if (link) {
        link.generation = (link.generation ?? 0) + 1;
        if (link.entry) link.entry = { ...link.entry, value: value == null ? '' : (value as string) };
      }
      accessor?.set?.call(this, value);
    },
  });
}

function refuseReserved(tag: string, props: Record<string, unknown>): void {
  for (const prop of Object.keys(props)) {
    const reason = reservedPropReason(prop);
    if (reason) {
      throw new TypeError(`defineElement("${tag}"): prop "${prop}" cannot be a host attribute or property: ${reason}. Declare it in modelFields (read from the model and the JSON script only).`);
    }
  }
}

/**
 * defineElement(tag, Component, options): the one way an element is made. The options are typed
 * against the component's props, so a field, event or preset the component does not have does
 * not compile; a prop named like a standard host property throws here, at definition time.
 */
export function defineElement<P extends object>(tag: string, component: ComponentType<P>, options: DefineOptions<P> = {}): CustomElementConstructor {
  // In Node (dist/server.js) there is no registry: the definition is kept for the server renderer.
  if (typeof customElements === 'undefined') {
    serverDefinitions.set(tag, { tag, component: component as ComponentType<any>, options: options as DefineOptions<any> });
    return undefined as unknown as CustomElementConstructor;
  }
  const existing = customElements.get(tag) as (CustomElementConstructor & { [CODE_PENDING]?: boolean }) | undefined;
  // Defined before its code loaded (defineLazily, the package's main entry): its instances render now.
  if (existing?.[CODE_PENDING]) {
    const lazy = lazyElements.get(tag)!;
    const shape = shapeOf(tag, options);
    // The generated shape (src/elements/lazy.ts) is the definition's: an old build's would not be.
    if (observedOf(shape).join() !== observedOf(lazy.shape).join() || shape.formAssociated !== (lazy.shape.formAssociated === true)) {
      console.error(`<${tag}>: defined ahead of its code with other fields than its definition has (rebuild: npm run build).`);
    }
    lazy.definition = definitionOf(tag, component, options, shape);
    existing[CODE_PENDING] = false;
    for (const host of lazy.waiting) rerender(host);
    lazy.waiting.clear();
    return existing;
  }
  if (existing) return existing; // two scripts on one page: the first registration stands
  const shape = shapeOf(tag, options);
  const definition = definitionOf(tag, component, options, shape);
  const element = elementClass(shape, () => definition);
  customElements.define(tag, element);
  return element;
}

/**
 * What the registry must know of an element when it is defined, before its code: its attributes and
 * properties, and whether it is form-associated. The catalogue writes every element's
 * (src/elements/lazy.ts, the main entry's) for defineLazily.
 */
export interface ElementShape {
  props: Record<string, AttributeType>;
  /** props spelled otherwise as HTML attributes (`{ prop, attribute }`) */
  spellings?: Array<{ prop: string; attribute: string; type: AttributeType }>;
  formAssociated?: boolean;
}

/**
 * Marks an element class defined before its code loaded (true until defineElement runs for it). Spelled
 * with Symbol.for, as loadElement.ts and documentOrder.ts read it: they share no module with this one.
 */
export const CODE_PENDING = Symbol.for('brand-elements.codePending');

interface LazyElement {
  shape: ElementShape;
  definition?: Definition;
  /** loads the element's module (which calls defineElement); a failed load is tried again by the next instance */
  load: () => Promise<unknown>;
  waiting: Set<HTMLElement>;
}
const lazyElements = new Map<string, LazyElement>();

/**
 * Defines a tag now and loads its code the first time an instance of it renders (connected, and not a
 * sleeping island): the package's main entry does this for every element. Attributes and properties set
 * meanwhile are kept; the element module's own defineElement then hands its definition over.
 */
export function defineLazily(tag: string, shape: ElementShape, load: () => Promise<unknown>): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  const lazy: LazyElement = { shape: { ...shape, props: { ...COMMON_PROPS, ...shape.props } }, load, waiting: new Set() };
  lazyElements.set(tag, lazy);
  let requested = false;
  const element = elementClass(lazy.shape, () => lazy.definition, (host) => {
    lazy.waiting.add(host);
    if (requested) return;
    requested = true;
    // (loadElement reports a failure itself.)
    void lazy
      .load()
      .catch(() => undefined)
      .then(() => {
        if (!lazy.definition) requested = false;
      });
  });
  (element as unknown as Record<symbol, boolean>)[CODE_PENDING] = true;
  customElements.define(tag, element);
}

function shapeOf(tag: string, options: DefineOptions<any>): Required<ElementShape> {
  const ownProps = (options.props ?? {}) as Record<string, PropSpec>;
  refuseReserved(tag, ownProps);
  const props: Record<string, AttributeType> = { ...COMMON_PROPS };
  const spellings: Array<{ prop: string; attribute: string; type: AttributeType }> = [];
  for (const [prop, spec] of Object.entries(ownProps)) {
    props[prop] = typeOf(spec);
    if (typeof spec !== 'string' && spec.attribute) spellings.push({ prop, attribute: spec.attribute, type: spec.type });
  }
  return { props, spellings, formAssociated: options.formAssociated === true };
}

function definitionOf(tag: string, component: ComponentType<any>, options: DefineOptions<any>, shape: Required<ElementShape>): Definition {
  return {
    tag,
    component,
    display: options.display ?? 'block',
    hostCss: options.hostCss,
    emptiness: options.emptiness,
    staticContent: options.staticContent,
    // (src/core/model/hydration.ts takesOver, spelled here for the reason HYDRATE_ATTRIBUTE is)
    takeover: typeof options.hydrate === 'object' && options.hydrate.takeover === true,
    direct: options.direct,
    needs: options.needs as Definition['needs'],
    formAssociated: options.formAssociated,
    primeField: options.primeField as Definition['primeField'],
    hostProps: options.hostProps as Definition['hostProps'],
    attributes: [...shape.spellings, ...Object.entries(shape.props).map(([prop, type]) => ({ prop, attribute: kebab(prop), type }))],
    events: Object.entries((options.events ?? {}) as Record<string, EventSpec>).map(([prop, spec]) => ({
      prop,
      name: typeof spec === 'string' ? spec : spec.name,
    })),
  };
}

/** The attributes an element of a shape observes. */
const observedOf = (shape: ElementShape): string[] => [...Object.keys(shape.props).map(kebab), ...(shape.spellings ?? []).map(({ attribute }) => attribute), HYDRATE_ATTRIBUTE];

/**
 * The element class of a shape. `currentDefinition()` is the element's definition, or undefined while its
 * code has not loaded (defineLazily): an instance that would render asks for it (`needsCode`) and
 * renders once defineElement hands it over.
 */
function elementClass(shape: ElementShape, currentDefinition: () => Definition | undefined, needsCode?: (host: HTMLElement) => void): CustomElementConstructor {
  const observed = observedOf(shape);
  const accessors = [...Object.keys(shape.props), MODEL];
  const formAssociated = shape.formAssociated === true;

  class BrandElement extends HTMLElement {
    static formAssociated = formAssociated;
    static readonly observedAttributes = observed;

    /** what was set from script (fields, `model`), read with the attributes at each render */
    #props: Record<string, unknown> = {};
    #mounted: MountedElement | undefined;
    #connected = false;

    constructor() {
      super();
      // Properties set before the element's code loaded (brand-page sets `model` on every
      // element it creates) are own properties hiding the accessors: hand them over.
      for (const prop of accessors) {
        if (Object.prototype.hasOwnProperty.call(this, prop)) {
          const value = (this as unknown as Record<string, unknown>)[prop];
          delete (this as unknown as Record<string, unknown>)[prop];
          this.#props[prop] = value;
        }
      }
      renderOf.set(this, () => this.#render());
      // Only a form-associated element claims its internals: attachInternals() works once per
      // element, and a subclass or a page script may need it otherwise.
      if (formAssociated) {
        const internals = this.attachInternals();
        internalsOf.set(this, internals);
        const link: FormLink = { host: this, internals, listeners: new Set(), disabledByForm: false };
        (this as unknown as Record<symbol, FormLink>)[FORM_LINK] = (internals as unknown as Record<symbol, FormLink>)[FORM_LINK] = link;
        // `invalid` is fired by form.requestSubmit(), checkValidity() and reportValidity().
        this.addEventListener('invalid', () => emitFormEvent(this, { type: 'invalid' }));
      }
    }

    // The platform's form-associated callbacks (only ever called on a form-associated element):
    // the component hears them through src/react/runtime/formField.ts.
    formResetCallback(): void {
      emitFormEvent(this, { type: 'reset' });
    }

    formDisabledCallback(disabled: boolean): void {
      emitFormEvent(this, { type: 'disabled', disabled });
    }

    formStateRestoreCallback(state: unknown): void {
      emitFormEvent(this, { type: 'restore', state });
    }

    /**
     * Resolves once the element shows what it was last given (its first render included: a page
     * renders in slices), as Lit's `updateComplete` does; at once when nothing is pending.
     */
    get updateComplete(): Promise<void> {
      return renderedOf(this);
    }

    connectedCallback(): void {
      this.#connected = true;
      this.#render();
    }

    disconnectedCallback(): void {
      this.#connected = false;
      if (this.#mounted) renderer.unmount(this.#mounted);
      this.#mounted = undefined;
    }

    attributeChangedCallback(_name: string, previous: string | null, next: string | null): void {
      if (previous !== next && this.isConnected) this.#render();
    }

    /** Mounts or updates the element, once connected; a server-rendered island waits until the page wakes it. */
    #render(): void {
      if (!this.#connected || isDormantIsland(this)) return;
      if (this.#mounted) return renderer.update(this.#mounted, this.#props);
      const definition = currentDefinition();
      if (definition) this.#mounted = renderer.mount(this, definition, this.#props);
      else needsCode?.(this);
    }

    // Each field and `model` as a property: kept, then rendered. Defined here, in the class body, to reach
    // its private state without a public static on every element's constructor.
    static {
      for (const prop of accessors) {
        Object.defineProperty(this.prototype, prop, {
          enumerable: true,
          configurable: true,
          get(this: BrandElement) {
            return this.#props[prop];
          },
          set(this: BrandElement, value: unknown) {
            this.#props[prop] = value;
            this.#render();
          },
        });
      }
    }
  }

  if (formAssociated) addFieldApi(BrandElement.prototype, 'value' in shape.props);
  return BrandElement;
}
