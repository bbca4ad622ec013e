import { describe, expect, it } from 'vitest';
import {
  arrowStates,
  chooseFlavour,
  DEFAULT_ARROW_LABELS,
  FLAVOUR_FADE_MS,
  flavourColors,
  flavourCounter,
  flavourGroups,
  flavourImages,
  flavourItem,
  optionDefaultOn,
  sortByIntensity,
  type FlavourItem,
} from '../../../src/core/showcase/flavours';
import { emptyLabel, isEmpty } from '../../../src/core/model/emptiness';

const item = (title: string, groupId: string, intensityValue?: unknown, extra: Record<string, unknown> = {}) => ({
  title,
  groupId,
  intensityValue,
  ctaLabel: 'Discover',
  url: `/flavours/${title}`,
  images: { pagination: `/${title}.png` },
  ...extra,
});
const GROUPS = [
  { id: 'mint', title: 'Mint', lowLabel: 'Light', highLabel: 'Strong' },
  { id: 'fruit', lowLabel: 'Soft', highLabel: 'Bold' },
  { id: 'coffee' },
];

describe('flavour items (platform-core section 5)', () => {
  it('keeps an item only when its groupId matches a group and ctaLabel, url and a pagination image exist', () => {
    const groups = flavourGroups({
      groups: GROUPS,
      items: [
        item('a', 'mint', 3),
        item('noGroup', 'tea', 5),
        item('noCta', 'mint', 5, { ctaLabel: ' ' }),
        item('noUrl', 'mint', 5, { url: undefined }),
        item('noPagination', 'mint', 5, { images: { detail: '/d.png' } }),
        item('b', 'fruit', 2),
      ],
    });
    expect(groups.map((group) => [group.id, group.items.map((entry) => entry.title)])).toEqual([
      ['mint', ['a']],
      ['fruit', ['b']],
    ]);
  });

  it('shows an item without a title (the rule does not ask for one), named by its ctaAriaLabel, else its ctaLabel', () => {
    const groups = flavourGroups({
      groups: GROUPS,
      items: [item('', 'mint', 3, { ctaAriaLabel: 'Discover Cool Mint' }), item('  ', 'mint', 2), item('Named', 'mint', 1, { ctaAriaLabel: 'Open Named' })],
    });
    expect(groups[0]!.items.map((entry) => [entry.title, entry.name])).toEqual([
      ['', 'Discover Cool Mint'],
      ['', 'Discover'],
      ['Named', 'Named'],
    ]);
    expect(isEmpty('flavour-carousel', { groups: GROUPS, items: [item('', 'mint', 1)] })).toBe(false);
  });

  it('drops groups without items and keeps the authored group order; a title defaults to the id', () => {
    const groups = flavourGroups({ groups: GROUPS, items: [item('c', 'coffee', 1), item('m', 'mint', 1)] });
    expect(groups.map((group) => [group.id, group.title])).toEqual([
      ['mint', 'Mint'],
      ['coffee', 'coffee'],
    ]);
    expect(flavourGroups({ groups: GROUPS, items: [] })).toEqual([]);
    expect(flavourGroups({})).toEqual([]);
    expect(flavourGroups({ groups: 'x', items: {} })).toEqual([]);
  });

  it('sorts by intensityValue descending by default, missing last, ties in authored order', () => {
    const groups = flavourGroups({ groups: GROUPS, items: [item('low', 'mint', 2), item('none', 'mint'), item('high', 'mint', 9), item('mid', 'mint', '5'), item('mid2', 'mint', 5)] });
    expect(groups[0]!.items.map((entry) => entry.title)).toEqual(['high', 'mid', 'mid2', 'low', 'none']);
    const ascending = flavourGroups({ sortOrder: 'asc', groups: GROUPS, items: [item('low', 'mint', 2), item('none', 'mint'), item('high', 'mint', 9)] });
    expect(ascending[0]!.items.map((entry) => entry.title)).toEqual(['low', 'high', 'none']);
  });

  it('sortByIntensity leaves the input alone', () => {
    const items = [flavourItem(item('a', 'mint', 1))!, flavourItem(item('b', 'mint', 2))!] as FlavourItem[];
    expect(sortByIntensity(items).map((entry) => entry.title)).toEqual(['b', 'a']);
    expect(items.map((entry) => entry.title)).toEqual(['a', 'b']);
  });

  it('reads images as an object or a list, URLs or { src, alt }', () => {
    expect(flavourImages({ pagination: '/p.png', detailImage: { src: '/d.png', alt: 'Tin' }, svgImage: '/s.svg' })).toEqual({
      pagination: { src: '/p.png', alt: '' },
      detail: { src: '/d.png', alt: 'Tin' },
      svg: { src: '/s.svg', alt: '' },
    });
    expect(flavourImages([{ type: 'pagination', fileReference: '/p.png' }, { type: 'aroma', src: '/a.png', alt: 'Leaf' }])).toEqual({
      pagination: { src: '/p.png', alt: '' },
      aroma: { src: '/a.png', alt: 'Leaf' },
    });
    expect(flavourImages(null)).toEqual({});
  });

  it('passes colours through safeCss: a refused one is left out', () => {
    expect(flavourColors({ primaryColor: '#0e7c86', secondaryColor: 'red;}:host{display:none' })).toEqual({ primary: '#0e7c86', secondary: undefined });
    expect(flavourColors({})).toEqual({ primary: undefined, secondary: undefined });
  });
});

