/**
 * The security suite driven by the Custom Elements Manifest: every string, number and JSON field
 * of every element the package ships (attributes and model-only fields alike) is given the HTML,
 * URL and CSS payloads, so an element added later is covered without anyone adding it to a list.
 * Hand-written checks of what each element should still show live in xss.test.ts.
 *
 * JSON fields get objects built from the field names their description documents (every name
 * set to the payload, or to a list or an object of such), so nested fields are reached too.
 */
import { expect } from 'chai';
import '../../src/index';
import { visitorPending, visitorStore } from '../../src/core/stores/visitor';
import { pageConfig } from '../../src/core/stores/pageConfig';
import { ELEMENT_TAGS } from '../../src/elements/registry';
import { gateStore } from '../../src/core/stores/gates';
import { brokenImagesSettled, captureConsole, cleanup, fixture, settle, shadow, until } from './helpers';
import { HTML_PAYLOADS, MarkupRecorder, URL_PAYLOADS, allNodes, executed, unsafeMarkup, type XssWindow } from './xssPayloads';

interface ManifestField {
  name: string;
  type?: { text: string };
  attribute?: string;
  description?: string;
  readonly?: boolean;
}
interface ManifestDeclaration {
  tagName?: string;
  members?: ManifestField[];
}

/** CSS that must never become a rule: a value that closes its declaration and opens rules of its own. */
const CSS_PAYLOADS = [
  { label: 'css-close-host', value: '0;}}:host{display:none!important}.xss-css-a{' },
  { label: 'css-close-colour', value: 'red;}:host{display:none}.xss-css-b{color:red' },
  { label: 'css-url-js', value: 'url(javascript:window.__xss=1)' },
  { label: 'css-expression', value: 'expression(window.__xss=1)' },
  { label: 'css-import', value: '@import url(/xss.css);' },
];

const ALL_HTML = HTML_PAYLOADS.map((payload) => payload.html).join('');
const PAYLOADS = [
  { label: 'html', value: ALL_HTML },
  ...URL_PAYLOADS.map((payload) => ({ label: `url-${payload.label}`, value: payload.url })),
  ...CSS_PAYLOADS.map((payload) => ({ label: payload.label, value: payload.value })),
];

/** Field names a JSON field's description documents: `{ content (HTML), theme, items: [{ linkUrl }] }`. */
function documentedNames(description = ''): string[] {
  const names = description.match(/\b[a-z][a-zA-Z0-9]*\b/g) ?? [];
  return [...new Set(names)].filter((name) => name.length > 1 && !['or', 'and', 'the', 'of', 'a', 'an', 'as', 'to', 'in', 'on', 'default', 'each', 'with'].includes(name));
}

type Shape = 'strings' | 'lists' | 'objects';
/** A JSON field's value: every documented name holding the payload, a one-item list of that, or that object. */
function jsonValue(description: string | undefined, payload: string, shape: Shape): unknown {
  const flat = Object.fromEntries(documentedNames(description).map((name) => [name, payload]));
  if (shape === 'strings') return { ...flat, items: [flat], links: [flat], list: [flat] };
  if (shape === 'lists') return Object.fromEntries(Object.keys(flat).map((name) => [name, [flat]]));
  return Object.fromEntries(Object.keys(flat).map((name) => [name, { ...flat, items: [flat] }]));
}

/** A model giving every non-boolean field of the element the payload. */
function payloadModel(fields: ManifestField[], payload: string, shape: Shape): Record<string, unknown> {
  const model: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.readonly) continue; // updateComplete: nothing to give
    const name = field.name.replace(/^model\./, '');
    if (name === 'model' || name === 'visibleTo' || name === 'theme') continue;
    const type = field.type?.text ?? 'string';
    if (type === 'boolean') model[name] = true;
    else if (type === 'object') model[name] = jsonValue(field.description, payload, shape);
    else model[name] = payload;
  }
  return model;
}

