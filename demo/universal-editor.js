// The Universal Editor demo: plays the part of Adobe's editor around a framed storefront page. It reads the
// page's data-aue-* attributes and the generated definition files (dist/universal-editor/), and sends the
// editor's content events (aue:content-patch, -move, -copy, -remove, -add) on the element they target, with
// the detail Adobe's editor gives them. An event the page applies stops there; one that reaches the
// document would be the editor's fallback (a reload), which the log says.
const frame = document.getElementById('canvas');
const picker = document.getElementById('component');
const resourceLine = document.getElementById('resource');
const form = document.getElementById('fields');
const log = document.getElementById('log');
const addType = document.getElementById('add-type');
const addTarget = document.getElementById('add-target');
const buttons = Object.fromEntries(['move-up', 'move-down', 'duplicate', 'remove', 'add'].map((id) => [id, document.getElementById(id)]));

const SELECTED = 'data-demo-selected';
let doc = null;
let selected = null;
let added = 0;

const definitions = Promise.all(
  ['component-definition', 'component-models', 'component-filters'].map((name) => fetch(`/dist/universal-editor/${name}.json`).then((response) => response.json())),
).then(([definition, models, filters]) => ({
  components: new Map(definition.groups.flatMap((group) => group.components).map((component) => [component.id, component])),
  models: new Map(models.map((model) => [model.id, model])),
  filters: new Map(filters.map((filter) => [filter.id, filter.components])),
}));

const resourceOf = (element) => element.getAttribute('data-aue-resource');
const isContainer = (element) => element.getAttribute('data-aue-type') === 'container';
/** The container an element sits in: the closest instrumented container above it. */
const containerOf = (element) => element.parentElement?.closest('[data-aue-type="container"]') ?? null;
/** A container's own components, in page order. */
const childrenOf = (container) => [...container.children].filter((child) => child.hasAttribute('data-aue-resource'));
const keyOf = (element) => resourceOf(element).split('/').pop();

function say(text, applied) {
  const item = document.createElement('li');
  item.textContent = text;
  item.className = applied ? 'ue-log-applied' : 'ue-log-fallback';
  log.prepend(item);
  while (log.children.length > 8) log.lastElementChild.remove();
}

/** Dispatches an editor event on `target` as Adobe's editor does; true when the page applied it (it stopped there). */
function send(type, target, detail, what) {
  let fellBack = false;
  const fallback = () => (fellBack = true);
  doc.addEventListener(type, fallback);
  try {
    target.dispatchEvent(new frame.contentWindow.CustomEvent(type, { bubbles: true, detail }));
  } finally {
    doc.removeEventListener(type, fallback);
  }
  say(`${type}: ${what}, ${fellBack ? "not applied (Adobe's editor would reload the page)" : 'applied in place'}`, !fellBack);
  return !fellBack;
}

/** The list of the page's instrumented elements, indented by depth: every element is reachable by keyboard too. */
function refreshPicker() {
  const page = doc.querySelector('brand-page[data-aue-resource]');
  if (!page) return;
  const elements = [page, ...page.querySelectorAll('[data-aue-resource]')];
  const current = selected && selected.isConnected ? resourceOf(selected) : resourceOf(page);
  picker.replaceChildren(
    ...elements.map((element) => {
      let depth = 0;
      for (let at = containerOf(element); at; at = containerOf(at)) depth += 1;
      const option = new Option(`${'\u2003'.repeat(depth)}${element.getAttribute('data-aue-label')}${element === page ? '' : ` · ${keyOf(element)}`}`, resourceOf(element));
      return option;
    }),
  );
  picker.disabled = false;
  picker.value = current;
  // The same element still selected: its fields stay as they are, with whatever is being typed in them; only
  // what it can do (its place among its siblings) is read again.
  if (selected && selected.isConnected) void showActions(selected);
  else void select(doc.querySelector(`[data-aue-resource="${CSS.escape(current)}"]`) ?? page, false);
}

