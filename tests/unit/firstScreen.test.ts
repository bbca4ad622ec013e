// @vitest-environment node
import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { storefrontModel } from '../../demo/mock/storefront.mjs';
import { mappingFor } from '../../src/core/model/componentMap';
import { heroImages, withHeroLoading } from '../../src/core/model/aboveTheFold';
import { itemsInOrder } from '../../src/core/model/items';
import type { ModelNode } from '../../src/core/model/types';

/**
 * demo/first-screen.html is the storefront's first screen written into the HTML (the bench's
 * reference for the cost of the elements alone): it must stay what <brand-page> builds from the
 * storefront's model for those items, or the comparison means nothing.
 */
interface Built {
  tag: string;
  className: string;
  model: Record<string, unknown>;
  children: Built[];
}

/** What <brand-page> makes of a node: its tag, its model (preset fields first, hero loading), its column class. */
function expected(node: ModelNode, path: string, heroes: ReadonlySet<string>, className = ''): Built {
  const mapping = mappingFor(node[':type'] as string)!;
  const withLoading = withHeroLoading(node, path, heroes);
  const model = Object.fromEntries(Object.entries({ ...mapping.presetProps, ...withLoading }).filter(([key]) => !key.startsWith(':')));
  const columns = (node.columnClassNames ?? {}) as Record<string, string>;
  return {
    tag: mapping.tag,
    className,
    model,
    children: itemsInOrder(node).map(([key, child]) => expected(child, `${path}/${key}`, heroes, columns[key] ?? '')),
  };
}

/** What the page writes: each element, the JSON of its script child, its class. */
function written(element: Element): Built {
  const script = [...element.children].find((child) => child.localName === 'script');
  return {
    tag: element.localName,
    className: element.getAttribute('class') ?? '',
    model: JSON.parse(script?.textContent ?? 'null') as Record<string, unknown>,
    children: [...element.children].filter((child) => child.localName.startsWith('brand-')).map(written),
  };
}

describe('demo/first-screen.html', () => {
  const html = readFileSync(new URL('../../demo/first-screen.html', import.meta.url), 'utf8');
  const { document } = new JSDOM(html).window;
  const model = storefrontModel('zyn', 'en') as ModelNode;
  const items = model[':items'] as Record<string, ModelNode>;
  const FIRST_ITEMS = ['spacerTop', 'headline', 'hero'];

  it('holds the storefront header and the first three items of its main container, as <brand-page> renders them', () => {
    const main = items.main!;
    const firstOfMain: ModelNode = {
      ...main,
      ':itemsOrder': FIRST_ITEMS,
      ':items': Object.fromEntries(FIRST_ITEMS.map((key) => [key, (main[':items'] as Record<string, ModelNode>)[key]!])),
      columnClassNames: Object.fromEntries(Object.entries(main.columnClassNames as Record<string, string>).filter(([key]) => FIRST_ITEMS.includes(key))),
    };
    // The images the whole storefront loads first (those of the first screen among them).
    const heroes = heroImages(model, '/page').paths;
    const want = [expected(items.header!, '/page/header', heroes), expected(firstOfMain, '/page/main', heroes)];

    const got = [...document.body.children].filter((child) => child.localName.startsWith('brand-')).map(written);
    expect(got).toEqual(want);
    // The first slide's image loads first, as on the storefront.
    expect(got[1]!.children[2]!.children[0]!.children[0]!.model).toMatchObject({ lazyLoading: false, fetchPriority: 'high' });
  });

  it('is loaded the way the storefront is: dist/loader.js and the storefront stylesheet, and no <brand-page>', () => {
    expect(document.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/dist/loader.js');
    expect(document.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe('/storefront.css');
    expect(document.querySelector('brand-page')).toBeNull();
  });
});
