import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedFiles, resourceTypes, staleFiles } from '../../scripts/catalogue.mjs';
import { readDefinitions } from '../../scripts/manifest.mjs';
import { ELEMENT_MODULES } from '../../src/elements/registry';
import { ELEMENT_RESOURCE_TYPES } from '../../src/core/model/elementTypes';
import { mappingFor } from '../../src/core/model/componentMap';

const ROOT = join(__dirname, '../..');
const definitions = readDefinitions(ROOT);
const defined = definitions.filter((definition) => definition.kind === 'define');

/** The tag as a whole word: a test of brand-foo-bar does not count for brand-foo. */
const mentionsTag = (tag: string, text: string) => new RegExp(`(?<![\\w-])${tag}(?![\\w-])`).test(text);

describe('the element catalogue follows from the definitions', () => {
  it('the generated registry, all-in-one imports and resource types are written (vitest.config.mjs writes them)', () => {
    expect(staleFiles(ROOT), 'out of date: run node scripts/catalogue.mjs').toEqual([]);
  });

  it('every element file in src/elements is in the registry the loader uses', () => {
    const files = readdirSync(join(ROOT, 'src/elements'))
      .filter((file) => /^brand-[a-z0-9-]+\.ts$/.test(file) && file !== 'brand-page.ts')
      .map((file) => file.replace(/\.ts$/, ''));
    expect(Object.keys(ELEMENT_MODULES).sort()).toEqual(files.sort());
  });

  it('brand/components/<name> and every declared alias map to their element; a type with no element maps to nothing', () => {
    for (const { tag } of defined) expect(mappingFor(`brand/components/${tag.replace(/^brand-/, '')}`)?.tag).toBe(tag);
    expect(mappingFor('core/wcm/components/text/v2/text')).toEqual({ tag: 'brand-text' });
    // the "Highlights slider" resource type is the info cards slider
    expect(mappingFor('brand/components/highlights-slider')).toEqual({ tag: 'brand-info-cards-slider' });
    expect(mappingFor('brand/components/no-such-thing')).toBeUndefined();
    expect(Object.keys(ELEMENT_RESOURCE_TYPES).length).toBeGreaterThan(defined.length);
  });

  it('every element has a size budget and a test in Chromium', () => {
    const tests = readdirSync(join(ROOT, 'tests/elements'))
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => readFileSync(join(ROOT, 'tests/elements', file), 'utf8'))
      .join('\n');
    const withoutBudget = defined.filter(({ options }) => typeof options.budgetKiB !== 'number').map(({ file }) => file);
    const untested = defined.filter(({ tag }) => !mentionsTag(tag, tests)).map(({ tag }) => tag);
    expect(withoutBudget, 'definitions without budgetKiB').toEqual([]);
    expect(untested, 'elements no test in tests/elements mentions').toEqual([]);
  });
});

describe('the catalogue check itself', () => {
  it('counts a tag only as a whole word', () => {
    expect(mentionsTag('brand-foo', "import '../../src/elements/brand-foo-bar';")).toBe(false);
    expect(mentionsTag('brand-foo', "fixture('<brand-foo-bar></brand-foo-bar>')")).toBe(false);
    expect(mentionsTag('brand-foo', "fixture('<brand-foo></brand-foo>')")).toBe(true);
    expect(mentionsTag('brand-foo', "import '../../src/elements/brand-foo';")).toBe(true);
  });
});

