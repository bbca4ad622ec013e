// The demo login (/login.html): a persona button, or ?persona=<id>, sets or clears the visitor
// cookies (docs/mock-api.md "Cookies"), clears the commerce token and the stored cart, then goes
// back to ?return= (a path on this site only; default /). Needs persona-switcher.js first.
(function () {
  'use strict';
  var personas = window.brandDemoPersonas;
  var query = new URLSearchParams(location.search);
  var status = document.getElementById('login-status');

  /** ?return= as a same-origin path (with query and hash), else '/'. */
  function safeReturn(value) {
    // Only a local path: not //host, not /\host (browsers read that as //host), not a scheme.
    if (typeof value !== 'string' || value.charAt(0) !== '/' || value.charAt(1) === '/' || value.charAt(1) === '\\') return '/';
    try {
      var target = new URL(value, location.origin);
      // The URL parser drops tabs and newlines, so check the origin of what it made of it.
      if (target.origin !== location.origin) return '/';
      return target.pathname + target.search + target.hash;
    } catch (error) {
      return '/';
    }
  }

  var returnTo = safeReturn(query.get('return'));

  // Secure only over https: the demo runs on plain http://127.0.0.1, where browsers drop (or
  // refuse to set) Secure cookies, so the personas would never stick. A real site sets Secure.
  var attributes = '; Path=/; SameSite=Strict' + (location.protocol === 'https:' ? '; Secure' : '');

  function setCookie(name, value) {
    document.cookie = name + '=' + encodeURIComponent(value) + attributes;
  }

  function clearCookie(name) {
    document.cookie = name + '=' + attributes + '; Max-Age=0';
  }

  /** Becomes the persona: visitor cookies set (or cleared for anonymous), commerce state dropped. */
  function apply(persona) {
    if (persona.uid) {
      setCookie('brand_uid', persona.uid);
      setCookie('brand_token', 'token-' + persona.uid);
    } else {
      clearCookie('brand_uid');
      clearCookie('brand_token');
    }
    // A commerce token and a cart belong to the previous visitor.
    clearCookie('brand_commerce_token');
    try {
      localStorage.removeItem('brand_cart');
    } catch (error) {
      // storage disabled: nothing stored either
    }
  }

  function describeCurrent() {
    var me = personas.current();
    document.querySelectorAll('[data-persona-card]').forEach(function (card) {
      var isCurrent = card.getAttribute('data-persona-card') === me.id;
      card.classList.toggle('is-current', isCurrent);
      var button = card.querySelector('.persona-choice');
      if (isCurrent) button.setAttribute('aria-current', 'true');
      else button.removeAttribute('aria-current');
    });
    return me;
  }

  var returnNote = document.getElementById('return-note');
  if (returnNote && returnTo !== '/') {
    returnNote.textContent = 'to ';
    var code = document.createElement('code');
    code.textContent = returnTo;
    returnNote.append(code);
  }

  var requested = query.get('persona');
  if (requested !== null) {
    var persona = personas.byId(requested);
    if (persona) {
      apply(persona);
      status.textContent = 'Switched to ' + persona.name + '. Going back…';
      // replace: the back button skips this hop instead of switching again.
      location.replace(returnTo);
      return;
    }
    describeCurrent();
    status.textContent = 'There is no persona called "' + requested + '". Choose one below.';
  } else {
    var me = describeCurrent();
    status.textContent = me.id === 'anonymous' ? 'You are browsing anonymously.' : 'You are logged in as ' + me.name + (me.id === 'custom' ? '' : ' (' + me.uid + ')') + '.';
  }

  document.querySelectorAll('.persona-choice').forEach(function (button) {
    button.addEventListener('click', function () {
      var chosen = personas.byId(button.getAttribute('data-persona'));
      if (!chosen) return;
      apply(chosen);
      location.assign(returnTo);
    });
  });
})();
