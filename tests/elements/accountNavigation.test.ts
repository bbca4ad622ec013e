import { expect } from 'chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../src/elements/brand-account-navigation';
import { visitorPending, visitorStore } from '../../src/core/stores/visitor';
import { authoringStore } from '../../src/core/stores/authoring';
import { captureConsole, cleanup, fixture, settle, shadow, until } from './helpers';

const HERE = () => location.pathname + location.search;
const ITEMS = () => [
  { title: 'My account', link: '/account-home', icon: 'pmi-icon-account' },
  { title: 'My orders', link: HERE(), icon: 'pmi-icon-orders' },
  { title: 'My devices', link: '/devices', icon: 'pmi-icon-devices', visibleTo: ['LAU-HAV-DEV'] },
  { title: 'Refer a friend', link: '/referrals', icon: 'pmi-icon-refer-a-friend' },
];

function logIn(type: 'LAU' | 'LAU-HAV' | 'LAU-HAV-DEV' = 'LAU-HAV') {
  document.cookie = 'brand_uid=demo-test; Path=/';
  document.cookie = 'brand_token=token-test; Path=/';
  visitorPending.set(false);
  visitorStore.set(type);
}

function logOut() {
  for (const name of ['brand_uid', 'brand_token']) document.cookie = `${name}=; Path=/; Max-Age=0`;
  visitorStore.set('LAS');
}

function mount(items: unknown = ITEMS(), attributes = ''): { host: HTMLElement; root: ShadowRoot } {
  const container = fixture(`<brand-account-navigation ${attributes}></brand-account-navigation>`);
  const host = container.firstElementChild as HTMLElement & { model?: unknown };
  host.model = { items, ariaLabel: 'Account menu' };
  return { host, root: shadow(host) };
}

const titles = (root: ShadowRoot) => [...root.querySelectorAll('nav li a')].map((a) => a.textContent);

