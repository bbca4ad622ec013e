import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import '../../src/elements/brand-text';
import '../../src/elements/brand-footer';
import '../../src/elements/brand-simplified-footer';
import { visitorPending, visitorStore } from '../../src/core/stores/visitor';
import { authoringStore } from '../../src/core/stores/authoring';
import { pageConfig } from '../../src/core/stores/pageConfig';
import { THEME_NAMES } from '../../src/themes';
import { brokenImagesSettled, captureConsole, cleanup, fixture, runtimeSettled, settle, shadow, until } from './helpers';

const PORTRAIT = { width: 390, height: 844 };
const LANDSCAPE = { width: 1280, height: 800 };
const DEFAULT_VIEWPORT = { width: 800, height: 600 };
const PIXEL = '/tests/elements/fixtures/pixel.png';

const link = (linkLabel: string, extra: Record<string, unknown> = {}) => ({ linkLabel, linkUrl: `#${linkLabel.toLowerCase().replace(/\s+/g, '-')}`, ...extra });

/** Every section enabled, each with something to show. */
function fullConfig(): Record<string, any> {
  return {
    healthWarning: { enable: true, enableText: true, message: '<p>This product contains nicotine, which is highly addictive.</p>' },
    breadCrumb: {
      enable: true,
      items: [
        { title: 'Home', link: '/' },
        { title: 'Nicotine pouches', link: '/pouches' },
        { title: 'Cool Mint', link: '/pouches/cool-mint' },
      ],
    },
    firstNav: {
      enable: true,
      languageSwitcherTitle: 'Language',
      list1: { enable: true, listTitle: 'Shop', items: [link('Pouches'), link('Starter kits'), link('Subscriptions')] },
      list2: { enable: true, listTitle: 'Help', items: [link('FAQ'), link('Contact us'), link('Store locator', { target: '_blank', linkUrl: 'https://stores.example.com/' })] },
      list3: { enable: true, listTitle: 'About', items: [link('Our story'), link('Sustainability')] },
    },
    logos: {
      enable: true,
      list1: { listTitle: 'We accept', items: [{ imagePath: PIXEL, imageAlt: 'Visa', imageWidth: 60, imageHeight: 24 }] },
      list2: { listTitle: 'Delivery', items: [{ imagePath: PIXEL, imageAlt: 'DHL', imageWidth: 60, imageHeight: 24 }] },
    },
    secondNav: { enable: true, copyrightText: '© 2026 Brand Ltd. All rights reserved.', list1: { links: [link('Privacy'), link('Terms'), link('Cookies')] } },
    banner: { enable: true, imagePath: PIXEL, imageAlt: 'Summer offer', imageWidth: 600, imageHeight: 80, linkUrl: '#offer', linkAriaLabel: 'See the summer offer' },
  };
}

const SECTIONS = ['healthWarning', 'breadCrumb', 'firstNav', 'logos', 'secondNav', 'banner'];

function mount(model: Record<string, unknown>, attributes = ''): HTMLElement {
  const host = fixture(`<brand-footer ${attributes}></brand-footer>`).querySelector<HTMLElement>('brand-footer')!;
  (host as unknown as { model: unknown }).model = model;
  return host;
}

async function rendered(host: HTMLElement): Promise<ShadowRoot> {
  await until(() => host.shadowRoot?.querySelector('footer'), 3000, 'the footer');
  await settle();
  return shadow(host);
}

const sectionsOf = (root: ShadowRoot) => [...root.querySelectorAll('[data-footer-section]')].map((element) => element.getAttribute('data-footer-section'));
const section = (root: ShadowRoot, name: string) => root.querySelector<HTMLElement>(`[data-footer-section="${name}"]`);
const linkLabels = (root: ParentNode) => [...root.querySelectorAll('a')].map((anchor) => anchor.textContent);
/** An element's markup or null: a failing assertion on a DOM node itself makes the runner serialize React's internals. */
const markup = (element: Element | null | undefined) => element?.outerHTML ?? null;
const dataLayer = () => (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [];

/** WCAG relative luminance and contrast of two rgb() colours. */
function rgb(value: string): number[] {
  const parts = value.match(/[\d.]+/g)!.map(Number);
  return parts.slice(0, 3);
}
function luminance([r, g, b]: number[]): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
}
function contrast(a: number[], b: number[]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}
const blend = (fg: number[], bg: number[], opacity: number) => fg.map((c, i) => c * opacity + bg[i]! * (1 - opacity));

