/**
 * XSS: authored HTML and authored URLs, fed through every element that renders them.
 *
 * Each HTML payload's script part appends its label to `window.__xss` (a frame's script to
 * `parent.__xss`), so the tests can tell whether anything ran; after each render they wait for
 * onerror / onload / ontoggle / SVG animation begin to have had their chance, then check that
 * nothing ran, that no element anywhere (document and every shadow root, recursively) carries an
 * event-handler attribute or a javascript: / vbscript: / data:text/html URL, that no shadow root
 * holds a <script>, <iframe>, <object>, <embed>, <base> or <meta>, and that the element still
 * rendered the payload's safe part (so a test cannot pass by rendering nothing).
 *
 * There is no iframe element in this library (yet): when one is added, it belongs here too.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import '../../src/index';
import { visitorPending, visitorStore } from '../../src/core/stores/visitor';
import { pageConfig } from '../../src/core/stores/pageConfig';
import { gateStore } from '../../src/core/stores/gates';
import { emptyLocalCart, localCartStore } from '../../src/core/stores/localCart';
import { VISITOR_TYPES } from '../../src/core/visitor/types';
import { captureConsole, cleanup, fixture, settle, shadow, until } from './helpers';
import {
  ran,
  base64,
  HtmlPayload,
  HTML_PAYLOADS,
  keep,
  marked,
  UrlPayload,
  URL_PAYLOADS,
  XssWindow,
  executed,
  asAuthoredAttribute,
  normalized,
  DANGEROUS_SCHEMES,
  mustRefuse,
  URL_ATTRIBUTES,
  FORBIDDEN_IN_SHADOW,
  FORBIDDEN_IN_CONTENT,
  allNodes,
  whereIs,
  elementProblems,
  unsafeMarkup,
  MarkupRecorder,
  recorder,
  contentBlocks,
  expectNothingRan,
  shownText,
  untilShown,
  refusals,
  markup,
} from './xssPayloads';


type Host = HTMLElement & Record<string, unknown>;
const PIXEL = '/tests/elements/fixtures/pixel.png';
/** The demo's TrustPilot stand-in (no network in tests); it draws into the snippet's .trustpilot-widget. */
const TRUSTPILOT = '/demo/mock/rating/trustpilot.js?xss';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const DEFAULT_VIEWPORT = { width: 800, height: 600 };

function create(tag: string, props: Record<string, unknown> = {}, attributes: Record<string, string> = {}): Host {
  const host = document.createElement(tag) as Host;
  for (const [name, value] of Object.entries(attributes)) host.setAttribute(name, value);
  Object.assign(host, props);
  return host;
}

function mountAll(hosts: HTMLElement[]): HTMLElement {
  const container = fixture('');
  container.append(...hosts);
  return container;
}

function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/* ------------------------------------------------------------------ tests */

