// Demo stand-in for Trusted Shops' badge script (the demo has no network). Served at
// /mock/rating/trustedshops.js (docs/mock-api.md). It defines the badge element
// <trustedshops-badge> that brand-rating-widget renders with its fixed configuration
// (card-trigger="click", variant="custom_reviews", width and height 50): a round 50 by 50 seal
// that opens a small reviews card when clicked. Custom elements upgrade inside shadow roots, so
// the badge works in the widget's shadow root. DOM calls only: strict CSP pages run it too.
(function () {
  'use strict';
  if (customElements.get('trustedshops-badge')) return;
  var YELLOW = '#ffdc0f';
  var INK = '#1a1a1a';

  class TrustedShopsBadge extends HTMLElement {
    connectedCallback() {
      if (this.shadowRoot) return;
      var width = Number(this.getAttribute('width')) || 50;
      var height = Number(this.getAttribute('height')) || 50;
      var root = this.attachShadow({ mode: 'open' });
      var wrap = document.createElement('span');
      wrap.style.position = 'relative';
      wrap.style.display = 'inline-block';

      var seal = document.createElement('button');
      seal.type = 'button';
      seal.setAttribute('aria-expanded', 'false');
      seal.setAttribute('aria-label', 'Trusted Shops reviews: 4.8 out of 5 (demo stand-in)');
      var s = seal.style;
      s.width = width + 'px';
      s.height = height + 'px';
      s.borderRadius = '50%';
      s.border = '3px solid ' + INK;
      s.background = YELLOW;
      s.color = INK;
      s.font = '700 12px/1 "Helvetica Neue", Helvetica, Arial, sans-serif';
      s.cursor = 'pointer';
      s.padding = '0';
      seal.textContent = '4.8\u2605';

      var card = document.createElement('div');
      card.setAttribute('role', 'note');
      card.hidden = true;
      var c = card.style;
      c.position = 'absolute';
      c.insetBlockEnd = height + 8 + 'px';
      c.insetInlineStart = '0';
      c.width = '14rem';
      c.padding = '12px 14px';
      c.background = '#ffffff';
      c.color = INK;
      c.border = '1px solid #d0d0d0';
      c.borderRadius = '8px';
      c.boxShadow = '0 8px 24px rgba(0,0,0,0.18)';
      c.font = '400 14px/1.4 "Helvetica Neue", Helvetica, Arial, sans-serif';
      c.zIndex = '10';
      var heading = document.createElement('strong');
      heading.textContent = 'Trusted Shops \u2013 4.8 / 5.00';
      var text = document.createElement('div');
      text.textContent = 'Very good \u00b7 1,234 reviews (' + (this.getAttribute('variant') || 'reviews') + ', demo stand-in)';
      card.append(heading, text);

      var trigger = this.getAttribute('card-trigger') || 'click';
      var toggle = function (open) {
        card.hidden = !open;
        seal.setAttribute('aria-expanded', String(open));
      };
      if (trigger === 'click') {
        seal.addEventListener('click', function () {
          toggle(card.hidden);
        });
      } else {
        wrap.addEventListener('mouseenter', function () { toggle(true); });
        wrap.addEventListener('mouseleave', function () { toggle(false); });
      }
      seal.addEventListener('keydown', function (event) {
        if (event.key === 'Escape') toggle(false);
      });
      wrap.append(seal, card);
      root.append(wrap);
      this.setAttribute('data-standin-rendered', 'true');
    }
  }
  customElements.define('trustedshops-badge', TrustedShopsBadge);
})();