describe('<brand-footer>', () => {
  beforeEach(() => {
    (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
  });

  afterEach(async () => {
    cleanup();
    await settle();
    visitorStore.set('LAS');
    visitorPending.set(false);
    authoringStore.set('disabled');
    pageConfig.set({});
  });

  it('renders the six sections in the spec order inside a <footer> landmark', async () => {
    const root = await rendered(mount(fullConfig()));
    expect(root.querySelectorAll('footer')).to.have.length(1);
    expect(sectionsOf(root)).to.deep.equal(SECTIONS);
    // Each section's content.
    expect(section(root, 'healthWarning')!.querySelector('[data-health-warning]')!.textContent).to.contain('highly addictive');
    expect(linkLabels(section(root, 'firstNav')!)).to.deep.equal(['Pouches', 'Starter kits', 'Subscriptions', 'FAQ', 'Contact us', 'Store locator', 'Our story', 'Sustainability']);
    expect([...section(root, 'firstNav')!.querySelectorAll('h2')].map((h) => h.textContent)).to.deep.equal(['Shop', 'Help', 'About']);
    expect([...section(root, 'logos')!.querySelectorAll('img')].map((img) => img.alt)).to.deep.equal(['Visa', 'DHL']);
    expect(section(root, 'secondNav')!.textContent).to.contain('© 2026 Brand Ltd.');
    expect(linkLabels(section(root, 'secondNav')!)).to.deep.equal(['Privacy', 'Terms', 'Cookies']);
    expect(section(root, 'banner')!.querySelector('a')!.getAttribute('aria-label')).to.equal('See the summer offer');
  });

  it('leaves out each disabled section and keeps the others', async () => {
    for (const name of SECTIONS) {
      const config = fullConfig();
      config[name].enable = false;
      const root = await rendered(mount(config));
      expect(sectionsOf(root), `with ${name} disabled`).to.deep.equal(SECTIONS.filter((other) => other !== name));
      cleanup();
      await settle();
    }
    const root = await rendered(mount({}));
    expect(sectionsOf(root)).to.deep.equal([]);
  });

  it('breadcrumb: an ordered list in a labelled nav, the current page marked and not a link, its title replaceable', async () => {
    let root = await rendered(mount(fullConfig()));
    const nav = section(root, 'breadCrumb')!;
    expect(nav.localName).to.equal('nav');
    expect(nav.getAttribute('aria-label')).to.equal('Breadcrumb');
    const items = [...nav.querySelectorAll('ol > li')];
    expect(items.map((item) => item.textContent)).to.deep.equal(['Home', 'Nicotine pouches', 'Cool Mint']);
    expect(linkLabels(nav)).to.deep.equal(['Home', 'Nicotine pouches']);
    const current = nav.querySelector('[aria-current="page"]')!;
    expect(current.textContent).to.equal('Cool Mint');
    expect(markup(current.closest('a'))).to.equal(null);
    expect(markup(items[2]!.querySelector('a'))).to.equal(null);
    cleanup();

    root = await rendered(mount({ ...fullConfig(), pageTitle: 'Cool Mint Strong 6 mg' }));
    expect(section(root, 'breadCrumb')!.querySelector('[aria-current="page"]')!.textContent).to.equal('Cool Mint Strong 6 mg');
    cleanup();

    const one = fullConfig();
    one.breadCrumb.items = [{ title: 'Home', link: '/' }];
    root = await rendered(mount(one));
    expect(markup(section(root, 'breadCrumb'))).to.equal(null);
    expect(markup(root.querySelector('nav[aria-label="Breadcrumb"]'))).to.equal(null);
  });

  it('filters links and logos by visibleTo for the current visitor; the editor shows everything', async () => {
    const config = fullConfig();
    config.firstNav.list1.items = [link('Pouches'), link('Members club', { visibleTo: ['LAU', 'LAU-HAV', 'LAU-HAV-DEV'] }), link('Sign up', { visibleTo: ['LAS'] })];
    config.logos.list1.items = [
      { imagePath: PIXEL, imageAlt: 'Visa' },
      { imagePath: PIXEL, imageAlt: 'Device care', visibleTo: ['LAU-HAV-DEV'] },
    ];
    const host = mount(config);
    const root = await rendered(host);
    const shopLinks = () => linkLabels(section(root, 'firstNav')!.querySelector('[data-link-list]')!);
    const logos = () => [...section(root, 'logos')!.querySelectorAll('img')].map((img) => img.alt);
    expect(shopLinks()).to.deep.equal(['Pouches', 'Sign up']);
    expect(logos()).to.deep.equal(['Visa', 'DHL']);

    visitorStore.set('LAU');
    await until(() => shopLinks().includes('Members club'), 2000, 'member links');
    expect(shopLinks()).to.deep.equal(['Pouches', 'Members club']);
    expect(logos()).to.deep.equal(['Visa', 'DHL']);

    visitorStore.set('LAU-HAV-DEV');
    await until(() => logos().includes('Device care'), 2000, 'device owner logo');
    expect(logos()).to.deep.equal(['Visa', 'Device care', 'DHL']);

    visitorStore.set('LAS');
    authoringStore.set('edit');
    await until(() => shopLinks().length === 3, 2000, 'every link in the editor');
    expect(shopLinks()).to.deep.equal(['Pouches', 'Members club', 'Sign up']);
  });

  it('shows the language switcher with its title only with more than one language link, else from the page config', async () => {
    const one = [{ title: 'English', link: '/en.html' }];
    const two = [...one, { title: 'Deutsch', link: '/de.html' }];
    let root = await rendered(mount({ ...fullConfig(), languageSwitcher: one }));
    expect(markup(root.querySelector('[data-language-switcher]'))).to.equal(null);
    expect(root.textContent).not.to.contain('Language');
    cleanup();

    root = await rendered(mount({ ...fullConfig(), languageSwitcher: two }));
    const switcher = root.querySelector('[data-language-switcher]')!;
    expect(switcher.querySelector('h2')!.textContent).to.equal('Language');
    const german = await until(() => switcher.querySelector<HTMLAnchorElement>('a[href="/de.html"]'));
    expect(german.textContent).to.contain('Deutsch');
    cleanup();

    // No links of its own: the page's languageSwitcher decides.
    pageConfig.set({ languageSwitcher: one });
    root = await rendered(mount(fullConfig()));
    expect(markup(root.querySelector('[data-language-switcher]'))).to.equal(null);
    pageConfig.set({ languageSwitcher: [...two, { title: 'Français', link: '/fr.html' }] });
    await until(() => root.querySelector('[data-language-switcher] [data-language-selector]'), 2000, 'the switcher from the page config');
    expect(root.querySelector('[data-language-switcher] button')!.textContent).to.contain('English');
  });

  it('opens links in the same window unless authored _blank (then rel noopener)', async () => {
    const root = await rendered(mount(fullConfig()));
    const anchors = [...section(root, 'firstNav')!.querySelectorAll('a')];
    const faq = anchors.find((anchor) => anchor.textContent === 'FAQ')!;
    expect(faq.hasAttribute('target')).to.equal(false);
    const stores = anchors.find((anchor) => anchor.textContent === 'Store locator')!;
    expect(stores.target).to.equal('_blank');
    expect(stores.rel).to.contain('noopener');
  });

  it('pushes footerNavigationClick with linkLabel, linkUrl, section and listTitle on every footer link click', async () => {
    const root = await rendered(mount(fullConfig()));
    const stop = (event: Event) => event.preventDefault();
    document.addEventListener('click', stop);
    try {
      [...section(root, 'firstNav')!.querySelectorAll('a')].find((anchor) => anchor.textContent === 'FAQ')!.click();
      section(root, 'breadCrumb')!.querySelector('a')!.click();
      [...section(root, 'secondNav')!.querySelectorAll('a')].find((anchor) => anchor.textContent === 'Terms')!.click();
      section(root, 'banner')!.querySelector('a')!.click();
    } finally {
      document.removeEventListener('click', stop);
    }
    expect(dataLayer()).to.deep.equal([
      { event: 'footerNavigationClick', linkLabel: 'FAQ', linkUrl: '#faq', section: 'firstNav', listTitle: 'Help' },
      { event: 'footerNavigationClick', linkLabel: 'Home', linkUrl: '/', section: 'breadCrumb' },
      { event: 'footerNavigationClick', linkLabel: 'Terms', linkUrl: '#terms', section: 'secondNav' },
      { event: 'footerNavigationClick', linkLabel: 'See the summer offer', linkUrl: '#offer', section: 'banner' },
    ]);
  });

  it('pins a sticky banner to the bottom of the viewport at z-index 800, and keeps its room in the page', async () => {
    const config = fullConfig();
    config.banner = { ...config.banner, stickyOnPortrait: true, stickyOnLandscape: true, background: '#123456', noIndex: true };
    const root = await rendered(mount(config));
    const banner = section(root, 'banner')!;
    const panel = banner.querySelector<HTMLElement>('[data-banner-panel]')!;
    const style = getComputedStyle(panel);
    expect(style.position).to.equal('fixed');
    expect(style.zIndex).to.equal('800');
    expect(style.bottom).to.equal('0px');
    expect(style.backgroundColor).to.equal('rgb(18, 52, 86)');
    expect(Math.round(panel.getBoundingClientRect().bottom)).to.equal(window.innerHeight);
    expect(Math.round(panel.getBoundingClientRect().width)).to.equal(document.documentElement.clientWidth);
    await until(() => Math.abs(banner.getBoundingClientRect().height - panel.getBoundingClientRect().height) < 1, 2000, 'room kept for the banner');
    expect(banner.hasAttribute('data-nosnippet')).to.equal(true);
  });

  it('a banner that is not sticky stays in the flow, on the theme dark colour by default', async () => {
    const root = await rendered(mount(fullConfig(), 'theme="iqos"'));
    const panel = section(root, 'banner')!.querySelector<HTMLElement>('[data-banner-panel]')!;
    expect(getComputedStyle(panel).position).to.equal('static');
    expect(getComputedStyle(panel).backgroundColor).to.equal('rgb(52, 48, 61)'); // iqos primary.dark #34303D
    expect(section(root, 'banner')!.hasAttribute('data-nosnippet')).to.equal(false);
  });

  it("draws the health warning's image before its text, whole pixels and lazy; an unsafe image path is left out", async () => {
    const config = fullConfig();
    config.healthWarning = { ...config.healthWarning, enableImage: true, imagePath: PIXEL, imageAlt: 'Smoking kills', imageWidth: '120.4', imageHeight: 40 };
    const root = await rendered(mount(config));
    const box = section(root, 'healthWarning')!.querySelector('[data-health-warning]')!;
    const image = box.firstElementChild as HTMLImageElement;
    expect(image.tagName).to.equal('IMG');
    expect([image.getAttribute('src'), image.alt, image.getAttribute('width'), image.getAttribute('height'), image.loading]).to.deep.equal([PIXEL, 'Smoking kills', '120', '40', 'lazy']);
    expect(box.lastElementChild!.textContent).to.contain('highly addictive');
    // The box is the health warning's: bordered, black on white.
    expect(getComputedStyle(box).borderTopStyle).to.equal('solid');

    config.healthWarning = { ...config.healthWarning, imagePath: 'javascript:alert(1)' };
    const unsafe = await rendered(mount(config));
    const unsafeBox = section(unsafe, 'healthWarning')!.querySelector('[data-health-warning]')!;
    expect(unsafeBox.querySelector('img')).to.equal(null);
    expect(unsafeBox.textContent).to.contain('highly addictive');
  });

  it('shows, hides and pins per orientation (portrait phone against landscape desktop)', async () => {
    const config = fullConfig();
    config.healthWarning = { ...config.healthWarning, showOnPortrait: true, showOnLandscape: false };
    config.banner = { ...config.banner, showOnPortrait: true, stickyOnPortrait: true, showOnLandscape: true, stickyOnLandscape: false };
    const root = await rendered(mount(config));
    const warning = section(root, 'healthWarning')!;
    const panel = section(root, 'banner')!.querySelector<HTMLElement>('[data-banner-panel]')!;
    try {
      await setViewport(PORTRAIT);
      await until(() => matchMedia('(orientation: portrait)').matches, 2000, 'portrait');
      expect(getComputedStyle(warning).display).not.to.equal('none');
      expect(getComputedStyle(panel).position).to.equal('fixed');

      await setViewport(LANDSCAPE);
      await until(() => matchMedia('(orientation: landscape)').matches, 2000, 'landscape');
      expect(getComputedStyle(warning).display).to.equal('none');
      expect(getComputedStyle(panel).position).to.equal('static');

      // The other way round: a banner shown in landscape only.
      cleanup();
      const other = fullConfig();
      other.banner = { ...other.banner, showOnPortrait: false, showOnLandscape: true };
      const second = await rendered(mount(other));
      expect(getComputedStyle(section(second, 'banner')!).display).not.to.equal('none');
      await setViewport(PORTRAIT);
      await until(() => matchMedia('(orientation: portrait)').matches, 2000, 'portrait');
      expect(getComputedStyle(section(second, 'banner')!).display).to.equal('none');
    } finally {
      await setViewport(DEFAULT_VIEWPORT);
    }
  });

  it('lays the link lists out as columns on desktop and stacks them on a phone', async () => {
    const root = await rendered(mount(fullConfig()));
    const columns = () => [...section(root, 'firstNav')!.querySelectorAll('[data-link-list]')].map((column) => column.getBoundingClientRect());
    try {
      await setViewport(LANDSCAPE);
      await until(() => Math.abs(columns()[0]!.top - columns()[2]!.top) < 1, 2000, 'side by side');
      expect(columns()[1]!.left).to.be.greaterThan(columns()[0]!.right);
      expect(columns()[2]!.left).to.be.greaterThan(columns()[1]!.right);
      await setViewport(PORTRAIT);
      await until(() => columns()[1]!.top >= columns()[0]!.bottom, 2000, 'stacked');
      expect(columns()[2]!.top).to.be.at.least(columns()[1]!.bottom);
      // Nothing wider than the phone.
      expect(root.querySelector('footer')!.scrollWidth).to.be.at.most(PORTRAIT.width);
    } finally {
      await setViewport(DEFAULT_VIEWPORT);
    }
  });

  it('mirrors its columns on a right-to-left page', async () => {
    const container = fixture('<div dir="rtl"><brand-footer></brand-footer></div>');
    const host = container.querySelector<HTMLElement>('brand-footer')!;
    (host as unknown as { model: unknown }).model = fullConfig();
    const root = await rendered(host);
    try {
      await setViewport(LANDSCAPE);
      const columns = () => [...section(root, 'firstNav')!.querySelectorAll('[data-link-list]')].map((column) => column.getBoundingClientRect());
      await until(() => columns()[0] && columns()[0]!.left > columns()[1]!.right, 3000, 'first column on the right');
    } finally {
      await setViewport(DEFAULT_VIEWPORT);
    }
  });

  it('a throwing section shows a config error label naming it in the editor, the generic error live; the others render', async () => {
    const broken = () => {
      const config = fullConfig();
      // An item whose title cannot be read. (Deep enough that React's development-only prop
      // logging, which walks three levels of props, does not read it outside the boundary.)
      config.breadCrumb = {
        enable: true,
        items: [
          {
            get title(): unknown {
              throw new Error('breadcrumb items are unreadable');
            },
          },
          { title: 'Here' },
        ],
      };
      return config;
    };

    authoringStore.set('edit');
    let root!: ShadowRoot;
    const edit = await captureConsole(async () => {
      root = await rendered(mount(broken()));
    });
    const label = root.querySelector('[data-brand-config-error="breadCrumb"]')!;
    expect(label.textContent).to.contain('Breadcrumb');
    expect(label.textContent).to.contain('breadcrumb items are unreadable');
    expect(sectionsOf(root)).to.deep.equal(SECTIONS.filter((name) => name !== 'breadCrumb'));
    expect(edit.errors.filter((message) => message.includes('Breadcrumb section'))).to.have.length(1);
    cleanup();
    await settle();

    authoringStore.set('disabled');
    const live = await captureConsole(async () => {
      root = await rendered(mount(broken()));
    });
    expect(markup(root.querySelector('[data-brand-config-error]'))).to.equal(null);
    const error = root.querySelector<HTMLElement>('footer [data-brand-error-text]')!;
    expect(error.textContent).to.equal('breadcrumb items are unreadable');
    expect(error.hidden).to.equal(true);
    expect(sectionsOf(root)).to.deep.equal(SECTIONS.filter((name) => name !== 'breadCrumb'));
    expect(live.errors.filter((message) => message.includes('Breadcrumb section'))).to.have.length(1);
    // The element itself did not fail.
    expect(root.host.hasAttribute('data-brand-error')).to.equal(false);
  });

  /** The footer below three screens of page (not near the view), with a TrustPilot rating; idle callbacks held by the test. */
  async function belowWithRating(): Promise<{ root: ShadowRoot; idle: Array<() => void>; restore: () => void }> {
    const idle: Array<() => void> = [];
    const original = window.requestIdleCallback;
    // (handles far from the browser's own, which the code under test cancels with cancelIdleCallback)
    window.requestIdleCallback = ((callback: IdleRequestCallback) => 1e9 + idle.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }))) as typeof window.requestIdleCallback;
    const spacer = fixture('<div></div>');
    spacer.style.height = '300vh';
    const model = fullConfig();
    model.logos.rateReview = {
      enable: true,
      service: 'TrustPilot',
      label: 'Rated by our customers',
      trustPilotSnippet: '<div class="trustpilot-widget" data-template-id="x"><a href="https://uk.trustpilot.com/review/example.com">Trustpilot</a></div>',
      scriptUrl: '/demo/mock/rating/trustpilot.js',
    };
    const root = await rendered(mount(model));
    return { root, idle, restore: () => (window.requestIdleCallback = original) };
  }
  const rating = (root: ShadowRoot) => root.querySelector<HTMLElement>('[data-rating] [data-rating-widget]')!;

  it("the rate-and-review widget: its label and room at once, its code once the page is idle; nothing moves when it comes", async () => {
    const { root, idle, restore } = await belowWithRating();
    try {
      expect(rating(root).getAttribute('data-status')).to.equal('pending');
      expect(rating(root).textContent).to.equal('Rated by our customers');
      const before = rating(root).getBoundingClientRect();
      expect(before.height).to.be.greaterThan(24);
      // Neither idle nor near the view: still its placeholder once the runtime has settled.
      await runtimeSettled();
      expect(rating(root).getAttribute('data-status')).to.equal('pending');
      expect(idle.length).to.be.greaterThan(0);
      for (const run of idle.splice(0)) run();
      const widget = await until(() => root.querySelector<HTMLElement>('[data-rating] [data-rating-widget]:not([data-status="pending"])'), 3000, 'the widget');
      expect(widget.querySelector('.trustpilot-widget a')?.textContent).to.equal('Trustpilot');
      const after = widget.getBoundingClientRect();
      expect([after.top, after.height]).to.deep.equal([before.top, before.height]);
    } finally {
      restore();
    }
  });

  it('the rate-and-review widget: its code comes when it nears the view, before the page is idle', async () => {
    const { root, restore } = await belowWithRating();
    try {
      expect(rating(root).getAttribute('data-status')).to.equal('pending');
      rating(root).scrollIntoView();
      await until(() => root.querySelector('[data-rating] [data-rating-widget]:not([data-status="pending"]) .trustpilot-widget'), 3000, 'the widget');
    } finally {
      restore();
    }
  });

  it('never renders an unsafe javascript: URL as a link', async () => {
    const config = fullConfig();
    config.firstNav.list1.items = [link('Pouches'), { linkLabel: 'Win a prize', linkUrl: 'javascript:alert(1)' }];
    config.secondNav.list1 = { links: [{ linkLabel: 'Sneaky', linkUrl: 'JaVaScRiPt:alert(1)' }, link('Privacy')] };
    config.breadCrumb.items[0].link = 'javascript:alert(1)';
    config.banner.linkUrl = 'javascript:alert(1)';
    let root!: ShadowRoot;
    const { errors } = await captureConsole(async () => {
      root = await rendered(mount(config));
    });
    const hrefs = [...root.querySelectorAll('a')].map((anchor) => anchor.getAttribute('href') ?? '');
    expect(hrefs.some((href) => /javascript/i.test(href))).to.equal(false);
    expect(linkLabels(root)).not.to.include('Win a prize');
    expect(linkLabels(root)).not.to.include('Sneaky');
    expect(linkLabels(section(root, 'breadCrumb')!)).not.to.include('Home');
    expect(section(root, 'breadCrumb')!.textContent).to.contain('Home');
    expect(markup(section(root, 'banner')!.querySelector('a'))).to.equal(null);
    expect(markup(section(root, 'banner')!.querySelector('img'))).not.to.equal(null);
    expect(errors.filter((message) => message.includes('refused'))).to.have.length(3);
  });

  it('sanitizes authored HTML (copyright text, health warning)', async () => {
    const win = window as unknown as { __footerXss?: number };
    delete win.__footerXss;
    const config = fullConfig();
    config.secondNav.copyrightText = `© 2026 <strong>Brand</strong><img src="${PIXEL}" onerror="window.__footerXss=1"><script>window.__footerXss=2</script>`;
    config.healthWarning.message = '<p onclick="window.__footerXss=3">Nicotine is addictive.<a href="javascript:window.__footerXss=4">more</a></p>';
    const root = await rendered(mount(config));
    // "No script ran" waits until broken images have failed and their handlers have had their turn.
    await brokenImagesSettled();
    const copyright = section(root, 'secondNav')!.querySelector('[data-copyright]')!;
    expect(copyright.querySelector('strong')!.textContent).to.equal('Brand');
    expect(markup(copyright.querySelector('script'))).to.equal(null);
    expect(markup(copyright.querySelector('[onerror]'))).to.equal(null);
    const warning = section(root, 'healthWarning')!;
    expect(warning.textContent).to.contain('Nicotine is addictive.');
    expect(markup(warning.querySelector('[onclick]'))).to.equal(null);
    expect(markup(warning.querySelector('a[href^="javascript"]'))).to.equal(null);
    expect(win.__footerXss).to.equal(undefined);
  });

  it('keeps its text readable (WCAG AA) on the dark band in every theme', async () => {
    for (const theme of THEME_NAMES) {
      const root = await rendered(mount(fullConfig(), `theme="${theme}"`));
      const band = section(root, 'firstNav')!;
      const background = rgb(getComputedStyle(band).backgroundColor);
      const anchor = band.querySelector('a')!;
      const foreground = blend(rgb(getComputedStyle(anchor).color), background, Number(getComputedStyle(anchor).opacity));
      expect(contrast(foreground, background), `${theme} links`).to.be.at.least(4.5);
      const crumb = section(root, 'breadCrumb')!;
      const crumbBackground = rgb(getComputedStyle(crumb).backgroundColor);
      expect(contrast(rgb(getComputedStyle(crumb.querySelector('a')!).color), crumbBackground), `${theme} breadcrumb`).to.be.at.least(4.5);
      cleanup();
      await settle();
    }
  });

  it('shows a visible focus ring on its links', async () => {
    const root = await rendered(mount(fullConfig()));
    const anchor = section(root, 'firstNav')!.querySelector('a')!;
    anchor.focus();
    // Programmatic focus after no pointer use counts as focus-visible in Chromium.
    const style = getComputedStyle(anchor);
    expect(anchor.matches(':focus-visible')).to.equal(true);
    expect(style.outlineStyle).to.equal('solid');
    expect(parseFloat(style.outlineWidth)).to.be.at.least(2);
  });
});

