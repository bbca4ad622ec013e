// Reads the element definitions from the source (every
// `export const X = defineElement('brand-…', Component, { props, events, … })` call in
// src/elements/brand-*.ts, with the JSDoc above it as the description) and makes the Custom
// Elements Manifest (schema 2.1.0) from them. Nothing is written by hand.
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';

const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, (_, a, b) => `${a}-${b.toLowerCase()}`);

const COMMON_ATTRIBUTES = [
  { name: 'theme', fieldName: 'theme', type: 'string', description: 'Theme for this element: zyn (default), zyn3, iqos, veev-vape or thunder. Overrides the page config.' },
  { name: 'visible-to', fieldName: 'visibleTo', type: 'string[]', description: 'Visitor types that see this element (LAS, LAU, LAU-HAV, LAU-HAV-DEV), as JSON or comma-separated. Empty: everyone.' },
];
const MODEL_MEMBER = {
  kind: 'field',
  name: 'model',
  type: { text: 'object' },
  description: 'The whole model object (highest priority, above a child <script type="application/json"> and attributes). Set by <brand-page>.',
};
const UPDATE_COMPLETE_MEMBER = {
  kind: 'field',
  name: 'updateComplete',
  type: { text: 'Promise<void>' },
  readonly: true,
  description: 'Resolves once the element shows what it was last given: its first render (a page renders in slices) or the last change of its model or attributes.',
};

/** A literal's value; `groups` are the shared field groups (src/elements/fieldGroups.ts) a spread may name. */
function literalValue(node, groups = new Map()) {
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return literalValue(node.expression, groups);
  if (ts.isStringLiteralLike(node)) return node.text;
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isArrayLiteralExpression(node)) return node.elements.map((element) => literalValue(element, groups));
  if (ts.isObjectLiteralExpression(node)) {
    const result = {};
    for (const property of node.properties) {
      // A shared field group: its literals are read from src/elements/fieldGroups.ts.
      if (ts.isSpreadAssignment(property) && ts.isIdentifier(property.expression) && groups.has(property.expression.text)) {
        Object.assign(result, groups.get(property.expression.text));
        continue;
      }
      // Any other spread or a shorthand would vanish from the manifest (and the docs and the security suite built
      // on it) while the element still has the field at run time: refuse it instead.
      if (!ts.isPropertyAssignment(property)) {
        throw new Error(`\`${property.getText().slice(0, 60)}\`: definition options must be written out as literals (no spread, no shorthand)`);
      }
      const key = property.name.getText().replace(/^['"]|['"]$/g, '');
      result[key] = literalValue(property.initializer, groups);
    }
    return result;
  }
  return undefined;
}

function jsDocOf(node) {
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  return docs.map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '').join('\n').trim();
}

/** A hand-written element class: JSDoc with @customElement <tag>, @attribute name - text, @fires event - text. */
function classDeclaration(node) {
  const tags = ts.getJSDocTags(node);
  const element = tags.find((tag) => tag.tagName.text === 'customElement');
  if (!element) return undefined;
  const text = (tag) => (ts.getTextOfJSDocComment(tag.comment) ?? '').trim();
  const split = (tag) => {
    const [name, ...rest] = text(tag).split(/\s+-\s+/);
    return { name: name.trim(), description: rest.join(' - ').trim() };
  };
  const attributes = tags.filter((tag) => tag.tagName.text === 'attribute').map(split);
  return {
    kind: 'class',
    name: node.name.text,
    tagName: text(element),
    customElement: true,
    description: jsDocOf(node),
    attributes: attributes.map(({ name, description }) => ({ name, type: { text: 'string' }, description })),
    members: [],
    events: tags.filter((tag) => tag.tagName.text === 'fires').map(split).map(({ name, description }) => ({ name, type: { text: 'CustomEvent' }, description })),
    slots: [],
    cssParts: [],
    superclass: { name: 'HTMLElement' },
  };
}

/**
 * Every element defined in one file: hand-written classes (JSDoc @customElement) and
 * `export const X = defineElement('brand-…', Component, { … })` calls, with their literal options.
 */
