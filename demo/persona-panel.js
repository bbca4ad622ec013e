// The demo persona switcher's form and one-time-code helper (persona-switcher.js asks for this file): a persona
// bar's content, and the pill's panel when it is first opened. Switching goes through /login.html?persona=…&return=
// <this page's path and query> (a plain GET form: nothing changes until the visitor presses "Switch").
(function () {
  'use strict';

  var api = window.brandDemoPersonas;
  var el = api.el;
  var counter = 0;

  /** The switcher form: label, select (current persona selected) and a submit button. */
  function buildForm(compact) {
    var me = api.current();
    var id = 'persona-switcher-' + ++counter;
    var select = el('select', { id: id, name: 'persona' });
    if (me.id === 'custom') select.append(el('option', { value: '', disabled: '', selected: '', text: me.name }));
    api.list.forEach(function (persona) {
      var option = el('option', { value: persona.id, text: persona.name });
      if (persona.id === me.id) option.selected = true;
      select.append(option);
    });
    var form = el('form', { class: 'persona-switcher', action: '/login.html', method: 'get', 'data-persona': me.id }, [
      compact
        ? el('label', { for: id, text: 'Switch to' })
        : el('label', { for: id }, [el('span', { class: 'persona-label-extra', text: 'Demo ' }), 'persona']),
      select,
      el('input', { type: 'hidden', name: 'return', value: location.pathname + location.search }),
      el('button', { type: 'submit', text: 'Switch' }),
    ]);
    return { form: form, persona: me };
  }

  /**
   * DEMO ONLY: a logged-in persona's pending one-time code (brand-account-personal-details sends one for a new e-mail
   * or phone; a real service e-mails or texts it). One fetch of /mock/demo/otp per press (no polling), which answers
   * only the code of the persona in this browser's cookies. Nothing for an anonymous visitor.
   */
  function buildOtp(persona) {
    if (!persona.uid) return null;
    var result = el('output', { class: 'persona-otp-result', 'aria-live': 'polite', 'data-persona-otp-result': '' });
    var button = el('button', { type: 'button', class: 'persona-otp-button', 'data-persona-otp': '' }, [
      'Show my ',
      el('span', { class: 'persona-label-extra', text: 'one-time ' }),
      'code',
    ]);
    button.addEventListener('click', function () {
      result.textContent = 'Looking…';
      fetch('/mock/demo/otp', { credentials: 'same-origin', cache: 'no-store' })
        .then(function (response) {
          return response.ok ? response.json() : { pending: false };
        })
        .then(function (answer) {
          result.textContent =
            answer && answer.pending && answer.code
              ? 'Code ' + answer.code + ' for ' + (answer.field === 'phone' ? 'phone ' : '') + answer.value
              : 'No code pending';
        })
        .catch(function () {
          result.textContent = 'No code pending';
        });
    });
    return el('div', { class: 'persona-otp', lang: 'en' }, [button, result]);
  }

  /** A persona bar (its styles are demo.css's). */
  api.fillSlot = function (slot) {
    var built = buildForm(false);
    var otp = buildOtp(built.persona);
    var wrap = el('div', { class: 'wrap' }, [el('span', { class: 'persona-bar-tag', 'aria-hidden': 'true', text: 'Demo' }), built.form]);
    if (otp) wrap.append(otp);
    slot.replaceChildren(wrap);
    slot.setAttribute('data-persona', built.persona.id);
  };

  var PANEL_CSS =
    'select:focus-visible,button:focus-visible{outline:3px solid #1f6feb;outline-offset:2px}' +
    'form{display:flex;flex-wrap:wrap;align-items:center;gap:6px;padding:4px 12px 10px;max-width:min(320px,calc(100vw - 48px))}' +
    'label{flex-basis:100%;font-weight:600}' +
    'select,button{font:inherit;min-height:32px;border-radius:6px;border:1px solid #4a5670;background:#fff;color:#0b1f44;padding:2px 8px}' +
    'select{flex:1 1 auto;min-width:0}' +
    'button{background:#001871;border-color:#001871;color:#fff;font-weight:600;cursor:pointer}' +
    '.persona-otp{display:flex;flex-wrap:wrap;align-items:center;gap:6px;padding:0 12px 10px}' +
    '.persona-otp button{background:#fff;color:#001871}' +
    '.persona-otp-result{font-weight:700}.persona-otp-result:empty{display:none}' +
    // a 44 px touch target on phones (and any coarse pointer)
    '@media (max-width:480px),(pointer:coarse){.persona-otp button{min-height:44px}}';

  /** The pill's panel, below its summary, once. */
  api.fillPill = function (root, details) {
    if (details.querySelector('form')) return;
    var sheet = new CSSStyleSheet();
    sheet.replaceSync(PANEL_CSS);
    root.adoptedStyleSheets = root.adoptedStyleSheets.concat(sheet);
    var built = buildForm(true);
    details.append(built.form);
    var otp = buildOtp(built.persona);
    if (otp) details.append(otp);
  };
})();
