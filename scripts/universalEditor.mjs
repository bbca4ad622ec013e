// The three files Adobe's Universal Editor reads (dist/universal-editor/), made from the element
// definitions as the manifest is: component-definition.json (what an author can add, grouped by the
// spec's families), component-models.json (each element's fields in the properties panel) and
// component-filters.json (what each container accepts). Nothing here is written by hand per element:
// a field's editor follows from its type, its `editor` mark and its description (see fieldOf).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readDefinitions } from './manifest.mjs';
import { ownResourceType } from './catalogue.mjs';

/** The spec's families of components, in its order: the groups of the editor's component list. */
export const FAMILIES = [
  ['layout', 'Layout'],
  ['basic', 'Basic'],
  ['timing-and-motion', 'Timing and motion'],
  ['sliders', 'Sliders'],
  ['media', 'Media'],
  ['structure', 'Structure'],
  ['showcase', 'Showcase'],
  ['commerce', 'Commerce'],
  ['forms', 'Forms'],
  ['account', 'Account'],
  ['other', 'Other'],
];

/** The page-wide overlays <brand-page> adds itself: never placed by an author, so no container accepts them. */
const PAGE_WIDE = new Set(['brand-age-gate', 'brand-geofence', 'brand-visibility-gate']);

/** The id of an element's component, model and filter: its tag without `brand-` (src/core/model/universalEditor.ts editorId). */
export const editorId = (tag) => tag.replace(/^brand-/, '');