function definitionsIn(file, source, groups) {
  const found = [];
  const classes = [];
  /** `const NAME = 'text'` in the file, so a tag may be named through a constant */
  const constants = new Map();
  const visit = (node) => {
    if (ts.isClassDeclaration(node) && node.name) {
      const declaration = classDeclaration(node);
      if (declaration) classes.push({ file, kind: 'class', tag: declaration.tagName, exportName: declaration.name, declaration });
    }
    if (ts.isVariableStatement(node)) {
      for (const declaration of node.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.initializer && ts.isStringLiteralLike(declaration.initializer)) {
          constants.set(declaration.name.text, declaration.initializer);
        }
        const call = declaration.initializer;
        if (call && ts.isCallExpression(call) && call.expression.getText() === 'defineElement') {
          found.push({ name: declaration.name.getText(), call, description: jsDocOf(node) });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [
    ...classes,
    ...found.map(({ name, call, description }) => {
      const [tagArgument, , optionsNode] = call.arguments;
      const tagNode = tagArgument && ts.isIdentifier(tagArgument) ? constants.get(tagArgument.text) : tagArgument;
      if (!tagNode || !ts.isStringLiteralLike(tagNode)) throw new Error(`${file}: defineElement needs a literal tag (or a const string in the file)`);
      let options;
      try {
        options = optionsNode ? literalValue(optionsNode, groups) ?? {} : {};
      } catch (error) {
        throw new Error(`${file}: ${error.message}`);
      }
      return { file, kind: 'define', tag: tagNode.text, exportName: name, description, options };
    }),
  ];
}

/** `export const NAME = { … } as const` in the shared field groups' file, each written out as literals. */
function readFieldGroups(path) {
  const groups = new Map();
  let text;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return groups;
  }
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
      try {
        groups.set(declaration.name.text, literalValue(declaration.initializer));
      } catch (error) {
        throw new Error(`src/elements/fieldGroups.ts: ${error.message}`);
      }
    }
  }
  return groups;
}

/** Every element of src/elements/brand-*.ts, sorted by file: what the registry, the aliases, the budget and the manifest come from. */
export function readDefinitions(root) {
  const dir = join(root, 'src/elements');
  const groups = readFieldGroups(join(dir, 'fieldGroups.ts'));
  const definitions = [];
  for (const file of readdirSync(dir).filter((f) => /^brand-[a-z0-9-]+\.ts$/.test(f)).sort()) {
    const path = `src/elements/${file}`;
    const source = ts.createSourceFile(path, readFileSync(join(root, path), 'utf8'), ts.ScriptTarget.Latest, true);
    const found = definitionsIn(path, source, groups);
    for (const definition of found) {
      if (definition.tag !== file.replace(/\.ts$/, '')) throw new Error(`${path} defines <${definition.tag}>: an element file is named after its tag`);
    }
    definitions.push(...found);
  }
  return definitions;
}

const fieldsOf = (table) =>
  Object.entries(table ?? {}).map(([field, spec]) => {
    const type = typeof spec === 'string' ? spec : spec.type;
    return { field, type: type === 'json' ? 'object' : type, description: typeof spec === 'string' ? '' : spec.description ?? '', htmlAttribute: typeof spec === 'string' ? undefined : spec.attribute };
  });

/**
 * When a server-rendered instance loads its code (src/core/model/hydration.ts elementPolicy, which a
 * unit test holds this to): the definition's `hydrate`, else `never` for static content, else `visible`.
 */
export function hydrationOf(options) {
  const { hydrate } = options;
  if (typeof hydrate === 'string') return { policy: hydrate };
  if (hydrate)
    return {
      policy: hydrate.policy,
      ...(hydrate.finalWith ? { finalWith: hydrate.finalWith } : {}),
      ...(hydrate.takeover ? { takeover: true } : {}),
      ...(hydrate.wakeOn?.length ? { wakeOn: [...hydrate.wakeOn] } : {}),
      ...(hydrate.asOne ? { asOne: true } : {}),
      ...(hydrate.afterInput && hydrate.policy === 'visible' ? { afterInput: true } : {}),
    };
  return { policy: options.staticContent ? 'never' : 'visible' };
}

