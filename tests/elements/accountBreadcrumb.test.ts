import { expect } from 'chai';
import '../../src/elements/brand-account-breadcrumb';
import { pageConfig } from '../../src/core/stores/pageConfig';
import { authoringStore } from '../../src/core/stores/authoring';
import { visitorPending, visitorStore } from '../../src/core/stores/visitor';
import { captureConsole, cleanup, fixture, runtimeSettled, settle, shadow, until } from './helpers';

const TRAIL = [
  { title: 'My account', link: '/account' },
  { title: 'My orders', link: '/orders' },
];

function mount(model?: Record<string, unknown>): ShadowRoot {
  const host = fixture('<brand-account-breadcrumb></brand-account-breadcrumb>').firstElementChild as HTMLElement & { model?: unknown };
  if (model) host.model = model;
  return shadow(host);
}

describe('brand-account-breadcrumb', () => {
  beforeEach(() => {
    visitorPending.set(false);
    visitorStore.set('LAU-HAV');
  });
  afterEach(() => {
    cleanup();
    visitorStore.set('LAS');
    pageConfig.set({});
    authoringStore.set('disabled');
  });

  it("reads the root model's myAccBreadcrumbs: an ordered list, the last the current page, separators hidden", async () => {
    pageConfig.set({ myAccBreadcrumbs: TRAIL });
    const root = mount();
    const nav = await until(() => root.querySelector('nav'), 3000, 'the nav');
    expect(nav.getAttribute('aria-label')).to.equal('Breadcrumb');
    const items = [...root.querySelectorAll('nav > ol > li')];
    expect(items.map((item) => item.textContent)).to.deep.equal(['My account', 'My orders']);
    expect(items[0]!.querySelector('a')?.getAttribute('href')).to.equal('/account');
    const current = items[1]!.querySelector('[aria-current="page"]');
    expect(current?.localName).to.equal('span');
    expect(items[1]!.querySelector('a')).to.equal(null);
    expect(items[1]!.querySelector('svg')?.getAttribute('aria-hidden')).to.equal('true');
    expect(items[0]!.querySelector('svg')).to.equal(null);
  });

  it('follows the page (a route change) and shows nothing with one item', async () => {
    pageConfig.set({ myAccBreadcrumbs: TRAIL });
    const root = mount();
    await until(() => root.querySelector('nav'), 3000, 'the nav');
    pageConfig.set({ myAccBreadcrumbs: [{ title: 'My account', link: '/account' }] });
    await until(() => !root.querySelector('nav'), 3000, 'nothing with one item');
    expect(root.querySelector('[data-brand-placeholder]')).to.equal(null);
  });

  it('an authored items list overrides the page trail; its name is the ariaLabel model field', async () => {
    pageConfig.set({ myAccBreadcrumbs: TRAIL });
    const root = mount({ ariaLabel: 'You are here', items: [{ title: 'Home', link: '/' }, { title: 'Account', link: '/a' }, { title: 'Refer a friend' }] });
    const nav = await until(() => root.querySelector('nav'), 3000, 'the nav');
    expect(nav.getAttribute('aria-label')).to.equal('You are here');
    await until(() => root.querySelectorAll('li').length === 3, 3000, 'three crumbs');
    expect(root.querySelector('[aria-current="page"]')?.textContent).to.equal('Refer a friend');
  });

  it('an authored items list that holds no titled item does not hide the page trail', async () => {
    pageConfig.set({ myAccBreadcrumbs: TRAIL });
    for (const items of ['[]', '[{"link":"/x"}]', 'not json', [{ title: '  ' }]]) {
      const root = mount({ items });
      await until(() => root.querySelectorAll('li').length === 2, 3000, `the page trail with items ${JSON.stringify(items)}`);
      cleanup();
    }
  });

  it('while the visitor is resolved, a one-line skeleton holds the height of the trail', async () => {
    visitorPending.set(true);
    pageConfig.set({ myAccBreadcrumbs: TRAIL });
    const host = fixture('<brand-account-breadcrumb></brand-account-breadcrumb>').firstElementChild as HTMLElement;
    const root = shadow(host);
    const skeleton = await until(() => root.querySelector<HTMLElement>('[data-account-breadcrumb-skeleton]'), 3000, 'the skeleton');
    expect(skeleton.getAttribute('aria-hidden')).to.equal('true');
    expect(root.querySelector('nav')).to.equal(null);
    const waiting = host.getBoundingClientRect().height;
    expect(waiting).to.be.at.least(32);
    visitorPending.set(false);
    await until(() => root.querySelector('nav li'), 3000, 'the trail once resolved');
    expect(Math.abs(host.getBoundingClientRect().height - waiting), 'no shift').to.be.below(1);
  });

  it('a refused link is not a link, and is reported once', async () => {
    let root!: ShadowRoot;
    const { errors } = await captureConsole(async () => {
      root = mount({ items: [{ title: 'Bad', link: 'javascript:alert(1)' }, { title: 'Here' }] });
      await until(() => root.querySelectorAll('li').length === 2, 3000, 'the crumbs');
    });
    expect(root.querySelector('a')).to.equal(null);
    expect(errors).to.deep.equal(['<brand-account-breadcrumb>: refused link "javascript:alert(1)": only http(s), mailto, tel and relative URLs are allowed.']);
  });

  it('an anonymous visitor sees nothing, and is sent nowhere', async () => {
    visitorStore.set('LAS');
    pageConfig.set({ myAccBreadcrumbs: TRAIL });
    const before = location.href;
    const root = mount();
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(root.querySelector('nav')).to.equal(null);
    visitorStore.set('LAU');
    await until(() => root.querySelector('nav'), 3000, 'the trail once logged in');
    visitorStore.set('LAS');
    await until(() => !root.querySelector('nav'), 3000, 'gone when logged out');
    expect(location.href).to.equal(before);
  });

  it('the editor shows a placeholder when there is nothing to show', async () => {
    authoringStore.set('edit');
    const root = mount();
    await until(() => root.querySelector('[data-brand-placeholder]'), 3000, 'the placeholder');
  });

  it('mirrors its separators right to left', async () => {
    document.documentElement.dir = 'rtl';
    try {
      pageConfig.set({ myAccBreadcrumbs: TRAIL, rtl: true });
      const root = mount();
      const svg = await until(() => root.querySelector('li svg'), 3000, 'a separator');
      await until(() => getComputedStyle(svg).transform !== 'none', 3000, 'the mirrored chevron');
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });
});

describe('brand-account-breadcrumb: authored payloads', () => {
  afterEach(() => {
    cleanup();
    visitorStore.set('LAS');
  });

  it('titles are text, script URLs are no links', async () => {
    visitorPending.set(false);
    visitorStore.set('LAU');
    const payload = '<img src=x onerror="window.__crumbXss=1">';
    let root!: ShadowRoot;
    await captureConsole(async () => {
      root = mount({ items: [{ title: payload, link: 'vbscript:msgbox(1)' }, { title: payload, link: '/x' }] });
      await until(() => root.querySelectorAll('li').length === 2, 3000, 'two crumbs');
    });
    expect(root.querySelector('img, a')).to.equal(null);
    expect(root.querySelector('[aria-current="page"]')?.textContent).to.equal(payload);
    expect((window as unknown as { __crumbXss?: number }).__crumbXss).to.equal(undefined);
  });
});