describe('the generator', () => {
  it('names a resource type claimed twice', () => {
    const twice = [
      { kind: 'define', tag: 'brand-a', file: 'a.ts', options: { aliases: ['acme/x'] } },
      { kind: 'define', tag: 'brand-b', file: 'b.ts', options: { aliases: ['acme/x'] } },
    ];
    expect(() => resourceTypes(twice)).toThrow('b.ts: resource type "acme/x" is already mapped to <brand-a>');
  });

  it('keeps an alias preset (a carousel variant)', () => {
    const carousel = [{ kind: 'define', tag: 'brand-carousel', file: 'c.ts', options: { aliases: [{ type: 'brand/components/carousel-a', preset: { variant: 'a' } }] } }];
    expect(resourceTypes(carousel)).toEqual({
      'brand/components/carousel': { tag: 'brand-carousel' },
      'brand/components/carousel-a': { tag: 'brand-carousel', presetProps: { variant: 'a' } },
    });
  });

  it('writes the five generated files', () => {
    expect(Object.keys(generatedFiles(ROOT)).sort()).toEqual(['src/core/model/elementTypes.ts', 'src/elements/all.ts', 'src/elements/lazy.ts', 'src/elements/registry.ts', 'src/server/elements.ts']);
  });

  it("the main entry's list defines every defineElement element with its attributes' types, spellings and form association", () => {
    const lazy = generatedFiles(ROOT)['src/elements/lazy.ts'];
    expect(lazy).toContain(`'brand-form-text': {"props":{"label":"string","name":"string","value":"string"`);
    expect(lazy).toMatch(/'brand-form-text': \{.*"formAssociated":true\},/);
    expect(lazy).toMatch(/'brand-text': \{"props":\{[^}]*\}\},/);
    expect(lazy).not.toContain("'brand-page'");
  });

  it('the server list imports every defineElement element and not <brand-page> (a class that needs a DOM)', () => {
    const text = generatedFiles(ROOT)['src/server/elements.ts'];
    expect(text).toContain("import '../elements/brand-text';");
    expect(text).not.toContain("import '../elements/brand-page';");
  });
});

describe('definition options are literals', () => {
  it('a spread in a definition is refused with the file named (it would vanish from the manifest)', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const root = mkdtempSync(join(tmpdir(), 'manifest-'));
    mkdirSync(join(root, 'src/elements'), { recursive: true });
    writeFileSync(
      join(root, 'src/elements/brand-spread.ts'),
      "const SHARED = { a: { type: 'string' } };\nexport const X = defineElement('brand-spread', C, { props: { ...SHARED, b: { type: 'string' } } });\n",
    );
    expect(() => readDefinitions(root)).toThrow(/brand-spread\.ts: `\.\.\.SHARED`: definition options must be written out as literals/);
  });

  it('a shared field group of src/elements/fieldGroups.ts is read where it is spread, as if written out there', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const root = mkdtempSync(join(tmpdir(), 'manifest-'));
    mkdirSync(join(root, 'src/elements'), { recursive: true });
    writeFileSync(join(root, 'src/elements/fieldGroups.ts'), "export const SHARED = { a: { type: 'string', description: 'One wording.' } } as const;\n");
    writeFileSync(
      join(root, 'src/elements/brand-grouped.ts'),
      "import { SHARED } from './fieldGroups';\nexport const X = defineElement('brand-grouped', C, { props: { ...SHARED, b: { type: 'number' } } });\n",
    );
    expect(readDefinitions(root)[0]?.options.props).toEqual({ a: { type: 'string', description: 'One wording.' }, b: { type: 'number' } });
  });

  it('loginUrl, signedOutMessage, retryLabel and the two service configs are declared once, in their groups', () => {
    const files = readdirSync(join(ROOT, 'src/elements')).filter((file) => /^brand-[a-z0-9-]+\.ts$/.test(file));
    const declaring = (field: string) => files.filter((file) => new RegExp(`^\\s*${field}: \\{`, 'm').test(readFileSync(join(ROOT, 'src/elements', file), 'utf8')));
    // The ratings' loginUrl is a link to any login page (not sent back here): a field of its own meaning.
    expect(declaring('loginUrl')).toEqual(['brand-ratings-reviews.ts']);
    for (const field of ['signedOutMessage', 'retryLabel', 'muleSoftConfig', 'hybrisConfig']) expect(declaring(field), field).toEqual([]);
    const wordings = (field: string) => new Set(defined.flatMap(({ options }) => (options.props?.[field] ? [JSON.stringify(options.props[field])] : [])));
    for (const field of ['signedOutMessage', 'retryLabel', 'muleSoftConfig', 'hybrisConfig']) expect(wordings(field).size, field).toBe(1);
    expect(defined.filter(({ options }) => options.props?.muleSoftConfig).length).toBeGreaterThanOrEqual(18);
  });
});
