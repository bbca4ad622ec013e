import { expect } from 'chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../src/elements/brand-header';
import '../../src/elements/brand-simplified-header';
import { visitorStore } from '../../src/core/stores/visitor';
import { pageConfig } from '../../src/core/stores/pageConfig';
import { localCartStore, emptyLocalCart } from '../../src/core/stores/localCart';
import { setCookieJar, type CookieAttributes } from '../../src/core/visitor/cookies';
import { iconPath } from '../../src/react/icons';
import { cleanup, recordRequests, settle, shadow, until } from './helpers';

interface DataLayerWindow {
  dataLayer?: Array<Record<string, unknown>>;
}

const NAV = [
  {
    firstLabel: 'Shop',
    linkUrl: '#shop',
    subNav: [
      { firstLabel: 'Pouches', subNav: [{ firstLabel: 'Mint', linkUrl: '#mint' }, { firstLabel: 'Citrus', linkUrl: '#citrus' }] },
      { firstLabel: 'Bundles', linkUrl: '#bundles' },
      { firstLabel: 'Member deals', linkUrl: '#deals', visibleTo: ['LAU'] },
    ],
    miscNav: [{ firstLabel: 'Store locator', linkUrl: '#stores' }],
    banner: { imagePath: '/tests/elements/fixtures/pixel.png', title: 'New in', linkUrl: '#new' },
  },
  { firstLabel: 'Learn', subNav: [{ firstLabel: 'How to use', linkUrl: '#how' }] },
  { firstLabel: 'Members', visibleTo: ['LAU', 'LAU-HAV'], linkUrl: '#members' },
  { firstLabel: 'Help', linkUrl: '#help' },
];

const MODEL = {
  skipToMainContentLink: { linkUrl: '#main', label: 'Skip to content' },
  healthWarning: { enableHealthWarning: true, content: '<p>Nicotine is addictive.</p>' },
  headerNotice: {
    enableNoticeBanner: true,
    cookiePersistence: 7,
    closeAriaLabel: 'Dismiss',
    content: { LAS: '<p>Hello guest<img src=x onerror="window.pwned=true"></p>', LAU: '<p>Hello member</p>' },
  },
  mainNav: {
    firstNavigation: NAV,
    secondNavigation: [{ firstLabel: 'Contact', linkUrl: '#contact' }],
    userConfig: {
      enableUserItem: true,
      ariaLabel: 'Account',
      userLogin: { linkList: [{ label: 'Orders', linkUrl: '#orders' }] },
      userLogout: { linkList: [{ label: 'Log in', linkUrl: '/login' }] },
    },
    cartConfig: { enableCartItem: true, cartLink: '#cart', autoDeliveryCartLink: '#auto-cart' },
    mobileConfig: { loginLink: { label: 'Sign in', linkUrl: '/signin' }, logoutLink: { label: 'Sign out', linkUrl: '#bye' } },
  },
  languageSwitcher: [
    { title: 'English', link: '#en' },
    { title: 'Français', link: '#fr' },
    { title: 'Deutsch', link: '#de' },
  ],
};

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

function mount(model: Record<string, unknown> = MODEL): HTMLElement {
  const host = document.createElement('brand-header');
  (host as unknown as { model: unknown }).model = model;
  const page = document.createElement('div');
  page.style.height = '4000px';
  page.innerHTML = '<a id="after" href="#after">After the header</a>';
  document.body.append(host, page);
  return host;
}

const $ = <T extends Element = HTMLElement>(host: Element, selector: string) => shadow(host).querySelector<T>(selector);
const $$ = <T extends Element = HTMLElement>(host: Element, selector: string) => [...shadow(host).querySelectorAll<T>(selector)];
const ready = (host: Element) => until(() => $(host, '[data-bar]'), 3000, 'the header');
const topButton = (host: Element, label: string) => $$<HTMLButtonElement>(host, 'button[data-top-item]').find((button) => button.textContent === label)!;
const events = () => ((window as unknown as DataLayerWindow).dataLayer ?? []).map((item) => ({ ...item }));
const frames = (count = 2) => new Promise<void>((resolve) => {
  let left = count;
  const step = () => (--left <= 0 ? resolve() : requestAnimationFrame(step));
  requestAnimationFrame(step);
});

