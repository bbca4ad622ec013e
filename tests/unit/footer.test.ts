import { describe, expect, it } from 'vitest';
import {
  breadcrumbItems,
  FOOTER_SECTIONS,
  footerBanner,
  footerClickData,
  footerLogos,
  footerSections,
  firstNavLists,
  healthWarningContent,
  isOn,
  linkList,
  logoList,
  orientationLayout,
  ratingWidget,
  secondNavList,
  type FooterViewer,
  type SectionContext,
} from '../../src/core/chrome/footer';

const anonymous: FooterViewer = { visitor: 'LAS', authoring: false };
const context = (overrides: Partial<SectionContext> = {}): SectionContext => ({ ...anonymous, languageLinkCount: 0, ...overrides });

const link = (linkLabel: string, extra: Record<string, unknown> = {}) => ({ linkLabel, linkUrl: `/${linkLabel.toLowerCase()}`, ...extra });

/** A configuration with every section enabled and something to show in each. */
const FULL = {
  healthWarning: { enable: true, enableText: true, message: '<p>Nicotine is addictive.</p>' },
  breadCrumb: { enable: true, items: [{ title: 'Home', link: '/' }, { title: 'Pouches', link: '/pouches' }] },
  firstNav: { enable: true, list1: { enable: true, listTitle: 'Shop', items: [link('Pouches')] } },
  logos: { enable: true, list1: { listTitle: 'We accept', items: [{ imagePath: '/visa.svg', imageAlt: 'Visa' }] } },
  secondNav: { enable: true, copyrightText: '© 2026 Brand', list1: { links: [link('Privacy')] } },
  banner: { enable: true, imagePath: '/promo.png', imageAlt: 'Summer offer' },
};

describe('footer sections: which show, in which order (catalogue 2)', () => {
  it('keeps the spec order: health warning, breadcrumb, first nav, logos, second nav, banner', () => {
    expect(FOOTER_SECTIONS).toEqual(['healthWarning', 'breadCrumb', 'firstNav', 'logos', 'secondNav', 'banner']);
    expect(footerSections(FULL, context())).toEqual([...FOOTER_SECTIONS]);
  });

  it('shows a section only when its enable flag is on (true or "true")', () => {
    for (const section of FOOTER_SECTIONS) {
      const config = { ...FULL, [section]: { ...FULL[section], enable: false } };
      expect(footerSections(config, context())).toEqual(FOOTER_SECTIONS.filter((name) => name !== section));
      const missing = { ...FULL, [section]: { ...FULL[section], enable: undefined } };
      expect(footerSections(missing, context())).not.toContain(section);
    }
    expect(footerSections({ ...FULL, banner: { ...FULL.banner, enable: 'true' } }, context())).toContain('banner');
    expect(footerSections({ ...FULL, banner: { ...FULL.banner, enable: 'yes' } }, context())).not.toContain('banner');
  });

  it('survives missing and wrongly typed configuration', () => {
    expect(footerSections(undefined, context())).toEqual([]);
    expect(footerSections(null, context())).toEqual([]);
    expect(footerSections('footer', context())).toEqual([]);
    expect(footerSections([FULL], context())).toEqual([]);
    expect(
      footerSections(
        { healthWarning: 'on', breadCrumb: { enable: true, items: 'Home' }, firstNav: { enable: true, list1: 7 }, logos: [], secondNav: { enable: true, list1: null }, banner: { enable: true, imagePath: 42 } },
        context(),
      ),
    ).toEqual([]);
  });

  it('drops an enabled section with nothing to show', () => {
    expect(footerSections({ firstNav: { enable: true, list1: { enable: true, items: [] } } }, context())).toEqual([]);
    expect(footerSections({ logos: { enable: true, list1: { items: [] } } }, context())).toEqual([]);
    expect(footerSections({ healthWarning: { enable: true, enableText: true, message: '  ' } }, context())).toEqual([]);
    expect(footerSections({ secondNav: { enable: true } }, context())).toEqual([]);
    expect(footerSections({ secondNav: { enable: true, copyrightText: '© Brand' } }, context())).toEqual(['secondNav']);
  });

  it('shows the first navigation for a language switcher alone, only with more than one language link', () => {
    const config = { firstNav: { enable: true, languageSwitcherTitle: 'Language' } };
    expect(footerSections(config, context({ languageLinkCount: 1 }))).toEqual([]);
    expect(footerSections(config, context({ languageLinkCount: 2 }))).toEqual(['firstNav']);
  });

  it('hides a section whose only content is restricted to other visitors, shows it to them', () => {
    const config = { firstNav: { enable: true, list1: { enable: true, items: [link('Club', { visibleTo: ['LAU'] })] } } };
    expect(footerSections(config, context())).toEqual([]);
    expect(footerSections(config, context({ visitor: 'LAU' }))).toEqual(['firstNav']);
    expect(footerSections(config, context({ authoring: true }))).toEqual(['firstNav']);
  });
});

