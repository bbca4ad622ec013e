import { describe, expect, it } from 'vitest';
import { accountTrail, breadcrumbShown, chosenTrail, currentItem, currentLinkIndex, isActiveFor, navigationItems } from '../../../src/core/account/navigation';

const HERE = 'https://shop.example/storefront.html?theme=zyn&lang=en&page=orders';
const link = (page?: string) => `/storefront.html?theme=zyn&lang=en${page ? `&page=${page}` : ''}`;

describe('currentLinkIndex', () => {
  it('marks the link whose path and page parameter match the current URL', () => {
    expect(currentLinkIndex([link('account'), link('orders'), link('wallet')], HERE)).toBe(1);
  });

  it('ignores the fragment and extra parameters of the current URL', () => {
    expect(currentLinkIndex([link('account'), link('orders')], `${HERE}&orderId=42#top`)).toBe(1);
  });

  it('a link without a page parameter does not match a page of the same document', () => {
    expect(currentLinkIndex([link()], HERE)).toBe(-1);
    expect(currentLinkIndex([link(), link('orders')], 'https://shop.example/storefront.html?theme=zyn&lang=en')).toBe(0);
  });

  it('a parameter the link carries must have the same value when the current URL has it', () => {
    expect(currentLinkIndex(['/storefront.html?page=orders&lang=ar'], HERE)).toBe(-1);
    expect(currentLinkIndex(['/storefront.html?page=orders'], HERE)).toBe(0);
  });

  it("a link's other parameters absent from the current URL are ignored: link('orders') is current on ?page=orders", () => {
    const plain = 'https://shop.example/storefront.html?page=orders';
    expect(currentLinkIndex([link('account'), link('orders'), link('wallet')], plain)).toBe(1);
    expect(currentLinkIndex([link('account'), link('orders')], 'https://shop.example/storefront.html?lang=en&page=orders')).toBe(1);
    expect(currentLinkIndex([link('account'), link('orders')], 'https://shop.example/storefront.html?lang=ar&page=orders')).toBe(-1);
    expect(currentLinkIndex([link(), link('orders')], 'https://shop.example/storefront.html')).toBe(0);
  });

  it('matches plain paths (an AEM site), a trailing slash ignored, and relative links', () => {
    const aem = 'https://shop.example/content/gb/en/account/orders.html';
    expect(currentLinkIndex(['/content/gb/en/account.html', '/content/gb/en/account/orders.html'], aem)).toBe(1);
    expect(currentLinkIndex(['/account/', '/account/orders/'], 'https://shop.example/account/orders')).toBe(1);
    expect(currentLinkIndex(['orders.html'], aem)).toBe(0);
  });

  it('the most specific match wins, the first on a tie', () => {
    expect(currentLinkIndex(['/storefront.html?page=orders', link('orders')], HERE)).toBe(1);
    expect(currentLinkIndex([link('orders'), link('orders')], HERE)).toBe(0);
  });

  it('another origin, a broken link or a broken current URL match nothing', () => {
    expect(currentLinkIndex(['https://other.example/storefront.html?theme=zyn&lang=en&page=orders'], HERE)).toBe(-1);
    expect(currentLinkIndex(['http://[bad'], HERE)).toBe(-1);
    expect(currentLinkIndex([link('orders')], 'not a url')).toBe(-1);
    expect(currentLinkIndex([], HERE)).toBe(-1);
  });
});

describe('navigationItems', () => {
  it('keeps titled items with a link, their icon and visibleTo', () => {
    expect(
      navigationItems([
        { title: ' Orders ', link: '/orders', icon: 'pmi-icon-orders' },
        { title: 'Devices', link: '/devices', visibleTo: ['LAU-HAV-DEV'] },
        { title: '', link: '/x' },
        { title: 'No link' },
        null,
        'text',
      ]),
    ).toEqual([
      { title: 'Orders', link: '/orders', icon: 'pmi-icon-orders', visibleTo: [] },
      { title: 'Devices', link: '/devices', visibleTo: ['LAU-HAV-DEV'] },
    ]);
  });

  it('reads JSON text (an attribute) and refuses anything else', () => {
    expect(navigationItems('[{"title":"A","link":"/a","visibleTo":"LAU,LAU-HAV"}]')).toEqual([{ title: 'A', link: '/a', visibleTo: ['LAU', 'LAU-HAV'] }]);
    expect(navigationItems('[broken')).toEqual([]);
    expect(navigationItems({ title: 'A', link: '/a' })).toEqual([]);
    expect(navigationItems(undefined)).toEqual([]);
  });
});

