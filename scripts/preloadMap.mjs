// Rollup plugin: the build-time map of dist entry → every module it imports statically, as
// bundlers' preload helpers do, so that the loader and <brand-page> request an element's entry
// and all its chunks at once (<link rel="modulepreload">) rather than one import at a time.
//
// The map is written into dist/loader.js (src/elements/loader.ts) in place of the string
// PLACEHOLDER, at renderChunk, with the chunks' preliminary file names: Rollup puts the
// final hashes into those names afterwards, and into the hash of the chunk holding the map.

import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ownResourceType, resourceTypes } from './catalogue.mjs';
import { readDefinitions } from './manifest.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export const PLACEHOLDER = '__BRAND_PRELOAD_MAP__';

/**
 * The resource types a page model may name for an element other than its own `brand/components/<name>` (an element's
 * `aliases`: Adobe's core components, the responsive grid …), type → tag: with the convention, the loader reads from
 * a model which elements it will need before <brand-page>'s code has arrived.
 * @param {Record<string, { tag: string }>} [types]
 * @returns {Record<string, string>}
 */
export function typeAliases(types = resourceTypes(readDefinitions(root))) {
  /** @type {Record<string, string>} */
  const aliases = {};
  for (const [type, { tag }] of Object.entries(types)) if (type !== ownResourceType(tag)) aliases[type] = tag;
  return aliases;
}
/**
 * The map's keys for the shared code, by the module that heads it: "runtime", the element runtime (defineElement,
 * Emotion, the themes) every element imports, and "react", React DOM with the shared root, which only the elements
 * rendering in React import. A page whose model is fetched preloads both before the model says which elements it
 * has (most pages have some in React); an embedded model names them at once.
 */
const SHARED_MODULES = { runtime: /[\\/]src[\\/]elements[\\/]define\.ts$/, react: /[\\/]src[\\/]react[\\/]runtime[\\/]reactRenderer\.tsx$/ };
/** A module of src/elements/ (not below it): its name is the map's key. */
const ELEMENTS_MODULE = /[\\/]src[\\/]elements[\\/]([a-z0-9-]+)\.ts$/;

/**
 * The map for a chunk at `fileName`: `base` leads from that chunk to dist/, `files` are paths
 * relative to dist/, and `entries` gives, per element tag (and "runtime", "react", "autoload"), the
 * indexes of the files it needs, the entry itself first.
 * @param {Record<string, { fileName: string, name: string, isEntry: boolean, isDynamicEntry: boolean, imports: string[], moduleIds: string[], facadeModuleId: string | null }>} chunks
 * @param {string} fileName
 * @param {Record<string, string>} [types] the resource-type aliases (typeAliases), carried as they are
 * @returns {{ base: string, files: string[], entries: Record<string, number[]>, types: Record<string, string> }}
 */
export function preloadMap(chunks, fileName, types = {}) {
  const files = [];
  const indexOf = (file) => {
    let index = files.indexOf(file);
    if (index < 0) index = files.push(file) - 1;
    return index;
  };
  /** The chunk and every chunk it imports statically, transitively, in import order. */
  const closure = (file, into = new Set()) => {
    if (into.has(file) || !chunks[file]) return into;
    into.add(file);
    for (const imported of chunks[file].imports) closure(imported, into);
    return into;
  };
  /** @type {Record<string, number[]>} */
  const entries = {};
  // Keyed by the entry's module name: elements/brand-x.js → "brand-x", a dynamic entry such as
  // src/elements/autoload.ts → "autoload". A module that is both keeps its static entry.
  for (const chunk of Object.values(chunks).sort((a, b) => Number(b.isEntry) - Number(a.isEntry))) {
    const match = (chunk.isEntry || chunk.isDynamicEntry) && chunk.facadeModuleId && ELEMENTS_MODULE.exec(chunk.facadeModuleId);
    if (match && match[1] !== 'loader' && !entries[match[1]]) entries[match[1]] = [...closure(chunk.fileName)].map(indexOf);
  }
  for (const [key, module] of Object.entries(SHARED_MODULES)) {
    const chunk = Object.values(chunks).find((each) => each.moduleIds.some((id) => module.test(id)));
    if (chunk) entries[key] = [...closure(chunk.fileName)].map(indexOf);
  }
  const depth = fileName.split('/').length - 1;
  return { base: depth ? '../'.repeat(depth) : './', files, entries, types };
}

export function preloadMapPlugin() {
  return {
    name: 'brand-preload-map',
    renderChunk(code, chunk, _options, meta) {
      const at = code.indexOf(PLACEHOLDER);
      if (at < 0) return null;
      const quote = code[at - 1];
      if ((quote !== "'" && quote !== '"') || code[at + PLACEHOLDER.length] !== quote) {
        this.error(`${chunk.fileName}: ${PLACEHOLDER} must be a whole string literal`);
      }
      const map = preloadMap(meta.chunks, chunk.fileName, typeAliases());
      // A JSON string inside a JS string literal: JSON.parse reads it faster than an object literal.
      const literal = JSON.stringify(JSON.stringify(map));
      return { code: code.slice(0, at - 1) + literal + code.slice(at + PLACEHOLDER.length + 1), map: null };
    },
  };
}
