import { expect } from 'chai';
import './fixtures/universalEditorMeta';
import '../../src/index';
import { authoringStore } from '../../src/core/stores/authoring';
import { pageConfig } from '../../src/core/stores/pageConfig';
import { captureConsole, cleanup, settle, shadow, until } from './helpers';

const FIXTURES = '/tests/elements/fixtures';
const HOME = '/content/brand/gb/en/home/jcr:content';
const GRID = `${HOME}/root/responsivegrid`;
const urn = (path: string) => `urn:aemconnection:${path}`;

async function loadPage(): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = `<brand-page model-url="${FIXTURES}/home.model.json"></brand-page>`;
  document.body.append(container);
  const page = container.querySelector<HTMLElement>('brand-page')!;
  await until(() => !page.hasAttribute('aria-busy') && page.children.length > 0, 5000, 'page model');
  await until(() => page.hasAttribute('data-aue-resource'), 3000, 'the editor support');
  await settle();
  return page;
}

const byPath = (root: ParentNode, path: string) => root.querySelector<HTMLElement>(`[data-cq-data-path="${path}"]`);
const order = (container: Element) => [...container.children].filter((child) => child.hasAttribute('data-cq-data-path')).map((child) => child.getAttribute('data-cq-data-path')!.split('/').pop());

/**
 * Sends an editor event as Adobe's script does (a bubbling CustomEvent on the element it targets) and
 * says whether it reached the document, where the editor's fallback (a reload, a DOM patch) listens.
 */
function send(target: Element, type: string, detail: unknown): boolean {
  let reachedDocument = false;
  const fallback = () => (reachedDocument = true);
  document.addEventListener(type, fallback);
  try {
    target.dispatchEvent(new CustomEvent(type, { bubbles: true, detail }));
  } finally {
    document.removeEventListener(type, fallback);
  }
  return reachedDocument;
}

