// Demo stand-in for TrustPilot's TrustBox bootstrap (the demo has no network). Served at
// /mock/rating/trustpilot.js (docs/mock-api.md). Like the real script it exposes
// window.Trustpilot.loadFromElement(element) and renders every .trustpilot-widget of the
// document on load; it draws a static "Excellent" TrustBox with DOM calls only (no innerHTML,
// no style attributes: strict CSP and Trusted Types pages run it too).
(function () {
  'use strict';
  var GREEN = '#00b67a';

  function star(filled) {
    var box = document.createElement('span');
    box.setAttribute('aria-hidden', 'true');
    box.textContent = '\u2605';
    var s = box.style;
    s.display = 'inline-flex';
    s.alignItems = 'center';
    s.justifyContent = 'center';
    s.width = '20px';
    s.height = '20px';
    s.marginInlineEnd = '2px';
    s.background = filled ? GREEN : '#dcdce6';
    s.color = '#ffffff';
    s.fontSize = '15px';
    s.lineHeight = '1';
    return box;
  }

  function render(element) {
    if (!element || element.getAttribute('data-standin-rendered') === 'true') return;
    var authored = element.querySelector('a[href]');
    var link = document.createElement('a');
    link.href = authored ? authored.href : 'https://www.trustpilot.com/';
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
    link.setAttribute('aria-label', 'Rated Excellent, 4.8 out of 5 on Trustpilot (demo stand-in)');
    var ls = link.style;
    ls.display = 'inline-flex';
    ls.alignItems = 'center';
    ls.flexWrap = 'wrap';
    ls.gap = '8px';
    ls.color = 'inherit';
    ls.textDecoration = 'none';
    ls.font = '600 14px/1.4 "Helvetica Neue", Helvetica, Arial, sans-serif';

    var word = document.createElement('span');
    word.textContent = 'Excellent';
    var stars = document.createElement('span');
    stars.style.display = 'inline-flex';
    for (var i = 0; i < 5; i++) stars.appendChild(star(true));
    var brand = document.createElement('span');
    brand.textContent = '\u2605 Trustpilot';
    brand.style.fontWeight = '700';
    var note = document.createElement('span');
    note.textContent = '(demo)';
    note.style.fontWeight = '400';
    note.style.opacity = '0.75';

    link.append(word, stars, brand, note);
    element.replaceChildren(link);
    element.setAttribute('data-standin-rendered', 'true');
  }

  var api = (window.Trustpilot = window.Trustpilot || {});
  api.loadFromElement = function (element) {
    render(element);
  };
  var found = document.querySelectorAll('.trustpilot-widget');
  for (var j = 0; j < found.length; j++) render(found[j]);
})();
