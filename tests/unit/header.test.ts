import { describe, expect, it, vi } from 'vitest';
import {
  cartBadge,
  cartHref,
  findNavPath,
  isCurrentPage,
  normalizeLinks,
  normalizeNavItems,
  noticeCookie,
  noticeFor,
  overlayMaxHeight,
  subLayerHeight,
  visibleNavItems,
} from '../../src/core/chrome/header';
import { headerHiddenAfterScroll, throttle } from '../../src/core/chrome/scrolling';

const NAV = [
  {
    firstLabel: 'Shop',
    subNav: [
      { firstLabel: 'Pouches', linkUrl: '/shop/pouches', subNav: [{ firstLabel: 'Mint', linkUrl: '/shop/pouches/mint', subNav: [{ firstLabel: 'Too deep', linkUrl: '/x' }] }] },
      { firstLabel: 'Members offer', linkUrl: '/shop/offer', visibleTo: ['LAU', 'LAU-HAV'] },
    ],
    miscNav: [{ firstLabel: 'Store locator', linkUrl: '/stores' }],
    banner: { imagePath: '/img/banner.jpg', title: 'New flavours', subtitle: 'Try them', linkUrl: 'javascript:alert(1)' },
  },
  { firstLabel: 'About', linkUrl: '/about' },
  { firstLabel: 'Nowhere' },
  { firstLabel: 'Bad link', linkUrl: 'javascript:alert(1)' },
  { secondLabel: 'no first label', linkUrl: '/x' },
  'junk',
];

describe('normalizeNavItems', () => {
  const items = normalizeNavItems(NAV);

  it('numbers items nav-{index} at the top and parent id plus index below', () => {
    expect(items.map((item) => item.id)).toEqual(['nav-0', 'nav-1']);
    expect(items[0]!.subNav.map((item) => item.id)).toEqual(['nav-0-0', 'nav-0-1']);
    expect(items[0]!.subNav[0]!.subNav[0]!.id).toBe('nav-0-0-0');
    expect(items[0]!.miscNav[0]!.id).toBe('nav-0-misc-0');
  });

  it('keeps three levels and drops the fourth', () => {
    const mint = items[0]!.subNav[0]!.subNav[0]!;
    expect(mint.level).toBe(3);
    expect(mint.subNav).toEqual([]);
  });

  it('drops items without a label, or with neither a safe link nor a menu', () => {
    expect(items.map((item) => item.label)).toEqual(['Shop', 'About']);
  });

  it('keeps a banner with a safe image and drops its unsafe link', () => {
    expect(items[0]!.banner).toEqual({ imageUrl: '/img/banner.jpg', title: 'New flavours', subtitle: 'Try them' });
  });

  it('accepts { items } and ignores anything that is not a list', () => {
    expect(normalizeNavItems({ items: [{ firstLabel: 'A', linkUrl: '/a' }] })).toHaveLength(1);
    expect(normalizeNavItems('nope')).toEqual([]);
    expect(normalizeNavItems(undefined)).toEqual([]);
  });

  it('filters by visibleTo at every level; the editor sees everything', () => {
    expect(visibleNavItems(items, 'LAS', false)[0]!.subNav.map((item) => item.label)).toEqual(['Pouches']);
    expect(visibleNavItems(items, 'LAU', false)[0]!.subNav.map((item) => item.label)).toEqual(['Pouches', 'Members offer']);
    expect(visibleNavItems(items, 'LAS', true)[0]!.subNav).toHaveLength(2);
  });

  it('drops an item whose menus all empty out and which has no link of its own', () => {
    const only = normalizeNavItems([{ firstLabel: 'Members', subNav: [{ firstLabel: 'Deals', linkUrl: '/d', visibleTo: ['LAU'] }] }]);
    expect(visibleNavItems(only, 'LAS', false)).toEqual([]);
  });

  it('finds an item and its ancestors by id', () => {
    expect(findNavPath(items, 'nav-0-0-0').map((item) => item.label)).toEqual(['Shop', 'Pouches', 'Mint']);
    expect(findNavPath(items, 'nav-9')).toEqual([]);
  });
});

describe('cart badge and link', () => {
  it('is shown only above zero and capped at 99+', () => {
    expect(cartBadge(0)).toEqual({ shown: false, text: '' });
    expect(cartBadge(-3).shown).toBe(false);
    expect(cartBadge('7').shown).toBe(false);
    expect(cartBadge(1)).toEqual({ shown: true, text: '1' });
    expect(cartBadge(99)).toEqual({ shown: true, text: '99' });
    expect(cartBadge(100)).toEqual({ shown: true, text: '99+' });
  });

  it('links the auto-delivery cart when the order type is the auto-delivery type', () => {
    const config = { cartLink: '/cart', autoDeliveryCartLink: '/cart/auto-delivery' };
    expect(cartHref(config, { orderType: { typeId: 'AUTO_DELIVERY' } }, 'AUTO_DELIVERY')).toBe('/cart/auto-delivery');
    expect(cartHref(config, { orderType: { typeId: 'STANDARD' } }, 'AUTO_DELIVERY')).toBe('/cart');
    expect(cartHref(config, { orderType: {} }, undefined)).toBe('/cart');
    expect(cartHref({ cartLink: '/cart' }, { orderType: { typeId: 'AUTO_DELIVERY' } }, 'AUTO_DELIVERY')).toBe('/cart');
    expect(cartHref({ cartLink: 'javascript:x' }, { orderType: {} }, undefined)).toBeUndefined();
  });
});

