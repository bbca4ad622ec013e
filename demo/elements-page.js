// The element gallery's page setup, run synchronously before the elements upgrade (a classic
// script placed after the content): reads ?section, ?theme, ?dir=rtl, ?lang=km and ?cq:wcmmode, sets
// <html dir/lang>, keeps the query on the switcher links and swaps in Arabic or Khmer copy.
(function () {
  'use strict';
  var THEMES = ['zyn', 'zyn3', 'iqos', 'veev-vape', 'thunder'];
  var query = new URLSearchParams(location.search);
  var requestedTheme = query.get('theme');
  var theme = THEMES.indexOf(requestedTheme) >= 0 ? requestedTheme : 'zyn';
  var rtl = query.get('dir') === 'rtl';
  var lang = query.get('lang') === 'km' ? 'km' : rtl ? 'ar' : 'en';
  var edit = (query.get('cq:wcmmode') || '').toLowerCase() === 'edit';
  var root = document.documentElement;

  // ?section=<id>: that section of the gallery alone (the page's header and footer kept), for a link to one
  // element's demo, or a test of it, without every other element rendering beside it.
  var section = query.get('section');
  if (section && document.getElementById(section)) {
    document.querySelectorAll('section.section').forEach(function (other) {
      if (other.id !== section) other.remove();
    });
  }

  root.lang = lang;
  if (rtl) root.dir = 'rtl';
  root.classList.toggle('is-edit', edit);
  root.dataset.theme = theme;
  // The theme module script reads this rather than parsing the query again.
  window.brandDemo = { theme: theme, rtl: rtl, lang: lang, edit: edit, unknownTheme: requestedTheme && requestedTheme !== theme ? requestedTheme : null };

  /** The current page's query with some parameters changed (null removes one). */
  function withQuery(changes) {
    var next = new URLSearchParams(location.search);
    Object.keys(changes).forEach(function (key) {
      if (changes[key] === null) next.delete(key);
      else next.set(key, changes[key]);
    });
    // Keep "cq:wcmmode" readable in the address bar.
    var text = next.toString().replace(/cq%3Awcmmode/gi, 'cq:wcmmode');
    return location.pathname + (text ? '?' + text : '');
  }

  document.querySelectorAll('[data-theme-link]').forEach(function (link) {
    var name = link.getAttribute('data-theme-link');
    link.href = withQuery({ theme: name });
    if (name === theme) link.setAttribute('aria-current', 'page');
  });

  var MODES = {
    live: { 'cq:wcmmode': null, dir: null, lang: null },
    edit: { 'cq:wcmmode': 'edit' },
    rtl: { dir: 'rtl', lang: null },
    km: { lang: 'km', dir: null },
  };
  var activeModes = { live: !edit && !rtl && lang === 'en', edit: edit, rtl: rtl, km: lang === 'km' };
  document.querySelectorAll('[data-mode-link]').forEach(function (link) {
    var mode = link.getAttribute('data-mode-link');
    link.href = withQuery(MODES[mode]);
    if (activeModes[mode] && link.closest('.mode-list')) link.setAttribute('aria-current', 'page');
  });
  document.querySelectorAll('[data-nav]').forEach(function (link) {
    var isCurrent = link.getAttribute('data-nav') === (edit ? 'edit' : 'live');
    if (isCurrent) link.setAttribute('aria-current', 'page');
  });

  var status = document.getElementById('page-status');
  if (status) {
    var parts = [edit ? 'Edit mode: empty components show an editor placeholder.' : 'Live page: empty components render nothing.'];
    if (rtl) parts.push('Right to left, with Arabic sample copy.');
    if (lang === 'km') parts.push('Khmer sample copy.');
    if (window.brandDemo.unknownTheme) parts.push('There is no theme called "' + window.brandDemo.unknownTheme + '", so ZYN is shown.');
    status.textContent = parts.join(' ');
  }

  if (lang === 'en') return;
  var copy = window.BRAND_DEMO_COPY && window.BRAND_DEMO_COPY[lang];
  if (!copy) return;
  // The demo's own chrome stays English; mark it so screen readers switch voice.
  document.querySelectorAll('[data-chrome]').forEach(function (node) {
    node.lang = 'en';
  });
  // The `model` property outranks the JSON script (and works before the element's code has
  // loaded). Rewriting the script's text would be a Trusted Types sink under a strict CSP.
  function setModelField(el, field, value) {
    var script = el.querySelector(':scope > script[type="application/json"]');
    var model = el.model || (script ? JSON.parse(script.textContent) : {});
    model = Object.assign({}, model);
    model[field] = value;
    el.model = model;
  }
  document.querySelectorAll('[data-copy]').forEach(function (el) {
    var value = copy[el.getAttribute('data-copy')];
    if (value === undefined) return;
    if (el.querySelector(':scope > script[type="application/json"]')) setModelField(el, el.localName === 'brand-text' ? 'text' : 'label', value);
    else el.setAttribute(el.localName === 'brand-text' ? 'text' : 'label', value);
  });
  // An element's accessible name is a model field (the host keeps its own aria-label).
  document.querySelectorAll('[data-copy-aria]').forEach(function (el) {
    var value = copy[el.getAttribute('data-copy-aria')];
    if (value !== undefined) setModelField(el, 'ariaLabel', value);
  });
  document.querySelectorAll('[data-copy-alt]').forEach(function (el) {
    var value = copy[el.getAttribute('data-copy-alt')];
    if (value !== undefined) el.setAttribute('alt', value);
  });
  document.querySelectorAll('[data-copy-text]').forEach(function (el) {
    var value = copy[el.getAttribute('data-copy-text')];
    if (value !== undefined) el.textContent = value;
  });
})();
