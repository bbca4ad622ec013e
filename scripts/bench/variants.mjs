// The benchmark variants and how they are bundled: every one from source, by esbuild, with
// identical settings, so the comparison measures the runtimes and not the build.
import { build } from 'esbuild';
import { muiNoCssVarsEsbuild } from '../muiNoCssVars.mjs';
import { join } from 'node:path';

/**
 * name: figure name; bundle: which bundle the page loads; tag: the element it appends;
 * before: inline script run before the bundle; expect: what a correctly styled <p> computes to.
 */
export const VARIANTS = [
  { name: 'ours', bundle: 'ours', tag: 'brand-text' },
  { name: 'ours-per-root-styles', bundle: 'ours', tag: 'brand-text', before: "globalThis.__brandStyleStrategy = 'per-root';" },
  { name: 'root-per-element', bundle: 'root-per-element', tag: 'stock-text' },
  { name: 'vanilla', bundle: 'vanilla', tag: 'vanilla-text' },
];

/**
 * What every variant's <p> must compute to (zyn theme, body1, margin 0). Not the colour: ours
 * sets it on :host, the stock wrapper has no host styles and Typography body1 inherits it.
 */
export const EXPECTED_STYLE = { fontFamilyIncludes: 'ZYN Sans', margin: '0px', lineHeight: '24px' };

const ENTRIES = {
  ours: 'entries/ours.ts',
  'root-per-element': 'entries/root-per-element.tsx',
  vanilla: 'entries/vanilla.ts',
};

/** esbuild options shared by every bundle. */
export function bundleOptions({ minify = true } = {}) {
  return {
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.woff2': 'file' },
    assetNames: 'fonts/[name]-[hash]',
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [muiNoCssVarsEsbuild],
  };
}

/**
 * Bundles every variant's entry into outDir as <bundle>.js.
 * @returns {Promise<Record<string, number>>} bundle name → bytes written
 */
export async function bundleVariants(outDir, { minify = true } = {}) {
  const here = new URL('.', import.meta.url).pathname;
  const result = await build({
    ...bundleOptions({ minify }),
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, join(here, file)])),
    outdir: outDir,
    // Absolute URLs for font files: pages live at the server root.
    publicPath: '/',
    metafile: true,
    write: true,
  });
  const sizes = {};
  for (const [file, info] of Object.entries(result.metafile.outputs)) {
    if (info.entryPoint && file.endsWith('.js')) sizes[file.split('/').pop().replace(/\.js$/, '')] = info.bytes;
  }
  return sizes;
}

/** The HTML page of a variant: optional pre-script, then the bundle as a module. */
export function pageFor(variant) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>bench ${variant.name}</title>
${variant.before ? `<script>${variant.before}</script>` : ''}
<script type="module" src="/${variant.bundle}.js"></script>
</head><body></body></html>`;
}
