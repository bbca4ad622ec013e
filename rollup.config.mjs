import { readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import typescript from '@rollup/plugin-typescript';
import resolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { muiNoCssVarsRollup } from './scripts/muiNoCssVars.mjs';
import { preloadMapPlugin } from './scripts/preloadMap.mjs';
import { esbuildMinify, esbuildTypescript } from './scripts/esbuildTypescript.mjs';
import { stripDefinitionDocs } from './scripts/stripDefinitionDocs.mjs';

/**
 * dist/ as CONTRACT.md lists it: brand-elements.js (everything), loader.js, one module per
 * element under elements/, shared code in chunks/ (so a page with three elements downloads
 * only what those three need), self-hosted fonts in fonts/. BUILD_MODE=development keeps
 * React's development build and skips minifying.
 */
const production = process.env.BUILD_MODE !== 'development';

const elementEntries = Object.fromEntries(
  readdirSync('src/elements')
    .filter((file) => /^brand-[a-z0-9-]+\.ts$/.test(file))
    .map((file) => [`elements/${file.replace(/\.ts$/, '')}`, `src/elements/${file}`]),
);

/** `import url from 'x.woff2'` gives the URL of the font file, emitted into dist/fonts/. */
function fontUrls() {
  return {
    name: 'font-urls',
    load(id) {
      if (!id.endsWith('.woff2')) return null;
      const ref = this.emitFile({ type: 'asset', name: basename(id), source: readFileSync(id) });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
  };
}

const SHARED_STORES = /\/src\/core\/(stores\/(createStore|pageConfig|visitor|authoring|elementCode)|model\/(authoring|location)|content\/authored|security\/(safeUrl|authoredHtml)|visitor\/visibleTo|chrome\/noticeCookie|isRecord)\.ts$/;

const ELEMENT_RUNTIME =
  /\/src\/elements\/define\.ts$|\/src\/react\/runtime\/(fonts|hostCss|elementTheme|elementContext|context|useThemedClass|useTheme|EditorPlaceholder|elementContent)\.tsx?$|\/node_modules\/(react\/(jsx-runtime|cjs\/react-jsx-runtime)|@emotion\/(serialize|utils|hash|unitless|memoize)\/)/;

export default {
  input: {
    'brand-elements': 'src/index.ts',
    loader: 'src/elements/loader.ts',
    ...elementEntries,
  },
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    // The shared runtime chunk (defineElement, the scheduler, Emotion, the themes, React's small core) keeps one
    // name, whichever module rollup would name it after as the catalogue grows: tests, docs and a CDN's rules can name it.
    // React DOM with the shared root, which only the elements rendering in React import, is `react`.
    chunkFileNames: (chunk) => {
      const has = (file) => chunk.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(file));
      if (has('/src/elements/define.ts')) return 'chunks/runtime-[hash].js';
      // (the HTTP layer: left to Rollup, its chunk took the name of whichever small module was merged into it)
      if (has('/src/core/services/http.ts')) return 'chunks/http-[hash].js';
      return has('/src/react/runtime/reactRenderer.tsx') ? 'chunks/react-[hash].js' : 'chunks/[name]-[hash].js';
    },
    assetFileNames: 'fonts/[name]-[hash][extname]',
    sourcemap: true,
    // Shared chunks under 1 KiB are merged into others (Rollup merges only where no entry runs a
    // side effect it did not run before; an entry may download up to a few hundred bytes more):
    // 36 chunks become 31, fewer requests on a page's critical path. Larger thresholds cost the
    // elements several KiB each.
    experimentalMinChunkSize: 1024,
    // The small stores and rules both the element runtime and <brand-page> (or the loader) use (safeUrl among them)
    // get a chunk of their own: left to the merging above, they land in whichever chunk it picks (the
    // gates' code once, the page-visibility store another time), and every element downloads that
    // chunk's other modules too.
    // The element runtime (defineElement, the slices, styles, themes) with what every element renders through
    // (Emotion's serializer, React's JSX runtime, the element context) in one chunk: left to Rollup, the second
    // half is a chunk of its own, which the package's main entry does not use.
    manualChunks: (id) => {
      const path = id.replace(/\\/g, '/');
      if (SHARED_STORES.test(path)) return 'shared';
      // (the shared field groups: merged, they dragged another small chunk into the elements that spread them)
      if (path.endsWith('/src/elements/fieldGroups.ts')) return 'fieldGroups';
      // (the whole preload map, which the loader asks for only when needed: merged into, it was the chunk small shared
      // modules landed in, and the page's start downloaded the map with them)
      if (path.endsWith('/src/elements/preloadMapFull.ts')) return 'preloadMap';
      if (ELEMENT_RUNTIME.test(path)) return 'runtime';
      // (the theme's button overrides, the emptiness rules' tests and the page's language: a few hundred bytes some
      // forty elements use; merged by Rollup into a small chunk of their own, each of those downloaded one more file)
      if (/\/src\/(themes\/buttonOverrides|core\/model\/emptiness\/rule|react\/shared\/usePageLang)\.ts$/.test(path)) return 'runtime';
      // (the cookies with the session and the local cart they are nearly always used with: apart, some forty elements
      // each downloaded one more file, for the age gate's 1 KiB less)
      if (/\/src\/core\/(visitor\/(cookies|session)|stores\/localCart|text\/template)\.ts$|\/node_modules\/js-cookie\//.test(path)) return 'session';
      // (react-is, which MUI's theme helpers in the package's JS API use: a dependency of Emotion's React package,
      // which is in the runtime chunk, it was pulled in there, and every element downloaded it)
      if (/\/node_modules\/react-is\//.test(path)) return 'reactIs';
      // (the writer of sanitized markup with its React component: apart, since the age gate's entry writes markup
      // without the component, every element showing authored HTML downloaded one more file)
      if (/\/src\/(core\/security\/writeAuthoredHtml\.ts|react\/shared\/SanitizedHtml\.tsx)$/.test(path)) return 'SanitizedHtml';
      // (the icon's frame, the language selector's three icons and the header's own, which every theme icon's map holds
      // too: left to Rollup's merging, a small chunk some unrelated elements downloaded too; the header's own joined an
      // account chunk the header then downloaded, and a chunk of their own cost every element with an icon one file more)
      if (/\/src\/react\/icons\/(SvgIcon\.tsx|fixedPaths\.ts|headerPaths\.ts)$/.test(path)) return 'SvgIcon';
      // (the modal with the page-level helpers the age gate's first state uses without it: apart, the dialogs, the
      // cart and the gates each downloaded one more file for the age gate's 0.8 KiB less, its React component being a
      // chunk it loads on demand)
      if (/\/src\/react\/shared\/modal\/(Modal\.tsx|modalDom\.ts|styles\.ts|use\w+\.ts)$/.test(path)) return 'Modal';
      // (the gates' look with their React card and dialog, for the same reason)
      if (/\/src\/react\/gates\/(styles|icons|backdrop|GateCard|GateDialog|useGateStateAttribute)\.tsx?$/.test(path)) return 'gates';
      // (OCC's error with the HTTP layer that throws it: the main entry exports it without the calls, which it loads at
      // their first call; left to Rollup, it joined whichever small chunk, and some unrelated elements downloaded it)
      if (/\/src\/core\/services\/(http|occError)\.ts$/.test(path)) return 'http';
      // (the visitor's country, which the geofence imports and the main entry's call loads: left to Rollup's merging, it
      // joined the confirmation's styles, and the geofence downloaded those)
      if (path.endsWith('/src/core/services/geofence.ts')) return 'geofence';
      // (the session's OCC user, which the cart's view and the commerce token read: left to Rollup's merging, it joined a
      // chunk of the account elements', and the small chunks after it regrouped)
      if (path.endsWith('/src/core/visitor/occUser.ts')) return 'occUser';
      // (the scroll throttle with the header's scroll-hide rule, which the header, the simplified header and the sticky
      // container use: a few hundred bytes Rollup's merging otherwise put into the shared runtime, every element's)
      if (path.endsWith('/src/core/chrome/scrolling.ts')) return 'scrolling';
      // (a product's rules with its OCC call: the four product elements import both at once; apart, since configure and
      // buy's view became a chunk it loads, three of them downloaded one more file)
      if (/\/src\/core\/(services\/occProducts|commerce\/product)\.ts$/.test(path)) return 'occProducts';
      // (two small groups as Rollup's merging made them before the main entry's calls became chunks it loads at their
      // first call: left to it since, the merging joined the controls' styles with the clock, which the account elements
      // then downloaded)
      if (/\/src\/(react\/shared\/controlStyles|core\/content\/panels)\.ts$/.test(path)) return 'controlStyles';
      if (/\/src\/(core\/timing\/instant|core\/services\/configTypes|react\/shared\/onReach)\.ts$/.test(path)) return 'instant';
      // (a model's item order with the islands' attributes, the pair Rollup's merging made: 90 bytes more in the item
      // order, and it put the attributes with the motion preference instead; the experience fragment and a
      // server-rendered page's start each downloaded one more file)
      if (/\/src\/core\/model\/(items|hydration)\.ts$/.test(path)) return 'hydration';
      // (the wake conditions with the time windows they read, for the same reason: the pair was merged into the one above)
      if (/\/src\/core\/(model\/wakeConditions|timing\/window)\.ts$/.test(path)) return 'wakeConditions';
      return undefined;
    },
  },
  // An element's entry whose later-loaded parts (the header's menus, the review form, an account element's content)
  // import from it exports what they use, under minified names beside its class, rather than being cut into a
  // facade and a chunk holding its code: one file fewer for each such element ('exports-only' made that second file).
  preserveEntrySignatures: 'allow-extension',
  onwarn(warning, warn) {
    // MUI and React ship "use client" directives, meaningless in a browser bundle.
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
    warn(warning);
  },
  plugins: [
    fontUrls(),
    muiNoCssVarsRollup(),
    replace({
      preventAssignment: true,
      values: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
    }),
    resolve({ browser: true, dedupe: ['react-is'], extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    commonjs(),
    // The definitions' descriptions are for the manifest and the Universal Editor's files, read from the source.
    stripDefinitionDocs(),
    typescript({ tsconfig: './tsconfig.json', declaration: false, declarationMap: false, outDir: 'dist', sourceMap: true }),
    // Before terser: it then minifies the code that reads the map.
    preloadMapPlugin(),
    production && terser({ ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } }),
  ],
};

/** Part of every ETag the renderer writes: a new build may write other bytes for the same request. */
const RENDERER_VERSION = `${JSON.parse(readFileSync('package.json', 'utf8')).version}+${Date.now().toString(36)}`;

/**
 * dist/server.js: the server renderer for any Web-standard runtime (Node, Deno, Cloudflare Workers,
 * Adobe I/O Runtime). One file with everything bundled, so a renderer needs only dist/; built with the
 * `workerd` / `edge-light` / `worker` export conditions (React's edge server build, Emotion's edge build) and nothing external: a
 * `node:` import or a Node built-in would fail the build's check (tests/unit/server/neutral.test.ts).
 * Font files are named by their path in dist/ ('fonts/…'), which renderPage turns into URLs under its
 * `assetBase`.
 */
export const serverConfig = {
  input: { server: 'src/server/index.ts' },
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    inlineDynamicImports: true,
    assetFileNames: 'fonts/[name]-[hash][extname]',
    sourcemap: true,
  },
  onwarn(warning, warn) {
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
    // A dynamic import inlined (the right-to-left plugin, element registries): Node needs no split.
    if (warning.code === 'CIRCULAR_DEPENDENCY') return;
    warn(warning);
  },
  plugins: [
    {
      name: 'font-paths',
      load(id) {
        if (!id.endsWith('.woff2')) return null;
        const ref = this.emitFile({ type: 'asset', name: basename(id), source: readFileSync(id) });
        return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
      },
      resolveFileUrl: ({ relativePath }) => JSON.stringify(relativePath),
    },
    muiNoCssVarsRollup(),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production'), __BRAND_ELEMENTS_VERSION__: RENDERER_VERSION } }),
    resolve({ browser: false, exportConditions: ['workerd', 'edge-light', 'worker'], extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    commonjs(),
    esbuildTypescript(),
    esbuildMinify(),
  ],
};
