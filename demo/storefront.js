// The storefront demo: hands ?theme=, ?lang=, ?page= (home, help, login, product…) and ?product= on to the model URL, and sets the document's
// language and direction to match (the page model's config does the same for the elements).
(function () {
  'use strict';
  var params = new URLSearchParams(location.search);
  var lang = ['en', 'ar', 'km'].indexOf(params.get('lang')) >= 0 ? params.get('lang') : 'en';
  var theme = params.get('theme') || 'zyn';
  var page = document.querySelector('brand-page');
  var name = params.get('page');
  var product = params.get('product');
  page.setAttribute(
    'model-url',
    '/mock/storefront.model.json?theme=' + encodeURIComponent(theme) + '&lang=' + lang + (name ? '&page=' + encodeURIComponent(name) : '') +
      (product ? '&product=' + encodeURIComponent(product) : ''),
  );
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
})();