describe('<brand-header>', () => {
  beforeEach(async () => {
    visitorStore.set('LAS');
    localCartStore.set(emptyLocalCart());
    pageConfig.set({});
    (window as unknown as DataLayerWindow).dataLayer = [];
    document.cookie = 'brand_notice_dismissed=; max-age=0; path=/';
    document.cookie = 'brand_uid=; max-age=0; path=/';
    document.cookie = 'brand_token=; max-age=0; path=/';
    await setViewport(DESKTOP);
  });
  afterEach(async () => {
    cleanup();
    window.scrollTo(0, 0);
    await settle();
  });

  // (First in the file: nothing before it has loaded the desktop layout's code or every theme icon.)
  it('on a wide screen its first render is whole: the navigation, the language selector and an authored account icon come with the bar', async () => {
    const requests = recordRequests();
    const host = mount({ ...MODEL, mainNav: { ...MODEL.mainNav, userConfig: { ...MODEL.mainNav.userConfig, userLogout: { icon: 'pmi-icon-wallet', linkList: [{ label: 'Log in', linkUrl: '/login' }] } } } });
    // What the shadow root holds at the commit that first shows the bar (recorded then, not polled).
    const first = await new Promise<{ nav: boolean; languages: boolean; icon: string | null | undefined }>((resolve) => {
      const root = shadow(host);
      const observer = new MutationObserver(() => {
        if (!root.querySelector('[data-bar]')) return;
        observer.disconnect();
        resolve({
          nav: root.querySelector('[data-desktop-nav] button[data-top-item]') !== null,
          languages: root.querySelector('[data-bar] [data-language-selector]') !== null,
          icon: root.querySelector('[data-user-item="login"] path')?.getAttribute('d'),
        });
      });
      observer.observe(root, { childList: true, subtree: true });
    });
    requests.stop();
    expect(first).to.deep.equal({ nav: true, languages: true, icon: iconPath('wallet') });
    expect(requests.requested.filter((url) => /\/DesktopParts-[^/]*\.js/.test(url)), 'the desktop parts, once').to.have.length(1);
  });

  // (Second in the file: nothing before it has loaded the menu's code; the test before is on a wide screen.)
  it('loads each menu\'s code once the header is idle in the layout that shows it (desktop: the sub-layers, phone: the drawer), and the menu then opens at the first tap', async () => {
    const code = (name: string) => performance.getEntriesByType('resource').filter((entry) => new RegExp(`/${name}-[^/]*\\.js`).test(entry.name));
    const menuCode = () => code('MobileMenu');
    const host = mount();
    await ready(host);
    expect(menuCode(), 'not requested before this test').to.deep.equal([]);
    // An idle period on the desktop's layout (the header's own idle callbacks, had it asked for them, run before this).
    await new Promise((resolve) => requestIdleCallback(resolve));
    await until(() => code('DesktopSubLayer').length > 0, 5000, 'the sub-layers\' code, fetched at idle on the desktop layout');
    const phoneFrom = performance.now();
    await setViewport(PHONE);
    await until(() => menuCode().length > 0, 5000, 'the menu\'s code, fetched at idle on the phone layout');
    // Asked for after the layout became a phone's, never on the desktop's (a request's entry starts when it was made).
    expect(menuCode()[0]!.startTime).to.be.greaterThan(phoneFrom);
    const hamburger = await until(() => $<HTMLButtonElement>(host, '[data-hamburger]'));
    hamburger.click();
    const menu = await until(() => $(host, '[data-mobile-menu]'), 3000, 'the menu');
    expect(hamburger.getAttribute('aria-expanded')).to.equal('true');
    expect(menu.id).to.equal(hamburger.getAttribute('aria-controls'));
  });

  describe('desktop', () => {
    it('renders a banner landmark with the skip link, the warning, the notice and a 72px bar, in the shadow root', async () => {
      const host = mount();
      const bar = await ready(host);
      expect($(host, 'header')).to.exist;
      expect(bar.getBoundingClientRect().height).to.equal(72);
      const skip = $<HTMLAnchorElement>(host, '[data-skip-link]')!;
      expect(skip.getAttribute('href')).to.equal('#main');
      expect(skip.textContent).to.equal('Skip to content');
      expect(skip.getBoundingClientRect().bottom, 'off screen until focused').to.be.at.most(0);
      expect($(host, '[data-header-warning]')!.textContent).to.contain('Nicotine is addictive.');
      expect(getComputedStyle(host).position).to.equal('sticky');
      expect(document.head.querySelectorAll('style').length, 'no styles in the page head').to.equal(0);
    });

    it('shows only the nav items the visitor may see, at every level', async () => {
      const host = mount();
      await ready(host);
      const labels = () => $$(host, '[data-top-item]').map((item) => item.textContent);
      expect(labels()).to.deep.equal(['Shop', 'Learn', 'Help']);
      visitorStore.set('LAU');
      await until(() => labels().includes('Members'), 2000, 'members item');
      topButton(host, 'Shop').click();
      await until(() => $(host, '[data-sub-layer]'));
      expect($$(host, '[data-sub-layer] [data-sub-item]').map((item) => item.textContent)).to.include('Member deals');
    });

    it('opens a sub-layer as a disclosure: aria-expanded, content + 129 px over 300 ms, nested at once; the same item closes it', async () => {
      const host = mount();
      await ready(host);
      const shop = topButton(host, 'Shop');
      expect(shop.getAttribute('aria-expanded')).to.equal('false');
      shop.click();
      const panel = await until(() => $<HTMLElement>(host, '[data-sub-layer]'));
      expect(shop.getAttribute('aria-expanded')).to.equal('true');
      expect(shop.getAttribute('aria-controls')).to.equal(panel.id);
      const inner = panel.querySelector<HTMLElement>('[data-panel-inner]')!;
      expect(panel.style.transitionDuration).to.equal('300ms');
      expect(Number(panel.dataset.targetHeight)).to.equal(Math.min(inner.offsetHeight + 129, Math.round(900 * 0.9 - 72 - shop.getBoundingClientRect().top)));
      await until(() => Math.abs(panel.getBoundingClientRect().height - Number(panel.dataset.targetHeight)) < 1, 2000, 'the layer to open');
      const pouches = [...panel.querySelectorAll<HTMLButtonElement>('button[data-sub-item]')].find((button) => button.textContent === 'Pouches')!;
      pouches.click();
      await until(() => panel.querySelector('[data-nested-layer="nav-0-0"] a'), 2000, 'the nested layer');
      expect(pouches.getAttribute('aria-expanded')).to.equal('true');
      expect(panel.style.transitionDuration).to.equal('0ms');
      expect([...panel.querySelectorAll('[data-nested-layer] a')].map((link) => link.textContent)).to.deep.equal(['Mint', 'Citrus']);
      shop.click();
      await until(() => !$(host, '[data-sub-layer]'), 2000, 'closed');
      expect(shop.getAttribute('aria-expanded')).to.equal('false');
      expect($(host, 'nav[data-desktop-nav] [role="menu"]'), 'disclosure pattern, not a menu').to.equal(null);
    });

    it('closes on Escape (focus back on its button), the backdrop, the close button and a page scroll', async () => {
      const host = mount();
      await ready(host);
      const open = async () => {
        topButton(host, 'Shop').click();
        return until(() => $(host, '[data-sub-layer]'));
      };
      await open();
      topButton(host, 'Shop').focus();
      await sendKeys({ press: 'Escape' });
      await until(() => !$(host, '[data-sub-layer]'), 2000, 'Escape');
      expect(shadow(host).activeElement).to.equal(topButton(host, 'Shop'));

      await open();
      $(host, '[data-header-backdrop]')!.click();
      await until(() => !$(host, '[data-sub-layer]'), 2000, 'backdrop');

      await open();
      $(host, '[data-panel-close]')!.click();
      await until(() => !$(host, '[data-sub-layer]'), 2000, 'close button');

      await open();
      window.scrollTo(0, 30);
      await until(() => !$(host, '[data-sub-layer]'), 2000, 'scroll');
    });

    it('keeps the overlay within 90% of the window height minus the header height', async () => {
      const many = Array.from({ length: 40 }, (_, index) => ({ firstLabel: `Item ${index}`, linkUrl: `#i${index}` }));
      const host = mount({ mainNav: { firstNavigation: [{ firstLabel: 'Big', subNav: many }] } });
      await ready(host);
      topButton(host, 'Big').click();
      const panel = await until(() => $<HTMLElement>(host, '[data-sub-layer]'));
      const headerBottom = $(host, '[data-bar]')!.getBoundingClientRect().bottom;
      expect(Number(panel.dataset.targetHeight)).to.equal(Math.round(900 * 0.9 - headerBottom));
      expect(getComputedStyle(panel).overflowY).to.equal('auto');
    });

    it('marks the current page and pushes navigationMenu for navigation links', async () => {
      const host = mount({ mainNav: { firstNavigation: [{ firstLabel: 'Here', linkUrl: location.pathname }, { firstLabel: 'Help', linkUrl: '#help' }] } });
      await ready(host);
      const [here, help] = $$<HTMLAnchorElement>(host, 'a[data-top-item]');
      expect(here!.getAttribute('aria-current')).to.equal('page');
      expect(help!.hasAttribute('aria-current')).to.equal(false);
      help!.click();
      expect(events().at(-1)).to.deep.equal({ event: 'navigationMenu', navigationLevel: 1, navigationLabel: 'Help', navigationUrl: '#help' });
    });

    it('hides when scrolling down past its height, comes back on scroll up, and compacts the logo', async () => {
      const host = mount();
      await ready(host);
      window.scrollTo(0, 900);
      await until(() => host.hasAttribute('data-scroll-hidden'), 2000, 'hidden on scroll down');
      // The host's attribute and the logo's re-render are two updates: the second may come a frame later.
      await until(() => $(host, '[data-logo]')!.hasAttribute('data-compact'), 2000, 'the compact logo');
      // A scroll within the throttle's 100 ms is handled at its end: no need to wait it out.
      window.scrollTo(0, 600);
      await until(() => !host.hasAttribute('data-scroll-hidden'), 2000, 'back on scroll up');
      window.scrollTo(0, 0);
      await until(() => !$(host, '[data-logo]')!.hasAttribute('data-compact'), 2000, 'full logo at the top');
    });

    it('never hides the bar while keyboard focus is in it', async () => {
      const host = mount();
      await ready(host);
      window.scrollTo(0, 900);
      await until(() => host.hasAttribute('data-scroll-hidden'), 2000, 'hidden on scroll down');
      await until(() => $(host, '[data-bar]')!.getBoundingClientRect().bottom <= 0, 2000, 'moved away');
      $<HTMLAnchorElement>(host, '[data-logo]')!.focus();
      await until(() => $(host, '[data-bar]')!.getBoundingClientRect().bottom > 0, 2000, 'the focused bar back in view');
    });
  });

  describe('cart, account and notice', () => {
    it('shows the badge only above zero, caps it at 99+, and links the auto-delivery cart for such a cart', async () => {
      const host = mount();
      await ready(host);
      const cart = $<HTMLAnchorElement>(host, '[data-cart-link]')!;
      expect($(host, '[data-cart-badge]')).to.equal(null);
      expect(cart.getAttribute('href')).to.equal('#cart');
      localCartStore.set({ orderType: {}, totalUnitCount: 5, carts: [] });
      await until(() => $(host, '[data-cart-badge]')?.textContent === '5', 2000, 'badge 5');
      expect(cart.getAttribute('aria-label')).to.equal('Cart, 5 items');
      localCartStore.set({ orderType: { typeId: 'AUTO' }, totalUnitCount: 150, carts: [] });
      await until(() => $(host, '[data-cart-badge]')?.textContent === '99+', 2000, 'badge 99+');
      expect(cart.getAttribute('href'), 'no auto-delivery type configured').to.equal('#cart');
      pageConfig.set({ autoDeliveryTypeId: 'AUTO' });
      await until(() => cart.getAttribute('href') === '#auto-cart', 2000, 'auto-delivery link');
      cart.addEventListener('click', (event) => event.preventDefault(), { once: true });
      cart.click();
      expect(events().at(-1)).to.deep.include({ event: 'miniCartDisplay', totalUnitCount: 150 });
    });

    it('logged out: the user icon is a link to the first login link; logged in: a menu anchored to it', async () => {
      let host = mount();
      await ready(host);
      const login = $<HTMLAnchorElement>(host, '[data-user-item]')!;
      expect(login.localName).to.equal('a');
      expect(login.getAttribute('href')).to.equal('/login');
      cleanup();
      document.cookie = 'brand_uid=u1; path=/';
      document.cookie = 'brand_token=t1; path=/';
      visitorStore.set('LAU');
      host = mount();
      await ready(host);
      const button = await until(() => $<HTMLButtonElement>(host, 'button[data-user-item]'), 2000, 'account button');
      button.click();
      const menu = await until(() => $(host, '[data-user-menu]'));
      expect(button.getAttribute('aria-expanded')).to.equal('true');
      expect(menu.querySelector('a')!.textContent).to.equal('Orders');
      expect(menu.getBoundingClientRect().top).to.be.at.least(button.getBoundingClientRect().bottom);
      button.focus();
      await sendKeys({ press: 'Escape' });
      await until(() => !$(host, '[data-user-menu]'), 2000, 'closed');
      expect(shadow(host).activeElement).to.equal(button);
    });

    it('shows the notice for the visitor type (sanitized) and keeps its dismissal for cookiePersistence days', async () => {
      (window as unknown as { pwned?: boolean }).pwned = false;
      const written: Array<{ name: string; attributes: CookieAttributes }> = [];
      const restore = setCookieJar({
        get: (name) => document.cookie.split('; ').find((pair) => pair.startsWith(`${name}=`))?.split('=')[1],
        set: (name, value, attributes) => {
          written.push({ name, attributes });
          document.cookie = `${name}=${value}; path=/`;
        },
        remove: () => {},
      });
      try {
        const host = mount();
        const notice = await until(() => $(host, '[data-header-notice]'));
        expect(notice.textContent).to.contain('Hello guest');
        expect(notice.innerHTML).not.to.contain('onerror');
        expect((window as unknown as { pwned?: boolean }).pwned).to.equal(false);
        visitorStore.set('LAU');
        await until(() => $(host, '[data-header-notice]')?.textContent?.includes('Hello member'), 2000, 'member notice');
        const before = Date.now();
        $<HTMLButtonElement>(host, '[data-notice-close]')!.click();
        await until(() => !$(host, '[data-header-notice]'), 2000, 'dismissed');
        expect(written).to.have.length(1);
        expect(written[0]!.name).to.equal('brand_notice_dismissed');
        const lifetime = written[0]!.attributes.expires!.getTime() - before;
        expect(Math.abs(lifetime - 7 * 86_400_000)).to.be.below(5000);
        cleanup();
        const again = mount();
        await ready(again);
        expect($(again, '[data-header-notice]'), 'stays dismissed').to.equal(null);
      } finally {
        restore();
      }
    });
  });

  describe('phone', () => {
    beforeEach(() => setViewport(PHONE));

    it('has a 56px bar with a hamburger that opens the menu one level at a time, with back and close', async () => {
      const host = mount();
      const bar = await ready(host);
      expect(bar.getBoundingClientRect().height).to.equal(56);
      expect($(host, '[data-desktop-nav]')).to.equal(null);
      const hamburger = $<HTMLButtonElement>(host, '[data-hamburger]')!;
      expect(hamburger.getAttribute('aria-expanded')).to.equal('false');
      hamburger.click();
      const menu = await until(() => $(host, '[data-mobile-menu]'));
      expect(hamburger.getAttribute('aria-expanded')).to.equal('true');
      expect(hamburger.getAttribute('aria-controls')).to.equal(menu.id);
      const item = (label: string) => [...menu.querySelectorAll<HTMLElement>('[data-drawer-item]')].find((element) => element.textContent === label)!;
      item('Shop').click();
      await until(() => menu.querySelector('[data-drawer-head] h2')?.textContent === 'Shop', 2000, 'level 2');
      expect(shadow(host).activeElement, 'focus on the new level heading').to.equal(menu.querySelector('[data-drawer-head] h2'));
      item('Pouches').click();
      await until(() => menu.querySelector('[data-drawer-head] h2')?.textContent === 'Pouches', 2000, 'level 3');
      expect(item('Mint')).to.exist;
      menu.querySelector<HTMLButtonElement>('[data-back]')!.click();
      await until(() => menu.querySelector('[data-drawer-head] h2')?.textContent === 'Shop', 2000, 'back to level 2');
      menu.querySelector<HTMLButtonElement>('[data-drawer-close]')!.click();
      await until(() => !$(host, '[data-mobile-menu]'), 2000, 'closed');
      expect(shadow(host).activeElement).to.equal(hamburger);
    });

    it('shows the login link and, with more than one language, the language selector in the bottom bar', async () => {
      let host = mount();
      await ready(host);
      $<HTMLButtonElement>(host, '[data-hamburger]')!.click();
      let bottom = await until(() => $(host, '[data-bottom-bar]'));
      expect(bottom.querySelector('[data-login]')!.getAttribute('href')).to.equal('/signin');
      expect(bottom.querySelector('button[aria-expanded]')!.textContent).to.contain('English');
      cleanup();
      host = mount({ ...MODEL, languageSwitcher: [{ title: 'English', link: '#en' }] });
      await ready(host);
      $<HTMLButtonElement>(host, '[data-hamburger]')!.click();
      bottom = await until(() => $(host, '[data-bottom-bar]'));
      expect(bottom.textContent).not.to.contain('English');
    });

    it('closes when keyboard focus leaves the header, and on Escape', async () => {
      const host = mount();
      await ready(host);
      const hamburger = $<HTMLButtonElement>(host, '[data-hamburger]')!;
      hamburger.focus();
      await sendKeys({ press: 'Enter' });
      await until(() => $(host, '[data-mobile-menu]'));
      await sendKeys({ press: 'Escape' });
      await until(() => !$(host, '[data-mobile-menu]'), 2000, 'Escape');
      expect(shadow(host).activeElement).to.equal(hamburger);
      await sendKeys({ press: 'Enter' });
      await until(() => $(host, '[data-mobile-menu]'));
      document.getElementById('after')!.focus();
      await until(() => !$(host, '[data-mobile-menu]'), 2000, 'focus left');
    });
  });

  it('works in every theme and right to left (the bar and its items mirrored)', async () => {
    await setViewport(DESKTOP);
    pageConfig.set({ rtl: true });
    const host = mount();
    const bar = await ready(host);
    await frames();
    const logo = $(host, '[data-logo]')!.getBoundingClientRect();
    const cart = $(host, '[data-cart-link]')!.getBoundingClientRect();
    expect(logo.left, 'logo on the right in RTL').to.be.greaterThan(cart.left);
    expect(getComputedStyle(bar).direction).to.equal('rtl');
    pageConfig.set({});
    await settle();
  });
});

