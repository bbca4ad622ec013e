import { expect } from 'chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../src/elements/brand-form-text';
import { captureConsole, cleanup, fixture, runtimeSettled, settle, shadow, until } from './helpers';

type Field = HTMLElement & { value: string; checkValidity(): boolean; validity: ValidityState; form: HTMLFormElement | null };

/** A plain <form> around one brand-form-text; submissions are counted and stopped. */
async function mount(attributes: string, around = (field: string) => field) {
  const container = fixture(`<form>${around(`<brand-form-text ${attributes}></brand-form-text>`)}<button>Send</button></form>`);
  const form = container.querySelector('form')!;
  const field = container.querySelector('brand-form-text') as Field;
  const submits: FormData[] = [];
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submits.push(new FormData(form));
  });
  const control = await until(() => field.shadowRoot?.querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea'), 3000, 'the control');
  return { form, field, root: shadow(field), control, submits };
}

const hintOf = (root: ShadowRoot, control: Element) => {
  const id = control.getAttribute('aria-describedby');
  return id ? root.getElementById(id) : null;
};

describe('brand-form-text', () => {
  afterEach(cleanup);

  it('submits its value under its name, and el.value reads what was typed', async () => {
    const { form, field, control } = await mount('label="First name" name="firstName" value="Ada"');
    await until(() => new FormData(form).get('firstName') === 'Ada', 3000, 'the authored value in FormData');
    field.focus();
    expect(shadow(field).activeElement).to.equal(control);
    await sendKeys({ press: 'End' });
    await sendKeys({ type: ' Lovelace' });
    await until(() => new FormData(form).get('firstName') === 'Ada Lovelace', 3000, 'the typed value in FormData');
    expect(field.value).to.equal('Ada Lovelace');
    expect(control.value).to.equal('Ada Lovelace');
  });

  it('a label click focuses the input, which has the label as its name', async () => {
    const { root, control } = await mount('label="Email" name="email" type="email"');
    const label = root.querySelector('label')!;
    expect(label.htmlFor).to.equal(control.id);
    expect(control.getAttribute('type')).to.equal('email');
    expect(control.getAttribute('inputmode')).to.equal('email');
    expect(control.getAttribute('autocomplete')).to.equal('email');
  });

  it('required and empty blocks the form; the message shows after a submit attempt', async () => {
    const { form, field, root, control, submits } = await mount('label="Email" name="email" type="email" required');
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(form.checkValidity()).to.equal(false);
    expect(field.validity.valueMissing).to.equal(true);
    expect(control.getAttribute('aria-required')).to.equal('true');
    expect(control.hasAttribute('aria-invalid')).to.equal(false);
    form.requestSubmit();
    const hint = await until(() => hintOf(root, control)?.textContent?.includes('Enter email.') && hintOf(root, control), 3000, 'the message');
    expect(hint!.getAttribute('data-hint')).to.equal('error');
    expect(control.getAttribute('aria-invalid')).to.equal('true');
    expect(submits).to.have.length(0);
    // a value that is not an email says how to write one
    field.focus();
    await sendKeys({ type: 'ada' });
    await until(() => hintOf(root, control)?.textContent?.includes('name@example.com'), 3000, 'the email message');
    expect(field.validity.typeMismatch).to.equal(true);
    await sendKeys({ type: '@example.com' });
    await until(() => field.checkValidity(), 3000, 'a valid field');
    expect(control.hasAttribute('aria-invalid')).to.equal(false);
    form.requestSubmit();
    expect(submits).to.have.length(1);
    expect(submits[0]!.get('email')).to.equal('ada@example.com');
  });

  it('shows its message after the first blur, linked with aria-describedby', async () => {
    const { field, root, control } = await mount('label="Postcode" name="postcode" pattern="[A-Z]{2}\\d" helper-text="Two letters and a digit"');
    expect(hintOf(root, control)!.textContent).to.equal('Two letters and a digit');
    field.focus();
    await sendKeys({ type: 'abc' });
    await settle();
    // not before the visitor leaves the field
    expect(hintOf(root, control)!.textContent).to.equal('Two letters and a digit');
    control.blur();
    await until(() => hintOf(root, control)?.textContent === 'Enter postcode in the format shown.', 3000, 'the pattern message');
    expect(control.getAttribute('aria-invalid')).to.equal('true');
  });

  it('authored messages replace the defaults', async () => {
    const { form, root, control } = await mount('label="Age" name="age" type="number" min="18" value="12" required-message="Your age, please." constraint-message="You must be 18 or over."');
    expect(control.getAttribute('inputmode')).to.equal('decimal');
    form.requestSubmit();
    await until(() => hintOf(root, control)?.textContent === 'You must be 18 or over.', 3000, 'the authored message');
  });

  it('reset restores the value', async () => {
    const { form, field, control } = await mount('label="City" name="city" default-value="Lausanne"');
    field.focus();
    await sendKeys({ press: 'End' });
    await sendKeys({ type: 'X' });
    await until(() => field.value === 'LausanneX', 3000, 'the typed value');
    form.reset();
    await until(() => control.value === 'Lausanne', 3000, 'the reset value');
    expect(field.value).to.equal('Lausanne');
    expect(new FormData(form).get('city')).to.equal('Lausanne');
  });

  it('a disabled fieldset disables the input and drops the value', async () => {
    const { form, control } = await mount('label="City" name="city" value="Bern" required', (field) => `<fieldset disabled>${field}</fieldset>`);
    await until(() => control.disabled, 3000, 'the disabled input');
    expect(new FormData(form).has('city')).to.equal(false);
    expect(form.checkValidity()).to.equal(true);
    form.querySelector('fieldset')!.disabled = false;
    await until(() => !control.disabled && new FormData(form).get('city') === 'Bern', 3000, 'enabled again');
  });

  it('Enter in a single-line input submits the form', async () => {
    const { field, submits } = await mount('label="Search" name="q"');
    field.focus();
    await sendKeys({ type: 'pods' });
    await sendKeys({ press: 'Enter' });
    await until(() => submits.length === 1, 3000, 'the submit');
    expect(submits[0]!.get('q')).to.equal('pods');
  });

  it('the multi-line input takes Enter as a new line, grows, and stops measuring after 20 changes', async () => {
    await setViewport({ width: 1000, height: 2000 });
    const lines = Array.from({ length: 10 }, (_, index) => `line ${index + 1}`).join('\n');
    const { field, control, submits } = await mount(`label="Message" name="message" type="textarea"`);
    (field as Field).value = lines;
    await until(() => control.value === lines, 3000, 'the ten lines');
    expect(control.localName).to.equal('textarea');
    const heights: string[] = [];
    const observer = new MutationObserver((records) => records.forEach(() => heights.push((control as HTMLElement).style.height)));
    observer.observe(control, { attributes: true, attributeFilter: ['style'] });
    field.focus();
    await sendKeys({ press: 'End' });
    const start = control.offsetHeight;
    for (let change = 1; change <= 25; change++) {
      await sendKeys({ press: 'Enter' });
      await until(() => control.value.split('\n').length === 10 + change, 3000, `change ${change}`);
      await settle();
    }
    observer.disconnect();
    expect(heights).to.have.length(20);
    expect(Number.parseFloat(heights[19]!)).to.be.greaterThan(start);
    // beyond the 20th change it scrolls
    expect(control.scrollHeight).to.be.greaterThan(control.clientHeight);
    expect(submits).to.have.length(0);
    await setViewport({ width: 800, height: 600 });
  });

  it('shows the authored states as authored', async () => {
    const { root, control } = await mount('label="Code" name="code" state="error" error-hint="This code has expired."');
    const hint = hintOf(root, control)!;
    expect(hint.textContent).to.equal('This code has expired.');
    expect(root.querySelector('[data-state]')!.getAttribute('data-state')).to.equal('error');
    cleanup();
    const valid = await mount('label="Code" name="code" state="valid" success-hint="Code applied."');
    expect(hintOf(valid.root, valid.control)!.textContent).to.equal('Code applied.');
    cleanup();
    const readOnly = await mount('label="Code" name="code" value="ABC" read-only required');
    expect(readOnly.control.readOnly).to.equal(true);
    expect(readOnly.root.querySelector('[data-state]')!.getAttribute('data-state')).to.equal('readonly');
    expect(new FormData(readOnly.form).get('code')).to.equal('ABC');
    cleanup();
    const disabled = await mount('label="Code" name="code" value="ABC" state="disabled"');
    expect(disabled.control.disabled).to.equal(true);
    expect(disabled.root.querySelector('[data-state]')!.getAttribute('data-state')).to.equal('disabled');
    expect(new FormData(disabled.form).has('code')).to.equal(false);
  });

  it('a pattern that does not compile: one console error naming the element, then ignored', async () => {
    const { errors } = await captureConsole(async () => {
      const { field, form } = await mount('label="Code" name="code" pattern="[a-" value="x"');
      await settle();
      expect(field.checkValidity()).to.equal(true);
      form.requestSubmit();
      await settle();
    });
    expect(errors).to.have.length(1);
    expect(errors[0]).to.contain('<brand-form-text>');
    expect(errors[0]).to.contain('[a-');
  });
});