/** Every CSS rule that applies anywhere: the document's sheets and every shadow root's (adopted and <style>). */
function allRules(): CSSRule[] {
  const sheets = new Set<CSSStyleSheet>([...document.styleSheets, ...document.adoptedStyleSheets]);
  for (const element of allNodes(document)) {
    if (!element.shadowRoot) continue;
    element.shadowRoot.adoptedStyleSheets.forEach((sheet) => sheets.add(sheet));
    element.shadowRoot.querySelectorAll('style').forEach((style) => style.sheet && sheets.add(style.sheet));
  }
  const rules: CSSRule[] = [];
  const walk = (list: CSSRuleList) => {
    for (const rule of list) {
      rules.push(rule);
      if ('cssRules' in rule && (rule as CSSGroupingRule).cssRules) walk((rule as CSSGroupingRule).cssRules);
    }
  };
  for (const sheet of sheets) {
    try {
      walk(sheet.cssRules);
    } catch {
      // a cross-origin sheet: not ours
    }
  }
  return rules;
}

/** Authored text that became CSS: a selector of the payloads, a script URL or an expression in a rule. */
function cssInjections(): string[] {
  return allRules()
    .map((rule) => rule.cssText)
    .filter((text) => /xss-css|javascript:|expression\(|@import url\("?\/xss/i.test(text))
    .map((text) => text.slice(0, 160));
}

const SHAPES: Shape[] = ['strings', 'lists', 'objects'];

/**
 * Elements that may rightly render no text of their own for these models; every other element must
 * render text (or a frame) for at least one payload, so the suite cannot pass by rendering nothing.
 */
const MAY_BE_SILENT: Record<string, string> = {
  'brand-accordion': 'its items are its light-DOM children; the test gives it none',
  'brand-accordion-item': 'a slot for its own items',
  'brand-container': 'a slot for its items',
  'brand-form-container': 'a slot for its fields; nothing live without a model id (the payload model has none), its messages only after a submission',
  'brand-lead-gen-form': 'a slot for its fields; consents need a list of { id } (a payload is none); leadGenForm.test.ts gives a consent label a script payload',
  'brand-responsive-grid': 'a slot for its items',
  'brand-visibility-toggle': 'slots for its two containers',
  'brand-dialog': 'closed until opened',
  'brand-geofence': 'shown only when the country differs',
  'brand-visibility-gate': 'shown only when the visitor is excluded',
  'brand-footer': 'sections render only when enabled with their own shapes',
  'brand-simplified-footer': 'an experience fragment it would fetch',
  'brand-language-selector': 'needs a list of links',
  'brand-image': 'an image, no text',
  'brand-form-hidden': 'a hidden form value: it shows nothing by design, it only submits its value',
  'brand-spacer': 'space, no text',
  'brand-refer-a-friend': 'empty unless communicationChannels names a known channel (a payload names none); referAFriend.test.ts gives its message, labels and referralUrl payloads',
  'brand-list': 'needs a list of items (a string is none)',
  'brand-rich-usp-list': 'needs a list of items (a string is none)',
  'brand-countdown': 'a payload is no date: an unreadable endDate shows nothing',
  'brand-countdown-container': 'a slot for its items, closed when its dates are unreadable',
  'brand-zoom-container': 'a slot for its items',
  'brand-sticky-container': 'a bar around a slot for its items',
  'brand-carousel': 'its slides are its light-DOM children; the test gives it none',
  'brand-slide': 'a slot for its own items',
  'brand-gauge': 'needs a number for value and scale (a payload is none); gauge.test.ts gives its text fields payloads',
  'brand-consumables-table': 'needs rowGroups of items (a string is none); consumablesTable.test.ts gives its item fields payloads',
  'brand-info-cards-slider': 'needs a list of items (a string is none); infoCardsSlider.test.ts gives its item fields payloads',
  'brand-product-list': 'needs productConfig as a list of { productCode } and OCC products (a payload object is none); productList.test.ts gives the OCC data payloads',
  'brand-flavour-carousel': 'needs groups and items that pass the data rules (a string is none); flavourCarousel.test.ts gives its item fields payloads',
  'brand-account-navigation': 'needs a list of { title, link } items (a string or one object is none) and a logged-in visitor; accountNavigation.test.ts gives its titles, links and icons payloads',
  'brand-account-panel': 'a slot for its items',
  'brand-account-breadcrumb': 'shown to a logged-in visitor with more than one { title } item; accountBreadcrumb.test.ts gives its titles and links payloads',
  'brand-account-register-device': 'empty without id (a host attribute, no manifest field) and title (spec rule); accountRegisterDevice.test.ts gives its fields payloads with an id',
};

describe('security: every field of every element in the manifest', function () {
  this.timeout(240000);
  let declarations: ManifestDeclaration[] = [];
  const recorder = new MarkupRecorder();
  const redirects: string[] = [];
  const onRedirect = (event: Event) => {
    event.preventDefault(); // a visibility gate's redirect would take the test page away
    redirects.push(String((event as CustomEvent<{ url: string }>).detail?.url));
  };

  before(async () => {
    const response = await fetch('/dist/custom-elements.json');
    expect(response.ok, 'dist/custom-elements.json (npm test builds it first; alone, run npm run build)').to.equal(true);
    const manifest = (await response.json()) as { modules: Array<{ declarations: ManifestDeclaration[] }> };
    declarations = manifest.modules.flatMap((module) => module.declarations).filter((declaration) => declaration.tagName && declaration.tagName !== 'brand-page');
    document.addEventListener('brand-visibility-redirect', onRedirect);
  });

  after(() => document.removeEventListener('brand-visibility-redirect', onRedirect));

  beforeEach(() => {
    delete (window as XssWindow).__xss;
    visitorStore.set('LAS');
    visitorPending.set(false);
    pageConfig.set({});
    gateStore.set({});
    recorder.start();
  });

  afterEach(async () => {
    recorder.stop();
    cleanup();
    await settle();
    document.body.removeAttribute('inert');
    delete (window as XssWindow).__xss;
  });

  it('the manifest lists every element with its fields', () => {
    expect(declarations.map(({ tagName }) => tagName).sort(), 'one declaration per registered element').to.deep.equal([...ELEMENT_TAGS].sort());
    for (const declaration of declarations) expect(declaration.members?.length, declaration.tagName).to.be.greaterThan(2);
  });

  for (const shape of SHAPES) {
    it(`no payload runs, leaves script-capable markup or becomes CSS (JSON fields as ${shape})`, async () => {
      const shown = new Set<string>();
      const { errors } = await captureConsole(async () => {
        for (const payload of PAYLOADS) {
          const container = fixture('<brand-text id="neighbour" text="The neighbour stays visible"></brand-text>');
          const neighbour = container.querySelector('brand-text')!;
          const hosts = declarations.map((declaration) => {
            const host = document.createElement(declaration.tagName!) as HTMLElement & { model?: unknown };
            host.model = payloadModel(declaration.members ?? [], payload.value, shape);
            return host;
          });
          container.append(...hosts);
          await until(() => hosts.every((host) => host.shadowRoot || host.hasAttribute('data-brand-error')), 5000, `every element to mount (${payload.label})`);
          // Mounted is not rendered: the page renders in slices; wait until each shows what it was given.
          await Promise.all(hosts.map((host) => (host as HTMLElement & { updateComplete?: Promise<void> }).updateComplete));
          await until(() => shadow(neighbour).querySelector('p'), 3000, 'the neighbour');
          // onerror / onload / ontoggle / SVG animation begin get their chance
          await settle();
          await brokenImagesSettled();
          const markup = [...new Set([...unsafeMarkup(), ...recorder.problems])];
          expect({ ran: executed(), markup, css: cssInjections() }, `${payload.label} (${shape})`).to.deep.equal({ ran: [], markup: [], css: [] });
          expect(getComputedStyle(neighbour).display, `${payload.label}: the neighbour is not hidden`).to.not.equal('none');
          expect(getComputedStyle(document.body).display).to.not.equal('none');
          // Shown: text, or an embedded frame (brand-iframe shows nothing else).
          for (const host of hosts) if (host.shadowRoot?.textContent?.trim() || host.shadowRoot?.querySelector('iframe')) shown.add(host.localName);
          cleanup();
          document.body.removeAttribute('inert');
          await settle();
        }
      });
      const dangerous = redirects.filter((url) => /^\s*(javascript|vbscript|data):/i.test(url));
      expect(dangerous, 'redirects to script URLs').to.deep.equal([]);
      expect(errors.filter((line) => line.includes('an error escaped the element boundaries')), 'the shared root').to.deep.equal([]);
      // The suite cannot pass by rendering nothing: every element shows something for some payload,
      // except those that rightly show nothing for models like these (named here, with why).
      const silent = declarations.map((declaration) => declaration.tagName!).filter((tag) => !shown.has(tag) && !Object.hasOwn(MAY_BE_SILENT, tag));
      expect(silent, 'elements that rendered nothing for any payload').to.deep.equal([]);
    });
  }
});