describe('<brand-simplified-header>', () => {
  afterEach(cleanup);

  it('shows the warning, the skip link and a sticky bar with the logo and the way back, and no navigation', async () => {
    await setViewport(DESKTOP);
    const host = document.createElement('brand-simplified-header');
    (host as unknown as { model: unknown }).model = {
      healthWarning: { enableHealthWarning: true, content: '<p>Nicotine is addictive.</p>' },
      logoConfig: { linkUrl: '/home', altText: 'Home' },
      backLink: { label: 'Back to the shop', linkUrl: 'javascript:alert(1)' },
    };
    document.body.append(host);
    const bar = await until(() => $(host, '[data-bar]'));
    expect(bar.getBoundingClientRect().height).to.equal(72);
    expect($(host, '[data-header-warning]')!.textContent).to.contain('Nicotine is addictive.');
    expect($(host, '[data-logo]')!.getAttribute('href')).to.equal('/home');
    expect($(host, '[data-back-link]'), 'an unsafe link is not rendered').to.equal(null);
    expect($(host, 'nav')).to.equal(null);
    expect(getComputedStyle(host).position).to.equal('sticky');
    (host as unknown as { model: unknown }).model = { backLink: { label: 'Back to the shop', linkUrl: '/shop' } };
    const back = await until(() => $<HTMLAnchorElement>(host, '[data-back-link]'));
    expect(back.getAttribute('href')).to.equal('/shop');
  });
});
