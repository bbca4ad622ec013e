/**
 * Property-based tests of the model core (fast-check): ModelStore reads and writes and the path
 * helpers on random, malformed page models and paths. The browser side (<brand-page> rendering
 * such models) is tests/elements/pageModel.property.test.ts, whose arbitraries are reused here.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mappingFor } from '../../../src/core/model/componentMap';
import { itemPath, normalizeModelPath, sanitize, splitItemPath, toModelUrl } from '../../../src/core/model/paths';
import { ModelStore } from '../../../src/core/model/store';
import type { ModelNode } from '../../../src/core/model/types';
import { itemKey, pageNode, textValue } from '../../elements/fixtures/modelArbitraries';
import { deepFreeze } from './fakes';

const RUNS = { numRuns: 300 };
const PAGE = '/content/fuzz/home';
const OTHER = '/content/fuzz/other';

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object with these own entries (`__proto__` included as an own key). */
function objectOf(entries: ReadonlyArray<readonly [string, unknown]>): Node {
  const object: Node = {};
  for (const [key, value] of entries) Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  return object;
}

/** A root page: random items, sometimes a child page in `:children`, sometimes junk there; through JSON, frozen. */
const rootModel = fc
  .record({
    items: fc.uniqueArray(fc.tuple(itemKey, pageNode), { maxLength: 6, selector: ([key]) => key }),
    order: fc.constantFrom('keys', 'missing', 'reversed', 'junk'),
    child: fc.option(fc.uniqueArray(fc.tuple(itemKey, pageNode), { maxLength: 4, selector: ([key]) => key }), { freq: 3 }),
    junkChildren: fc.constantFrom(undefined, 'x', [], 7),
  })
  .map(({ items, order, child, junkChildren }) => {
    const keys = items.map(([key]) => key);
    const itemsOrder = order === 'keys' ? keys : order === 'reversed' ? [...keys].reverse() : order === 'junk' ? [1, null, 'ghost', ...keys, keys[0] ?? 'x'] : undefined;
    const fields: Array<[string, unknown]> = [[':path', PAGE], [':items', objectOf(items)]];
    if (itemsOrder) fields.push([':itemsOrder', itemsOrder]);
    if (child) fields.push([':children', objectOf([[OTHER, objectOf([[':path', OTHER], [':items', objectOf(child)]])]])]);
    else if (junkChildren !== undefined) fields.push([':children', junkChildren]);
    // What the store gets in the browser: parsed JSON.
    return deepFreeze(JSON.parse(JSON.stringify(objectOf(fields))) as ModelNode);
  });

/** Paths of every kind: item paths built from odd keys, page paths, URLs, junk. */
const anyPath = fc.oneof(
  fc.array(itemKey, { maxLength: 5 }).map((keys) => `${PAGE}/jcr:content/${keys.join('/')}`),
  fc.array(itemKey, { maxLength: 4 }).map((keys) => `${OTHER}/jcr:content/${keys.join('/')}`),
  fc.constantFrom('', '/', PAGE, `${PAGE}.html`, `${PAGE}.model.json?x=1#h`, OTHER, `https://example.com/ctx${PAGE}.html`, '//evil.example/x', '/content/fuzz/missing', 'jcr:content', '/jcr:content/a', `${PAGE}/jcr:content`, `${PAGE}/jcr:contentx/a`),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

/** A key a path can address: '/' splits, '?' and '#' end a path. */
const addressable = (key: string) => key !== '' && !/[/?#]/.test(key);

/** Item paths of the root page that resolve, with their parent and key (addressable keys only). */
function itemPaths(root: ModelNode): Array<{ path: string; parent: Node; key: string }> {
  const out: Array<{ path: string; parent: Node; key: string }> = [];
  const walk = (node: Node, path: string, depth: number) => {
    const items = node[':items'];
    if (!isNode(items) || depth > 8) return;
    for (const key of Object.keys(items)) {
      const item = items[key];
      if (!isNode(item) || !addressable(key)) continue;
      out.push({ path: `${path}/${key}`, parent: node, key });
      walk(item, `${path}/${key}`, depth + 1);
    }
  };
  walk(root as Node, `${PAGE}/jcr:content`, 0);
  return out;
}

/** Render order of a node's children (the contract of <brand-page>): :itemsOrder names in :items first, then the rest. */
function renderOrder(node: Node): string[] {
  const items = isNode(node[':items']) ? node[':items'] : {};
  const order = Array.isArray(node[':itemsOrder']) ? node[':itemsOrder'] : [];
  const seen = new Set<string>();
  for (const key of order) if (typeof key === 'string' && Object.hasOwn(items, key) && isNode(items[key])) seen.add(key);
  return [...seen, ...Object.keys(items).filter((key) => !seen.has(key) && isNode(items[key]))];
}

const freshValue = textValue.map((text) => ({ ':type': 'brand/components/text', text }) as ModelNode);

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
});

