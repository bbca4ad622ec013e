import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fieldOf, listShapeOf, optionsOf, staleUniversalEditorFiles, universalEditorFiles, writeUniversalEditor } from '../../scripts/universalEditor.mjs';
import { readDefinitions } from '../../scripts/manifest.mjs';
import { ELEMENT_RESOURCE_TYPES } from '../../src/core/model/elementTypes';

const ROOT = join(__dirname, '../..');
const files = universalEditorFiles(ROOT);
type Field = { component: string; name: string; label: string; valueType?: string; options?: Array<{ name: string; value: string }>; fields?: Field[] };
type Component = { id: string; title: string; plugins: { aem: { page: { resourceType: string; template: Record<string, unknown> } } } };
const definition = files['component-definition.json'] as { groups: Array<{ id: string; title: string; components: Component[] }> };
const models = files['component-models.json'] as Array<{ id: string; fields: Field[] }>;
const filters = files['component-filters.json'] as Array<{ id: string; components: string[] }>;
const components = definition.groups.flatMap((group) => group.components);
const defined = readDefinitions(ROOT).filter((each: { kind: string }) => each.kind === 'define') as Array<{ tag: string; options: Record<string, unknown> }>;

/** Adobe's field types (Universal Editor, "Field Types"). */
const FIELD_TYPES = ['text', 'richtext', 'number', 'boolean', 'select', 'multiselect', 'checkbox-group', 'radio-group', 'reference', 'aem-content', 'aem-tag', 'aem-content-fragment', 'aem-experience-fragment', 'container', 'date-time', 'tab'];

describe('the Universal Editor definition files follow from the element definitions', () => {
  it('dist/universal-editor/ holds what the definitions make now (npm run build writes it)', () => {
    expect(staleUniversalEditorFiles(ROOT, 'dist/universal-editor'), 'out of date: run npm run build').toEqual([]);
  });

  it('every registered resource type has exactly one component, with its preset fields as the template', () => {
    const types = Object.keys(ELEMENT_RESOURCE_TYPES).sort();
    expect(components.map((component) => component.plugins.aem.page.resourceType).sort()).toEqual(types);
    expect(new Set(components.map((component) => component.id)).size).toBe(components.length);
    const carouselA = components.find((component) => component.plugins.aem.page.resourceType === 'brand/components/carousel-a');
    expect(carouselA?.plugins.aem.page.template).toEqual(ELEMENT_RESOURCE_TYPES['brand/components/carousel-a']?.presetProps);
  });

  it("groups follow the spec's families, in its order, each component in its element's family", () => {
    expect(definition.groups.map((group) => group.id)).toEqual(['layout', 'basic', 'timing-and-motion', 'sliders', 'media', 'structure', 'showcase', 'commerce', 'forms', 'account', 'other']);
    const groupOf = (id: string) => definition.groups.find((group) => group.components.some((component) => component.id === id))?.id;
    expect([groupOf('responsive-grid'), groupOf('text'), groupOf('countdown'), groupOf('carousel-a'), groupOf('video-banner'), groupOf('accordion')]).toEqual([
      'layout',
      'basic',
      'timing-and-motion',
      'sliders',
      'media',
      'structure',
    ]);
    expect([groupOf('flavour-carousel'), groupOf('add-to-cart'), groupOf('form-text'), groupOf('account-orders'), groupOf('store-details')]).toEqual(['showcase', 'commerce', 'forms', 'account', 'other']);
    for (const { tag, options } of defined) expect(options.family, `${tag} names its family`).toEqual(expect.any(String));
  });

  it('one model per element, every field an editor field type with its value type', () => {
    expect(models.map((model) => model.id).sort()).toEqual(defined.map(({ tag }) => tag.replace(/^brand-/, '')).sort());
    const check = (field: Field, where: string) => {
      expect(FIELD_TYPES, where).toContain(field.component);
      expect(field.name && field.label, where).toBeTruthy();
      if (field.component === 'select') expect(field.options?.length, where).toBeGreaterThan(1);
      if (field.component === 'container') for (const sub of field.fields ?? []) check(sub, `${where}.${sub.name}`);
      else expect(field.valueType, where).toBe({ boolean: 'boolean', number: 'number' }[field.component] ?? 'string');
    };
    for (const model of models) for (const field of model.fields) check(field, `${model.id}.${field.name}`);
    const fieldIn = (model: string, name: string) => models.find((each) => each.id === model)?.fields.find((field) => field.name === name);
    expect(fieldIn('text', 'text')?.component).toBe('richtext');
    expect(fieldIn('image', 'src')?.component).toBe('reference');
    expect(fieldIn('experience-fragment', 'fragmentVariationPath')?.component).toBe('aem-content');
    expect(fieldIn('button', 'variant')).toMatchObject({ component: 'select', options: [{ value: 'contained' }, { value: 'outlined' }, { value: 'text' }] });
    expect(fieldIn('list', 'items')).toMatchObject({ component: 'container', multi: true, fields: [{ name: 'title' }, { name: 'description' }, { name: 'lastModified' }, { name: 'link' }] });
    // set by the page's config, never authored on a component
    expect(fieldIn('account-orders', 'muleSoftConfig')).toBeUndefined();
    expect(fieldIn('account-orders', 'loginUrl')).toMatchObject({ component: 'text', label: 'Login URL' });
  });

  it('one filter per container element, and the page; none accepts a page-wide overlay', () => {
    const containers = defined.filter(({ options }) => options.container === true).map(({ tag }) => tag.replace(/^brand-/, ''));
    expect(containers).toEqual(expect.arrayContaining(['responsive-grid', 'container', 'carousel', 'accordion', 'form-container', 'dialog', 'lead-gen-form']));
    // every element that shows its :items (a slot for them) is a container, but the fragment (its items are another page's)
    const showsItems = defined.filter(({ options }) => Array.isArray(options.slots) || typeof options.itemSlots === 'string').map(({ tag }) => tag.replace(/^brand-/, ''));
    expect(showsItems.filter((id) => !containers.includes(id))).toEqual(['experience-fragment']);
    expect(filters.map((filter) => filter.id).sort()).toEqual(['page', ...containers].sort());
    for (const filter of filters) {
      expect(filter.components).toContain('text');
      expect(filter.components).not.toContain('age-gate');
      for (const id of filter.components) expect(components.some((component) => component.id === id), id).toBe(true);
    }
  });

  it('names a file stale when a definition changes and the files do not', () => {
    const root = mkdtempSync(join(tmpdir(), 'aue-'));
    mkdirSync(join(root, 'src/elements'), { recursive: true });
    const element = join(root, 'src/elements/brand-note.ts');
    writeFileSync(element, "export const X = defineElement('brand-note', C, { props: { text: { type: 'string' } }, family: 'basic' });\n");
    writeUniversalEditor(root, 'out');
    expect(staleUniversalEditorFiles(root, 'out')).toEqual([]);
    expect(JSON.parse(readFileSync(join(root, 'out/component-models.json'), 'utf8'))).toEqual([{ id: 'note', fields: [{ component: 'text', name: 'text', label: 'Text', valueType: 'string' }] }]);
    writeFileSync(element, "export const X = defineElement('brand-note', C, { props: { text: { type: 'string' }, big: { type: 'boolean' } }, family: 'basic' });\n");
    expect(staleUniversalEditorFiles(root, 'out')).toEqual(['component-models.json']);
  });
});

