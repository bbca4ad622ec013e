// "vanilla": the same DOM work by hand. A shadow root adopting one shared constructable sheet
// with CSS equivalent to what Text renders with the zyn theme (MUI Typography body1, margin 0,
// pre-line), and a <p> with the text.
const sheet = new CSSStyleSheet();
sheet.replaceSync(
  ':host{display:block}' +
    'p{margin:0;white-space:pre-line;font-family:"ZYN Sans","ZYN Text","Helvetica Neue",Helvetica,Arial,sans-serif;' +
    'font-weight:400;font-size:1rem;line-height:1.5;letter-spacing:0.00938em;color:#001871}',
);

class VanillaText extends HTMLElement {
  static observedAttributes = ['text'];
  #p: HTMLParagraphElement | undefined;

  connectedCallback(): void {
    if (!this.#p) {
      const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      root.adoptedStyleSheets = [sheet];
      this.#p = document.createElement('p');
      root.append(this.#p);
    }
    this.#p.textContent = this.getAttribute('text') ?? '';
  }

  attributeChangedCallback(): void {
    if (this.#p) this.#p.textContent = this.getAttribute('text') ?? '';
  }
}

customElements.define('vanilla-text', VanillaText);
