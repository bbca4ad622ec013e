import { describe, expect, it } from 'vitest';
import { loadOrder } from '../../scripts/bench/vitals.mjs';

describe('bench vitals: the order pages are loaded in', () => {
  const pages = ['home', 'storefront', 'storefrontSsr'];

  it('loads every page once per run', () => {
    for (let run = 0; run < 12; run++) expect([...loadOrder(pages, run)].sort()).toEqual([...pages].sort());
  });

  it('puts each page after each other equally often over two runs per page (a rotation alone never does)', () => {
    const follows = new Map<string, number>();
    for (let run = 0; run < 2 * pages.length; run++) {
      const order = loadOrder(pages, run);
      for (let index = 1; index < order.length; index++) {
        const pair = `${order[index - 1]}>${order[index]}`;
        follows.set(pair, (follows.get(pair) ?? 0) + 1);
      }
    }
    // 3 pages: 6 ordered pairs, each twice.
    expect(follows.size).toBe(pages.length * (pages.length - 1));
    expect(new Set(follows.values())).toEqual(new Set([2]));
  });

  it('gives each page each place equally often', () => {
    const places = new Map<string, number>();
    for (let run = 0; run < 2 * pages.length; run++) loadOrder(pages, run).forEach((page, place) => places.set(`${page}@${place}`, (places.get(`${page}@${place}`) ?? 0) + 1));
    expect(new Set(places.values())).toEqual(new Set([2]));
  });

  it('leaves the list it is given as it was', () => {
    const list = [...pages];
    loadOrder(list, 1);
    expect(list).toEqual(pages);
  });
});
