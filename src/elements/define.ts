import r2wcCore from '@r2wc/core';
import type { ComponentType } from 'react';
import { mountElement, unmountElement, updateElement, type Display, type ElementState, type MountedElement } from '../react/runtime/root';
import { parseVisibleTo } from '../core/visitor/visibleTo';

/**
 * defineElement(tag, Component, options): the one way an element is made.
 *
 * Built on @r2wc/core (class, property accessors, lifecycle) with our own renderer, which
 * renders into the shared React root (src/react/runtime/root.tsx). What it adds to r2wc:
 * - data from the `model` property, a child JSON script, or attributes, highest first;
 * - attribute parsing that accepts `rich-text` (empty = true), removal, and bad JSON
 *   (a console error naming the element instead of an exception in the constructor);
 * - an existing (declarative) shadow root is reused, never emptied;
 * - events leave the host as CustomEvents with `bubbles` and `composed`;
 * - a second registration of a tag is a no-op.
 */

export type AttributeType = 'string' | 'number' | 'boolean' | 'json';
export type PropSpec = AttributeType | { type: AttributeType; description?: string };

export interface DefineOptions {
  /** model fields settable as attributes (kebab-case) and properties */
  props?: Record<string, PropSpec>;
  /** callback prop the component calls → name of the event dispatched on the host */
  events?: Record<string, string | { name: string; description?: string }>;
  /** how the host box behaves in the page (default block) */
  display?: Display;
  /** extra CSS for the host (`:host(...)` rules), e.g. a sticky header; fixed text, shared by every instance */
  hostCss?: string;
  /** the component's name in the editor emptiness rules (src/core/model/emptiness.ts) */
  emptiness?: string;
  /**
   * The component renders no React event handlers (onClick, onChange, …): React then attaches
   * no listeners to its shadow root, which halves the mount cost of simple elements.
   */
  staticContent?: boolean;
  /** props bound to the host, for what only the element layer may do (render into its light DOM) */
  hostProps?: (host: HTMLElement) => Record<string, unknown>;
  /** documented in the manifest */
  slots?: Array<{ name: string; description?: string }>;
  parts?: Array<{ name: string; description?: string }>;
}

/** Fields every element accepts besides its own. */
const COMMON_PROPS: Record<string, AttributeType> = { theme: 'string', visibleTo: 'json' };