describe('<brand-simplified-footer>', () => {
  const XF_PATH = '/content/experience-fragments/brand/test-footer';
  const XF_MODEL = {
    ':itemsOrder': ['root'],
    ':items': {
      root: {
        ':type': 'wcm/foundation/components/responsivegrid',
        ':itemsOrder': ['copy'],
        ':items': { copy: { ':type': 'brand/components/text', text: '© 2026 Brand Ltd. Simplified footer.' } },
      },
    },
    ':path': XF_PATH,
    ':type': 'brand/components/xfpage',
  };
  let original: typeof window.fetch | undefined;

  afterEach(async () => {
    cleanup();
    await settle();
    if (original) window.fetch = original;
    original = undefined;
    authoringStore.set('disabled');
  });

  it('renders the experience fragment at xfPath inside a footer landmark', async () => {
    original = window.fetch;
    const requested: string[] = [];
    window.fetch = (async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      requested.push(url);
      if (url.includes('test-footer.model.json')) return new Response(JSON.stringify(XF_MODEL), { headers: { 'Content-Type': 'application/json' } });
      return new Response('not found', { status: 404 });
    }) as typeof window.fetch;
    const host = fixture(`<brand-simplified-footer xf-path="${XF_PATH}"></brand-simplified-footer>`).querySelector('brand-simplified-footer')!;
    const footer = await until(() => host.shadowRoot?.querySelector('footer'), 3000, 'the footer');
    const fragment = footer.querySelector('brand-experience-fragment')!;
    expect(fragment.getAttribute('fragment-variation-path')).to.equal(XF_PATH);
    const text = await until(() => fragment.querySelector('brand-text')?.shadowRoot?.textContent?.includes('Simplified footer') && fragment.querySelector('brand-text'), 3000, 'the fragment text');
    expect(text.shadowRoot!.textContent).to.contain('© 2026 Brand Ltd.');
    expect(requested.some((url) => url.includes('test-footer.model.json'))).to.equal(true);
  });

  it('without xfPath: the editor placeholder in edit mode, nothing live', async () => {
    let host = fixture('<brand-simplified-footer></brand-simplified-footer>').querySelector('brand-simplified-footer')!;
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(markup(host.shadowRoot?.querySelector('footer'))).to.equal(null);
    expect(markup(host.shadowRoot?.querySelector('[data-brand-placeholder]'))).to.equal(null);
    cleanup();
    authoringStore.set('edit');
    host = fixture('<brand-simplified-footer xf-path=""></brand-simplified-footer>').querySelector('brand-simplified-footer')!;
    const placeholder = await until(() => host.shadowRoot?.querySelector('[data-brand-placeholder]'), 3000, 'the placeholder');
    expect(placeholder.textContent).to.equal('Simplified footer: choose an experience fragment');
    expect(markup(host.shadowRoot!.querySelector('brand-experience-fragment'))).to.equal(null);
  });
});
