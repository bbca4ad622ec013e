/**
 * A server-rendered element's markup (src/server: its declarative shadow root) stays on screen
 * until React has rendered the same content beside it; then it goes. What the visitor did with
 * it meanwhile is handed over to the nodes at the same place in React's content: the focus, and
 * what they typed, chose or ticked (through the controls' own setters and events, so React's
 * state follows). With identical markup nothing moves on screen (no layout shift).
 */

type Path = number[];

/** The element children of a level, `<style>` left out (the server's styles are not content). */
function contentChildren(nodes: Iterable<Node>): Element[] {
  return [...nodes].filter((node): node is Element => node.nodeType === 1 && (node as Element).localName !== 'style');
}

function pathOf(target: Element, top: Element[]): Path | undefined {
  const path: Path = [];
  let node: Element = target;
  while (!top.includes(node)) {
    const parent = node.parentElement;
    if (!parent) return undefined;
    path.unshift([...parent.children].indexOf(node));
    node = parent;
  }
  path.unshift(top.indexOf(node));
  return path;
}

function atPath(path: Path, top: Element[]): Element | undefined {
  let node: Element | undefined = top[path[0]!];
  for (const index of path.slice(1)) node = node?.children[index];
  return node;
}

interface Edit {
  path: Path;
  value?: string;
  checked?: boolean;
}

/** The controls whose value the visitor changed from the server's. */
function editsIn(top: Element[]): Edit[] {
  const edits: Edit[] = [];
  for (const element of top) {
    const controls = [...(element.matches('input, textarea, select') ? [element] : []), ...element.querySelectorAll('input, textarea, select')];
    for (const control of controls) {
      const path = pathOf(control, top);
      if (!path) continue;
      if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
        if (control.checked !== control.defaultChecked) edits.push({ path, checked: control.checked });
      } else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
        if (control.value !== control.defaultValue) edits.push({ path, value: control.value });
      } else if (control instanceof HTMLSelectElement) {
        const chosen = control.selectedOptions[0];
        if (chosen && !chosen.defaultSelected) edits.push({ path, value: control.value });
      }
    }
  }
  return edits;
}

/** Sets a control the way typing would, so a React-controlled control's state follows. */
function apply(control: Element, edit: Edit): void {
  if (edit.checked !== undefined && control instanceof HTMLInputElement) {
    if (control.checked !== edit.checked) control.click();
    return;
  }
  if (edit.value === undefined) return;
  if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement)) return;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set;
  setter?.call(control, edit.value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

export function replaceServerNodes(root: ShadowRoot, serverNodes: Node[], portal: Element): void {
  const server = new Set(serverNodes);
  const serverTop = contentChildren(serverNodes);
  const clientTop = contentChildren([...root.childNodes].filter((node) => !server.has(node) && node !== portal));
  const active = root.activeElement;
  const focusPath = active && serverTop.some((node) => node.contains(active)) ? pathOf(active, serverTop) : undefined;
  const edits = editsIn(serverTop);
  for (const node of serverNodes) node.parentNode?.removeChild(node);
  for (const edit of edits) {
    const control = atPath(edit.path, clientTop);
    if (control) apply(control, edit);
  }
  const focus = focusPath ? atPath(focusPath, clientTop) : undefined;
  if (focus instanceof HTMLElement || focus instanceof SVGElement) focus.focus({ preventScroll: true });
}