describe('ModelStore on random page models (property)', () => {
  it('getData never throws and returns a plain object or undefined, for any path', () => {
    fc.assert(
      fc.property(rootModel, anyPath, (root, path) => {
        const found = new ModelStore(PAGE, root).getData(path);
        expect(found === undefined || isNode(found)).toBe(true);
      }),
      RUNS,
    );
  });

  it('random edits never throw, never mutate a snapshot, and return whether the model changed', () => {
    const op = fc.oneof(
      fc.record({ cmd: fc.constant('set' as const), path: anyPath, value: fc.oneof(freshValue, pageNode) }),
      fc.record({ cmd: fc.constantFrom('before' as const, 'after' as const), path: anyPath, key: fc.oneof(itemKey, fc.constant(undefined)), value: fc.oneof(freshValue, pageNode) }),
      fc.record({ cmd: fc.constant('delete' as const), path: anyPath }),
    );
    fc.assert(
      fc.property(rootModel, fc.array(op, { maxLength: 6 }), (root, ops) => {
        const json = JSON.stringify(root);
        const store = new ModelStore(PAGE, root); // deep-frozen: a write into it would throw
        for (const edit of ops) {
          const before = store.getSnapshot();
          const beforeJson = JSON.stringify(before);
          const changed =
            edit.cmd === 'set'
              ? store.setData(edit.path, { value: edit.value })
              : edit.cmd === 'delete'
                ? store.removeData(edit.path)
                : store.insertData(edit.path, { key: edit.key, value: edit.value }, edit.cmd);
          expect(changed).toBe(store.getSnapshot() !== before);
          expect(JSON.stringify(before)).toBe(beforeJson);
          deepFreeze(store.getSnapshot()); // the next edit must copy, not write
        }
        expect(JSON.stringify(root)).toBe(json);
      }),
      RUNS,
    );
  });

  it('setData on an existing item replaces exactly it: the rest of the tree keeps its identity', () => {
    fc.assert(
      fc.property(
        rootModel.filter((root) => itemPaths(root).length > 0),
        fc.nat(),
        freshValue,
        (root, pick, value) => {
          const targets = itemPaths(root);
          const target = targets[pick % targets.length]!;
          const store = new ModelStore(PAGE, root);
          expect(store.setData(target.path, { value })).toBe(true);
          expect(store.getData(target.path)).toBe(value);
          for (const other of targets) {
            if (other.path === target.path || other.path.startsWith(`${target.path}/`) || target.path.startsWith(`${other.path}/`)) continue;
            expect(store.getData(other.path), other.path).toBe(new ModelStore(PAGE, root).getData(other.path));
          }
          expect(store.getData(OTHER)).toBe(new ModelStore(PAGE, root).getData(OTHER));
        },
      ),
      RUNS,
    );
  });

  it('removeData on an existing item removes it from :items and from the render order', () => {
    fc.assert(
      fc.property(
        rootModel.filter((root) => itemPaths(root).length > 0),
        fc.nat(),
        (root, pick) => {
          const targets = itemPaths(root);
          const target = targets[pick % targets.length]!;
          const store = new ModelStore(PAGE, root);
          expect(store.removeData(target.path)).toBe(true);
          expect(store.getData(target.path)).toBeUndefined();
          const parentPath = target.path.slice(0, target.path.lastIndexOf('/'));
          const parent = store.getData(parentPath) as Node;
          expect(renderOrder(parent)).toEqual(renderOrder(target.parent).filter((key) => key !== target.key));
        },
      ),
      RUNS,
    );
  });

  it('insertData puts the new item right before or after its sibling in the render order', () => {
    fc.assert(
      fc.property(
        rootModel.filter((root) => itemPaths(root).length > 0),
        fc.nat(),
        itemKey.filter(addressable),
        fc.constantFrom('before' as const, 'after' as const),
        freshValue,
        (root, pick, key, position, value) => {
          const targets = itemPaths(root);
          const sibling = targets[pick % targets.length]!;
          fc.pre(key !== sibling.key);
          const store = new ModelStore(PAGE, root);
          expect(store.insertData(sibling.path, { key, value }, position)).toBe(true);
          const parentPath = sibling.path.slice(0, sibling.path.lastIndexOf('/'));
          expect(store.getData(`${parentPath}/${key}`)).toBe(value);
          const order = renderOrder(store.getData(parentPath) as Node);
          expect(order.filter((name) => name === key)).toHaveLength(1);
          expect(order.indexOf(key) - order.indexOf(sibling.key), order.join(' | ')).toBe(position === 'before' ? -1 : 1);
        },
      ),
      RUNS,
    );
  });
});

