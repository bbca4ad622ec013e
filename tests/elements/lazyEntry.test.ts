import { expect } from 'chai';
// The package's main entry, as a page importing dist/brand-elements.js gets it.
import * as api from '../../src/index';
import { ELEMENT_MODULES } from '../../src/elements/registry';
import { codeLoaded } from '../../src/elements/loadElement';
import { defineLazily } from '../../src/elements/define';
import { loadingCode } from '../../src/core/stores/elementCode';
import { captureConsole, cleanup, fixture, nextTask, until } from './helpers';

describe('dist/brand-elements.js: every tag defined at once, each element\'s code loaded when it is used', () => {
  afterEach(cleanup);

  it('defines every tag and <brand-page> on import, with no element\'s code, and still exports the JS API', () => {
    const tags = Object.keys(ELEMENT_MODULES);
    expect(tags.length).to.be.greaterThan(70);
    for (const tag of tags) {
      expect(customElements.get(tag), tag).to.be.a('function');
      expect(codeLoaded(tag), `${tag}'s code`).to.equal(false);
    }
    expect(codeLoaded('brand-page'), "<brand-page>'s code comes with the entry").to.equal(true);
    expect(api.defineElement).to.be.a('function');
    expect(api.getTheme({ name: 'iqos' }).palette.primary.main).to.equal('#00D1D2');
    expect(api.ELEMENT_TAGS).to.deep.equal(tags);
  });

  it('loads an element\'s code when an instance renders, keeps what was set before, and loads nothing else', async () => {
    const container = fixture('<brand-text id="set-before"></brand-text>');
    const host = container.querySelector('brand-text') as HTMLElement & { model?: unknown };
    // Set before its code: kept by the element defined ahead of it.
    host.model = { text: 'Set before the code', type: 'p' };
    host.setAttribute('theme', 'iqos');
    const paragraph = await until(() => host.shadowRoot?.querySelector('p'), 5000, 'the text');
    expect(paragraph.textContent).to.equal('Set before the code');
    expect(getComputedStyle(paragraph).color).to.equal('rgb(52, 48, 61)'); // iqos text #34303D
    expect(codeLoaded('brand-text')).to.equal(true);
    // An element module defines its element as it runs: brand-image's never ran.
    expect(codeLoaded('brand-image')).to.equal(false);
    // A detached instance does not ask for code; connected, it renders.
    const later = document.createElement('brand-spacer');
    later.setAttribute('height', '3');
    // (A request is recorded as it is made: the runtime renders the page top to bottom meanwhile.)
    expect(loadingCode.getSnapshot().has('brand-spacer'), 'code asked for by a detached instance').to.equal(false);
    container.append(later);
    expect(loadingCode.getSnapshot().has('brand-spacer'), 'code asked for once connected').to.equal(true);
    await until(() => later.shadowRoot?.querySelector('[data-spacer]'), 5000, 'the spacer');
    expect(getComputedStyle(later.shadowRoot!.querySelector('[data-spacer]')!).height).to.equal('16px');
  });

  it('a form field defined ahead of its code is form-associated: the form gets its value once it loads', async () => {
    const container = fixture('<form><brand-form-text label="Name" name="who" value="Ada"></brand-form-text></form>');
    const form = container.querySelector('form')!;
    expect((customElements.get('brand-form-text') as unknown as { formAssociated: boolean }).formAssociated).to.equal(true);
    await until(() => new FormData(form).get('who') === 'Ada', 5000, 'the value in FormData');
  });

  it('every element module agrees with the fields it was defined ahead with (no console error)', async () => {
    const { errors } = await captureConsole(async () => {
      await Promise.all(Object.values(ELEMENT_MODULES).map((load) => load()));
    });
    for (const tag of Object.keys(ELEMENT_MODULES)) expect(codeLoaded(tag), tag).to.equal(true);
    expect(errors, 'a shape that differs from its definition').to.deep.equal([]);
  });

  it('a load that failed is tried again by the next instance to render', async () => {
    let calls = 0;
    defineLazily('test-lazy-retry', { props: {} }, () => {
      calls++;
      return Promise.reject(new Error('offline'));
    });
    const container = fixture('<test-lazy-retry></test-lazy-retry><test-lazy-retry></test-lazy-retry>');
    expect(calls, 'one request for both instances').to.equal(1);
    await nextTask();
    container.append(document.createElement('test-lazy-retry'));
    expect(calls, 'tried again').to.equal(2);
  });
});