describe("<brand-page> in Adobe's Universal Editor", () => {
  afterEach(async () => {
    cleanup();
    pageConfig.set({});
    authoringStore.set('edit');
    await settle();
  });

  it('instruments every host in the light DOM: a resource ending in its data-cq-data-path, its type, model, label and filter', async () => {
    const page = await loadPage();
    expect(authoringStore.getSnapshot()).to.equal('edit');
    expect(page.getAttribute('data-aue-resource')).to.equal(urn(HOME));
    expect(page.getAttribute('data-aue-type')).to.equal('container');
    expect(page.getAttribute('data-aue-filter')).to.equal('page');
    const hosts = [...page.querySelectorAll('[data-cq-data-path]')];
    expect(hosts.length).to.be.greaterThan(4);
    for (const host of hosts) expect(host.getAttribute('data-aue-resource'), host.localName).to.equal(urn(host.getAttribute('data-cq-data-path')!));
    const grid = byPath(page, GRID)!;
    expect([grid.getAttribute('data-aue-type'), grid.getAttribute('data-aue-model'), grid.getAttribute('data-aue-label'), grid.getAttribute('data-aue-filter')]).to.deep.equal([
      'container',
      'responsive-grid',
      'Responsive grid',
      'responsive-grid',
    ]);
    const text = byPath(page, `${GRID}/text`)!;
    expect([text.getAttribute('data-aue-type'), text.getAttribute('data-aue-model'), text.getAttribute('data-aue-label'), text.hasAttribute('data-aue-filter')]).to.deep.equal([
      'component',
      'text',
      'Text',
      false,
    ]);
    // The page-wide overlays never show in the editor (the home model restricts its visitors: a gate would).
    expect(page.querySelector(':scope > brand-age-gate, :scope > brand-geofence, :scope > brand-visibility-gate')).to.equal(null);
  });

  it('applies a patch and an update in place, on the same host, and the event stops there', async () => {
    const page = await loadPage();
    const text = byPath(page, `${GRID}/text`)!;
    const others = [...page.querySelectorAll('[data-cq-data-path]')];
    const loaded: unknown[] = [];
    const onLoaded = (event: Event) => loaded.push((event as CustomEvent).detail.model);
    window.addEventListener('cq-pagemodel-loaded', onLoaded);
    try {
      const patch = { patch: { name: 'text', value: 'Patched in the properties panel' }, request: { target: { resource: urn(`${GRID}/text`), type: 'component' } }, response: { updates: [] } };
      expect(send(text, 'aue:content-patch', patch), 'reached the fallback').to.equal(false);
      await until(() => shadow(text).querySelector('p')?.textContent === 'Patched in the properties panel', 3000, 'the patched text');
      const update = { value: 'Typed in place', request: { target: { resource: urn(`${GRID}/text`), type: 'text', prop: 'text' } } };
      expect(send(text, 'aue:content-update', update)).to.equal(false);
      await until(() => shadow(text).querySelector('p')?.textContent === 'Typed in place', 3000, 'the updated text');
      for (const host of others) expect(host.isConnected, host.getAttribute('data-cq-data-path')!).to.equal(true);
      expect(byPath(page, `${GRID}/text`)).to.equal(text);
      expect(loaded).to.have.length(2);
    } finally {
      window.removeEventListener('cq-pagemodel-loaded', onLoaded);
    }
  });

  it('removes, adds, moves and copies components in place, keyed: the untouched hosts stay the same nodes', async () => {
    const page = await loadPage();
    const grid = byPath(page, GRID)!;
    const title = byPath(page, `${GRID}/title`)!;
    const cta = byPath(page, `${GRID}/cta`)!;
    expect(order(grid)).to.deep.equal(['title', 'text', 'image', 'cta']);

    expect(send(byPath(page, `${GRID}/image`)!, 'aue:content-remove', { resource: urn(`${GRID}/image`), request: { target: { component: { resource: urn(`${GRID}/image`) } } } })).to.equal(false);
    expect(order(grid)).to.deep.equal(['title', 'text', 'cta']);

    const add = {
      request: { target: { container: { resource: urn(GRID), type: 'container' } }, content: { name: 'Text', aem: { page: { resourceType: 'brand/components/text', template: { text: 'Added by an author' } } } } },
      response: { resource: urn(`${GRID}/text_1700`), updates: [{ resource: urn(GRID), type: 'container' }] },
    };
    expect(send(grid, 'aue:content-add', add)).to.equal(false);
    expect(order(grid)).to.deep.equal(['title', 'text', 'cta', 'text_1700']);
    const added = byPath(grid, `${GRID}/text_1700`)!;
    expect(added.localName).to.equal('brand-text');
    expect(added.getAttribute('data-aue-resource')).to.equal(urn(`${GRID}/text_1700`));
    await until(() => shadow(added).querySelector('p')?.textContent === 'Added by an author', 3000, 'the added text');

    // Within its container: the same node moves.
    expect(send(grid, 'aue:content-move', { component: urn(`${GRID}/cta`), from: urn(GRID), to: urn(GRID), before: urn(`${GRID}/title`) })).to.equal(false);
    expect(order(grid)).to.deep.equal(['cta', 'title', 'text', 'text_1700']);
    expect(byPath(grid, `${GRID}/cta`)).to.equal(cta);

    // Into another container (the page itself), last.
    expect(send(page, 'aue:content-move', { component: urn(`${GRID}/text_1700`), from: urn(GRID), to: urn(HOME) })).to.equal(false);
    expect(order(grid)).to.deep.equal(['cta', 'title', 'text']);
    expect(order(page)).to.deep.equal(['root', 'text_1700']);
    expect(byPath(page, `${HOME}/text_1700`)!.getAttribute('data-aue-resource')).to.equal(urn(`${HOME}/text_1700`));

    // A copy is sent to the element copied.
    const copy = { source: { container: urn(GRID) }, target: { container: urn(GRID), before: urn(`${GRID}/text`) }, response: { resource: urn(`${GRID}/title_copy`) } };
    expect(send(title, 'aue:content-copy', copy)).to.equal(false);
    expect(order(grid)).to.deep.equal(['cta', 'title', 'title_copy', 'text']);
    expect(byPath(grid, `${GRID}/title`)).to.equal(title);
    const copied = byPath(grid, `${GRID}/title_copy`)!;
    await until(() => shadow(copied).querySelector('h1')?.textContent === 'Find your flavour', 3000, 'the copied title');
  });

  it('leaves an event it cannot apply to the editor (its fallback reloads), saying so once', async () => {
    const page = await loadPage();
    const text = byPath(page, `${GRID}/text`)!;
    const { errors } = await captureConsole(async () => {
      // another page's resource, a malformed detail, a container the page does not have
      expect(send(text, 'aue:content-patch', { patch: { name: 'text', value: 'x' }, request: { target: { resource: urn('/content/other/jcr:content/root/text') } } })).to.equal(true);
      expect(send(text, 'aue:content-patch', { nothing: true })).to.equal(true);
      expect(send(page, 'aue:content-move', { component: urn(`${GRID}/text`), to: urn(`${HOME}/nowhere`) })).to.equal(true);
    });
    expect(errors).to.have.length(3);
    expect(errors[0]).to.match(/Universal Editor's aue:content-patch was not applied \(the page has nothing at \/content\/other/);
    expect(errors[1]).to.match(/aue:content-patch was not applied \(it names no resource of this page\)/);
    expect(errors[2]).to.match(/aue:content-move was not applied \(the page has no container at/);
    expect(shadow(text).querySelector('p')?.textContent).to.not.equal('x');
  });

  it("follows the editor's preview switch: placeholders only while editing", async () => {
    await loadPage();
    document.body.dispatchEvent(new CustomEvent('aue:ui-preview', { bubbles: true, detail: {} }));
    expect(authoringStore.getSnapshot()).to.equal('preview');
    document.body.dispatchEvent(new CustomEvent('aue:ui-edit', { bubbles: true, detail: {} }));
    expect(authoringStore.getSnapshot()).to.equal('edit');
  });
});
