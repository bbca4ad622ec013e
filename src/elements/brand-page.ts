import { modelManager } from '../core/model/manager';
import { SERVER_RENDERED_ATTRIBUTE } from '../core/model/dom';
import { HYDRATE_ATTRIBUTE } from '../core/model/hydration';
import { initRouter } from '../core/model/router';
import { initEditorUpdates } from '../core/model/editor';
import { contentPathOf, marketConfig, pageConfigOf, pageOf } from '../core/model/page';
import { pageConfig } from '../core/stores/pageConfig';
import { authoringStore } from '../core/stores/authoring';
import { inUniversalEditor, isAuthoringMode } from '../core/model/authoring';
import { pageVisibility, readPageVisibility } from '../core/stores/pageVisibility';
import { visitorPending } from '../core/stores/visitor';
import { declareGates } from '../core/stores/gates';
import type { Gate } from '../core/gates/order';
import { ageGateNeeded, gateCookieName } from '../core/gates/ageGateStart';
import { getCookie } from '../core/visitor/cookies';
import { startVisitor } from '../core/visitor/resolveVisitor';
import { watchLocalCart } from '../core/stores/localCart';
import type { HybrisConfig, MuleSoftConfig } from '../core/services';
import { elementTagsIn, heroImages } from '../core/model/aboveTheFold';
import { withTimeout } from '../core/async/withTimeout';
import { codeLoaded, loadElement } from './loadElement';
import { preloadModules } from './preload';
import { preloadHeroImage } from './page/heroPreload';
import { TreeRenderer, MAX_DEPTH, PATH_ATTRIBUTE, type ModelNode } from './page/renderTree';
import { startIslands } from './page/islands';
import { holdsMarkup, sanitizer } from '../core/security/authoredHtml';

/**
 * How long the first build of a page waits for its element types' code (see codeOfPage): long
 * enough for any connection that loads the page at all, short enough that one slow chunk does
 * not hold the rest of the page back (its elements then render when it arrives).
 */
export const PAGE_CODE_WAIT_MS = 3000;

/**
 * `<brand-page>` builds the page from the JSON page model. It finds the model (server-embedded
 * `__INITIAL_STATE__`, else `model-url`, meta `cq:pagemodel_root_url`, or the current path as a
 * model URL), renders the tree into its own light DOM as custom elements carrying
 * `data-cq-data-path`, and keeps them in step with editor updates and route changes, touching
 * only the elements whose model changed. No React and no shadow root of its own.
 *
 * @customElement brand-page
 * @attribute model-url - Root model URL (default: meta cq:pagemodel_root_url, else the current path as .model.json).
 * @attribute api-host - Prefix for model fetches, e.g. https://author.example.com.
 * @attribute error-page-root - Where error page models live: a failed page loads {root}{status}.model.json instead.
 * @fires cq-pagemodel-loaded - On window, when the model has loaded and after every editor update (detail.model).
 * @fires cq-pagemodel-route-changed - On window, after a route change loaded the new page's model (detail.model).
 */
export class BrandPage extends HTMLElement {
  static readonly tag = 'brand-page';
  private renderer = new TreeRenderer(this, BrandPage.tag, { page: true });
  private started = false;
  private renderedPage: ModelNode | undefined;
  private cleanups: Array<() => void> = [];
  /** in the Universal Editor: marks this element as the container of the page at a content path */
  private instrumentPage?: (contentPath: string) => void;

  connectedCallback(): void {
    if (this.started) return;
    this.started = true;
    void this.start();
  }

  disconnectedCallback(): void {
    // A page moved within the document reconnects at once; one that stays out stops listening.
    queueMicrotask(() => {
      if (this.isConnected) return;
      for (const cleanup of this.cleanups.splice(0)) cleanup();
      this.started = false;
    });
  }