describe('breadcrumbs (the rule shared with the footer)', () => {
  it('keeps titled crumbs; the link is optional; the last is the current page, not a link', () => {
    expect(accountTrail([{ title: 'My account', link: '/account' }, { title: 'Cards' }, { link: '/x' }, { title: 'Orders', link: '/orders' }])).toEqual([
      { title: 'My account', href: '/account', current: false },
      { title: 'Cards', href: undefined, current: false },
      { title: 'Orders', current: true },
    ]);
    expect(accountTrail('[{"title":"A","link":"/a"},{"title":"B"}]')).toEqual([
      { title: 'A', href: '/a', current: false },
      { title: 'B', current: true },
    ]);
    expect(accountTrail(null)).toEqual([]);
    expect(accountTrail('not json')).toEqual([]);
  });

  it('names a refused link and leaves it as text', () => {
    expect(accountTrail([{ title: 'A', link: 'javascript:alert(1)' }, { title: 'B' }])[0]).toEqual({ title: 'A', href: undefined, current: false, refused: 'javascript:alert(1)' });
  });

  it('shows only with more than one item (spec: breadcrumbs rule)', () => {
    expect(breadcrumbShown([])).toBe(false);
    expect(breadcrumbShown(accountTrail([{ title: 'My account' }]))).toBe(false);
    expect(breadcrumbShown(accountTrail([{ title: 'My account', link: '/a' }, { title: 'Orders' }]))).toBe(true);
  });

  it('authored items override the page trail only when they hold a titled item', () => {
    const page = [{ title: 'My account', link: '/a' }, { title: 'Orders' }];
    expect(chosenTrail([{ title: 'X', link: '/x' }, { title: 'Y' }], page).map((crumb) => crumb.title)).toEqual(['X', 'Y']);
    for (const nothing of [[], '[]', '[{"link":"/x"}]', '[not json', [{ title: '  ' }, { title: '' }], undefined]) {
      expect(chosenTrail(nothing, page).map((crumb) => crumb.title)).toEqual(['My account', 'Orders']);
    }
  });
});

describe('the navigation emptiness rule (the editor placeholder)', () => {
  it('is empty without an item that has a title and a link', async () => {
    const { isEmpty } = await import('../../../src/core/model/emptiness');
    const type = 'brand/components/account-navigation';
    expect(isEmpty(type, {})).toBe(true);
    expect(isEmpty(type, { items: [] })).toBe(true);
    expect(isEmpty(type, { items: [{ title: 'Orders' }, { link: '/x' }] })).toBe(true);
    expect(isEmpty(type, { items: [{ title: 'Orders', link: '/orders' }] })).toBe(false);
  });
});

describe('activeFor: sub-pages mark their parent item', () => {
  const CARD = 'https://shop.example/storefront.html?theme=zyn&lang=en&page=card&cardId=3';
  const items = [
    { href: link('account') },
    { href: link('wallet'), activeFor: ['card'] },
    { href: link('devices'), activeFor: ['receipt', 'register'] },
  ];

  it('parses a list, its JSON text or a comma list; none when empty', () => {
    const [a, b, c, d] = navigationItems([
      { title: 'A', link: '/a', activeFor: ['card', ' '] },
      { title: 'B', link: '/b', activeFor: '["receipt"]' },
      { title: 'C', link: '/c', activeFor: 'card, address' },
      { title: 'D', link: '/d', activeFor: [] },
    ]);
    expect(a?.activeFor).toEqual(['card']);
    expect(b?.activeFor).toEqual(['receipt']);
    expect(c?.activeFor).toEqual(['card', 'address']);
    expect(d && 'activeFor' in d).toBe(false);
  });

  it('a page value matches the current page parameter; a path (with a /) the current path', () => {
    expect(isActiveFor(['card'], CARD)).toBe(true);
    expect(isActiveFor(['wallet'], CARD)).toBe(false);
    expect(isActiveFor(['/storefront.html'], CARD)).toBe(true);
    expect(isActiveFor(['/content/gb/en/account/wallet/card.html'], 'https://shop.example/content/gb/en/account/wallet/card.html?id=1')).toBe(true);
    expect(isActiveFor(['https://other.example/storefront.html'], CARD)).toBe(false);
    expect(isActiveFor(undefined, CARD)).toBe(false);
    expect(isActiveFor(['card'], 'not a url')).toBe(false);
  });

  it('the exact page wins (aria-current page); else the first item standing for the sub-page (true); else none', () => {
    expect(currentItem(items, CARD)).toEqual({ index: 1, kind: 'parent' });
    expect(currentItem(items, 'https://shop.example/storefront.html?page=receipt')).toEqual({ index: 2, kind: 'parent' });
    expect(currentItem(items, 'https://shop.example/storefront.html?page=wallet')).toEqual({ index: 1, kind: 'page' });
    expect(currentItem([...items, { href: '/storefront.html?page=card' }], CARD)).toEqual({ index: 3, kind: 'page' });
    expect(currentItem(items, 'https://shop.example/storefront.html?page=help')).toBeUndefined();
  });
});