/** The hydration policy in words, for the manifest's description and the element reference. */
export const hydrationText = ({ policy, finalWith, takeover, wakeOn, asOne, afterInput }) =>
  `${policy}${afterInput ? ' (after the visitor\'s first scroll, touch or key on the page)' : ''}${finalWith ? ` (never with ${finalWith} set)` : ''}${takeover ? ' (rendered beside the server markup and swapped in: it follows the clock)' : ''}${
    wakeOn ? ` (at once when ${wakeOn.map((condition) => WAKE_WORDS[condition] ?? condition).join(', ')})` : ''
  }${asOne ? ' (with every element in it)' : ''}`;

/** The wake conditions in words (src/core/model/hydration.ts WAKE_CONDITIONS). */
const WAKE_WORDS = {
  scroll: 'the page scrolls',
  visitor: 'the visitor is a member',
  cart: 'the cart holds something',
  notice: 'the notice was dismissed',
  clock: 'its window starts or ends',
};

/** A defineElement definition as a Custom Elements Manifest class declaration. */
function manifestDeclaration({ exportName, tag, description, options }) {
  const attributes = [...COMMON_ATTRIBUTES];
  const htmlSpellings = [];
  for (const { field, type, description: text, htmlAttribute } of fieldsOf(options.props)) {
    attributes.push({ name: kebab(field), fieldName: field, type, description: text });
    if (htmlAttribute) htmlSpellings.push({ name: htmlAttribute, fieldName: field, type, description: `${text} (the HTML spelling of ${kebab(field)})` });
  }
  const modelFields = fieldsOf(options.modelFields);
  const events = Object.entries(options.events ?? {}).map(([, spec]) => ({
    name: typeof spec === 'string' ? spec : spec.name,
    type: { text: 'CustomEvent' },
    description: typeof spec === 'string' ? '' : spec.description ?? '',
  }));
  const aliases = (options.aliases ?? []).map((alias) => (typeof alias === 'string' ? alias : alias.type));
  const resourceTypes = [`brand/components/${tag.replace(/^brand-/, '')}`, ...aliases];
  return {
    kind: 'class',
    name: exportName,
    tagName: tag,
    customElement: true,
    description: `${description}${description ? '\n\n' : ''}Resource types: ${resourceTypes.join(', ')}. Hydration on a server-rendered page: ${hydrationText(hydrationOf(options))}.`,
    // Not in the schema's fields (tools ignore what they do not know): the policy as data, for the page runtime's users.
    hydration: hydrationOf(options),
    attributes: [...attributes, ...htmlSpellings].map(({ name: attr, fieldName, type, description: text }) => ({ name: attr, fieldName, type: { text: type }, description: text })),
    members: [
      MODEL_MEMBER,
      UPDATE_COMPLETE_MEMBER,
      ...attributes.map(({ name: attr, fieldName, type, description: text }) => ({ kind: 'field', name: fieldName, type: { text: type }, description: text, attribute: attr })),
      // Model-only fields are no host members: documented under the model property's name.
      ...modelFields.map(({ field, type, description: text }) => ({
        kind: 'field',
        name: `model.${field}`,
        type: { text: type },
        description: `${text} Model only (the model property or the JSON script), never a host attribute or property.`.trim(),
      })),
    ],
    events,
    slots: options.slots ?? [],
    cssParts: options.parts ?? [],
    superclass: { name: 'HTMLElement' },
  };
}

export function buildManifest(root) {
  const byFile = new Map();
  for (const definition of readDefinitions(root)) {
    const declaration = definition.kind === 'class' ? definition.declaration : manifestDeclaration(definition);
    if (!byFile.has(definition.file)) byFile.set(definition.file, []);
    byFile.get(definition.file).push(declaration);
  }
  const modules = [...byFile].map(([path, declarations]) => ({
    kind: 'javascript-module',
    path,
    declarations,
    exports: declarations.flatMap((declaration) => [
      { kind: 'js', name: declaration.name, declaration: { name: declaration.name, module: path } },
      { kind: 'custom-element-definition', name: declaration.tagName, declaration: { name: declaration.name, module: path } },
    ]),
  }));
  return { schemaVersion: '2.1.0', readme: 'README.md', modules };
}

export function writeManifest(root, target) {
  const manifest = buildManifest(root);
  mkdirSync(dirname(join(root, target)), { recursive: true });
  writeFileSync(join(root, target), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest.modules.reduce((count, module) => count + module.declarations.length, 0);
}