  private async start(): Promise<void> {
    this.setAttribute('aria-busy', 'true');
    // A server-rendered page's model follows its elements (src/server/renderPage.ts). The loader's
    // modules run once the document is parsed, but code loaded `async` can run before: it waits.
    if (this.hasAttribute(SERVER_RENDERED_ATTRIBUTE) && document.readyState === 'loading') {
      await new Promise((parsed) => document.addEventListener('DOMContentLoaded', parsed, { once: true }));
    }
    let root: ModelNode;
    try {
      root = await modelManager.initialize({
        modelUrl: this.getAttribute('model-url') || undefined,
        apiHost: this.getAttribute('api-host') || undefined,
        errorPageRoot: this.getAttribute('error-page-root') || undefined,
      });
    } catch (error) {
      this.removeAttribute('aria-busy');
      this.showLoadError(error);
      return;
    }
    this.applyConfig(root);
    this.startVisitor(root);
    await this.codeOfPage();
    const mode = authoringStore.getSnapshot();
    const universalEditor = inUniversalEditor(document);
    // The SPA editor's libraries are for its own frame; the Universal Editor brings its script itself.
    if (isAuthoringMode(mode) && !universalEditor) {
      // An app served apart from AEM (an api-host) is a remote app: the editor's libraries come from AEM.
      const apiHost = this.getAttribute('api-host') ?? '';
      import('../core/model/editorLibraries').then(
        ({ AuthoringUtils }) => {
          const remoteApp = apiHost !== '' || AuthoringUtils.isRemoteApp();
          AuthoringUtils.loadEditorLibraries(document, AuthoringUtils.editorLibraries(mode, { remoteApp, authoringHost: apiHost }));
        },
        (error: Error) => console.error(`<brand-page>: the authoring editor's libraries could not be loaded (${error.message}).`),
      );
    }

    if (universalEditor) await this.startUniversalEditor();
    this.cleanups.push(
      modelManager.subscribe(() => this.renderCurrentPage()),
      initRouter(modelManager, { window, document }),
      initEditorUpdates(modelManager, window),
    );
    const onRoute = () => this.renderCurrentPage();
    window.addEventListener('cq-pagemodel-route-changed', onRoute);
    this.cleanups.push(() => window.removeEventListener('cq-pagemodel-route-changed', onRoute));

    this.renderCurrentPage(true);
    this.addOverlays(root);
    this.removeAttribute('aria-busy');
    window.dispatchEvent(new CustomEvent('cq-pagemodel-loaded', { detail: { model: modelManager.getSnapshot() } }));
  }

  /**
   * Loads the code of every element type the page uses, all at once, before the page is built
   * (and starts the download of its first image, and of the HTML sanitizer when the page holds markup).
   * Built with every tag defined, the elements connect in document order, so the runtime renders
   * them top to bottom: nothing already painted moves down when the code of an element above it
   * arrives later (layout shift), and the first screenful comes first.
   */
  private async codeOfPage(): Promise<void> {
    const page = this.currentPage();
    if (!page) return;
    // The server's elements load their code when their policy says (page/islands.ts), started here too
    // for a page that loaded this without the loader; the server's markup already shows the hero.
    if (this.hasAttribute(SERVER_RENDERED_ATTRIBUTE) && this.querySelector(`[${PATH_ATTRIBUTE}]`)) {
      startIslands(this);
      return;
    }
    // The hero's download does not wait for any code.
    const hero = heroImages(page.node, page.path, MAX_DEPTH).first;
    if (hero) preloadHeroImage(hero);
    const loads = elementTagsIn(page.node, MAX_DEPTH)
      .filter((tag) => !codeLoaded(tag))
      .map((tag) => loadElement(tag));
    // Authored markup in the page: the sanitizer's chunk comes beside the elements' code, not after it.
    if (!sanitizer.ready() && holdsMarkup(page.node)) void sanitizer.load();
    if (loads.length === 0) return;
    // loadElement reports its own failures; a slow one renders when it arrives.
    await withTimeout(Promise.all(loads), PAGE_CODE_WAIT_MS).catch(() => undefined);
  }

  /**
   * A page in Adobe's Universal Editor: its hosts get the editor's attributes and its content events
   * change the model in place (page/universalEditor.ts, loaded only here). Without that code the page
   * still shows, and the editor falls back to reloading it.
   */
  private async startUniversalEditor(): Promise<void> {
    try {
      const { startUniversalEditor } = await import('./page/universalEditor');
      const editor = startUniversalEditor(this, this.renderer, () => (modelManager.isInitialized ? modelManager.store : undefined));
      if (!editor) return;
      this.instrumentPage = editor.instrumentPage;
      this.cleanups.push(editor.stop);
    } catch (error) {
      console.error('<brand-page>: the Universal Editor support could not be loaded.', error);
    }
  }

  /** The page the current location shows: its `:children` entry of the root model, else the root itself. */
  private currentPage(): { node: ModelNode; path: string } | undefined {
    const root = modelManager.getSnapshot() as ModelNode | undefined;
    return root ? pageOf(root, location.pathname) : undefined;
  }

  private renderCurrentPage(first = false): void {
    const page = this.currentPage();
    if (!page || page.node === this.renderedPage) return;
    const base = contentPathOf(page.path);
    // Server-rendered elements are kept where they match; adopt() reports and replaces the rest.
    if (first) this.renderer.adopt(page.node, base);
    this.renderer.render(page.node, base);
    this.instrumentPage?.(base);
    this.renderedPage = page.node;
    const visibility = readPageVisibility(page.node) ?? readPageVisibility(modelManager.getSnapshot() as ModelNode);
    pageVisibility.set(visibility);
    // A page reached later (a route change) that restricts its visitors gets the gate then.
    if (!first && visibility?.visibleTo?.length && !isAuthoringMode(authoringStore.getSnapshot()) && !this.querySelector(':scope > brand-visibility-gate')) {
      this.prepend(document.createElement('brand-visibility-gate'));
    }
  }

  /** The root model's market config styles every element on the page and feeds the page chrome. */
  private applyConfig(root: ModelNode): void {
    pageConfig.set(pageConfigOf(root));
  }