describe('breadcrumb (catalogue 2 and 5)', () => {
  const items = [
    { title: 'Home', link: '/' },
    { title: 'Pouches', link: '/pouches' },
    { title: 'Cool Mint', link: '/pouches/cool-mint' },
  ];

  it('marks the last item as the current page, not a link', () => {
    expect(breadcrumbItems({ enable: true, items })).toEqual([
      { title: 'Home', href: '/', current: false },
      { title: 'Pouches', href: '/pouches', current: false },
      { title: 'Cool Mint', current: true },
    ]);
  });

  it('replaces the last title with the page title when one is given', () => {
    expect(breadcrumbItems({ enable: true, items }, 'Cool Mint 6 mg').at(-1)).toEqual({ title: 'Cool Mint 6 mg', current: true });
    expect(breadcrumbItems({ enable: true, items }, '   ').at(-1)).toEqual({ title: 'Cool Mint', current: true });
    expect(breadcrumbItems({ enable: true, items }, 42 as unknown).at(-1)?.title).toBe('42');
    expect(breadcrumbItems({ enable: true, items }, { title: 'x' }).at(-1)?.title).toBe('Cool Mint');
  });

  it('shows only when enabled and with more than one item', () => {
    expect(breadcrumbItems({ enable: false, items })).toEqual([]);
    expect(breadcrumbItems({ items })).toEqual([]);
    expect(breadcrumbItems({ enable: true, items: [items[0]] })).toEqual([]);
    expect(breadcrumbItems({ enable: true, items: [] })).toEqual([]);
    expect(breadcrumbItems({ enable: true, items: { title: 'Home' } })).toEqual([]);
    // Items without a title do not count.
    expect(breadcrumbItems({ enable: true, items: [{ link: '/' }, null, 'Home', { title: 'Pouches' }] })).toEqual([]);
    expect(footerSections({ breadCrumb: { enable: true, items: [items[0]] } }, context())).toEqual([]);
  });

  it('leaves an unsafe or missing link as text (the refused one named for the console)', () => {
    const trail = breadcrumbItems({ enable: true, items: [{ title: 'Home', link: 'javascript:alert(1)' }, { title: 'Shop' }, { title: 'Here' }] });
    expect(trail[0]).toEqual({ title: 'Home', href: undefined, current: false, refused: 'javascript:alert(1)' });
    expect(trail[1]!.href).toBeUndefined();
  });

  it('with hideInNav, drops items flagged hideInNav (never the current page)', () => {
    const flagged = [{ title: 'Home', link: '/' }, { title: 'Hidden', link: '/hidden', hideInNav: true }, { title: 'Page', hideInNav: true }];
    expect(breadcrumbItems({ enable: true, hideInNav: true, items: flagged }).map((item) => item.title)).toEqual(['Home', 'Page']);
    expect(breadcrumbItems({ enable: true, items: flagged }).map((item) => item.title)).toEqual(['Home', 'Hidden', 'Page']);
  });
});

