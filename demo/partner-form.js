// The partner's own script (partner-form.html): "Ask anonymously" disables the fieldset around the
// name and email fields, which then follow it like native inputs (disabled, not submitted).
const anonymous = document.getElementById('anonymous');
const aboutYou = document.getElementById('about-you');
const sync = () => {
  aboutYou.disabled = anonymous.checked;
};
anonymous.addEventListener('change', sync);
// A reset unchecks the box after the reset event: follow it then.
anonymous.form?.addEventListener('reset', () => setTimeout(sync, 0));
sync();