function fieldInput(field, value) {
  const id = `field-${field.name}`;
  const wrapper = document.createElement('div');
  wrapper.className = field.component === 'boolean' ? 'ue-field ue-field--check' : 'ue-field';
  const label = document.createElement('label');
  label.htmlFor = id;
  label.textContent = field.label;
  let input;
  if (field.component === 'select') {
    input = document.createElement('select');
    input.append(new Option('(default)', ''), ...field.options.map((option) => new Option(option.name, option.value)));
    input.value = typeof value === 'string' ? value : '';
  } else if (field.component === 'richtext') {
    input = document.createElement('textarea');
    input.rows = 3;
    input.value = typeof value === 'string' ? value : '';
  } else {
    input = document.createElement('input');
    input.type = field.component === 'boolean' ? 'checkbox' : field.component === 'number' ? 'number' : 'text';
    if (field.component === 'boolean') input.checked = value === true;
    else input.value = value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  input.id = id;
  input.name = field.name;
  if (field.description) input.title = field.description;
  input.addEventListener('change', () => {
    const next = field.component === 'boolean' ? input.checked : field.component === 'number' ? Number(input.value) : input.value;
    const resource = resourceOf(selected);
    send('aue:content-patch', selected, { patch: { name: field.name, value: next }, request: { target: { resource, type: 'component' } }, response: { updates: [] } }, `${field.name} of ${keyOf(selected)}`);
  });
  wrapper.append(...(field.component === 'boolean' ? [input, label] : [label, input]));
  return wrapper;
}

async function select(element, scroll = true) {
  selected?.removeAttribute(SELECTED);
  selected = element;
  if (!element) return;
  element.setAttribute(SELECTED, '');
  // A new element has its size once it has rendered (updateComplete).
  if (scroll && element.localName !== 'brand-page') void Promise.resolve(element.updateComplete).then(() => element.scrollIntoView({ block: 'nearest' }));
  picker.value = resourceOf(element);
  resourceLine.textContent = `${element.getAttribute('data-aue-label')} (${element.getAttribute('data-aue-type')}): ${resourceOf(element)}`;
  const { models } = await definitions;
  if (selected !== element) return;
  // The model's fields, with the values the element has now; lists are edited in the editor's own list fields.
  const model = models.get(element.getAttribute('data-aue-model'));
  const values = element.model ?? {};
  const note = form.firstElementChild;
  form.replaceChildren(note, ...(model?.fields ?? []).filter((field) => field.component !== 'container').map((field) => fieldInput(field, values[field.name])));
  form.hidden = !model;
  await showActions(element);
}

/** The move, duplicate, remove and add controls, as the selected element's place allows. */
async function showActions(element) {
  const { filters, components } = await definitions;
  if (selected !== element) return;
  const container = containerOf(element);
  const siblings = container ? childrenOf(container) : [];
  const at = siblings.indexOf(element);
  buttons['move-up'].disabled = at <= 0;
  buttons['move-down'].disabled = at < 0 || at >= siblings.length - 1;
  buttons.duplicate.disabled = !container;
  buttons.remove.disabled = !container;
  const target = isContainer(element) ? element : container;
  addTarget.textContent = target ? `${target.getAttribute('data-aue-label')}${target.localName === 'brand-page' ? '' : ` · ${keyOf(target)}`}` : 'nothing';
  const accepted = target ? filters.get(target.getAttribute('data-aue-filter')) ?? [] : [];
  // A type already chosen for the same container stays chosen.
  const chosen = target && addType.dataset.container === resourceOf(target) ? addType.value : '';
  addType.dataset.container = target ? resourceOf(target) : '';
  addType.replaceChildren(...accepted.map((id) => components.get(id)).filter(Boolean).map((component) => new Option(component.title, component.id)));
  addType.value = accepted.includes(chosen) ? chosen : accepted.includes('text') ? 'text' : accepted[0] ?? '';
  addType.disabled = buttons.add.disabled = accepted.length === 0;
}

function move(offset) {
  const container = containerOf(selected);
  const siblings = childrenOf(container);
  const at = siblings.indexOf(selected);
  // Adobe's move names the component, its containers and the sibling it goes before (none: last).
  const before = offset < 0 ? siblings[at - 1] : siblings[at + 2];
  send(
    'aue:content-move',
    container,
    { component: resourceOf(selected), from: resourceOf(container), to: resourceOf(container), before: before ? resourceOf(before) : undefined },
    `${keyOf(selected)} ${offset < 0 ? 'up' : 'down'}`,
  );
  void select(selected);
}

buttons['move-up'].addEventListener('click', () => move(-1));
buttons['move-down'].addEventListener('click', () => move(1));

buttons.remove.addEventListener('click', () => {
  const container = containerOf(selected);
  const resource = resourceOf(selected);
  const next = childrenOf(container).find((sibling, index, all) => all[index - 1] === selected) ?? container;
  if (send('aue:content-remove', selected, { resource, request: { target: { component: { resource }, container: { resource: resourceOf(container) } } } }, `removed ${keyOf(selected)}`)) {
    void select(next);
  }
});

buttons.duplicate.addEventListener('click', () => {
  const container = containerOf(selected);
  const siblings = childrenOf(container);
  const after = siblings[siblings.indexOf(selected) + 1];
  const created = `${resourceOf(container)}/${keyOf(selected)}_copy_${++added}`;
  const detail = { source: { container: resourceOf(container) }, target: { container: resourceOf(container), before: after ? resourceOf(after) : undefined }, response: { resource: created } };
  if (send('aue:content-copy', selected, detail, `copied ${keyOf(selected)}`)) void select(doc.querySelector(`[data-aue-resource="${CSS.escape(created)}"]`));
});

buttons.add.addEventListener('click', async () => {
  const { components } = await definitions;
  const component = components.get(addType.value);
  const container = isContainer(selected) ? selected : containerOf(selected);
  if (!component || !container) return;
  const created = `${resourceOf(container)}/${component.id.replace(/[^a-z0-9]+/g, '_')}_${++added}`;
  const detail = {
    request: { target: { container: { resource: resourceOf(container), type: 'container' } }, content: { name: component.title, aem: component.plugins.aem } },
    response: { resource: created, updates: [{ resource: resourceOf(container), type: 'container' }] },
  };
  if (send('aue:content-add', container, detail, `added ${component.title}`)) void select(doc.querySelector(`[data-aue-resource="${CSS.escape(created)}"]`));
});

picker.addEventListener('change', () => {
  const element = doc?.querySelector(`[data-aue-resource="${CSS.escape(picker.value)}"]`);
  if (element) void select(element);
});

function connect() {
  // (a frame whose load fires just after this script found it complete is connected once)
  if (!frame.contentDocument || frame.contentDocument === doc) return;
  doc = frame.contentDocument;
  const style = doc.createElement('style');
  style.textContent = `[${SELECTED}] { outline: 3px solid #1473e6; outline-offset: -3px; } brand-page[${SELECTED}] { outline: none; }`;
  doc.head.append(style);
  // As in the editor, a click in the page selects the element under it: links and buttons do not act.
  doc.addEventListener(
    'click',
    (event) => {
      const element = event.target instanceof frame.contentWindow.Element ? event.target.closest('[data-aue-resource]') : null;
      if (!element) return;
      event.preventDefault();
      event.stopPropagation();
      void select(element);
    },
    true,
  );
  let queued = false;
  new frame.contentWindow.MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      refreshPicker();
    });
  }).observe(doc.documentElement, { childList: true, subtree: true, attributeFilter: ['data-aue-resource'] });
  refreshPicker();
}

if (frame.contentDocument?.readyState === 'complete' && frame.contentDocument.URL !== 'about:blank') connect();
frame.addEventListener('load', connect);
