import { describe, expect, it } from 'vitest';
import {
  applyChange,
  changeOf,
  connectionOf,
  editorId,
  editorLabel,
  holdsItems,
  instrumentation,
  orderWith,
  pathOfResource,
  resourceOf,
  type EditorChange,
} from '../../../src/core/model/universalEditor';
import { ModelStore } from '../../../src/core/model/store';
import { pageModel } from './fakes';
import { detectWcmMode } from '../../../src/core/model/authoring';
import { editorId as scriptEditorId, editorLabel as scriptEditorLabel } from '../../../scripts/universalEditor.mjs';

const AEM = { name: 'aemconnection', url: 'https://author.example.com' };
const PAGE = '/content/brand/en/home/jcr:content';
const urn = (path: string) => `urn:aemconnection:${path}`;

describe('Universal Editor: the connection and the resources', () => {
  it('finds the connection in the system meta (Adobe: urn:adobe:aue:system:<name>, content "aem:<author url>")', () => {
    expect(connectionOf([{ name: 'urn:adobe:aue:system:aemconnection', content: 'aem:https://author-p1-e2.adobeaemcloud.com' }])).toEqual({
      name: 'aemconnection',
      url: 'https://author-p1-e2.adobeaemcloud.com',
    });
    // config metas (service, extensions) are no connection; a page without the meta is not in the editor
    expect(connectionOf([{ name: 'urn:adobe:aue:config:service', content: 'https://ue.example.com' }])).toBeNull();
    expect(connectionOf([])).toBeNull();
    expect(connectionOf([{ name: 'urn:adobe:aue:system:aem', content: 'no protocol' }])).toBeNull();
    expect(connectionOf([{ name: 'urn:adobe:aue:system:bad name', content: 'aem:https://a' }])).toBeNull();
  });

  it('names a node urn:<connection>:<node path> and reads that back, refusing another connection', () => {
    expect(resourceOf(AEM, `${PAGE}/root/text`)).toBe('urn:aemconnection:/content/brand/en/home/jcr:content/root/text');
    expect(pathOfResource(AEM, urn(`${PAGE}/root/text`))).toBe(`${PAGE}/root/text`);
    expect(pathOfResource(AEM, `urn:other:${PAGE}/root`)).toBeNull();
    expect(pathOfResource(AEM, 'urn:aemconnection:relative')).toBeNull();
    expect(pathOfResource(AEM, undefined)).toBeNull();
  });

  it("an element's id and label are its tag's, as the generated definition files write them", () => {
    for (const tag of ['brand-text', 'brand-add-to-cart', 'brand-account-order-card']) {
      expect(editorId(tag)).toBe(scriptEditorId(tag));
      expect(editorLabel(tag)).toBe(scriptEditorLabel(tag));
    }
    expect(editorLabel('brand-add-to-cart')).toBe('Add to cart');
    expect(editorId('brand-add-to-cart')).toBe('add-to-cart');
  });

  it('a host with :items is a container with a filter, any other a component', () => {
    const grid = { ':type': 'brand/components/responsive-grid', ':items': {}, ':itemsOrder': [] };
    expect(holdsItems(grid)).toBe(true);
    expect(instrumentation(AEM, 'brand-responsive-grid', `${PAGE}/root`, grid)).toEqual({
      'data-aue-resource': urn(`${PAGE}/root`),
      'data-aue-type': 'container',
      'data-aue-model': 'responsive-grid',
      'data-aue-label': 'Responsive grid',
      'data-aue-filter': 'responsive-grid',
    });
    // a fragment's items are its own page's: it is a component here
    expect(instrumentation(AEM, 'brand-experience-fragment', `${PAGE}/root/xf`, { ':type': 'brand/components/experience-fragment', ':items': { text: {} } })).toMatchObject({ 'data-aue-type': 'component' });
    expect(instrumentation(AEM, 'brand-text', `${PAGE}/root/text`, { ':type': 'brand/components/text', text: 'Hi' })).toEqual({
      'data-aue-resource': urn(`${PAGE}/root/text`),
      'data-aue-type': 'component',
      'data-aue-model': 'text',
      'data-aue-label': 'Text',
    });
  });

  it('a page in the editor is edited unless the URL or the wcmmode meta says otherwise', () => {
    expect(detectWcmMode({ universalEditor: true })).toBe('edit');
    expect(detectWcmMode({ universalEditor: true, search: '?cq:wcmmode=preview' })).toBe('preview');
    expect(detectWcmMode({ universalEditor: true, meta: 'disabled' })).toBe('disabled');
    expect(detectWcmMode({})).toBe('disabled');
  });
});