describe('brand-account-navigation', () => {
  afterEach(async () => {
    cleanup();
    logOut();
    authoringStore.set('disabled');
    await setViewport({ width: 800, height: 600 });
  });

  it('is a named nav landmark with a list of links and their icons, the current page marked', async () => {
    logIn();
    const { root } = mount();
    const nav = await until(() => root.querySelector('nav'), 3000, 'the nav');
    expect(nav.getAttribute('aria-label')).to.equal('Account menu');
    expect(titles(root)).to.deep.equal(['My account', 'My orders', 'Refer a friend']);
    expect(root.querySelectorAll('nav ul > li > a svg[aria-hidden="true"]').length).to.equal(3);
    const current = await until(() => root.querySelector('a[aria-current="page"]'), 3000, 'the current link');
    expect(current.textContent).to.equal('My orders');
    expect(root.querySelectorAll('[aria-current]').length).to.equal(1);
    // styled from the theme: a 44 px target at least
    expect(current.getBoundingClientRect().height).to.be.at.least(44);
  });

  it('follows the visitor: an item visible to device owners appears when the visitor becomes one', async () => {
    logIn('LAU-HAV');
    const { root } = mount();
    await until(() => titles(root).length === 3, 3000, 'three items');
    visitorStore.set('LAU-HAV-DEV');
    await until(() => titles(root).length === 4, 3000, 'four items');
    expect(titles(root)[2]).to.equal('My devices');
  });

  it('without <brand-page> (the store left anonymous) a visitor with a session filters as logged in, not as LAS', async () => {
    logIn();
    visitorStore.set('LAS');
    const items = [
      { title: 'For shoppers', link: '/shoppers', visibleTo: ['LAU', 'LAU-HAV'] },
      { title: 'For guests', link: '/guests', visibleTo: ['LAS'] },
      { title: 'For all', link: '/all' },
    ];
    const { root } = mount(items);
    await until(() => root.querySelector('nav a'), 3000, 'the menu');
    await until(() => titles(root).join() === 'For shoppers,For all', 3000, `the shoppers' items: ${titles(root).join()}`);
  });

  it('marks the item standing for a sub-page (activeFor) aria-current="true"', async () => {
    logIn();
    const page = new URLSearchParams(location.search).get('page');
    const items = [
      { title: 'My account', link: '/account-home' },
      { title: 'My wallet', link: '/wallet', activeFor: page ? [page] : [location.pathname] },
    ];
    const { root } = mount(items);
    const current = await until(() => root.querySelector('a[aria-current]'), 3000, 'the parent item marked');
    expect(current.textContent).to.equal('My wallet');
    expect(current.getAttribute('aria-current')).to.equal('true');
  });

  it('an anonymous visitor without a login page reads the signed-out notice, no menu', async () => {
    logOut();
    visitorPending.set(false);
    const { root } = mount(ITEMS(), 'signed-out-message="Log in first."');
    const notice = await until(() => root.querySelector('[data-account-signed-out]'), 3000, 'the notice');
    expect(notice.textContent).to.equal('Log in first.');
    expect(root.querySelector('nav')).to.equal(null);
  });

  it('drops a refused link and says so once', async () => {
    logIn();
    let root!: ShadowRoot;
    const { errors } = await captureConsole(async () => {
      ({ root } = mount([{ title: 'Bad', link: 'javascript:alert(1)' }, { title: 'Good', link: '/good' }]));
      await until(() => titles(root).length === 1, 3000, 'one item');
    });
    expect(titles(root)).to.deep.equal(['Good']);
    expect(errors).to.deep.equal(['<brand-account-navigation>: refused link "javascript:alert(1)": only http(s), mailto, tel and relative URLs are allowed.']);
  });

  it('on a phone: one row that scrolls sideways, the current item scrolled into view, Tab reaches every link', async () => {
    await setViewport({ width: 360, height: 640 });
    logIn('LAU-HAV-DEV');
    const others = ['My account', 'My wallet', 'My addresses', 'My devices', 'Personal details', 'Refer a friend'].map((title, index) => ({ title, link: `/page-${index}` }));
    const { root } = mount([...others, { title: 'Current at the end', link: HERE() }]);
    const list = await until(() => root.querySelector<HTMLUListElement>('nav ul'), 3000, 'the list');
    await until(() => root.querySelector('a[aria-current="page"]'), 3000, 'the current link');
    expect(getComputedStyle(list).overflowX).to.equal('auto');
    expect(getComputedStyle(list).flexDirection).to.equal('row');
    expect(list.scrollWidth).to.be.greaterThan(list.clientWidth);
    const current = root.querySelector<HTMLAnchorElement>('a[aria-current="page"]')!;
    expect(current.textContent).to.equal('Current at the end');
    const box = list.getBoundingClientRect();
    const item = current.getBoundingClientRect();
    expect(item.left).to.be.at.least(box.left - 1);
    expect(item.right).to.be.at.most(box.right + 1);
    await until(() => list.getAttribute('data-fade')?.includes('left'), 3000, 'the start edge faded');
    // the keyboard: Tab goes through every link in order, each scrolled into the row when focused
    const links = [...root.querySelectorAll<HTMLAnchorElement>('nav a')];
    list.scrollLeft = 0;
    links[0]!.focus();
    // the first link's focus ring (2 px outline, 2 px offset) is inside the scroller, not clipped by it
    const first = links[0]!.getBoundingClientRect();
    expect(first.left - 4, 'room for the focus ring at the start').to.be.at.least(list.getBoundingClientRect().left - 0.5);
    expect(first.top - 4, 'and above').to.be.at.least(list.getBoundingClientRect().top - 0.5);
    for (const [index, link] of links.entries()) {
      if (index > 0) await sendKeys({ press: 'Tab' });
      expect(root.activeElement, `Tab ${index} on ${link.textContent}`).to.equal(link);
      const inView = () => {
        const shown = link.getBoundingClientRect();
        const row = list.getBoundingClientRect();
        return shown.left >= row.left - 1 && shown.right <= row.right + 1;
      };
      await until(inView, 3000, `${link.textContent} scrolled into view: ${JSON.stringify(link.getBoundingClientRect())} in ${JSON.stringify(list.getBoundingClientRect())}`);
    }
    const last = links.at(-1)!.getBoundingClientRect();
    expect(last.right + 4, 'room for the focus ring at the end').to.be.at.most(list.getBoundingClientRect().right + 0.5);
  });

  it('renders nothing on the live site when every item is hidden from the visitor or refused', async () => {
    logIn('LAU');
    const container = fixture('<brand-account-navigation id="empty"></brand-account-navigation><brand-account-navigation id="control"></brand-account-navigation>');
    const empty = container.querySelector('#empty') as HTMLElement & { model?: unknown };
    const control = container.querySelector('#control') as HTMLElement & { model?: unknown };
    await captureConsole(async () => {
      empty.model = { items: [{ title: 'Owners only', link: '/devices', visibleTo: ['LAU-HAV-DEV'] }, { title: 'Bad', link: 'javascript:alert(1)' }] };
      control.model = { items: [{ title: 'For all', link: '/all' }] };
      // the same gate and visitor: once the control's menu is there, the empty one has decided too
      await until(() => shadow(control).querySelector('nav a'), 3000, 'the control menu');
      await settle();
    });
    expect(shadow(empty).querySelector('nav'), 'no empty landmark').to.equal(null);
    expect(shadow(empty).querySelector('[aria-busy]'), 'past the gate').to.equal(null);
    expect(empty.getBoundingClientRect().height).to.equal(0);
  });

  it('from the tablet up: a column of links', async () => {
    await setViewport({ width: 1200, height: 800 });
    logIn();
    const { root } = mount();
    const list = await until(() => root.querySelector<HTMLUListElement>('nav ul'), 3000, 'the list');
    expect(getComputedStyle(list).flexDirection).to.equal('column');
  });

  it('the editor shows the authored items, not the gate', async () => {
    authoringStore.set('edit');
    const { root } = mount();
    await until(() => titles(root).length === 4, 3000, 'every item in the editor');
  });
});

describe('brand-account-navigation: authored payloads', () => {
  afterEach(() => {
    cleanup();
    logOut();
  });

  it('titles are text, script URLs are dropped, an unknown icon draws nothing', async () => {
    logIn();
    const payload = '<img src=x onerror="window.__navXss=1">';
    let root!: ShadowRoot;
    await captureConsole(async () => {
      ({ root } = mount([
        { title: payload, link: '/ok', icon: payload },
        { title: 'Script', link: ' JaVaScRiPt:window.__navXss=1' },
        { title: 'Data', link: 'data:text/html,<script>window.__navXss=1</script>' },
      ]));
      await until(() => titles(root).length === 1, 3000, 'one item');
    });
    expect(titles(root)).to.deep.equal([payload]);
    expect(root.querySelector('img')).to.equal(null);
    expect(root.querySelector('nav a svg')).to.equal(null);
    expect((window as unknown as { __navXss?: number }).__navXss).to.equal(undefined);
  });
});