describe('layout constants', () => {
  it('caps the overlay at 90% of the window height minus the header height', () => {
    expect(overlayMaxHeight(1000, 72)).toBe(828);
    expect(overlayMaxHeight(844, 56)).toBe(704);
    expect(overlayMaxHeight(40, 56)).toBe(0);
  });

  it('makes a sub-layer its content height plus 128 + 1 px', () => {
    expect(subLayerHeight(200)).toBe(329);
    expect(subLayerHeight(200.2)).toBe(330);
  });
});

describe('scroll-hide', () => {
  it('hides when scrolling down past the header height and shows on scroll up', () => {
    expect(headerHiddenAfterScroll(0, 50, 72, false)).toBe(false);
    expect(headerHiddenAfterScroll(50, 73, 72, false)).toBe(true);
    expect(headerHiddenAfterScroll(400, 380, 72, true)).toBe(false);
    expect(headerHiddenAfterScroll(400, 400, 72, true)).toBe(true);
    expect(headerHiddenAfterScroll(400, 10, 72, true)).toBe(false);
  });

  it('throttles to one run per 100 ms and runs the last call of a burst', () => {
    vi.useFakeTimers();
    const runs: number[] = [];
    const throttled = throttle((value: number) => runs.push(value), 100, () => Date.now());
    throttled(1);
    throttled(2);
    throttled(3);
    expect(runs).toEqual([1]);
    vi.advanceTimersByTime(100);
    expect(runs).toEqual([1, 3]);
    vi.advanceTimersByTime(500);
    throttled(4);
    expect(runs).toEqual([1, 3, 4]);
    vi.useRealTimers();
  });
});

describe('notice banner', () => {
  const notice = { enableNoticeBanner: true, content: { LAS: '<p>Sign up</p>', LAU: '<p>Welcome back</p>', 'LAU-HAV': '  ' }, cookiePersistence: 7 };

  it('gives the content for the visitor type, nothing when disabled, dismissed or empty', () => {
    expect(noticeFor(notice, 'LAS', false)).toBe('<p>Sign up</p>');
    expect(noticeFor(notice, 'LAU', false)).toBe('<p>Welcome back</p>');
    expect(noticeFor(notice, 'LAU-HAV', false)).toBeUndefined();
    expect(noticeFor(notice, 'LAU-HAV-DEV', false)).toBeUndefined();
    expect(noticeFor(notice, 'LAS', true)).toBeUndefined();
    expect(noticeFor({ ...notice, enableNoticeBanner: false }, 'LAS', false)).toBeUndefined();
  });

  it('keeps the dismissal for cookiePersistence days (days × 86400 s)', () => {
    expect(noticeCookie(7)).toEqual({ name: 'brand_notice_dismissed', value: 'true', maxAgeSeconds: 604_800 });
    expect(noticeCookie('2')).toMatchObject({ maxAgeSeconds: 172_800 });
    expect(noticeCookie(0).maxAgeSeconds).toBeUndefined();
    expect(noticeCookie('soon').maxAgeSeconds).toBeUndefined();
  });
});

describe('links', () => {
  it('marks the current page by path, ignoring .html, a trailing slash and other origins', () => {
    const here = { origin: 'https://shop.example', pathname: '/gb/en/shop.html' };
    expect(isCurrentPage('/gb/en/shop', here)).toBe(true);
    expect(isCurrentPage('https://shop.example/gb/en/shop/', here)).toBe(true);
    expect(isCurrentPage('/gb/en/about', here)).toBe(false);
    expect(isCurrentPage('https://other.example/gb/en/shop', here)).toBe(false);
    expect(isCurrentPage(undefined, here)).toBe(false);
    expect(isCurrentPage('/gb/en/shop.html#faq', here)).toBe(false);
    expect(isCurrentPage('/gb/en/shop.html#faq', { ...here, hash: '#faq' })).toBe(true);
  });
  it('tells pages named by their query apart, whatever the order of its parameters', () => {
    const help = { origin: 'https://shop.example', pathname: '/storefront.html', search: '?theme=zyn&lang=en&page=help' };
    expect(isCurrentPage('/storefront.html?lang=en&page=help&theme=zyn', help)).toBe(true);
    expect(isCurrentPage('/storefront.html?theme=zyn&lang=en&page=login', help)).toBe(false);
    expect(isCurrentPage('/storefront.html?theme=zyn&lang=en', help)).toBe(false);
    expect(isCurrentPage('/storefront.html', help)).toBe(true);
  });

  it('normalizes link lists and single links, dropping unsafe ones', () => {
    expect(normalizeLinks([{ label: 'Orders', linkUrl: '/orders', icon: 'orders' }, { label: 'x', linkUrl: 'javascript:1' }])).toEqual([
      { label: 'Orders', linkUrl: '/orders', icon: 'orders', visibleTo: [] },
    ]);
    expect(normalizeLinks({ label: 'Log in', linkUrl: '/login' })).toEqual([{ label: 'Log in', linkUrl: '/login', visibleTo: [] }]);
    expect(normalizeLinks(null)).toEqual([]);
  });
});

describe('header labels', () => {
  it('takes authored strings over the English defaults and ignores anything else', async () => {
    const { headerLabels, fill } = await import('../../src/react/header/labels');
    const labels = headerLabels({ menu: 'القائمة', back: '  ', cart: 42, unknown: 'x' });
    expect(labels.menu).toBe('القائمة');
    expect(labels.back).toBe('Back');
    expect(labels.cart).toBe('Cart');
    expect('unknown' in labels).toBe(false);
    expect(fill(labels.overview, { label: 'Shop' })).toBe('All Shop');
    expect(fill('{count} items, {missing}', { count: '99+' })).toBe('99+ items, {missing}');
  });
});