describe('Universal Editor: what each content event changes', () => {
  const at = `${PAGE}/root/text`;

  it('aue:content-patch sets detail.patch.name to detail.patch.value on the resource of detail.request.target', () => {
    const detail = { patch: { name: 'text', value: '<p>New</p>' }, request: { target: { resource: urn(at) } }, response: {} };
    expect(changeOf(AEM, 'aue:content-patch', detail)).toEqual({ kind: 'set', path: at, field: 'text', value: '<p>New</p>' });
    // a falsy value is a value
    expect(changeOf(AEM, 'aue:content-patch', { patch: { name: 'richText', value: false }, request: { target: { resource: urn(at) } } })).toMatchObject({ value: false });
  });

  it('aue:content-update sets request.target.prop to detail.value', () => {
    const detail = { value: 'Hello', request: { target: { resource: urn(at), type: 'text', prop: 'text' } } };
    expect(changeOf(AEM, 'aue:content-update', detail)).toEqual({ kind: 'set', path: at, field: 'text', value: 'Hello' });
  });

  it('aue:content-remove removes detail.resource (or request.target.component)', () => {
    expect(changeOf(AEM, 'aue:content-remove', { resource: urn(at) })).toEqual({ kind: 'remove', path: at });
    expect(changeOf(AEM, 'aue:content-remove', { request: { target: { component: { resource: urn(at) } } } })).toEqual({ kind: 'remove', path: at });
  });

  it("aue:content-add puts the definition's resource type and template at the answer's new resource, in the container", () => {
    const detail = {
      request: {
        target: { container: { resource: urn(`${PAGE}/root`), type: 'container' } },
        content: { name: 'Text', aem: { page: { resourceType: 'brand/components/text', template: { text: 'New text' } } } },
      },
      response: { resource: urn(`${PAGE}/root/text_123`), updates: [{ resource: urn(`${PAGE}/root`) }] },
    };
    expect(changeOf(AEM, 'aue:content-add', detail)).toEqual({
      kind: 'insert',
      container: `${PAGE}/root`,
      key: 'text_123',
      node: { text: 'New text', ':type': 'brand/components/text' },
    });
    // the page itself is a container (its content node)
    const toPage = { ...detail, request: { ...detail.request, target: { container: { resource: urn(PAGE) } } }, response: { resource: urn(`${PAGE}/text_9`) } };
    expect(changeOf(AEM, 'aue:content-add', toPage)).toMatchObject({ kind: 'insert', container: PAGE, key: 'text_9' });
  });

  it('aue:content-move moves detail.component into detail.to, before detail.before or last', () => {
    const detail = { component: urn(at), from: urn(`${PAGE}/root`), to: urn(`${PAGE}/root/box`), before: urn(`${PAGE}/root/box/image`) };
    expect(changeOf(AEM, 'aue:content-move', detail)).toEqual({ kind: 'move', path: at, container: `${PAGE}/root/box`, before: `${PAGE}/root/box/image` });
    expect(changeOf(AEM, 'aue:content-move', { ...detail, before: undefined })).toEqual({ kind: 'move', path: at, container: `${PAGE}/root/box` });
  });

  it("aue:content-copy copies the element it was sent to into target.container under the answer's new resource", () => {
    const detail = { source: { container: urn(`${PAGE}/root`) }, target: { container: urn(`${PAGE}/root`), before: urn(`${PAGE}/root/image`) }, response: { resource: urn(`${PAGE}/root/text_copy`) } };
    expect(changeOf(AEM, 'aue:content-copy', detail, urn(at))).toEqual({ kind: 'insert', container: `${PAGE}/root`, key: 'text_copy', copyOf: at, before: `${PAGE}/root/image` });
  });

  it('says what is wrong with an event it cannot apply, and applies nothing', () => {
    const cases: Array<[string, unknown, string?]> = [
      ['aue:content-patch', undefined],
      ['aue:content-patch', { patch: { name: 'text', value: 'x' }, request: { target: { resource: `urn:other:${at}` } } }],
      ['aue:content-patch', { patch: { name: '__proto__', value: {} }, request: { target: { resource: urn(at) } } }],
      ['aue:content-patch', { patch: { name: ':type', value: 'x' }, request: { target: { resource: urn(at) } } }],
      ['aue:content-patch', { patch: { name: 'text' }, request: { target: { resource: urn(at) } } }],
      ['aue:content-update', { request: { target: { resource: urn(at), prop: 'text' } } }],
      ['aue:content-remove', { resource: urn(PAGE) }],
      ['aue:content-add', { request: { target: { container: { resource: urn(`${PAGE}/root`) } }, content: {} }, response: { resource: urn(`${PAGE}/root/x`) } }],
      // the new resource is not in the container the request named
      ['aue:content-add', { request: { target: { container: { resource: urn(`${PAGE}/root`) } }, content: { aem: { page: { resourceType: 't' } } } }, response: { resource: urn(`${PAGE}/other/x`) } }],
      ['aue:content-move', { component: urn(at), to: urn('/content/brand/en/home') }],
      ['aue:content-copy', { target: { container: urn(`${PAGE}/root`) }, response: { resource: urn(`${PAGE}/root/c`) } }, undefined],
      ['aue:content-details', {}],
    ];
    for (const [type, detail, target] of cases) expect(typeof changeOf(AEM, type, detail, target), `${type} ${JSON.stringify(detail)}`).toBe('string');
  });

  it('orders a placed key before its sibling, or last, never twice', () => {
    expect(orderWith(['a', 'b', 'c'], 'x', 'b')).toEqual(['a', 'x', 'b', 'c']);
    expect(orderWith(['a', 'b', 'c'], 'x')).toEqual(['a', 'b', 'c', 'x']);
    expect(orderWith(['a', 'b', 'c'], 'c', 'a')).toEqual(['c', 'a', 'b']);
    expect(orderWith(['a', 'b', 'c'], 'a', 'missing')).toEqual(['b', 'c', 'a']);
  });
});