/** An element's name for authors: `brand-add-to-cart` → "Add to cart" (src/core/model/universalEditor.ts editorLabel). */
export const editorLabel = (tag) => {
  const words = editorId(tag).replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A field's label: `loginUrl` → "Login URL". */
export const fieldLabel = (name) => {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\b(url|urls|html|id|occ|sms|cta|xf|usp|aria)\b/g, (word) => word.toUpperCase());
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The options of an enumeration, read from a description that starts by listing them as the definitions
 * do ("contained (default), outlined or text."); undefined for any other description.
 */
export function optionsOf(description) {
  const match = /^([\w-]+(?: \(default\))?(?:, [\w-]+(?: \(default\))?)* or [\w-]+(?: \(default\))?)(?=[.:;,]|\s\(|$)/.exec(description ?? '');
  if (!match) return undefined;
  return match[1]
    .replace(/ \(default\)/g, '')
    .split(/, | or /)
    .map((value) => ({ name: value, value }));
}

/**
 * The fields of each object of a list, read from the shape the description gives (`[{ title, link }]`,
 * "a list of { label, url, icon }"); undefined when it gives none, or gives an object holding a list.
 */
export function listShapeOf(description) {
  const text = description ?? '';
  const match = /\[\{|\ba list of \{/.exec(text);
  if (!match) return undefined;
  // `{ enable, items: [{ … }] }`: an object whose field is a list, not a list.
  const before = text.slice(0, match.index);
  if (before.split('{').length > before.split('}').length) return undefined;
  const open = match.index + match[0].length - 1;
  let depth = 0;
  let close = -1;
  for (let at = open; at < text.length && close < 0; at += 1) {
    if (text[at] === '{') depth += 1;
    else if (text[at] === '}' && --depth === 0) close = at;
  }
  if (close < 0) return undefined;
  // Top-level names only: what a nested object or a note in parentheses holds is not a field of its own.
  let inner = text.slice(open + 1, close);
  for (let previous = ''; previous !== inner; ) {
    previous = inner;
    inner = inner.replace(/\([^()]*\)|\{[^{}]*\}|\[[^[\]]*\]/g, '');
  }
  const names = inner
    .split(',')
    .map((part) => part.trim().split(/[\s:]/)[0].replace(/\?$/, ''))
    .filter(Boolean);
  return names.length > 0 && names.every((name) => /^[A-Za-z][\w-]*$/.test(name)) ? [...new Set(names)] : undefined;
}

/**
 * One definition field as the editor's field: its `component` and `valueType` follow from what the definition says
 * of it; undefined for a field no editor field can write.
 */
export function fieldOf(name, spec) {
  const type = typeof spec === 'string' ? spec : spec.type;
  const description = typeof spec === 'string' ? '' : spec.description ?? '';
  const editor = typeof spec === 'string' ? undefined : spec.editor;
  const base = { name, label: fieldLabel(name), ...(description ? { description } : {}) };
  if (type === 'boolean') return { component: 'boolean', ...base, valueType: 'boolean' };
  if (type === 'number') return { component: 'number', ...base, valueType: 'number' };
  if (type === 'json') {
    const shape = listShapeOf(description);
    if (shape) {
      return {
        component: 'container',
        ...base,
        multi: true,
        collapsible: true,
        fields: shape.map((sub) => ({ component: 'text', name: sub, label: fieldLabel(sub), valueType: 'string' })),
      };
    }
    // An object without a list shape (words per key, a footer section): the model must hold the object itself,
    // which no editor field writes (a text field would store its JSON as a string). Left to the model.
    return undefined;
  }
  if (editor) return { component: editor, ...base, valueType: 'string' };
  const options = optionsOf(description);
  if (options) return { component: 'select', ...base, valueType: 'string', options };
  return { component: 'text', ...base, valueType: 'string' };
}

/** Every authored field of a definition: its props, then its model-only fields (a field named in both once). */
function fieldsOf({ options = {} }) {
  const seen = new Set();
  const fields = [];
  for (const table of [options.props, options.modelFields]) {
    for (const [name, spec] of Object.entries(table ?? {})) {
      // Set by the page (the root model's config), not authored on the component.
      if (seen.has(name) || (typeof spec !== 'string' && spec.editor === 'none')) continue;
      seen.add(name);
      const field = fieldOf(name, spec);
      if (field) fields.push(field);
    }
  }
  return fields;
}

/** A resource type's component id: an own type's is the element's id, an alias's its path after brand/components/ or its whole path. */
const componentId = (type) => type.replace(/^brand\/components\//, '').replace(/[^a-z0-9]+/gi, '-');

/** The three files, name → JSON value. */
export function universalEditorFiles(root) {
  const defined = readDefinitions(root).filter((definition) => definition.kind === 'define');
  const components = [];
  for (const definition of defined) {
    const { tag, options = {} } = definition;
    const family = options.family ?? 'other';
    components.push({ family, tag, id: editorId(tag), title: editorLabel(tag), resourceType: ownResourceType(tag), template: {} });
    for (const alias of options.aliases ?? []) {
      const type = typeof alias === 'string' ? alias : alias.type;
      const template = typeof alias === 'string' ? {} : { ...alias.preset };
      components.push({ family, tag, id: componentId(type), title: `${editorLabel(tag)} (${type.replace(/^brand\/components\//, '')})`, resourceType: type, template });
    }
  }
  const unknown = defined.filter(({ options = {} }) => options.family && !FAMILIES.some(([id]) => id === options.family));
  if (unknown.length > 0) throw new Error(`unknown family in ${unknown.map(({ file }) => file).join(', ')}`);
  const definition = {
    groups: FAMILIES.map(([id, title]) => ({
      id,
      title,
      components: components
        .filter((component) => component.family === id)
        .map(({ id: componentIdentifier, title: componentTitle, resourceType, template }) => ({
          id: componentIdentifier,
          title: componentTitle,
          plugins: { aem: { page: { resourceType, template } } },
        })),
    })).filter((group) => group.components.length > 0),
  };
  const models = defined.map((element) => ({ id: editorId(element.tag), fields: fieldsOf(element) }));
  const placeable = components.filter(({ tag }) => !PAGE_WIDE.has(tag)).map(({ id }) => id);
  // The page itself (<brand-page>, filter `page`) holds the top-level components, as every container does.
  const filters = [
    { id: 'page', components: placeable },
    ...defined.filter(({ options = {} }) => options.container === true).map(({ tag }) => ({ id: editorId(tag), components: placeable })),
  ];
  return {
    'component-definition.json': definition,
    'component-models.json': models,
    'component-filters.json': filters,
  };
}

const text = (value) => `${JSON.stringify(value, null, 2)}\n`;

/** Writes the three files into `target` (under root); returns how many components they define. */
export function writeUniversalEditor(root, target) {
  const files = universalEditorFiles(root);
  mkdirSync(join(root, target), { recursive: true });
  for (const [name, value] of Object.entries(files)) writeFileSync(join(root, target, name), text(value));
  return files['component-definition.json'].groups.reduce((count, group) => count + group.components.length, 0);
}

/** The files in `target` that differ from what the definitions make now (missing ones too). */
export function staleUniversalEditorFiles(root, target) {
  return Object.entries(universalEditorFiles(root))
    .filter(([name, value]) => {
      try {
        return readFileSync(join(root, target, name), 'utf8') !== text(value);
      } catch {
        return true;
      }
    })
    .map(([name]) => name);
}