describe('a field is given the editor its definition says', () => {
  it('reads the options of an enumeration from a description that lists them', () => {
    expect(optionsOf('contained (default), outlined or text.')?.map((option: { value: string }) => option.value)).toEqual(['contained', 'outlined', 'text']);
    expect(optionsOf('left (default) or right.')?.map((option: { value: string }) => option.value)).toEqual(['left', 'right']);
    expect(optionsOf('Shown when the cart is empty or the service fails.')).toBeUndefined();
    expect(optionsOf('')).toBeUndefined();
  });

  it("reads a list's fields from its shape, not from a list inside an object or from notes in parentheses", () => {
    expect(listShapeOf('The trail, a list of { title, link }: overrides the breadcrumb.')).toEqual(['title', 'link']);
    expect(listShapeOf('[{ id, label (HTML, sanitized), required, optIns: [{ id }] }]: a checkbox each.')).toEqual(['id', 'label', 'required', 'optIns']);
    expect(listShapeOf('{ enable, hideInNav, items: [{ title, link }], ariaLabel } (default label "Breadcrumb").')).toBeUndefined();
    expect(listShapeOf('Labels per tier: { "GOLD": "Gold" }.')).toBeUndefined();
  });

  it('maps each type, and leaves out an object without a list shape (no editor field writes an object)', () => {
    expect(fieldOf('count', { type: 'number', description: 'How many.' })).toMatchObject({ component: 'number', valueType: 'number' });
    expect(fieldOf('open', 'boolean')).toMatchObject({ component: 'boolean', valueType: 'boolean' });
    expect(fieldOf('labels', { type: 'json', description: 'Labels per tier: { "GOLD": "Gold" }.' })).toBeUndefined();
    expect(fieldOf('poster', { type: 'string', editor: 'reference', description: 'left or right.' })).toMatchObject({ component: 'reference' });
  });
});
