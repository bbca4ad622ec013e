// Rollup, for the browser bundles: the element definitions' documentation stays out of the code a page downloads.
// A definition's `description`s, `family` and `editor` marks are read at build time, from the source, by the
// manifest (scripts/manifest.mjs) and the Universal Editor's files (scripts/universalEditor.mjs); nothing at run
// time reads them. Only string values of those keys inside a defineElement(…) call's options (and in the shared
// field groups) go; the rest of the file is left as written.
import MagicString from 'magic-string';
import ts from 'typescript';

const DEFINITIONS = /\/src\/elements\/(brand-[a-z0-9-]+|fieldGroups)\.ts$/;
const DOC_KEYS = new Set(['description', 'family', 'editor']);

const keyOf = (property) => property.name && (ts.isIdentifier(property.name) || ts.isStringLiteralLike(property.name)) ? property.name.text : undefined;

/** The code without the documentation properties (and a comma after each), or null when there is none. */
export function stripDocs(code, id) {
  const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true);
  const out = new MagicString(code);
  let removed = 0;
  const strip = (node) => {
    if (ts.isObjectLiteralExpression(node)) {
      for (const property of node.properties) {
        if (!ts.isPropertyAssignment(property) || !DOC_KEYS.has(keyOf(property)) || !ts.isStringLiteralLike(property.initializer)) continue;
        let end = property.end;
        while (end < code.length && /\s/.test(code[end])) end += 1;
        out.remove(property.getStart(source), code[end] === ',' ? end + 1 : property.end);
        removed += 1;
      }
    }
    ts.forEachChild(node, strip);
  };
  const fieldGroups = id.endsWith('/fieldGroups.ts');
  const visit = (node) => {
    if (fieldGroups && ts.isVariableStatement(node)) strip(node);
    else if (ts.isCallExpression(node) && node.expression.getText(source) === 'defineElement') node.arguments.slice(2).forEach(strip);
    else ts.forEachChild(node, visit);
  };
  visit(source);
  return removed === 0 ? null : { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
}

export function stripDefinitionDocs() {
  return {
    name: 'strip-definition-docs',
    transform(code, id) {
      return DEFINITIONS.test(id.replace(/\\/g, '/')) ? stripDocs(code, id) : null;
    },
  };
}
