// Builds dist/ when it is missing or older than its sources: used by `npm start` and `npm run bench`.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Newest modification time of a file or of any file below a folder (0 when missing). */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when dist/brand-elements.js or dist/server.js is missing or older than its sources. */
export function distIsStale(root = projectRoot) {
  const bundles = ['brand-elements.js', 'server.js'].map((file) => join(root, 'dist', file));
  if (!bundles.every((bundle) => existsSync(bundle))) return true;
  const built = Math.min(...bundles.map((bundle) => statSync(bundle).mtimeMs));
  const sources = ['src', 'rollup.config.mjs', 'package.json'].map((p) => newestMtime(join(root, p)));
  return Math.max(...sources) > built;
}

/** Runs the build when dist/ is stale; `stdio` as for spawnSync (the bench keeps stdout for figures). */
export function buildIfStale({ stdio = 'inherit', log = (message) => console.error(message) } = {}) {
  if (!distIsStale()) return;
  log('brand-elements: dist/ is missing or stale, building…');
  const result = spawnSync(process.execPath, [join(projectRoot, 'scripts', 'build.mjs')], { cwd: projectRoot, stdio });
  if (result.status !== 0) throw new Error(`build failed (exit ${result.status})`);
}
