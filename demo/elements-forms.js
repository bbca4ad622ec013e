// The gallery's plain <form>s (form fields, select and options): each shows what it would submit
// instead of leaving the page (the browser blocks it first while a field is invalid, and the fields
// show their messages), so the FormData (one entry per checked box) is visible. And the example
// marked data-show-message shows its message as if the visitor had left it.
(() => {
  for (const form of document.querySelectorAll('form[data-show-submission]')) {
    const output = form.querySelector('output');
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const entries = [...new FormData(form)].map(([name, value]) => `${name}=${value}`);
      output.textContent = `Submitted: ${entries.join(', ') || 'nothing'}`;
    });
    form.addEventListener('reset', () => {
      output.textContent = '';
    });
  }
  // checkValidity() fires `invalid` on an invalid field, which shows its message (no browser bubble).
  customElements.whenDefined('brand-form-text').then(() => {
    document.querySelectorAll('brand-form-text[data-show-message]').forEach((field) => {
      // its validity is set once it has rendered (and the page may render it again as it starts):
      // ask each frame, for up to five seconds, until its message shows
      let frames = 300;
      const attempt = () => {
        field.checkValidity();
        if (!field.shadowRoot?.querySelector('[data-hint="error"]') && --frames > 0) requestAnimationFrame(attempt);
      };
      requestAnimationFrame(attempt);
    });
  });
})();
