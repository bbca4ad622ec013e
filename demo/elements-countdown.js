// The gallery's countdowns: their dates are set relative to now before the elements upgrade (a
// classic script after the content), so the running one never runs out and the expired one stays
// expired. data-ends-in / data-starts-in / data-ends-at-offset: hours from now (negative: past).
(function () {
  'use strict';
  var HOUR = 3600000;
  var now = Date.now();
  var iso = function (hours) { return new Date(now + Number(hours) * HOUR).toISOString(); };
  document.querySelectorAll('[data-ends-in]').forEach(function (element) {
    element.setAttribute('end-date', iso(element.getAttribute('data-ends-in')));
  });
  document.querySelectorAll('[data-starts-in]').forEach(function (element) {
    element.setAttribute('start-date', iso(element.getAttribute('data-starts-in')));
  });
})();
