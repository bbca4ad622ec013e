// Transfer size of each dist entry: gzip (level 9) of the file plus every chunk it imports
// statically, transitively. Dynamic import(...) is not followed: it loads on demand.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync, constants } from 'node:zlib';

// Static forms in minified ESM: import"./a.js"  import{x as y}from"./a.js"  import*as m from"./a.js"
// import d,{x}from"./a.js"  export{x}from"./a.js"  export*from"./a.js". A statement starts the
// file or follows `;`, `}` or a line break (so "@import" or case"import" in a string is not one),
// and `import(` never matches: after the keyword only specifier characters or a quote may follow.
const STATIC_IMPORT = /(?<=^|[;}\n])\s*(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?(["'])([^"']+)\1/g;

export function staticImports(code) {
  const found = new Set();
  for (const match of code.matchAll(STATIC_IMPORT)) found.add(match[2]);
  return [...found];
}

/** The file and every module it imports statically, transitively (absolute paths). */
export function staticClosure(file) {
  const seen = new Set();
  const stack = [resolve(file)];
  while (stack.length) {
    const current = stack.pop();
    if (seen.has(current)) continue;
    seen.add(current);
    for (const specifier of staticImports(readFileSync(current, 'utf8'))) {
      if (!specifier.startsWith('./') && !specifier.startsWith('../') && !specifier.startsWith('/')) {
        throw new Error(`${file}: bare import "${specifier}" in ${current}; dist should resolve everything`);
      }
      const target = resolve(dirname(current), specifier);
      if (!existsSync(target)) throw new Error(`${current} imports ${specifier}, which does not exist`);
      stack.push(target);
    }
  }
  return [...seen];
}

const gzip = (buffer) => gzipSync(buffer, { level: constants.Z_BEST_COMPRESSION }).length;

/**
 * Entries that never reach a browser: dist/server.js and dist/openwhisk.js run on a server (any
 * Web-standard runtime), so no browser budget applies (the bench reports server.js's gzip size).
 */
const NODE_ONLY = new Set(['server.js', 'openwhisk.js']);

/**
 * Sizes for every browser .js directly in dist/ and dist/elements/ (not the server's files).
 * @returns {Array<{ name: string, gzipBytes: number, rawBytes: number, files: string[] }>}
 */
export function distSizes(distDir) {
  const entries = [];
  for (const sub of ['', 'elements']) {
    const dir = join(distDir, sub);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.js') && !(sub === '' && NODE_ONLY.has(name))).sort()) {
      const path = join(dir, file);
      const closure = staticClosure(path);
      let gzipBytes = 0;
      let rawBytes = 0;
      for (const module of closure) {
        const buffer = readFileSync(module);
        gzipBytes += gzip(buffer);
        rawBytes += buffer.length;
      }
      entries.push({
        name: join(sub, file.replace(/\.js$/, '')),
        gzipBytes,
        rawBytes,
        files: closure.map((module) => relative(distDir, module)),
      });
    }
  }
  return entries;
}

/** The own-code limit of an element (issue 43): 15 KiB gzip, 45 for one that loads Swiper. */
export const OWN_CODE_KIB = 15;
export const OWN_CODE_SWIPER_KIB = 45;

/** The chunks of dist/ that hold Swiper (their source maps name node_modules/swiper). */
function swiperChunks(distDir) {
  const chunks = join(distDir, 'chunks');
  if (!existsSync(chunks)) return [];
  return readdirSync(chunks).filter((file) => {
    if (!file.endsWith('.js') || !existsSync(join(chunks, `${file}.map`))) return false;
    const { sources = [] } = JSON.parse(readFileSync(join(chunks, `${file}.map`), 'utf8'));
    return sources.some((source) => /[\\/]node_modules[\\/]swiper[\\/]/.test(source));
  });
}

/**
 * Each element's own code: its entry with everything it imports statically, less the shared runtime, which is the
 * files at least half of the element entries import (the element runtime, the stores it shares with <brand-page>,
 * React DOM with the shared root): what one more element adds to a page that already has another. <brand-page>
 * is not an element of the catalogue and is left out. An element whose code loads Swiper (a chunk of its own,
 * imported when the first slider starts) counts it too, against its own limit (`limit`: OWN_CODE_SWIPER_KIB).
 * @returns {{ shared: Array<{ file: string, kib: number }>, rows: Array<{ name: string, kib: number, files: string[], limit: number }> }}
 */
export function ownSizes(distDir, entries = distSizes(distDir)) {
  const elements = entries.filter((entry) => entry.name.startsWith(join('elements', '')) && entry.name !== join('elements', 'brand-page'));
  const importers = new Map();
  for (const entry of elements) for (const file of entry.files) importers.set(file, (importers.get(file) ?? 0) + 1);
  const shared = new Set([...importers].filter(([, count]) => count * 2 >= elements.length).map(([file]) => file));
  const swiperFiles = swiperChunks(distDir);
  const sizes = new Map();
  const kib = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzip(readFileSync(join(distDir, file))) / 1024);
    return sizes.get(file);
  };
  return {
    shared: [...shared].sort().map((file) => ({ file, kib: kib(file) })),
    rows: elements.map((entry) => {
      const files = entry.files.filter((file) => !shared.has(file));
      // Swiper, imported dynamically by one of its files (`import("./register-….js")`).
      const swiper = swiperFiles.filter((chunk) => files.some((file) => readFileSync(join(distDir, file), 'utf8').includes(`/${chunk}"`)));
      const all = [...files, ...swiper.map((chunk) => join('chunks', chunk))];
      return { name: entry.name, kib: all.reduce((sum, file) => sum + kib(file), 0), files: all, limit: swiper.length ? OWN_CODE_SWIPER_KIB : OWN_CODE_KIB };
    }),
  };
}
