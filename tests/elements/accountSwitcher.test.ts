import { expect } from 'chai';
import '../../src/elements/brand-account-switcher';
import { visitorPending, visitorStore } from '../../src/core/stores/visitor';
import { cleanup, fixture, settle, shadow, until } from './helpers';

const VIEWS = `
  <div id="personal" data-panel-title="Personal details"><label>Name <input id="name-field"></label></div>
  <div id="yourData"><button id="data-button">Request</button></div>
  <div id="prefs" data-panel-title="Preferences"><p>Prefs</p></div>`;

function mount(attributes = '', dir = 'ltr'): { host: HTMLElement; root: ShadowRoot } {
  const host = fixture(`<div dir="${dir}"><brand-account-switcher ${attributes}>${VIEWS}</brand-account-switcher></div>`).querySelector('brand-account-switcher') as HTMLElement;
  return { host, root: shadow(host) };
}

const tabs = (root: ShadowRoot) => [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const selectedKey = (root: ShadowRoot) => root.querySelector('[role="tab"][aria-selected="true"]')?.getAttribute('data-key');
const press = (target: Element, key: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }));

describe('brand-account-switcher', () => {
  beforeEach(() => {
    visitorPending.set(false);
    visitorStore.set('LAU');
    history.replaceState(null, '', location.pathname + location.search);
  });
  afterEach(() => {
    cleanup();
    visitorStore.set('LAS');
    history.replaceState(null, '', location.pathname + location.search);
  });

  it('renders APG tabs labelled by each child, the authored items title for one without, the first selected', async () => {
    const { root, host } = mount(`items='[{"key":"yourData","title":"Your data"}]' accessibility-label="My details"`);
    await until(() => tabs(root).length === 3, 3000, 'three tabs');
    expect(tabs(root).map((tab) => tab.textContent)).to.deep.equal(['Personal details', 'Your data', 'Preferences']);
    expect(root.querySelector('[role="tablist"]')?.getAttribute('aria-label')).to.equal('My details');
    expect(tabs(root).map((tab) => tab.tabIndex)).to.deep.equal([0, -1, -1]);
    const panels = [...root.querySelectorAll('[role="tabpanel"]')];
    expect(panels.map((panel) => (panel as HTMLElement).hidden)).to.deep.equal([false, true, true]);
    expect(tabs(root)[0]!.getAttribute('aria-controls')).to.equal(panels[0]!.id);
    expect(panels[0]!.getAttribute('aria-labelledby')).to.equal(tabs(root)[0]!.id);
    expect(host.querySelector('#personal')!.getBoundingClientRect().height).to.be.greaterThan(0);
    expect(host.querySelector('#yourData')!.getBoundingClientRect().height).to.equal(0);
    expect(getComputedStyle(tabs(root)[0]!).minHeight).to.equal('48px');
  });

  it('Arrow keys select with wrap, Home and End go to the ends, and the event leaves the host', async () => {
    const { root, host } = mount();
    await until(() => tabs(root).length === 3, 3000, 'tabs');
    const events: unknown[] = [];
    host.addEventListener('brand-account-switcher-change', (event) => events.push((event as CustomEvent).detail));
    tabs(root)[0]!.focus();
    press(tabs(root)[0]!, 'ArrowLeft');
    await until(() => selectedKey(root) === 'prefs', 3000, 'wrap to the last');
    expect(root.activeElement).to.equal(tabs(root)[2]);
    press(tabs(root)[2]!, 'ArrowRight');
    await until(() => selectedKey(root) === 'personal', 3000, 'wrap to the first');
    press(tabs(root)[0]!, 'End');
    await until(() => selectedKey(root) === 'prefs', 3000, 'End');
    press(tabs(root)[2]!, 'Home');
    await until(() => selectedKey(root) === 'personal', 3000, 'Home');
    expect(events.slice(0, 2)).to.deep.equal([{ index: 2, key: 'prefs' }, { index: 0, key: 'personal' }]);
    expect(host.querySelector('#prefs')!.getBoundingClientRect().height).to.equal(0);
  });

  it('mirrors the arrows right to left', async () => {
    const { root } = mount('', 'rtl');
    await until(() => tabs(root).length === 3, 3000, 'tabs');
    press(tabs(root)[0]!, 'ArrowLeft');
    await until(() => selectedKey(root) === 'yourData', 3000, 'the next tab (to the left)');
  });

  it('keeps a hidden view mounted: what was typed survives a switch', async () => {
    const { root, host } = mount();
    await until(() => tabs(root).length === 3, 3000, 'tabs');
    const input = host.querySelector<HTMLInputElement>('#name-field')!;
    input.value = 'Typed';
    tabs(root)[1]!.click();
    await until(() => selectedKey(root) === 'yourData', 3000, 'the second tab');
    tabs(root)[0]!.click();
    await until(() => selectedKey(root) === 'personal', 3000, 'back');
    expect(host.querySelector<HTMLInputElement>('#name-field')).to.equal(input);
    expect(input.value).to.equal('Typed');
  });

  it('writes the selected view to the URL hash and starts from it; activeItem otherwise', async () => {
    let { root } = mount('active-item="prefs"');
    await until(() => selectedKey(root) === 'prefs', 3000, 'the authored active item');
    tabs(root)[1]!.click();
    await until(() => location.hash === '#yourData', 3000, 'the hash');
    cleanup();
    ({ root } = mount('active-item="prefs"'));
    await until(() => selectedKey(root) === 'yourData', 3000, 'the view of the hash');
  });

  it('follows a hash naming a view: selects it, focuses its tab, scrolls to it and says so', async () => {
    const { root, host } = mount();
    await until(() => tabs(root).length === 3, 3000, 'tabs');
    const events: unknown[] = [];
    host.addEventListener('brand-account-switcher-change', (event) => events.push((event as CustomEvent).detail));
    location.hash = 'prefs';
    await until(() => selectedKey(root) === 'prefs', 3000, 'the view of the new hash');
    await until(() => root.activeElement === tabs(root)[2], 3000, 'its tab focused');
    expect(events).to.deep.equal([{ index: 2, key: 'prefs' }]);
  });

  it('a same-page link naming the selected view (a same hash: no hashchange) still scrolls to it and focuses its tab', async () => {
    const { root, host } = mount();
    await until(() => tabs(root).length === 3, 3000, 'tabs');
    const link = fixture('<p style="margin-bottom:3000px"><a href="#personal">Edit</a></p>').querySelector('a')!;
    host.parentElement!.before(link.parentElement!);
    tabs(root)[0]!.click();
    history.replaceState(null, '', '#personal');
    window.scrollTo(0, 0);
    let scrolled = false;
    const panel = root.querySelector<HTMLElement>('[role="tabpanel"]')!;
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, ...args) {
      if (this === panel || this.contains(panel)) scrolled = true;
      return original.apply(this, args as []);
    };
    try {
      link.click();
      await until(() => root.activeElement === tabs(root)[0], 3000, 'the tab focused');
      expect(scrolled).to.equal(true);
      expect(selectedKey(root)).to.equal('personal');
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('selects the view of the hash before its first paint', async () => {
    history.replaceState(null, '', '#prefs');
    const { root } = mount('active-item="yourData"');
    // the first committed tabs already show the hash's view (a layout effect, not an effect after paint)
    const seen: Array<string | null | undefined> = [];
    const observer = new MutationObserver(() => {
      if (tabs(root).length === 3) seen.push(selectedKey(root));
    });
    observer.observe(root, { subtree: true, childList: true, attributes: true });
    await until(() => tabs(root).length === 3 && selectedKey(root) === 'prefs', 3000, 'the view of the hash');
    observer.disconnect();
    expect(seen[0]).to.equal('prefs');
  });

  it('shows an anonymous visitor no views', async () => {
    visitorStore.set('LAS');
    const { root } = mount('signed-out-message="Please log in."');
    await until(() => root.querySelector('[data-account-signed-out]'), 3000, 'the notice');
    await settle();
    expect(tabs(root).length).to.equal(0);
    expect(root.querySelector('[data-account-signed-out]')?.textContent).to.equal('Please log in.');
  });
});
