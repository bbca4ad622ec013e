#!/usr/bin/env node
// npm run build: the generated element catalogue (scripts/catalogue.mjs), dist/ bundles (rollup),
// dist/openwhisk.js (esbuild), dist/types (tsc), dist/custom-elements.json and
// dist/universal-editor/ (from source).
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { rollup } from 'rollup';
import * as esbuild from 'esbuild';
import { writeManifest } from './manifest.mjs';
import { writeCatalogue } from './catalogue.mjs';
import { writeUniversalEditor } from './universalEditor.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const started = Date.now();
rmSync('dist', { recursive: true, force: true });

// The registry, the all-in-one imports and the resource types follow from the element definitions.
const regenerated = writeCatalogue(root);
if (regenerated.length) console.log(`build: regenerated ${regenerated.join(', ')} from the element definitions`);

// dist/types (tsc on the src project, which checks its types too) is written beside the bundles: rollup keeps one
// core busy, tsc the other.
const declarations = new Promise((resolve) => {
  const tsc = spawn(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json', '--emitDeclarationOnly', '--outDir', 'dist/types'], { stdio: 'inherit' });
  tsc.on('close', (status) => resolve(status ?? 1));
});

const { default: config, serverConfig } = await import('../rollup.config.mjs');
for (const each of [config, serverConfig]) {
  const bundle = await rollup(each);
  await bundle.write(each.output);
  await bundle.close();
}

// dist/openwhisk.js: main(params) for Adobe I/O Runtime around dist/server.js, which it imports (not a
// second copy). One small module: esbuild strips its types.
await esbuild.build({
  entryPoints: ['src/server/openwhisk.ts'],
  outfile: 'dist/openwhisk.js',
  bundle: true,
  format: 'esm',
  target: 'es2022',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [{ name: 'server-js', setup: (build) => build.onResolve({ filter: /^\.\/index$/ }, () => ({ path: './server.js', external: true })) }],
});

const declared = await declarations;
if (declared !== 0) {
  console.error('build: type declarations failed');
  process.exit(1);
}

const count = writeManifest(root, 'dist/custom-elements.json');
const components = writeUniversalEditor(root, 'dist/universal-editor');
console.log(`build: dist/ written (${count} elements in the manifest, ${components} Universal Editor components) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
