/**
 * Finding an element by id across open shadow roots (the copy-to-clipboard target may be the
 * host of another element, or live inside one), and the text a reader sees in it. Written
 * against the few DOM members they use, so they run on any DOM (and on fakes in unit tests).
 */
export interface NodeLike {
  nodeType: number;
  nodeValue?: string | null;
  childNodes: ArrayLike<NodeLike>;
  localName?: string;
  id?: string;
  shadowRoot?: NodeLike | null;
  value?: unknown;
  assignedNodes?: (options?: { flatten?: boolean }) => ArrayLike<NodeLike>;
}

const ELEMENT = 1;
const TEXT = 3;
const SKIPPED = new Set(['script', 'style', 'template', 'noscript']);
/** Where a block ends (a paragraph, a line break): a new line in the copied text; source newlines are spaces. */
const BREAK = '\u0000';

/**
 * The first element with this id in document order, looking in `root` and then into every open
 * shadow root below it (depth first); undefined when there is none or the id is blank.
 */
export function findByIdDeep(root: NodeLike, id: string): NodeLike | undefined {
  if (!id || !id.trim()) return undefined;
  const stack: NodeLike[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.nodeType === ELEMENT && node.id === id) return node;
    const children = Array.from(node.childNodes);
    // Shadow content after the host's light children, pushed in reverse so the order is the document's.
    if (node.shadowRoot) stack.push(node.shadowRoot);
    for (let index = children.length - 1; index >= 0; index -= 1) stack.push(children[index]!);
  }
  return undefined;
}

function collect(node: NodeLike, out: string[]): void {
  if (node.nodeType === TEXT) {
    out.push(node.nodeValue ?? '');
    return;
  }
  if (node.nodeType === ELEMENT && node.localName && SKIPPED.has(node.localName)) return;
  if (node.nodeType === ELEMENT && node.localName === 'slot' && node.assignedNodes) {
    const assigned = Array.from(node.assignedNodes({ flatten: true }));
    if (assigned.length) {
      for (const child of assigned) collect(child, out);
      return;
    }
  }
  // What a host shows is its shadow tree (its light children appear through slots).
  const children = node.shadowRoot ? node.shadowRoot.childNodes : node.childNodes;
  for (const child of Array.from(children)) collect(child, out);
  if (node.nodeType === ELEMENT && node.localName && /^(p|div|li|br|h[1-6])$/.test(node.localName)) out.push(BREAK);
}

/**
 * The text to copy from an element: a field's value (input, textarea), else the text of its
 * flattened tree (shadow roots and slots included, scripts and styles left out), with runs of
 * spaces collapsed and the ends trimmed.
 */
export function copyableText(element: NodeLike): string {
  if ((element.localName === 'input' || element.localName === 'textarea') && typeof element.value === 'string') return element.value.trim();
  const out: string[] = [];
  collect(element, out);
  return out
    .join('')
    .split(BREAK)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