describe('mappingFor on random resource types (property)', () => {
  it('gives undefined or a valid custom element name, for any string (prototype names included)', () => {
    const type = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom('constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', '__defineGetter__'),
      fc.stringMatching(/^brand\/components\/[a-z0-9-]{1,12}$/),
      fc.constantFrom('core/wcm/components/text/v2/text', 'wcm/foundation/components/responsivegrid', 'brand/components/carousel-a'),
    );
    fc.assert(
      fc.property(type, (resourceType) => {
        const mapping = mappingFor(resourceType);
        if (mapping !== undefined) expect(mapping.tag).toMatch(/^[a-z][a-z0-9._]*-[a-z0-9._-]*$/);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('path helpers on random input (property)', () => {
  const anyString = fc.oneof(anyPath, fc.webUrl(), fc.webPath(), fc.string({ unit: 'grapheme', maxLength: 30 }));

  it('sanitize: null for empty, else one leading slash (never a protocol-relative //), and idempotent', () => {
    fc.assert(
      fc.property(anyString, (path) => {
        const once = sanitize(path);
        if (!path) {
          expect(once).toBeNull();
        } else {
          expect(once).toMatch(/^\/(?!\/)/);
          expect(sanitize(once)).toBe(once);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('normalizeModelPath is idempotent and toModelUrl always names a .model.json', () => {
    fc.assert(
      fc.property(anyString, (path) => {
        const key = normalizeModelPath(path);
        expect(normalizeModelPath(key)).toBe(key);
        const url = toModelUrl(path);
        if (path) expect(url.split('?')[0]).toMatch(/\.model\.json$/);
      }),
      { numRuns: 1000 },
    );
  });

  it('splitItemPath undoes itemPath for addressable keys', () => {
    const segment = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,6}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.array(itemKey.filter(addressable), { minLength: 1, maxLength: 5 }), (segments, keys) => {
        const page = `/content/${segments.join('/')}`;
        expect(splitItemPath(itemPath(page, ...keys))).toEqual({ pagePath: page, itemPath: keys.join('/') });
      }),
      { numRuns: 1000 },
    );
  });
});
