// The demo persona switcher, shared by every demo page (docs/mock-api.md "Cookies").
//
// A classic script. On the demo's own pages put an empty <div class="persona-bar"
// data-persona-switcher data-chrome></div> and this script right after it: the bar is filled
// while the page is still parsing, and its height is reserved in demo.css, so nothing below it
// moves. On a page without that slot (the partner page) it adds a small fixed "Demo persona"
// pill in the bottom corner instead, in its own shadow root so neither page's CSS leaks.
//
// It reads the persona from the cookies brand_uid / brand_token and switches through
// /login.html?persona=…&return=<this page's path and query> (a plain GET form, no change of
// page until the visitor presses "Switch"). window.brandDemoPersonas is shared with login.js.
(function () {
  'use strict';

  var PERSONAS = [
    {
      id: 'anonymous',
      uid: null,
      name: 'Anonymous',
      visitor: 'LAS',
      description: 'Not logged in: sees content for everyone plus the prompts to log in for member prices.',
    },
    {
      id: 'demo-lau',
      uid: 'demo-lau',
      name: 'Logged in',
      visitor: 'LAU',
      description: 'Laura, logged in but not age verified: sees the member welcome, not the verified-only range.',
    },
    {
      id: 'demo-hav',
      uid: 'demo-hav',
      name: 'Verified',
      visitor: 'LAU-HAV',
      description: 'Harvey, logged in and hard age verified, no device yet: sees the full range for verified adults.',
    },
    {
      id: 'demo-dev',
      uid: 'demo-dev',
      name: 'Verified device owner',
      visitor: 'LAU-HAV-DEV',
      description: 'Devi, verified and owns an IQOS ILUMA: also sees device owner offers, such as registering a second device.',
    },
  ];

  function readCookie(name) {
    var parts = document.cookie ? document.cookie.split(';') : [];
    for (var i = 0; i < parts.length; i++) {
      var at = parts[i].indexOf('=');
      if (at < 0 || parts[i].slice(0, at).trim() !== name) continue;
      var value = parts[i].slice(at + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch (error) {
        return value;
      }
    }
    return null;
  }

  function byId(id) {
    for (var i = 0; i < PERSONAS.length; i++) if (PERSONAS[i].id === id) return PERSONAS[i];
    return null;
  }

  /** The persona the cookies describe; a uid that is not a demo persona is reported as "custom". */
  function current() {
    var uid = readCookie('brand_uid');
    var token = readCookie('brand_token');
    if (!uid || !token) return PERSONAS[0];
    var persona = byId(uid);
    if (persona && persona.uid && token === 'token-' + uid) return persona;
    return { id: 'custom', uid: uid, name: 'Someone else (' + uid + ')', visitor: null, description: '' };
  }

  window.brandDemoPersonas = { list: PERSONAS, byId: byId, current: current, readCookie: readCookie };

  var counter = 0;

  function el(tag, attributes, children) {
    var node = document.createElement(tag);
    Object.keys(attributes || {}).forEach(function (key) {
      if (key === 'text') node.textContent = attributes[key];
      else node.setAttribute(key, attributes[key]);
    });
    (children || []).forEach(function (child) {
      node.append(child);
    });
    return node;
  }

  /** The switcher form: label, select (current persona selected) and a submit button. */
  function buildForm(compact) {
    var me = current();
    var id = 'persona-switcher-' + ++counter;
    var select = el('select', { id: id, name: 'persona' });
    if (me.id === 'custom') select.append(el('option', { value: '', disabled: '', selected: '', text: me.name }));
    PERSONAS.forEach(function (persona) {
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

  function fillSlot(slot) {
    if (slot.hasAttribute('data-persona-ready')) return;
    slot.setAttribute('data-persona-ready', '');
    var built = buildForm(false);
    var otp = buildOtp(built.persona);
    var wrap = el('div', { class: 'wrap' }, [
      el('span', { class: 'persona-bar-tag', 'aria-hidden': 'true', text: 'Demo' }),
      built.form,
    ]);
    if (otp) wrap.append(otp);
    slot.replaceChildren(wrap);
    slot.setAttribute('data-persona', built.persona.id);
  }

  var PILL_CSS =
    ':host{all:initial;position:fixed;inset-block-end:12px;inset-inline-end:12px;z-index:2147483000;' +
    'font:12px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#0b1f44}' +
    'aside{display:block}' +
    'details{background:#fff;border:1px solid #8592ad;border-radius:999px;box-shadow:0 2px 10px rgb(11 31 68/20%)}' +
    'details[open]{border-radius:12px}' +
    'summary{cursor:pointer;list-style:none;padding:4px 10px;border-radius:999px;white-space:nowrap;min-height:24px;' +
    'display:flex;align-items:center;gap:6px}' +
    'summary::-webkit-details-marker{display:none}' +
    'summary::before{content:"";width:8px;height:8px;border-radius:50%;background:#00a9e0;flex:none}' +
    'summary:focus-visible,select:focus-visible,button:focus-visible{outline:3px solid #1f6feb;outline-offset:2px}' +
    'b{font-weight:700}' +
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

  function addPill() {
    if (document.querySelector('[data-persona-pill]')) return;
    var host = el('div', { 'data-persona-pill': '' });
    var root = host.attachShadow({ mode: 'open' });
    var built = buildForm(true);
    host.setAttribute('data-persona', built.persona.id);
    var summary = el('summary', {}, ['Demo persona: ', el('b', { text: built.persona.name })]);
    // A constructable sheet, not a <style>: pages served with a strict CSP (style-src 'self') allow it.
    var sheet = new CSSStyleSheet();
    sheet.replaceSync(PILL_CSS);
    root.adoptedStyleSheets = [sheet];
    var otp = buildOtp(built.persona);
    var details = el('details', {}, [summary, built.form]);
    if (otp) details.append(otp);
    root.append(el('aside', { 'aria-label': 'Demo persona', lang: 'en', dir: 'ltr' }, [details]));
    document.body.append(host);
    // Room below the page's last content, so the fixed pill never covers it when scrolled to the end (a phone
    // is narrow enough for the pill to sit over a button). Added at the end: nothing above it moves.
    // Its height is read once laid out (a ResizeObserver): asking for it here would lay the whole page out at once.
    var room = el('div', { 'data-persona-pill-room': '', 'aria-hidden': 'true' });
    document.body.insertBefore(room, host);
    var sized = new ResizeObserver(function (entries) {
      sized.disconnect();
      room.style.height = entries[0].target.getBoundingClientRect().height + 24 + 'px';
    });
    sized.observe(host);
  }

  function fillSlots() {
    var slots = document.querySelectorAll('[data-persona-switcher]');
    slots.forEach(fillSlot);
    return slots.length;
  }

  function finish() {
    if (fillSlots()) return;
    // The pill is fixed in a corner (nothing moves when it comes): it waits until the page has
    // loaded and the browser is idle, so it is no part of the page's first render and adds no
    // work to a task of the page's own.
    var whenIdle = function () {
      if (window.requestIdleCallback) window.requestIdleCallback(addPill, { timeout: 2000 });
      else setTimeout(addPill, 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  }

  // Fill the slots parsed so far (this script follows its slot), then, once the whole page is
  // parsed, any later ones; a page without a slot gets the pill once the page has loaded.
  fillSlots();
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', finish, { once: true });
  else finish();
})();