describe('link lists (catalogue 3 and 6)', () => {
  it('reads the authored fields; same window unless target is _blank', () => {
    const list = linkList(
      {
        enable: true,
        listTitle: 'Help',
        items: [
          { linkLabel: 'FAQ', linkUrl: '/faq', target: '_self', ariaLabel: 'Frequently asked questions', additionalClasses: 'faq  tracked' },
          { linkLabel: 'Store locator', linkUrl: 'https://stores.example.com', target: '_blank' },
        ],
      },
      anonymous,
      true,
    );
    expect(list.title).toBe('Help');
    expect(list.links).toEqual([
      { label: 'FAQ', href: '/faq', newWindow: false, ariaLabel: 'Frequently asked questions', className: 'faq tracked' },
      { label: 'Store locator', href: 'https://stores.example.com', newWindow: true },
    ]);
  });

  it('drops unsafe URLs and reports them; drops items without label or URL', () => {
    const list = linkList(
      {
        enable: true,
        items: [
          link('Ok'),
          { linkLabel: 'Evil', linkUrl: 'javascript:alert(1)' },
          { linkLabel: 'Sneaky', linkUrl: ' java\tscript:alert(1)' },
          { linkLabel: 'Data', linkUrl: 'data:text/html,<script>alert(1)</script>' },
          { linkLabel: 'No URL' },
          { linkUrl: '/no-label' },
          'just a string',
          null,
        ],
      },
      anonymous,
      true,
    );
    expect(list.links.map((item) => item.label)).toEqual(['Ok']);
    expect(list.refused).toHaveLength(3);
  });

  it('keeps only safe class names from additionalClasses', () => {
    const [item] = linkList({ enable: true, items: [link('A', { additionalClasses: 'ok "><img x> 1bad good-2' })] }, anonymous, true).links;
    expect(item!.className).toBe('ok good-2');
  });

  it('filters items by visibleTo against the visitor; authoring shows everything', () => {
    const config = {
      enable: true,
      items: [link('All'), link('Members', { visibleTo: ['LAU', 'LAU-HAV'] }), link('Owners', { visibleTo: 'LAU-HAV-DEV' }), link('Guests', { visibleTo: '["LAS"]' })],
    };
    const labels = (viewer: FooterViewer) => linkList(config, viewer, true).links.map((item) => item.label);
    expect(labels(anonymous)).toEqual(['All', 'Guests']);
    expect(labels({ visitor: 'LAU', authoring: false })).toEqual(['All', 'Members']);
    expect(labels({ visitor: 'LAU-HAV-DEV', authoring: false })).toEqual(['All', 'Owners']);
    expect(labels({ visitor: 'LAS', authoring: true })).toEqual(['All', 'Members', 'Owners', 'Guests']);
    // While the visitor type is still loading, restricted items wait.
    expect(labels({ visitor: 'LAS', authoring: false, pending: true })).toEqual(['All']);
  });

  it('first navigation: a disabled list is left out, at most three lists in order', () => {
    const nav = {
      list1: { enable: true, listTitle: 'One', items: [link('A')] },
      list2: { enable: false, listTitle: 'Two', items: [link('B')] },
      list3: { listTitle: 'Three', items: [link('C')] },
      list4: { enable: true, listTitle: 'Four', items: [link('D')] },
    };
    expect(firstNavLists(nav, anonymous).map((list) => list.title)).toEqual(['One']);
    expect(firstNavLists({ ...nav, list2: { ...nav.list2, enable: 'true' } }, anonymous).map((list) => list.title)).toEqual(['One', 'Two']);
    expect(firstNavLists(undefined, anonymous)).toEqual([]);
  });

  it('second navigation: list1 as { links }, { items } or an array; off only when explicitly disabled', () => {
    expect(secondNavList({ list1: { links: [link('Privacy')] } }, anonymous).links).toHaveLength(1);
    expect(secondNavList({ list1: { items: [link('Privacy'), link('Terms')] } }, anonymous).links).toHaveLength(2);
    expect(secondNavList({ list1: [link('Cookies')] }, anonymous).links.map((item) => item.label)).toEqual(['Cookies']);
    expect(secondNavList({ list1: { enableLinkList: false, links: [link('Privacy')] } }, anonymous).links).toEqual([]);
    expect(secondNavList({ list1: { enable: 'false', links: [link('Privacy')] } }, anonymous).links).toEqual([]);
    expect(secondNavList({}, anonymous).links).toEqual([]);
  });
});

