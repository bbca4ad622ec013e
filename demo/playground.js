// The page model playground: loads a model into <brand-page>, sends editor commands
// (cq-pagemodel-update, as the AEM editor does) and reports what changed in the DOM.
const stage = document.getElementById('stage');
const select = document.getElementById('model');
const status = document.getElementById('status');
let created = 0;

// Counts elements created by <brand-page> (new nodes carrying data-cq-data-path), and says so when
// the model failed: <brand-page> then marks itself with data-brand-error and fires no loaded event.
new MutationObserver((records) => {
  for (const record of records) {
    if (record.type === 'attributes') {
      const reason = record.target.localName === 'brand-page' ? record.target.getAttribute('data-brand-error') : null;
      if (reason) say(`The model could not be loaded: ${reason}. The console has the details.`);
      continue;
    }
    for (const node of record.addedNodes) {
      if (node instanceof Element) created += (node.hasAttribute('data-cq-data-path') ? 1 : 0) + node.querySelectorAll('[data-cq-data-path]').length;
    }
  }
}).observe(stage, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-brand-error'] });

function say(text) {
  status.textContent = text;
}

function load(url) {
  created = 0;
  stage.replaceChildren();
  const page = document.createElement('brand-page');
  page.setAttribute('model-url', url);
  stage.append(page);
  say('Loading the model…');
}

window.addEventListener('cq-pagemodel-loaded', (event) => {
  if (!event.detail?.model) return;
  // The MutationObserver reports after this event: read the counts a task later.
  setTimeout(() => {
    const count = stage.querySelectorAll('[data-cq-data-path]').length;
    say(`Model loaded: ${count} elements on the page, ${created} of them created by <brand-page>.`);
  }, 0);
});

/** The items of the page's main grid, in order, as model paths. */
function gridItems() {
  const page = stage.querySelector('brand-page');
  const grid = page?.querySelector(':scope > [data-cq-data-path]');
  return grid ? [...grid.children].map((child) => child.getAttribute('data-cq-data-path')).filter(Boolean) : [];
}

/** Sends an editor command; the status then says how many elements it created (or `report` says what happened). */
function send(cmd, path, data, report) {
  const before = created;
  window.dispatchEvent(new CustomEvent('cq-pagemodel-update', { detail: { msg: { cmd, path, data } } }));
  // A task later, once the MutationObserver has counted what the command added.
  setTimeout(() => say(report ?? `${cmd} ${path.split('/jcr:content/')[1] ?? path}: ${created - before} element(s) created, the others untouched.`), 50);
}

let inserted = 0;
document.querySelector('[aria-label="Editor commands"]').addEventListener('click', (event) => {
  const button = event.target.closest('button[data-cmd]');
  if (!button) return;
  const items = gridItems();
  if (items.length === 0) return say('No page is rendered: pick a model that loads.');
  const first = items[0];
  switch (button.dataset.cmd) {
    case 'replace':
      return send('replace', first, {
        key: first.split('/').pop(),
        value: { ':type': 'brand/components/text', richText: true, text: `<h1>Edited at ${new Date().toLocaleTimeString()}</h1>` },
      });
    case 'insertAfter':
      inserted += 1;
      return send('insertAfter', first, {
        key: `inserted${inserted}`,
        value: { ':type': 'brand/components/text', text: `Inserted text number ${inserted}, right after the first item.` },
      });
    case 'delete':
      return send('delete', items[items.length - 1]);
    default:
      return send('move', first, {}, '"move" is not an editor command: the console says it is unsupported, and nothing changed.');
  }
});

select.addEventListener('change', () => load(select.value));
load(select.value);