describe('XSS: authored HTML and URLs through every element', function () {
  this.timeout(30000);

  beforeEach(async () => {
    delete (window as XssWindow).__xss;
    clearCookies();
    visitorStore.set('LAS');
    visitorPending.set(false);
    pageConfig.set({});
    gateStore.set({});
    localCartStore.set(emptyLocalCart());
    await setViewport(DEFAULT_VIEWPORT);
    recorder.start();
  });

  afterEach(async () => {
    recorder.stop();
    cleanup();
    clearCookies();
    window.scrollTo(0, 0);
    await settle();
    visitorStore.set('LAS');
    pageConfig.set({});
    gateStore.set({});
    await setViewport(DEFAULT_VIEWPORT);
    delete (window as XssWindow).__xss;
  });

  it('the checks themselves: they see handlers, dangerous URLs and forbidden tags in nested shadow roots, even when gone again', async () => {
    const outer = document.createElement('div');
    const inner = document.createElement('span');
    outer.attachShadow({ mode: 'open' }).append(inner);
    inner.attachShadow({ mode: 'open' }).innerHTML = '<a href=" java\tscript:void 0">a</a><p>p</p>';
    fixture('').append(outer);
    const nested = inner.shadowRoot!;
    expect(unsafeMarkup()).to.deep.equal([`<a> in <span>'s shadow root has href=" java\tscript:void 0"`]);
    nested.querySelector('p')!.setAttribute('onclick', 'void 0');
    const frame = document.createElement('iframe');
    nested.append(frame);
    frame.remove();
    nested.querySelector('a')!.remove();
    await settle();
    expect(unsafeMarkup(), 'the page now').to.deep.equal([`<p> in <span>'s shadow root has onclick="void 0"`]);
    expect([...recorder.problems].sort(), 'everything seen while recording').to.deep.equal(
      [`<a> in <span>'s shadow root has href=" java\tscript:void 0"`, `<iframe> in <span>'s shadow root exists`, `<p> in <span>'s shadow root has onclick="void 0"`].sort(),
    );
  });

  it('<brand-text>: rich text (property and attribute) is sanitized; plain text stays text', async () => {
    const rich = HTML_PAYLOADS.map((payload) => create('brand-text', { richText: true, text: marked(payload) }));
    const richAttributes = HTML_PAYLOADS.map((payload) => create('brand-text', {}, { 'rich-text': '', text: marked(payload) }));
    const plain = HTML_PAYLOADS.map((payload) => create('brand-text', { text: payload.html }));
    mountAll([...rich, ...richAttributes, ...plain]);
    await untilShown([...rich, ...richAttributes].map((host, index) => [host, HTML_PAYLOADS[index % HTML_PAYLOADS.length]!.label]), 'brand-text');
    await expectNothingRan('brand-text');
    for (const [index, host] of plain.entries()) {
      const p = await until(() => host.shadowRoot?.querySelector('p'), 3000, 'plain text');
      expect(p.textContent, 'plain text shown as text').to.equal(HTML_PAYLOADS[index]!.html);
      expect(p.children.length, 'plain text makes no elements').to.equal(0);
    }
  });

  it('<brand-health-warning> and <brand-rating-widget>: authored HTML sanitized, image and script URLs refused', async () => {
    const { errors } = await captureConsole(async () => {
      const warnings = HTML_PAYLOADS.map((payload, index) =>
        create('brand-health-warning', { text: marked(payload), imageUrl: URL_PAYLOADS[index % URL_PAYLOADS.length]!.url, imageAlt: payload.html }),
      );
      // The snippet ends with an empty .trustpilot-widget: the stand-in script draws into it and leaves the payload alone.
      const widgets = HTML_PAYLOADS.map((payload) =>
        create('brand-rating-widget', { serviceName: 'TrustPilot', scriptUrl: TRUSTPILOT, label: 'Reviews', trustPilotSnippet: `${marked(payload)}<div class="trustpilot-widget"></div>` }),
      );
      const refusedScripts = URL_PAYLOADS.map((payload) => create('brand-rating-widget', { serviceName: 'TrustPilot', trustPilotSnippet: '<p>snippet</p>', scriptUrl: payload.url, label: `label-${payload.label}` }));
      mountAll([...warnings, ...widgets, ...refusedScripts]);
      await untilShown([...warnings, ...widgets].map((host, index) => [host, HTML_PAYLOADS[index % HTML_PAYLOADS.length]!.label]), 'warnings and widgets');
      for (const [index, host] of refusedScripts.entries()) {
        await until(() => host.shadowRoot?.querySelector('[data-status="failed"]'), 3000, `the refused scriptUrl ${URL_PAYLOADS[index]!.label}`);
        expect(shadow(host).textContent).to.equal(`label-${URL_PAYLOADS[index]!.label}`);
      }
      await expectNothingRan('brand-health-warning / brand-rating-widget');
      // The warning's own image (not one inside its sanitized text) is left out for a refused URL.
      warnings.forEach((host, index) => {
        const { url, label } = URL_PAYLOADS[index % URL_PAYLOADS.length]!;
        if (mustRefuse(url)) expect(markup(shadow(host).querySelector('[data-health-warning] > img')), `imageUrl ${label}`).to.equal(null);
      });
    });
    const refusedImages = URL_PAYLOADS.filter((payload) => mustRefuse(payload.url)).length;
    expect(refusals(errors, 'brand-health-warning', 'imageUrl').length, 'one console error per refused imageUrl').to.be.at.least(refusedImages);
    expect(errors.filter((line) => line.includes('<brand-rating-widget>: refused scriptUrl')).length, 'one error per refused scriptUrl').to.equal(URL_PAYLOADS.length);
  });

  it('<brand-link>, <brand-button>, <brand-image>, <brand-avatar>: URLs refused (property and attribute), labels and alt stay text', async () => {
    const html = (index: number) => HTML_PAYLOADS[index % HTML_PAYLOADS.length]!.html;
    const forms = [
      ...URL_PAYLOADS.map((payload) => ({ label: payload.label, url: payload.url, asAttribute: false })),
      ...URL_PAYLOADS.map((payload) => ({ label: payload.label, url: asAuthoredAttribute(payload.url), asAttribute: true })),
    ];
    const hosts: Record<string, Host[]> = { link: [], button: [], image: [], avatar: [] };
    const { errors } = await captureConsole(async () => {
      forms.forEach(({ url, asAttribute }, index) => {
        const srcSet = `${url} 390w, ${PIXEL}?w=600 600w`;
        const renditions = [{ src: url, width: 900 }, { src: `${PIXEL}?w=390`, width: 390 }];
        if (asAttribute) {
          hosts.link!.push(create('brand-link', {}, { label: html(index), 'link-url': url }));
          hosts.button!.push(create('brand-button', {}, { label: html(index), 'link-url': url }));
          hosts.image!.push(create('brand-image', {}, { src: url, 'src-set-data': srcSet, alt: html(index), 'link-url': url }));
          hosts.image!.push(create('brand-image', {}, { src: url, renditions: JSON.stringify(renditions), alt: html(index) }));
          hosts.avatar!.push(create('brand-avatar', { model: { title: html(index) } }, { label: 'Label', 'image-props': JSON.stringify({ src: url, alt: html(index) }) }));
        } else {
          hosts.link!.push(create('brand-link', { label: html(index), linkUrl: url }));
          hosts.button!.push(create('brand-button', { label: html(index), linkUrl: url }));
          hosts.image!.push(create('brand-image', { src: url, srcSetData: srcSet, alt: html(index), linkUrl: url, lazyLoading: false }));
          hosts.image!.push(create('brand-image', { src: url, renditions, alt: html(index), lazyLoading: false }));
          hosts.avatar!.push(create('brand-avatar', { model: { title: html(index) }, label: 'Label', imageProps: { src: url, alt: html(index) } }));
        }
      });
      mountAll(Object.values(hosts).flat());
      // Something safe still shows: the label as text, the button, the safe rendition, the initials.
      // (Through the main entry: an element's shadow root comes with its code.)
      await until(() => hosts.link!.every((host, index) => host.shadowRoot?.textContent === html(index).trim()), 5000, 'every link label');
      await until(() => hosts.button!.every((host) => host.shadowRoot?.querySelector('button, a')), 5000, 'every button');
      await until(() => hosts.image!.every((host) => host.shadowRoot?.querySelector('img, [role="img"]')), 5000, 'every image');
      await until(() => hosts.avatar!.every((host) => host.shadowRoot?.querySelector('[data-avatar]')), 5000, 'every avatar');
      await expectNothingRan('link / button / image / avatar');
      forms.forEach(({ url, label, asAttribute }, index) => {
        const what = `${label} (${asAttribute ? 'attribute' : 'property'})`;
        const refused = mustRefuse(url);
        const link = shadow(hosts.link![index]!).querySelector('a');
        const button = shadow(hosts.button![index]!).querySelector('button, a')!;
        if (refused) {
          expect(markup(link), `brand-link ${what}: no link`).to.equal(null);
          expect(button.localName, `brand-button ${what}: a button, not a link`).to.equal('button');
        }
        expect(button.textContent, `brand-button ${what}: the label as text`).to.equal(html(index).trim());
        for (const image of [hosts.image![index * 2]!, hosts.image![index * 2 + 1]!]) {
          const img = shadow(image).querySelector('img');
          if (img && refused) {
            expect(img.getAttribute('src'), `brand-image ${what}: the safe rendition`).to.contain(PIXEL);
            expect(img.getAttribute('alt'), `brand-image ${what}: alt as given`).to.equal(html(index));
          }
          if (refused) expect(markup(shadow(image).querySelector('a')), `brand-image ${what}: no link`).to.equal(null);
        }
        const avatar = shadow(hosts.avatar![index]!);
        expect(avatar.textContent, `brand-avatar ${what}: the title as text`).to.contain(html(index).trim());
        if (refused) expect(markup(avatar.querySelector('img')), `brand-avatar ${what}: no picture`).to.equal(null);
      });
    });
    const expected = forms.filter((form) => mustRefuse(form.url)).length;
    expect(refusals(errors, 'brand-link').length, 'brand-link refused-URL errors').to.be.at.least(expected);
    expect(refusals(errors, 'brand-button').length, 'brand-button refused-URL errors').to.be.at.least(expected);
    expect(refusals(errors, 'brand-image').length, 'brand-image refused-URL errors (link-url)').to.be.at.least(expected);
    expect(refusals(errors, 'brand-avatar', 'imageProps.src').length, 'brand-avatar refused-URL errors').to.be.at.least(expected);
  });

  /** The URL payload a header (or footer) gets: every URL field of the i-th one holds it. */
  const headerUrl = (index: number) => URL_PAYLOADS[index % URL_PAYLOADS.length]!;

  /** A header model with one HTML payload in every HTML field and one URL payload in every URL field. */
  function headerModel(payloadIndex: number) {
    const html = (offset = 0) => HTML_PAYLOADS[(payloadIndex + offset) % HTML_PAYLOADS.length]!;
    const { url } = headerUrl(payloadIndex);
    const notice = Object.fromEntries(VISITOR_TYPES.map((type, offset) => [type, marked(html(offset))]));
    return {
      skipToMainContentLink: { linkUrl: url, label: html().html },
      healthWarning: { enableHealthWarning: true, content: marked(html()) },
      headerNotice: { enableNoticeBanner: true, content: notice, closeAriaLabel: html().html },
      mainNav: {
        firstNavigation: [
          { firstLabel: 'Dropped top', linkUrl: url },
          {
            firstLabel: 'Shop',
            linkUrl: url,
            subNav: [
              { firstLabel: 'L2 safe', linkUrl: '#l2' },
              { firstLabel: 'L2 unsafe', secondLabel: html().html, linkUrl: url },
              { firstLabel: 'Pouches', linkUrl: url, subNav: [{ firstLabel: 'L3 safe', linkUrl: '#l3' }, { firstLabel: 'L3 unsafe', linkUrl: url }] },
            ],
            miscNav: [{ firstLabel: 'Misc safe', linkUrl: '#misc' }, { firstLabel: 'Misc unsafe', linkUrl: url }],
            banner: { imagePath: url, title: 'Promo', subtitle: html().html, linkUrl: url },
          },
          { firstLabel: html().html, linkUrl: '#label' },
        ],
        secondNavigation: [{ firstLabel: 'Contact unsafe', linkUrl: url }, { firstLabel: 'Contact', linkUrl: '#contact' }],
        logoConfig: { linkUrl: url, imagePath: url, compactImagePath: url, altText: html().html },
        userConfig: {
          enableUserItem: true,
          ariaLabel: html().html,
          userLogin: { linkList: [{ label: 'Orders unsafe', linkUrl: url }, { label: 'Profile', linkUrl: '#profile' }] },
          userLogout: { linkList: [{ label: 'Log in unsafe', linkUrl: url }, { label: 'Log in', linkUrl: '/login' }] },
        },
        cartConfig: { enableCartItem: true, cartLink: url, autoDeliveryCartLink: url },
        mobileConfig: {
          loginLink: [{ label: 'Sign in unsafe', linkUrl: url }, { label: 'Sign in', linkUrl: '/signin' }],
          logoutLink: [{ label: 'Sign out unsafe', linkUrl: url }],
        },
        labels: { menu: html().html, overview: `${html().html} {label}` },
      },
      languageSwitcher: [
        { title: 'English', link: '#en' },
        { title: 'Unsafe', link: url },
        { title: 'Deutsch', link: '#de' },
        { title: html().html, link: '#fr' },
      ],
    };
  }

  function mountHeaders(tag = 'brand-header', model: (index: number) => unknown = headerModel): Host[] {
    const hosts = HTML_PAYLOADS.map((_, index) => create(tag, { model: model(index) }));
    mountAll(hosts);
    return hosts;
  }

  const $ = (host: Element, selector: string) => shadow(host).querySelector<HTMLElement>(selector);
  const $$ = (host: Element, selector: string) => [...shadow(host).querySelectorAll<HTMLElement>(selector)];
  const byText = (elements: HTMLElement[], text: string) => elements.find((element) => element.textContent?.startsWith(text));

  it('<brand-header> desktop: nav links at three levels, logo, login and account links, cart, notice per visitor type, health warning', async () => {
    await setViewport(DESKTOP);
    const hosts = mountHeaders();
    const label = (index: number, offset = 0) => HTML_PAYLOADS[(index + offset) % HTML_PAYLOADS.length]!.label;
    await untilShown(hosts.map((host, index) => [host, label(index)]), 'the headers');
    // Open every header's sub-layer, then the third level.
    for (const host of hosts) byText($$(host, 'button[data-top-item]'), 'Shop')!.click();
    await until(() => hosts.every((host) => $(host, '[data-sub-layer]')), 3000, 'every sub-layer');
    for (const host of hosts) byText($$(host, '[data-sub-layer] button[data-sub-item]'), 'Pouches')!.click();
    await until(() => hosts.every((host) => $(host, '[data-nested-layer] a')), 3000, 'every third level');
    await expectNothingRan('brand-header, logged out');
    hosts.forEach((host, index) => {
      const links = $$(host, 'a').map((link) => link.textContent ?? '');
      for (const safe of ['L2 safe', 'L3 safe', 'Misc safe', 'Contact']) expect(links.some((text) => text.startsWith(safe)), safe).to.equal(true);
      expect($(host, '[data-header-warning]')!.textContent).to.contain(keep(HTML_PAYLOADS[index]!.label));
      // A URL the browser would read as relative (an entity written in JSON) is a link like any other.
      const { url, label: urlLabel } = headerUrl(index);
      if (!mustRefuse(url)) return;
      expect(links.filter((text) => text.includes('unsafe')), `no link for the unsafe URL ${urlLabel}`).to.deep.equal([]);
      expect($(host, '[data-logo]')!.getAttribute('href'), 'the logo falls back to /').to.equal('/');
      expect($(host, '[data-skip-link]')!.getAttribute('href'), 'the skip link falls back to #main').to.equal('#main');
      expect($(host, '[data-user-item]')!.getAttribute('href'), 'the first safe login link').to.equal('/login');
      expect(markup($(host, '[data-cart-link]')), 'no cart link for an unsafe URL').to.equal(null);
    });

    // Logged in: the account menu; the notice for every visitor type.
    document.cookie = 'brand_uid=u1; path=/';
    document.cookie = 'brand_token=t1; path=/';
    for (const [offset, type] of VISITOR_TYPES.entries()) {
      visitorStore.set(type);
      await until(() => hosts.every((host, index) => $(host, '[data-header-notice]')?.textContent?.includes(keep(label(index, offset)))), 3000, `the ${type} notice`);
      await expectNothingRan(`brand-header notice for ${type}`);
    }
    await until(() => hosts.every((host) => $(host, 'button[data-user-item]')), 3000, 'the account buttons');
    for (const host of hosts) $(host, 'button[data-user-item]')!.click();
    await until(() => hosts.every((host) => $(host, '[data-user-menu] a')), 3000, 'every account menu');
    await expectNothingRan('brand-header, logged in');
    hosts.forEach((host, index) => {
      if (mustRefuse(headerUrl(index).url)) expect($$(host, '[data-user-menu] a').map((link) => link.textContent), headerUrl(index).label).to.deep.equal(['Profile']);
    });
  });

  it('<brand-header> phone (menu levels, bottom bar) and <brand-simplified-header>', async () => {
    await setViewport(PHONE);
    // One header at a time: a new menu level takes focus, and focus leaving a header (or the page
    // scrolling to the focused heading) closes that header's menu.
    const problems: string[] = [];
    for (const index of HTML_PAYLOADS.keys()) {
      cleanup();
      const host = create('brand-header', { model: headerModel(index) });
      mountAll([host]);
      const { url, label } = headerUrl(index);
      await until(() => $(host, '[data-hamburger]'), 3000, `hamburger ${index}`);
      $(host, '[data-hamburger]')!.click();
      await until(() => $(host, '[data-mobile-menu]'), 3000, `menu ${index}`);
      problems.push(...unsafeMarkup(shadow(host)));
      if (mustRefuse(url)) expect($(host, '[data-bottom-bar] [data-login]')!.getAttribute('href'), `the first safe login link (${label})`).to.equal('/signin');
      byText($$(host, '[data-drawer-item]'), 'Shop')!.click();
      await until(() => byText($$(host, '[data-drawer-item]'), 'L2 safe'), 3000, `level 2 of menu ${index}`);
      problems.push(...unsafeMarkup(shadow(host)));
      byText($$(host, '[data-drawer-item]'), 'Pouches')!.click();
      await until(() => byText($$(host, '[data-drawer-item]'), 'L3 safe'), 3000, `level 3 of menu ${index}`);
      problems.push(...unsafeMarkup(shadow(host)));
      if (mustRefuse(url)) expect($$(host, 'a').filter((link) => link.textContent?.includes('unsafe')).map(markup), label).to.deep.equal([]);
    }
    expect(problems, 'brand-header phone: script-capable markup in the menus').to.deep.equal([]);
    await expectNothingRan('brand-header phone');
    cleanup();

    await setViewport(DESKTOP);
    const simplified = mountHeaders('brand-simplified-header', (index) => {
      const { url } = headerUrl(index);
      const payload = HTML_PAYLOADS[index]!;
      return {
        healthWarning: { enableHealthWarning: true, content: marked(payload) },
        skipToMainContentLink: { linkUrl: url, label: payload.html },
        logoConfig: { linkUrl: url, imagePath: url, altText: payload.html },
        backLink: { label: payload.html, linkUrl: url },
      };
    });
    await untilShown(simplified.map((host, index) => [host, HTML_PAYLOADS[index]!.label]), 'the simplified headers');
    await expectNothingRan('brand-simplified-header');
    simplified.forEach((host, index) => {
      if (!mustRefuse(headerUrl(index).url)) return;
      expect($(host, '[data-logo]')!.getAttribute('href'), 'the logo falls back to /').to.equal('/');
      expect(markup($(host, '[data-back-link]')), 'no back link for an unsafe URL').to.equal(null);
    });
  });

  it('<brand-footer> (every section) and <brand-language-selector>', async () => {
    await setViewport(DESKTOP);
    const footers: Host[] = [];
    const { errors } = await captureConsole(async () => {
      HTML_PAYLOADS.forEach((payload, index) => {
        const other = HTML_PAYLOADS[(index + 1) % HTML_PAYLOADS.length]!;
        const third = HTML_PAYLOADS[(index + 2) % HTML_PAYLOADS.length]!;
        const { url } = headerUrl(index);
        const list = (title: string) => ({
          enable: true,
          listTitle: title,
          items: [
            { linkLabel: `${title} safe`, linkUrl: '#safe' },
            { linkLabel: `${title} unsafe`, linkUrl: url },
            { linkLabel: payload.html, linkUrl: '#label', ariaLabel: payload.html, additionalClasses: payload.html },
          ],
        });
        footers.push(
          create('brand-footer', {
            model: {
              healthWarning: { enable: true, enableText: true, message: marked(payload), enableImage: true, imagePath: url, imageAlt: payload.html },
              breadCrumb: { enable: true, ariaLabel: payload.html, items: [{ title: 'Home', link: '/' }, { title: 'Crumb unsafe', link: url }, { title: payload.html, link: '/here' }] },
              firstNav: { enable: true, languageSwitcherTitle: payload.html, list1: list('List1'), list2: list('List2'), list3: list('List3') },
              logos: {
                enable: true,
                list1: { listTitle: payload.html, items: [{ imagePath: PIXEL, imageAlt: payload.html }, { imagePath: url, imageAlt: 'Logo unsafe' }] },
                list2: { listTitle: 'Delivery', items: [{ imagePath: url, imageAlt: 'Logo unsafe' }, { imagePath: PIXEL, imageAlt: 'DHL' }] },
                rateReview: { enable: true, service: 'TrustPilot', label: payload.html, scriptUrl: TRUSTPILOT, trustPilotSnippet: `${marked(third)}<div class="trustpilot-widget"></div>` },
              },
              secondNav: { enable: true, copyrightText: marked(other), list1: { links: [{ linkLabel: 'Privacy', linkUrl: '/privacy' }, { linkLabel: 'Terms unsafe', linkUrl: url }] } },
              banner: { enable: true, imagePath: PIXEL, imageAlt: payload.html, linkUrl: url, linkAriaLabel: payload.html },
              languageSwitcher: [
                { title: 'English', link: '#en' },
                { title: 'Unsafe', link: url },
                { title: 'Deutsch', link: '#de' },
                { title: payload.html, link: '#fr' },
              ],
            },
          }),
        );
      });
      const selectors = URL_PAYLOADS.map((payload, index) =>
        create('brand-language-selector', {
          ariaLabel: HTML_PAYLOADS[index]!.html,
          links: [
            { label: 'English', linkUrl: '#en', lang: 'en' },
            { label: 'Unsafe', linkUrl: payload.url, lang: HTML_PAYLOADS[index]!.html },
            { label: 'Deutsch', linkUrl: '#de' },
            { title: HTML_PAYLOADS[index]!.html, link: '#fr' },
          ],
        }),
      );
      const twoLinks = URL_PAYLOADS.map((payload) => create('brand-language-selector', { links: [{ label: 'English', linkUrl: '#en' }, { label: 'Unsafe', linkUrl: payload.url }] }));
      mountAll([...footers, ...selectors, ...twoLinks]);
      await untilShown(
        footers.flatMap((host, index) => [
          [host, HTML_PAYLOADS[index]!.label] as [Element, string],
          [host, HTML_PAYLOADS[(index + 1) % HTML_PAYLOADS.length]!.label] as [Element, string],
          [host, HTML_PAYLOADS[(index + 2) % HTML_PAYLOADS.length]!.label] as [Element, string],
        ]),
        'the footers (warning, copyright, rating snippet)',
      );
      // Open every popover language selector (the footer's and the standalone ones).
      const triggers = () => [...footers, ...selectors].flatMap((host) => allNodes(shadow(host)).filter((element): element is HTMLButtonElement => element.matches('button[aria-expanded="false"]')));
      await until(() => triggers().length >= footers.length + selectors.length, 3000, 'every language selector');
      for (const trigger of triggers()) trigger.click();
      await settle();
      await expectNothingRan('brand-footer / brand-language-selector');
      footers.forEach((host, index) => {
        const links = allNodes(shadow(host)).filter((element) => element.localName === 'a');
        const labels = links.map((link) => link.textContent ?? '');
        for (const safe of ['List1 safe', 'List2 safe', 'List3 safe', 'Privacy', 'Home', 'Deutsch']) expect(labels.some((text) => text.includes(safe)), safe).to.equal(true);
        const { url, label } = headerUrl(index);
        if (!mustRefuse(url)) return;
        expect(labels.filter((text) => text.includes('unsafe') || text.includes('Unsafe')), `no link for the unsafe URL ${label}`).to.deep.equal([]);
        expect(markup(shadow(host).querySelector('[data-footer-section="banner"] a')), 'no banner link for an unsafe URL').to.equal(null);
        const logos = [...shadow(host).querySelectorAll('[data-logo-list] img')].map((img) => img.getAttribute('src'));
        expect(logos, `only the safe logos (${label})`).to.deep.equal([PIXEL, PIXEL]);
      });
      for (const host of selectors) {
        const labels = allNodes(shadow(host)).filter((element) => element.localName === 'a').map((link) => link.textContent);
        expect(labels, 'the safe language links, the unsafe one left out').to.include('Deutsch');
        if (mustRefuse(URL_PAYLOADS[selectors.indexOf(host)]!.url)) expect(labels).not.to.include('Unsafe');
      }
      twoLinks.forEach((host, index) => {
        const { url, label } = URL_PAYLOADS[index]!;
        if (mustRefuse(url)) expect(markup(shadow(host).querySelector('a')), `no lone link for the unsafe URL ${label}`).to.equal(null);
      });
    });
    expect(errors.filter((line) => line.includes('<brand-footer>: refused first navigation link')).length, 'refused first-navigation errors').to.be.at.least(1);
    expect(errors.filter((line) => line.includes('<brand-footer>: refused banner link')).length, 'refused banner errors').to.be.at.least(1);
  });

  it('<brand-dialog>: title, actions and close label stay text', async () => {
    const title = HTML_PAYLOADS.map((payload) => payload.html).join(' ');
    const container = fixture('<p>Page</p>');
    const host = create('brand-dialog', { isOpen: true, model: { title }, closeAriaLabel: HTML_PAYLOADS[0]!.html, actions: HTML_PAYLOADS.map((payload) => ({ label: payload.html })) });
    host.textContent = 'Dialog content';
    container.append(host);
    const dialog = await until(() => host.shadowRoot?.querySelector<HTMLElement>('[role="dialog"]'), 3000, 'the dialog');
    await until(() => dialog.querySelectorAll('[part="actions"] button').length === HTML_PAYLOADS.length, 3000, 'the actions');
    await expectNothingRan('brand-dialog');
    const heading = dialog.querySelector('[part="title"]')!;
    expect(heading.textContent, 'the title as text').to.equal(title.trim());
    expect(heading.children.length, 'the title makes no elements').to.equal(0);
    const actions = [...dialog.querySelectorAll('[part="actions"] button')];
    expect(actions.map((button) => button.textContent)).to.deep.equal(HTML_PAYLOADS.map((payload) => payload.html.trim()));
    expect(dialog.querySelector('[part="close-button"]')!.getAttribute("aria-label")).to.equal(HTML_PAYLOADS[0]!.html.trim());
  });

  it('<brand-age-gate>: title, message, error and dob messages are sanitized', async () => {
    const config = { successPersistence: 1, errorPersistence: 1, dobApiConfigs: { endpoint: '/legal/' } };
    const { errors } = await captureConsole(async () => {
      for (const [index, payload] of HTML_PAYLOADS.entries()) {
        const next = (offset: number) => HTML_PAYLOADS[(index + offset) % HTML_PAYLOADS.length]!;
        // The simplified gate: title and message, then No shows the error message.
        gateStore.set({});
        let host = create('brand-age-gate', {
          model: {
            market: `xss${index}`,
            sagConfig: { ...config, sagVersion: 'simplified' },
            content: { title: marked(payload), message: marked(next(1)), yesLabel: next(2).html, noLabel: 'No', errorMessage: marked(next(3)) },
          },
        });
        mountAll([host]);
        await untilShown([[host, payload.label], [host, next(1).label]], `the simplified gate (${payload.label})`);
        expect(unsafeMarkup(), `simplified gate ${payload.label}`).to.deep.equal([]);
        shadow(host).querySelector<HTMLButtonElement>('[data-age-gate-answer="no"]')!.click();
        await untilShown([[host, next(3).label]], `the error (${next(3).label})`);
        expect(unsafeMarkup(), `simplified gate error ${next(3).label}`).to.deep.equal([]);
        cleanup();

        // The dob gate: title and prompt, then an empty submit shows both validation messages.
        gateStore.set({});
        host = create('brand-age-gate', {
          model: {
            market: `xssdob${index}`,
            sagConfig: { ...config, sagVersion: 'dob' },
            content: {
              title: marked(payload),
              promptMessage: marked(next(1)),
              months: ['Jan', next(2).html],
              monthLabel: next(2).html,
              yearLabel: 'Year',
              submitLabel: 'Submit',
              errorMessage: 'No',
              monthValidationMessage: marked(next(2)),
              yearValidationMessage: marked(next(3)),
            },
          },
        });
        mountAll([host]);
        await untilShown([[host, payload.label], [host, next(1).label]], `the dob gate (${payload.label})`);
        shadow(host).querySelector<HTMLButtonElement>('[data-age-gate-answer="submit"]')!.click();
        await untilShown([[host, next(2).label], [host, next(3).label]], `the validation messages (${payload.label})`);
        expect(unsafeMarkup(), `dob gate ${payload.label}`).to.deep.equal([]);
        for (const block of contentBlocks()) {
          expect(FORBIDDEN_IN_CONTENT.filter((tag) => block.querySelector(tag)), `dob gate content ${payload.label}`).to.deep.equal([]);
        }
        cleanup();
      }
      await expectNothingRan('brand-age-gate');
    });
    expect(errors.filter((line) => line.includes('<brand-age-gate>')), 'the age gate complained').to.deep.equal([]);
  });
});