describe('logos and the rating widget (catalogue 2 and 4)', () => {
  it('filters logos by visibleTo and drops logos without a safe image', () => {
    const list = {
      listTitle: 'Payment',
      items: [
        { imagePath: '/visa.svg', imageAlt: 'Visa', imageWidth: '60', imageHeight: 24 },
        { imagePath: '/club.svg', imageAlt: 'Club', visibleTo: ['LAU'] },
        { imagePath: 'javascript:alert(1)', imageAlt: 'Evil' },
        { imageAlt: 'No image' },
      ],
    };
    expect(logoList(list, anonymous)).toEqual({ title: 'Payment', logos: [{ src: '/visa.svg', alt: 'Visa', width: 60, height: 24 }] });
    expect(logoList(list, { visitor: 'LAU', authoring: false }).logos.map((logo) => logo.alt)).toEqual(['Visa', 'Club']);
  });

  it('keeps two lists at most and leaves empty ones out', () => {
    const logos = footerLogos({ list1: { items: [] }, list2: { listTitle: 'Partners', items: [{ imagePath: '/p.png' }] }, list3: { items: [{ imagePath: '/x.png' }] } }, anonymous);
    expect(logos.lists.map((list) => list.title)).toEqual(['Partners']);
    expect(logos.rating).toBeNull();
  });

  it('rating widget: needs enable, a known service and its configuration', () => {
    expect(ratingWidget({ enable: true, service: 'TrustPilot', trustPilotSnippet: '<div class="trustpilot-widget"></div>', label: 'Reviews' })).toEqual({
      serviceName: 'TrustPilot',
      trustPilotSnippet: '<div class="trustpilot-widget"></div>',
      label: 'Reviews',
    });
    expect(ratingWidget({ enable: true, service: 'trustedShop', trustedShopId: 'X123' })).toEqual({ serviceName: 'TrustedShop', trustedShopId: 'X123', label: undefined });
    expect(ratingWidget({ enable: false, service: 'TrustPilot', trustPilotSnippet: '<div></div>' })).toBeNull();
    expect(ratingWidget({ enable: true, service: 'TrustPilot' })).toBeNull();
    expect(ratingWidget({ enable: true, service: 'TrustedShop', trustedShopId: 'X1.js?evil' })).toBeNull();
    expect(ratingWidget({ enable: true, service: 'Yelp', trustedShopId: 'X' })).toBeNull();
    expect(ratingWidget(undefined)).toBeNull();
  });

  it('a logos section with only the rating widget still shows', () => {
    const config = { logos: { enable: true, rateReview: { enable: true, service: 'TrustedShop', trustedShopId: 'X1' } } };
    expect(footerSections(config, context())).toEqual(['logos']);
  });
});

