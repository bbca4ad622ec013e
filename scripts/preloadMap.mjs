// Rollup plugin: the build-time map of dist entry → every module it imports statically, as
// bundlers' preload helpers do, so that the loader and <brand-page> request an element's entry
// and all its chunks at once (<link rel="modulepreload">) rather than one import at a time.
//
// The map is written in place of the string FULL_PLACEHOLDER into its own chunk
// (src/elements/preloadMapFull.ts), and the part of it the loader's start needs into dist/loader.js
// (src/elements/loader.ts) in place of PLACEHOLDER, at renderChunk, with the chunks' preliminary
// file names: Rollup puts the final hashes into those names afterwards, and into the hash of the
// chunk holding the map.

import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ownResourceType, resourceTypes } from './catalogue.mjs';
import { readDefinitions } from './manifest.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export const PLACEHOLDER = '__BRAND_PRELOAD_MAP__';
/** The whole map's placeholder, in src/elements/preloadMapFull.ts (a chunk of its own, asked for when needed). */
export const FULL_PLACEHOLDER = '__BRAND_FULL_PRELOAD_MAP__';
/**
 * What the loader's own map holds: the modules of its start (<brand-page>'s and its own runtime's, and the shared
 * runtime and React DOM, which a page built in the browser asks for at once, before the model has arrived) and every
 * key's name. A server-rendered page only looked at needs no more; anything else asks for the whole map first.
 */
export const START_KEYS = ['brand-page', 'autoload', 'runtime', 'react'];

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
 * has (most pages have some in React); an embedded model names them at once. "island", hydration's code with React
 * DOM, and "ageGate", the gate's component: a first visit's age gate from the server's markup fetches them ahead with
 * the gate's entry (its first state, drawn without React, imports neither).
 */
const SHARED_MODULES = {
  runtime: /[\\/]src[\\/]elements[\\/]define\.ts$/,
  react: /[\\/]src[\\/]react[\\/]runtime[\\/]reactRenderer\.tsx$/,
  island: /[\\/]src[\\/]react[\\/]runtime[\\/]island\.tsx$/,
  ageGate: /[\\/]src[\\/]react[\\/]ageGate[\\/]AgeGate\.tsx$/,
};
/**
 * What an element's first render needs on a wide screen besides its own code (its definition's `needs`), by the module
 * that heads it: the map's `<tag>@wide`, which the whole map's module (src/elements/preloadMapFull.ts) puts among the
 * tag's own modules on such a screen, or where a server-rendered instance will hydrate. The header's desktop
 * navigation and language selector.
 */
const WIDE_PARTS = {
  'brand-header': /[\\/]src[\\/]react[\\/]header[\\/]DesktopParts\.tsx$/,
};
/** A module of src/elements/ (not below it): its name is the map's key. */
const ELEMENTS_MODULE = /[\\/]src[\\/]elements[\\/]([a-z0-9-]+)\.ts$/;

/**
 * The map for a chunk at `fileName`: `base` leads from that chunk to dist/, `files` are paths
 * relative to dist/, and `entries` gives, per element tag (and "runtime", "react", "autoload"), the
 * indexes of the files it needs, the entry itself first.
 * @param {Record<string, { fileName: string, name: string, isEntry: boolean, isDynamicEntry: boolean, imports: string[], moduleIds: string[], facadeModuleId: string | null }>} chunks
 * @param {string} fileName
 * @param {Record<string, string>} [types] the resource-type aliases (typeAliases), carried as they are
 * @param {{ only?: string[] }} [options] `only`: the map of just these keys (the loader's start), marked `partial`
 * @returns {{ base: string, files: string[], entries: Record<string, number[]>, types: Record<string, string>, partial?: boolean }}
 */
export function preloadMap(chunks, fileName, types = {}, { only } = {}) {
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
  const headedBy = (module) => Object.values(chunks).find((each) => each.moduleIds.some((id) => module.test(id)));
  for (const [key, module] of Object.entries(SHARED_MODULES)) {
    const chunk = headedBy(module);
    if (chunk) entries[key] = [...closure(chunk.fileName)].map(indexOf);
  }
  for (const [tag, module] of Object.entries(WIDE_PARTS)) {
    const chunk = headedBy(module);
    if (chunk && entries[tag]) entries[`${tag}@wide`] = [...closure(chunk.fileName)].map(indexOf);
  }
  const depth = fileName.split('/').length - 1;
  const base = depth ? '../'.repeat(depth) : './';
  if (!only) return { base, files, entries, types };
  const kept = Object.fromEntries(Object.entries(entries).filter(([key]) => only.includes(key)));
  const used = [...new Set(Object.values(kept).flat())];
  return {
    base,
    files: used.map((index) => files[index]),
    entries: Object.fromEntries(Object.entries(kept).map(([key, indexes]) => [key, indexes.map((index) => used.indexOf(index))])),
    types: {},
    // (a key it lacks, the loader asks for the whole map: no list of the keys, which was a fifth of the loader's bytes)
    partial: true,
  };
}

export function preloadMapPlugin() {
  return {
    name: 'brand-preload-map',
    renderChunk(code, chunk, _options, meta) {
      // The loader's start map, or the whole map in its own chunk.
      const placeholder = [PLACEHOLDER, FULL_PLACEHOLDER].find((each) => code.includes(each));
      if (!placeholder) return null;
      const at = code.indexOf(placeholder);
      const quote = code[at - 1];
      if ((quote !== "'" && quote !== '"') || code[at + placeholder.length] !== quote) {
        this.error(`${chunk.fileName}: ${placeholder} must be a whole string literal`);
      }
      const map = placeholder === PLACEHOLDER ? preloadMap(meta.chunks, chunk.fileName, {}, { only: START_KEYS }) : preloadMap(meta.chunks, chunk.fileName, typeAliases());
      // A JSON string inside a JS string literal: JSON.parse reads it faster than an object literal.
      const literal = JSON.stringify(JSON.stringify(map));
      return { code: code.slice(0, at - 1) + literal + code.slice(at + placeholder.length + 1), map: null };
    },
  };
}
