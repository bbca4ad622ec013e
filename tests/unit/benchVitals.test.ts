import { describe, expect, it } from 'vitest';
import { DEFAULT_RUNS_VITALS, loadOrder, loadOrderCycle, VITALS_PAGES } from '../../scripts/bench/vitals.mjs';

describe('bench vitals: the order pages are loaded in', () => {
  const lists = [2, 3, 4, 5, 6].map((count) => Array.from({ length: count }, (_, index) => `page${index}`));

  it('loads every page once per run', () => {
    for (const pages of lists) for (let run = 0; run < 24; run++) expect([...loadOrder(pages, run)].sort()).toEqual([...pages].sort());
  });

  it('puts each page after each other equally often over a cycle (a rotation alone never does)', () => {
    for (const pages of lists) {
      const follows = new Map<string, number>();
      for (let run = 0; run < loadOrderCycle(pages); run++) {
        const order = loadOrder(pages, run);
        for (let index = 1; index < order.length; index++) {
          const pair = `${order[index - 1]}>${order[index]}`;
          follows.set(pair, (follows.get(pair) ?? 0) + 1);
        }
      }
      // Every ordered pair, each as often: once a cycle with an even number of pages, twice with an odd one.
      expect(follows.size, `${pages.length} pages`).toBe(pages.length * (pages.length - 1));
      expect(new Set(follows.values()), `${pages.length} pages`).toEqual(new Set([pages.length % 2 === 0 ? 1 : 2]));
    }
  });

  it('gives each page each place equally often over a cycle', () => {
    for (const pages of lists) {
      const places = new Map<string, number>();
      for (let run = 0; run < loadOrderCycle(pages); run++) loadOrder(pages, run).forEach((page, place) => places.set(`${page}@${place}`, (places.get(`${page}@${place}`) ?? 0) + 1));
      expect(places.size).toBe(pages.length * pages.length);
      expect(new Set(places.values())).toEqual(new Set([loadOrderCycle(pages) / pages.length]));
    }
  });

  it('leaves the list it is given as it was', () => {
    const list = ['a', 'b', 'c'];
    for (let run = 0; run < 6; run++) loadOrder(list, run);
    expect(list).toEqual(['a', 'b', 'c']);
  });

  it('the default number of loads is whole cycles for the pages the bench measures', () => {
    expect(DEFAULT_RUNS_VITALS % loadOrderCycle(VITALS_PAGES)).toBe(0);
  });
});
