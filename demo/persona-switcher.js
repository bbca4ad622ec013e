// The demo persona switcher, on every demo page (docs/mock-api.md "Cookies"), a classic script. It fills an empty
// <div class="persona-bar" data-persona-switcher data-chrome></div> it follows; a page without one gets a fixed
// "Demo persona" pill in a corner. The form is /persona-panel.js, asked for when a bar or the pill first needs it.
// The persona is in the cookies brand_uid / brand_token; window.brandDemoPersonas is shared with login.js.
(function () {
  'use strict';

  // Who each one is and what they see: docs/mock-api.md.
  var PERSONAS = [
    { id: 'anonymous', uid: null, name: 'Anonymous' },
    { id: 'demo-lau', uid: 'demo-lau', name: 'Logged in' },
    { id: 'demo-hav', uid: 'demo-hav', name: 'Verified' },
    { id: 'demo-dev', uid: 'demo-dev', name: 'Verified device owner' },
  ];

  // (a cookie's name here is letters and underscores)
  function readCookie(name) {
    var found = new RegExp('(?:^|;)\\s*' + name + '=([^;]*)').exec(document.cookie);
    if (!found) return null;
    try {
      return decodeURIComponent(found[1].trim());
    } catch (error) {
      return found[1].trim();
    }
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
    return { id: 'custom', uid: uid, name: 'Someone else (' + uid + ')' };
  }

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

  var api = (window.brandDemoPersonas = { list: PERSONAS, byId: byId, current: current, readCookie: readCookie, el: el });
  var panelCalls = [];

  // Runs `then` once /persona-panel.js is here (it sets api.fillSlot and api.fillPill). An import(): under Trusted
  // Types (?csp=strict) a script's src cannot be set from a string.
  function withPanel(then) {
    if (api.fillSlot) return then();
    panelCalls.push(then);
    if (panelCalls.length > 1) return;
    import('/persona-panel.js').then(
      function () {
        panelCalls.splice(0).forEach(function (call) {
          call();
        });
      },
      function (error) {
        panelCalls.length = 0; // the next opening tries again
        console.error('Demo persona switcher: its form could not be loaded (' + error.message + ').');
      },
    );
  }

  // The closed pill; the panel's own rules come with its code.
  var PILL_CSS =
    ':host{all:initial;position:fixed;inset-block-end:12px;inset-inline-end:12px;z-index:2147483000;' +
    'font:12px/1.4 system-ui,sans-serif;color:#0b1f44}' +
    'details{background:#fff;border:1px solid #8592ad;border-radius:999px;box-shadow:0 2px 10px rgb(11 31 68/20%)}' +
    'details[open]{border-radius:12px}' +
    'summary{cursor:pointer;list-style:none;padding:4px 10px;border-radius:999px;white-space:nowrap;min-height:24px;display:flex;align-items:center;gap:6px}' +
    'summary::-webkit-details-marker{display:none}' +
    'summary::before{content:"";width:8px;height:8px;border-radius:50%;background:#00a9e0;flex:none}' +
    'summary:focus-visible{outline:3px solid #1f6feb;outline-offset:2px}b{font-weight:700}';

  function addPill() {
    if (document.querySelector('[data-persona-pill]')) return;
    var host = el('div', { 'data-persona-pill': '' });
    var root = host.attachShadow({ mode: 'open' });
    var persona = current();
    host.setAttribute('data-persona', persona.id);
    // A constructable sheet, not a <style>: pages served with a strict CSP (style-src 'self') allow it.
    var sheet = new CSSStyleSheet();
    sheet.replaceSync(PILL_CSS);
    root.adoptedStyleSheets = [sheet];
    var details = el('details', {}, [el('summary', {}, ['Demo persona: ', el('b', { text: persona.name })])]);
    details.addEventListener('toggle', function () {
      if (details.open)
        withPanel(function () {
          api.fillPill(root, details);
        });
    });
    root.append(el('aside', { 'aria-label': 'Demo persona', lang: 'en', dir: 'ltr' }, [details]));
    document.body.append(host);
    // Room after the page's last content, so the pill never covers it when scrolled to the end; its height read
    // once laid out (asked for here, it would lay the whole page out at once).
    var room = el('div', { 'data-persona-pill-room': '', 'aria-hidden': 'true' });
    document.body.insertBefore(room, host);
    var sized = new ResizeObserver(function (entries) {
      sized.disconnect();
      room.style.height = entries[0].target.getBoundingClientRect().height + 24 + 'px';
    });
    sized.observe(host);
  }

  function fillSlots() {
    var slots = document.querySelectorAll('[data-persona-switcher]:not([data-persona-ready])');
    slots.forEach(function (slot) {
      slot.setAttribute('data-persona-ready', '');
      withPanel(function () {
        api.fillSlot(slot);
      });
    });
    return document.querySelectorAll('[data-persona-switcher]').length;
  }

  // Runs `then` once the page has painted content of its own (its first contentful paint), at most 10 s later.
  function afterFirstPaint(then) {
    var done = false;
    var once = function () {
      if (done) return;
      done = true;
      then();
    };
    setTimeout(once, 10000);
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      once();
    }).observe({ type: 'paint', buffered: true });
  }

  function finish() {
    if (fillSlots()) return;
    // The pill waits for the page's load, its first paint and an idle moment: no part of the page's own tasks, and
    // not its first paint (a <brand-page> loads before its elements render; a pill painted first made TBT count
    // the whole build).
    var whenIdle = function () {
      afterFirstPaint(function () {
        if (window.requestIdleCallback) window.requestIdleCallback(addPill, { timeout: 2000 });
        else setTimeout(addPill, 0);
      });
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  }

  // The slots parsed so far (this script follows its slot), then any later ones, or else the pill.
  fillSlots();
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', finish, { once: true });
  else finish();
})();