  /**
   * Who the visitor is (cookies, then the consumer profile and assets from the configured
   * services) decides what visibleTo shows; a logged-in visitor's auto-delivery cart is
   * refreshed, and a member's cart this browser does not hold is read from OCC. The local cart is
   * followed across tabs.
   */
  private startVisitor(root: ModelNode): void {
    const config = marketConfig(root);
    const hybrisConfig = config.hybrisConfig as HybrisConfig | undefined;
    visitorPending.set(true);
    const started = startVisitor({ muleSoftConfig: config.muleSoftConfig as MuleSoftConfig | undefined, hybrisConfig });
    void started.finally(() => visitorPending.set(false));
    // A member's cart held elsewhere comes here too, beside the page (what visibleTo shows does not wait for it).
    void started.then(({ visitorType, cartRefreshed }) => {
      if (visitorType === 'LAS' || !hybrisConfig || cartRefreshed) return;
      // (its code failing to load leaves the badge to the cart page, which reads the cart itself)
      import('../core/commerce/cartRefresh').then(({ syncMemberCart }) => syncMemberCart(hybrisConfig)).catch(() => undefined);
    });
    this.cleanups.push(watchLocalCart(window));
  }

  /**
   * The page-wide overlays, present on every page: the age gate (unless the
   * visitor's granted answer is already kept), the geofence when the market enables it, and the
   * visibility gate; they act one after the other. The authoring editor shows the page without them.
   */
  private addOverlays(root: ModelNode): void {
    if (isAuthoringMode(authoringStore.getSnapshot())) {
      declareGates([]);
      return;
    }
    const config = marketConfig(root);
    const market = typeof config.market === 'string' ? config.market : undefined;
    const geoFencing = config.geoFencing && typeof config.geoFencing === 'object' ? (config.geoFencing as Record<string, unknown>) : undefined;
    const overlays: Array<[Gate, string, Record<string, unknown>]> = [];
    // A returning visitor who said yes gets no gate element: neither its code nor its content loads.
    if (ageGateNeeded(location.href, getCookie(gateCookieName(market)))) overlays.push(['ageGate', 'brand-age-gate', { market, sagConfig: config.sagConfig }]);
    if (geoFencing?.geofencingEnabled === true) overlays.push(['geofence', 'brand-geofence', { market, geoFencing }]);
    // The visibility gate only where a page restricts who may see it: a page without one loads none of its code.
    if (restrictsVisitors(root)) overlays.push(['visibilityGate', 'brand-visibility-gate', {}]);
    declareGates(overlays.map(([gate]) => gate));
    const serverGate = this.querySelector(`:scope > brand-age-gate[${HYDRATE_ATTRIBUTE}]`);
    if (serverGate) this.followServerGate(serverGate);
    for (const [, tag, model] of [...overlays].reverse()) {
      if (this.querySelector(`:scope > ${tag}`)) continue;
      const element = document.createElement(tag) as HTMLElement & { model?: unknown };
      element.model = model;
      this.prepend(element);
    }
  }

  /**
   * A first visit's age gate from the server's markup (src/core/gates/firstVisitGate.ts) is on screen, its code waiting
   * for the visitor's first touch: its display is announced now (src/core/analytics/gateDisplay.ts, loaded only for
   * it), and, since every visitor who stays answers it, its code is fetched ahead once the page has loaded and the
   * browser is idle (fetched, not run), so the answer does not wait for the download: the gate's entry, and hydration's
   * code with React DOM and the gate's component, which the entry does not import (its first state is drawn without React).
   */
  private followServerGate(gate: Element): void {
    import('../core/analytics/gateDisplay').then(
      ({ announceServerGate }) => announceServerGate(gate),
      () => undefined, // (the gate announces itself when its code loads)
    );
    const fetchAhead = () => {
      preloadModules('brand-age-gate');
      preloadModules('island');
      preloadModules('ageGate');
    };
    const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(fetchAhead, { timeout: 5000 }) : fetchAhead());
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  }

  private showLoadError(error: unknown): void {
    const status = (error as { status?: unknown })?.status;
    const reason = error instanceof Error ? error.message : typeof status === 'number' ? `HTTP ${status}` : String(error);
    console.error(`<brand-page>: the page model could not be loaded (${reason}).`, error);
    this.setAttribute('data-brand-error', reason);
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.setAttribute('data-brand-page-error', '');
    message.textContent = 'This page could not be loaded. Please try again later.';
    // CSSOM, not a style attribute: allowed under a strict Content Security Policy.
    Object.assign(message.style, { margin: '2rem auto', maxWidth: '40rem', padding: '1rem', textAlign: 'center', font: '1rem/1.5 system-ui, sans-serif' });
    this.append(message);
  }
}

/** Whether the root model, or a page in it, restricts who may see it (`visibility.visibleTo`). */
function restrictsVisitors(root: ModelNode): boolean {
  const pages = [root, ...Object.values((root[':children'] ?? {}) as Record<string, ModelNode>)];
  return pages.some((page) => (readPageVisibility(page)?.visibleTo?.length ?? 0) > 0);
}

if (!customElements.get(BrandPage.tag)) customElements.define(BrandPage.tag, BrandPage);
