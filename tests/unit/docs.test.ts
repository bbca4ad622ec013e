import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const DOCS = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
// Documents that live outside the repository: a reader of the package cannot follow them.
const OUTSIDE = /CONTRACT\.md|ARCHITECTURE\.md|\.\.\/shared\b/;

describe('the documentation stands alone', () => {
  it('finds the README and the docs', () => {
    expect(DOCS).toContain('README.md');
    expect(DOCS).toContain('docs/reference.md');
  });
  for (const file of DOCS) {
    it(`${file} points at nothing outside the repository`, () => {
      const lines = readFileSync(join(ROOT, file), 'utf8').split('\n');
      const offending = lines.map((line, index) => `${file}:${index + 1}: ${line}`).filter((line) => OUTSIDE.test(line.slice(line.indexOf(': ') + 2)));
      expect(offending).toEqual([]);
    });
  }
  it('every relative link in them leads to a file of the repository', () => {
    const missing: string[] = [];
    for (const file of DOCS) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      for (const [, target] of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
        if (/^[a-z]+:/i.test(target!) || target!.startsWith('dist/')) continue;
        try {
          readFileSync(join(ROOT, file.includes('/') ? 'docs' : '', target!));
        } catch {
          missing.push(`${file} → ${target}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