describe('orientation: visibility and stickiness (catalogue 2)', () => {
  it('shows in an orientation unless explicitly off; sticky is opt-in and needs the banner shown there', () => {
    expect(orientationLayout({})).toEqual({ portrait: 'static', landscape: 'static' });
    expect(orientationLayout({ showOnPortrait: false, showOnLandscape: true, stickyOnPortrait: true, stickyOnLandscape: 'true' })).toEqual({
      portrait: 'hidden',
      landscape: 'sticky',
    });
    expect(orientationLayout({ showOnPortrait: 'false', stickyOnPortrait: 1 })).toEqual({ portrait: 'hidden', landscape: 'static' });
    expect(orientationLayout({ stickyOnPortrait: true })).toEqual({ portrait: 'sticky', landscape: 'static' });
  });

  it('health warning: text needs enableText, image enableImage; per orientation', () => {
    expect(healthWarningContent({ enable: true, enableText: true, message: 'Warning', showOnLandscape: false })).toEqual({
      text: 'Warning',
      imageUrl: undefined,
      imageAlt: '',
      imageWidth: undefined,
      imageHeight: undefined,
      layout: { portrait: 'static', landscape: 'hidden' },
    });
    expect(healthWarningContent({ enable: true, enableText: false, message: 'Warning' })).toBeNull();
    expect(healthWarningContent({ enable: true, enableImage: true, imagePath: '/hw.png', imageAlt: 'Warning', message: 'x' })).toMatchObject({
      text: undefined,
      imageUrl: '/hw.png',
    });
    expect(healthWarningContent({ enable: true, enableImage: true, imagePath: 'javascript:x' })).toBeNull();
    expect(healthWarningContent({ enable: true, enableText: true, message: 'W', showOnPortrait: false, showOnLandscape: false })).toBeNull();
    // Stickiness is a banner thing: a health warning never sticks.
    expect(healthWarningContent({ enable: true, enableText: true, message: 'W', stickyOnPortrait: true })!.layout.portrait).toBe('static');
  });

  it('banner: link, aria label, background, no-snippet, per-orientation layout', () => {
    expect(
      footerBanner({
        enable: true,
        imagePath: '/promo.png',
        imageAlt: 'Summer offer',
        imageWidth: 1200,
        imageHeight: '200',
        linkUrl: '/offer',
        linkAriaLabel: 'See the summer offer',
        background: '#101820',
        noIndex: 'true',
        stickyOnPortrait: true,
        showOnLandscape: false,
      }),
    ).toEqual({
      imageUrl: '/promo.png',
      imageAlt: 'Summer offer',
      imageWidth: 1200,
      imageHeight: 200,
      href: '/offer',
      ariaLabel: 'See the summer offer',
      background: '#101820',
      noIndex: true,
      layout: { portrait: 'sticky', landscape: 'hidden' },
    });
  });

  it('banner: no image, an unsafe image, or hidden everywhere = no banner; an unsafe link = no link', () => {
    expect(footerBanner({ enable: true })).toBeNull();
    expect(footerBanner({ enable: true, imagePath: 'javascript:alert(1)' })).toBeNull();
    expect(footerBanner({ enable: true, imagePath: '/p.png', showOnPortrait: false, showOnLandscape: false })).toBeNull();
    const banner = footerBanner({ enable: true, imagePath: '/p.png', linkUrl: 'javascript:alert(1)', background: 'red;position:fixed' });
    expect(banner!.href).toBeUndefined();
    expect(banner!.background).toBeUndefined();
    expect(banner!.noIndex).toBe(false);
  });

});

describe('footer helpers', () => {
  it('isOn takes true and "true" only', () => {
    expect([true, 'true', ' TRUE '].map(isOn)).toEqual([true, true, true]);
    expect([false, 'false', 1, 'yes', null, undefined, {}].map(isOn)).toEqual([false, false, false, false, false, false, false]);
  });

  it('footerNavigationClick data: linkLabel, linkUrl, section and the list title when there is one', () => {
    expect(footerClickData('firstNav', 'FAQ', '/faq', 'Help')).toEqual({ linkLabel: 'FAQ', linkUrl: '/faq', section: 'firstNav', listTitle: 'Help' });
    expect(footerClickData('banner', 'Offer', '/offer')).toEqual({ linkLabel: 'Offer', linkUrl: '/offer', section: 'banner' });
  });
});
