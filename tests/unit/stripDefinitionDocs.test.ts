import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import ts from 'typescript';
import { stripDocs } from '../../scripts/stripDefinitionDocs.mjs';

const ROOT = join(__dirname, '../..');

describe("the browser bundles leave out the definitions' documentation", () => {
  it('drops description, family and editor strings from a defineElement call, and nothing else', () => {
    const code = `const note = { description: 'kept: not a definition' };
export const X = defineElement('brand-x', X, {
  props: { text: { type: 'string', editor: 'richtext', description: 'The text, with "quotes", commas' }, n: { type: 'number' } },
  events: { onGo: { name: 'brand-go', description: 'Sent.' } },
  family: 'basic',
  budgetKiB: 30,
});
`;
    const stripped = stripDocs(code, '/repo/src/elements/brand-x.ts')!.code;
    expect(stripped).toContain("const note = { description: 'kept: not a definition' };");
    expect(stripped).not.toMatch(/The text|Sent\.|family|editor|richtext/);
    expect(stripped).toMatch(/text: \{ type: 'string',\s*\}/);
    expect(stripped).toContain("n: { type: 'number' }");
    expect(stripped).toContain("onGo: { name: 'brand-go',");
    expect(stripped).toContain('budgetKiB: 30');
    // still TypeScript that parses
    const parsed = ts.createSourceFile('x.ts', stripped, ts.ScriptTarget.Latest, true) as unknown as { parseDiagnostics: unknown[] };
    expect(parsed.parseDiagnostics).toEqual([]);
  });

  it('drops them from the shared field groups; a file with none is left as it is', () => {
    const groups = readFileSync(join(ROOT, 'src/elements/fieldGroups.ts'), 'utf8');
    // (its comments, which terser drops, may name what they hold)
    const stripped = stripDocs(groups, '/repo/src/elements/fieldGroups.ts')!.code.replace(/\/\*\*[\s\S]*?\*\//g, '');
    expect(stripped).toContain('export const LOGIN_FIELDS');
    expect(stripped).not.toContain('an anonymous visitor is sent there');
    expect(stripped).not.toContain("editor: 'none'");
    expect(stripDocs("export const X = defineElement('brand-x', X, { props: {} });", '/repo/src/elements/brand-x.ts')).toBeNull();
  });

  it('dist/ (npm run build) carries no description of a definition', () => {
    const text = readFileSync(join(ROOT, 'dist/elements/brand-text.js'), 'utf8');
    expect(text).not.toContain('Treat text as authored HTML');
    expect(text).toContain('rich');
  });
});