describe('Universal Editor: a change applied to the page model, keyed', () => {
  // fakes.ts's page: root → (title, text, container → (image, button))
  const HOME = '/content/brand/us/en/home/jcr:content';
  const ROOT = `${HOME}/root`;
  const BOX = `${ROOT}/container`;
  const storeOf = () => new ModelStore('/content/brand/us/en/home', pageModel());
  const orderAt = (store: ModelStore, path: string) => store.getData(path)?.[':itemsOrder'];

  it('sets a field: only the nodes on its way get new objects', () => {
    const store = storeOf();
    const box = store.getData(BOX);
    expect(applyChange(store, { kind: 'set', path: `${ROOT}/text`, field: 'text', value: 'New' })).toBe(true);
    expect(store.getData(`${ROOT}/text`)).toEqual({ ':type': 'brand/components/text', text: 'New' });
    expect(store.getData(BOX)).toBe(box);
  });

  it('removes, inserts (before a sibling, last, into the page itself) and copies', () => {
    const store = storeOf();
    expect(applyChange(store, { kind: 'remove', path: `${ROOT}/title` })).toBe(true);
    expect(orderAt(store, ROOT)).toEqual(['text', 'container']);
    expect(applyChange(store, { kind: 'insert', container: ROOT, key: 'note', node: { ':type': 'brand/components/text' }, before: BOX })).toBe(true);
    expect(orderAt(store, ROOT)).toEqual(['text', 'note', 'container']);
    expect(applyChange(store, { kind: 'insert', container: HOME, key: 'footer', node: { ':type': 'brand/components/footer' } })).toBe(true);
    expect(orderAt(store, HOME)).toEqual(['root', 'footer']);
    const text = store.getData(`${ROOT}/text`);
    expect(applyChange(store, { kind: 'insert', container: BOX, key: 'text_copy', copyOf: `${ROOT}/text` })).toBe(true);
    expect(store.getData(`${BOX}/text_copy`)).toEqual(text);
    expect(orderAt(store, BOX)).toEqual(['image', 'button', 'text_copy']);
  });

  it('moves within a container (the node kept) and into another one', () => {
    const store = storeOf();
    const box = store.getData(BOX);
    expect(applyChange(store, { kind: 'move', path: BOX, container: ROOT, before: `${ROOT}/title` })).toBe(true);
    expect(orderAt(store, ROOT)).toEqual(['container', 'title', 'text']);
    expect(store.getData(BOX)).toBe(box);
    expect(applyChange(store, { kind: 'move', path: `${ROOT}/title`, container: BOX, before: `${BOX}/button` })).toBe(true);
    expect(orderAt(store, ROOT)).toEqual(['container', 'text']);
    expect(orderAt(store, BOX)).toEqual(['image', 'title', 'button']);
    expect(store.getData(`${BOX}/title`)).toEqual({ ':type': 'brand/components/text', text: 'Title' });
  });

  it('says why and changes nothing for what the page does not hold, a name taken or a move into itself', () => {
    const store = storeOf();
    const before = store.getSnapshot();
    const refused: EditorChange[] = [
      { kind: 'set', path: `${ROOT}/missing`, field: 'text', value: 'x' },
      { kind: 'remove', path: `${ROOT}/missing` },
      { kind: 'insert', container: `${ROOT}/missing`, key: 'a', node: { ':type': 't' } },
      { kind: 'insert', container: ROOT, key: 'text', node: { ':type': 't' } },
      { kind: 'insert', container: ROOT, key: 'c', copyOf: `${ROOT}/missing` },
      { kind: 'move', path: BOX, container: `${BOX}/image` },
      { kind: 'move', path: `${ROOT}/text`, container: `${ROOT}/nowhere` },
    ];
    for (const change of refused) expect(applyChange(store, change), JSON.stringify(change)).toMatch(/nothing at|no container at|already holds|cannot move into itself/);
    expect(store.getSnapshot()).toBe(before);
  });
});
