// The gallery's plain <form> of select and options fields: shows what it would submit instead of
// leaving the page, so the FormData (one entry per checked box) is visible.
(() => {
  const form = document.getElementById('form-choices-demo');
  if (!form) return;
  const output = form.querySelector('output');
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const entries = [...new FormData(form)].map(([name, value]) => `${name}=${value}`);
    output.textContent = `Submitted: ${entries.join(', ') || 'nothing'}`;
  });
  form.addEventListener('reset', () => {
    output.textContent = '';
  });
})();
