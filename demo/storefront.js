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
  // ?aue=1: the page as AEM serves it to Adobe's Universal Editor (universal-editor.html frames it so), with the
  // editor's connection meta: <brand-page> then instruments its elements and applies the editor's events.
  // (A server-rendered page has it in its markup already.)
  if (params.get('aue') === '1' && !document.querySelector('meta[name="urn:adobe:aue:system:aemconnection"]')) {
    var meta = document.createElement('meta');
    meta.setAttribute('name', 'urn:adobe:aue:system:aemconnection');
    meta.setAttribute('content', 'aem:' + location.origin);
    document.head.append(meta);
  }
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
})();
