#!/usr/bin/env node
// npm run weight: what the browser's code is made of. Builds the browser bundle again (the same Rollup
// configuration as dist/, written to .cache/weight/dist) with rollup-plugin-visualizer, which writes a treemap
// (.cache/weight/treemap.html, open it in a browser) and its data; then prints, for the shared runtime and for the
// entries partners drop in alone, the modules that weigh most. A module's figure is its share of its file's
// gzip (the minified file as served): the file's gzip split in proportion to each module's code gzipped alone
// (the visualizer's gzipLength, taken before minifying), so the figures add up to the files' own.
// `npm run weight -- brand-footer brand-image` names other entries.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { rollup } from 'rollup';
import typescript from '@rollup/plugin-typescript';
import { visualizer } from 'rollup-plugin-visualizer';
import config from '../rollup.config.mjs';
import { distSizes } from './bench/sizes.mjs';

const OUT = '.cache/weight';
const TOP = 15;
const targets = process.argv.slice(2).length ? process.argv.slice(2) : ['brand-age-gate', 'brand-header', 'brand-text'];

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const output = { ...config.output, dir: join(OUT, 'dist'), sourcemap: true };
const plugins = [
  // The same plugins; TypeScript's writes beside this output (it refuses an outDir outside Rollup's dir).
  ...config.plugins.map((plugin) =>
    plugin && plugin.name === 'typescript' ? typescript({ tsconfig: './tsconfig.json', declaration: false, declarationMap: false, outDir: output.dir, sourceMap: true }) : plugin,
  ),
  visualizer({ filename: join(OUT, 'treemap.html'), template: 'treemap', title: 'brand-elements: the browser bundle', gzipSize: true }),
  visualizer({ filename: join(OUT, 'weight.json'), template: 'raw-data', gzipSize: true }),
];
const started = Date.now();
const bundle = await rollup({ ...config, plugins });
await bundle.write(output);
await bundle.close();

/** The visualizer's data: every module part, by the file it ended up in. */
const data = JSON.parse(readFileSync(join(OUT, 'weight.json'), 'utf8'));
const modulesOf = new Map();
for (const meta of Object.values(data.nodeMetas)) {
  for (const [file, uid] of Object.entries(meta.moduleParts)) {
    const part = data.nodeParts[uid];
    if (!modulesOf.has(file)) modulesOf.set(file, []);
    modulesOf.get(file).push({ id: meta.id, alone: part.gzipLength });
  }
}
// Each module's share of its file as served (gzip level 9 of the minified file, as npm run bench measures it).
for (const [file, modules] of modulesOf) {
  const served = gzipSync(readFileSync(join(output.dir, file)), { level: 9 }).length;
  const alone = modules.reduce((sum, module) => sum + module.alone, 0) || 1;
  for (const module of modules) module.gzip = (module.alone / alone) * served;
}

/** A module's name as a reader knows it: its path in the project, or its package and path in node_modules. */
const nameOf = (id) => {
  const path = id.replace(/\\/g, '/').replace(/^\0/, '');
  const inModules = path.lastIndexOf('node_modules/');
  // The visualizer gives the project's own modules from its root (`/src/…`).
  return inModules === -1 ? path.replace(/^\//, '') : path.slice(inModules + 'node_modules/'.length);
};
const packageOf = (name) => (name.startsWith('src/') || !name.includes('/') ? (name.startsWith('src/') ? name.split('/').slice(0, 3).join('/') : name) : name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Prints the top modules (and packages) of these dist files. */
function report(title, files, gzipOfFiles) {
  const modules = files.flatMap((file) => modulesOf.get(file) ?? []);
  const byModule = new Map();
  const byPackage = new Map();
  for (const { id, gzip } of modules) {
    const name = nameOf(id);
    byModule.set(name, (byModule.get(name) ?? 0) + gzip);
    byPackage.set(packageOf(name), (byPackage.get(packageOf(name)) ?? 0) + gzip);
  }
  console.log(`\n## ${title}: ${kib(gzipOfFiles)} gzip in ${files.length} files, ${modules.length} modules`);
  console.log(`top ${TOP} modules (their share of the served gzip):`);
  for (const [name, gzip] of [...byModule].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`  ${kib(gzip).padStart(9)}  ${name}`);
  console.log(`by package or source folder:`);
  for (const [name, gzip] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`  ${kib(gzip).padStart(9)}  ${name}`);
}

const sizes = distSizes(output.dir);
const runtime = sizes.find((entry) => entry.name === 'elements/brand-spacer')?.files.find((file) => /^chunks\/runtime-/.test(file));
if (runtime) report(`the shared runtime (${runtime})`, [runtime], gzipSync(readFileSync(join(output.dir, runtime)), { level: 9 }).length);
for (const target of targets) {
  const entry = sizes.find((each) => each.name === `elements/${target}` || each.name === target);
  if (!entry) {
    console.error(`weight: no entry ${target} in the bundle`);
    process.exitCode = 1;
    continue;
  }
  report(`${entry.name} with everything it imports`, entry.files, entry.gzipBytes);
}
console.log(`\nweight: the treemap is ${join(OUT, 'treemap.html')} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
