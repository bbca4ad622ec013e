import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { staticClosure } from '../../scripts/bench/sizes.mjs';

// The size check (scripts/budget.mjs) counts each entry with the chunks it imports statically, so
// it never sees Swiper: its chunk is imported dynamically (src/react/shared/swiper/load.ts), on the
// first slider's mount. Issue 15: "Swiper-based entries within 45 KiB gzip of their own code", that
// is brand-carousel's own code plus the Swiper chunk, beyond the runtime chunk every element shares.
// Needs a built dist/ (npm test builds it first; alone, run npm run build).
const DIST = join(__dirname, '../../dist');
const CHUNKS = join(DIST, 'chunks');
const LIMIT_KIB = 45;

const gzip = (file: string) => gzipSync(readFileSync(file), { level: constants.Z_BEST_COMPRESSION }).length;
const chunks = (pattern: RegExp) => (existsSync(CHUNKS) ? readdirSync(CHUNKS).filter((name) => pattern.test(name)).map((name) => join(CHUNKS, name)) : []);

describe('Swiper-based entries (issue 15)', () => {
  it('Swiper has a chunk of its own, loaded dynamically by the slider hook, never statically by an element', () => {
    const swiper = chunks(/^register-[\w-]+\.js$/);
    expect(swiper, 'one Swiper chunk in dist/chunks').toHaveLength(1);
    expect(readFileSync(swiper[0]!, 'utf8')).toContain('swiper-container');
    const hook = chunks(/^useSwiperElement-[\w-]+\.js$/);
    expect(hook).toHaveLength(1);
    expect(readFileSync(hook[0]!, 'utf8')).toMatch(/import\("\.\/register-[\w-]+\.js"\)/);
    for (const entry of ['brand-carousel', 'brand-flavour-carousel', 'brand-info-cards-slider']) {
      const closure = staticClosure(join(DIST, 'elements', `${entry}.js`));
      expect(closure, `${entry} imports Swiper statically`).not.toContain(swiper[0]);
    }
  });

  it(`brand-carousel's own code and the Swiper chunk are within ${LIMIT_KIB} KiB gzip beyond the shared runtime`, () => {
    const [swiper] = chunks(/^register-[\w-]+\.js$/);
    // The shared runtime: the element runtime and React DOM with the shared root (every React element loads both).
    const runtime = new Set(chunks(/^(runtime|react)-[\w-]+\.js$/).flatMap((file) => staticClosure(file)));
    expect(chunks(/^react-[\w-]+\.js$/), 'the React chunk').toHaveLength(1);
    expect(runtime.size, 'the shared runtime chunk').toBeGreaterThan(1);
    const files = new Set([...staticClosure(join(DIST, 'elements/brand-carousel.js')), ...staticClosure(swiper!)]);
    const own = [...files].filter((file) => !runtime.has(file));
    expect(own).toContain(swiper);
    const kib = own.reduce((sum, file) => sum + gzip(file), 0) / 1024;
    expect(kib, `${kib.toFixed(1)} KiB gzip: ${own.map((file) => file.slice(DIST.length + 1)).join(', ')}`).toBeLessThanOrEqual(LIMIT_KIB);
  });
});