const RENDER = Symbol.for('r2wc.render');
const CONNECTED = Symbol.for('r2wc.connected');
const MODEL = 'model';

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`);
const typeOf = (spec: PropSpec): AttributeType => (typeof spec === 'string' ? spec : spec.type);

interface Definition {
  tag: string;
  component: ComponentType<any>;
  display: Display;
  hostCss?: string;
  emptiness?: string;
  staticContent?: boolean;
  hostProps?: (host: HTMLElement) => Record<string, unknown>;
  attributes: Array<{ prop: string; attribute: string; type: AttributeType }>;
  events: Array<{ prop: string; name: string }>;
}

const internalsOf = new WeakMap<HTMLElement, ElementInternals>();
const lastError = new WeakMap<HTMLElement, string>();
const scriptCache = new WeakMap<HTMLScriptElement, { text: string; value: unknown; error?: string }>();
const callbacksOf = new WeakMap<HTMLElement, Record<string, unknown>>();

/** Logs a bad-input error once per element and distinct message, not on every render. */
function reportOnce(host: HTMLElement, message: string): void {
  if (lastError.get(host) === message) return;
  lastError.set(host, message);
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
  const script = host.querySelector<HTMLScriptElement>(':scope > script[type="application/json"]');
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

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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
    callbacksOf.set(host, callbacks);
  }
  return callbacks;
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
  if (model !== undefined && model !== null && !isPlainObject(model)) {
    reportOnce(host, `<${tag}>: the "model" property must be an object, got ${describe(model)}; nothing is rendered.`);
    props = null;
  } else if (script.error) {
    reportOnce(host, `<${tag}>: its <script type="application/json"> child is not valid JSON (${script.error}); nothing is rendered.`);
    props = null;
  } else if (script.value !== undefined && !isPlainObject(script.value)) {
    reportOnce(host, `<${tag}>: its <script type="application/json"> child must hold an object, got ${describe(script.value)}; nothing is rendered.`);
    props = null;
  } else {
    props = { ...fromAttributes, ...(script.value as Record<string, unknown> | undefined), ...(model as Record<string, unknown> | undefined) };
    lastError.delete(host);
  }

  const direction = host.closest('[dir]')?.getAttribute('dir')?.toLowerCase() === 'rtl' ? 'rtl' : 'ltr';
  const lang = host.closest('[lang]')?.getAttribute('lang') || undefined;
  const theme = typeof props?.theme === 'string' && props.theme ? props.theme : undefined;
  const visibleTo = parseVisibleTo(props?.visibleTo);
  if (props) props = { ...props, ...eventCallbacks(host, definition) };
  return { props, theme, direction, lang, visibleTo };
}

function shadowRootOf(host: HTMLElement): ShadowRoot {
  // A declarative shadow root (<template shadowrootmode>) is reused: attachShadow would empty it.
  return internalsOf.get(host)?.shadowRoot ?? host.shadowRoot ?? host.attachShadow({ mode: 'open' });
}

const renderer = {
  mount(container: HTMLElement, definition: Definition, props: Record<string, unknown>): MountedElement {
    const state = resolveState(container, definition, props);
    rerenderAfterParsing(container);
    return mountElement(container, shadowRootOf(container), definition, state);
  },
  update(element: MountedElement, props: Record<string, unknown>): void {
    updateElement(element, resolveState(element.host, element.spec as Definition, props));
  },
  unmount(element: MountedElement): void {
    unmountElement(element);
  },
};

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
        for (const element of waitingForParse) (element as unknown as Record<symbol, () => void>)[RENDER]?.();
        waitingForParse.clear();
      },
      { once: true },
    );
  }
  waitingForParse.add(host);
}

export function defineElement(tag: string, component: ComponentType<any>, options: DefineOptions = {}): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) return existing; // two scripts on one page: the first registration stands

  const allProps: Record<string, AttributeType> = { ...COMMON_PROPS };
  for (const [prop, spec] of Object.entries(options.props ?? {})) allProps[prop] = typeOf(spec);
  const definition: Definition = {
    tag,
    component,
    display: options.display ?? 'block',
    hostCss: options.hostCss,
    emptiness: options.emptiness,
    staticContent: options.staticContent,
    hostProps: options.hostProps,
    attributes: Object.entries(allProps).map(([prop, type]) => ({ prop, attribute: kebab(prop), type })),
    events: Object.entries(options.events ?? {}).map(([prop, spec]) => ({
      prop,
      name: typeof spec === 'string' ? spec : spec.name,
    })),
  };

  // r2wc gets every prop with a type it does not parse ('raw'): it then keeps property values
  // as they are and leaves attribute parsing (and its errors) to resolveState above.
  const r2wcProps = Object.fromEntries([...Object.keys(allProps), MODEL].map((prop) => [prop, 'raw']));
  const Base = r2wcCore(definition as never, { props: r2wcProps as never }, renderer as never) as unknown as {
    new (): HTMLElement;
  };

  class BrandElement extends Base {
    constructor() {
      super();
      // r2wc starts an element as "connected", so its first attributes would mount it before it
      // is ever inserted (and one never inserted would stay mounted): it renders once connected.
      (this as unknown as Record<symbol, boolean>)[CONNECTED] = false;
      // Properties set before the element's code loaded (brand-page sets `model` on every
      // element it creates) are own properties hiding the accessors: hand them over.
      for (const prop of [...Object.keys(allProps), MODEL]) {
        if (Object.prototype.hasOwnProperty.call(this, prop)) {
          const value = (this as unknown as Record<string, unknown>)[prop];
          delete (this as unknown as Record<string, unknown>)[prop];
          (this as unknown as Record<string, unknown>)[prop] = value;
        }
      }
      try {
        internalsOf.set(this, this.attachInternals());
      } catch {
        // attachInternals is unavailable (old engine): host.shadowRoot still finds an open root.
      }
    }

    attributeChangedCallback(_name: string, previous: string | null, next: string | null): void {
      if (previous !== next && this.isConnected) (this as unknown as Record<symbol, () => void>)[RENDER]?.();
    }
  }

  customElements.define(tag, BrandElement);
  return BrandElement;
}