describe('flavour carousel behaviour (component-catalogue)', () => {
  it('the item panels cross-fade over 300 ms', () => {
    expect(FLAVOUR_FADE_MS).toBe(300);
  });

  it('counts "current / total"', () => {
    expect(flavourCounter(1, 6)).toBe('2 / 6');
    expect(flavourCounter(0, 1)).toBe('1 / 1');
    expect(flavourCounter(9, 3)).toBe('3 / 3');
    expect(flavourCounter(0, 0)).toBe('');
  });

  it('disables previous at the start and next at the end, hidden by default, labelled with the edge messages', () => {
    const start = arrowStates(0, 3);
    expect(start.previous).toEqual({ disabled: true, hidden: true, label: DEFAULT_ARROW_LABELS.firstSlideMessage });
    expect(start.next).toEqual({ disabled: false, hidden: false, label: DEFAULT_ARROW_LABELS.next });
    const end = arrowStates(2, 3, false, { previous: 'Back', next: 'On', firstSlideMessage: 'First', lastSlideMessage: 'Last' });
    expect(end.previous).toEqual({ disabled: false, hidden: false, label: 'Back' });
    expect(end.next).toEqual({ disabled: true, hidden: false, label: 'Last' });
    const single = arrowStates(0, 1);
    expect([single.previous.disabled, single.next.disabled]).toEqual([true, true]);
  });

  it('hide-on-disabled is on unless turned off', () => {
    expect([optionDefaultOn(undefined), optionDefaultOn(true), optionDefaultOn('true'), optionDefaultOn(false), optionDefaultOn('false'), optionDefaultOn('off')]).toEqual([true, true, true, false, false, false]);
  });

  it('choosing the active item does nothing; another item (or group) selects it', () => {
    const groups = flavourGroups({ groups: GROUPS, items: [item('a', 'mint', 3), item('b', 'mint', 2), item('c', 'fruit', 1)] });
    expect(chooseFlavour({ group: 0, item: 0 }, { group: 0, item: 0 }, groups)).toBeUndefined();
    expect(chooseFlavour({ group: 0, item: 0 }, { group: 0, item: 1 }, groups)).toEqual({ group: 0, item: 1 });
    expect(chooseFlavour({ group: 0, item: 1 }, { group: 1, item: 0 }, groups)).toEqual({ group: 1, item: 0 });
    expect(chooseFlavour({ group: 0, item: 0 }, { group: 0, item: 5 }, groups)).toBeUndefined();
    expect(chooseFlavour({ group: 0, item: 0 }, { group: 4, item: 0 }, groups)).toBeUndefined();
  });

  it('is empty in the editor when no item passes the rules', () => {
    expect(isEmpty('brand/components/flavour-carousel', { groups: GROUPS, items: [item('x', 'tea', 1)] })).toBe(true);
    expect(isEmpty('flavour-carousel', { groups: GROUPS, items: [item('x', 'mint', 1)] })).toBe(false);
    expect(emptyLabel('flavour-carousel')).toMatch(/Flavour carousel/);
  });
});

describe('the emptiness check agrees with the data rules', () => {
  it('hasShownFlavours is true exactly when flavourGroups finds a group', async () => {
    const { hasShownFlavours } = await import('../../../src/core/showcase/flavourShown');
    const models = [
      { groups: GROUPS, items: [item('a', 'mint', 1)] },
      { groups: GROUPS, items: [item('a', 'tea', 1)] },
      { groups: GROUPS, items: [item('a', 'mint', 1, { images: [{ type: 'pagination', src: '/p.png' }] })] },
      { groups: GROUPS, items: [item('a', 'mint', 1, { images: [{ type: 'detail', src: '/p.png' }] })] },
      { groups: GROUPS, items: [item('a', 'mint', 1, { images: { thumbnailImage: { fileReference: '/p.png' } } })] },
      { groups: [{ id: ' ' }], items: [item('a', ' ', 1)] },
      { groups: GROUPS, items: [item('', 'mint', 1)] },
      {},
    ];
    expect(models.map(hasShownFlavours)).toEqual(models.map((model) => flavourGroups(model).length > 0));
    expect(models.map(hasShownFlavours)).toEqual([true, false, true, false, true, false, true, false]);
  });
});
