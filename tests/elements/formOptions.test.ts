import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/brand-form-options';
import { cleanup, fixture, runtimeSettled, settle, shadow, until } from './helpers';

type Host = HTMLElement & { value: unknown; validity: ValidityState; validationMessage: string; model?: unknown };

const OPTIONS = JSON.stringify([
  { value: 'email', text: 'Email', selected: true },
  { value: 'sms', text: 'Text message' },
  { value: 'post', text: 'Post', disabled: true },
  { value: 'phone', text: 'Phone call' },
]);
const inputs = (host: Element) => [...shadow(host).querySelectorAll<HTMLInputElement>('input')];
const ready = (host: Element) => until(() => host.shadowRoot?.querySelector('input, select'), 3000, 'the control');

function inForm(attributes: string): { form: HTMLFormElement; host: Host } {
  const form = fixture(`<form><brand-form-options name="contact" label="How may we contact you?" options='${OPTIONS}' ${attributes}></brand-form-options></form>`).querySelector('form')!;
  return { form, host: form.querySelector<Host>('brand-form-options')! };
}

describe('brand-form-options', () => {
  afterEach(cleanup);

  it('checkbox group: a fieldset named by its legend; one form entry per checked value; el.value is an array', async () => {
    const { form, host } = inForm('type="checkbox"');
    await ready(host);
    const fieldset = shadow(host).querySelector('fieldset')!;
    expect(fieldset.querySelector('legend')!.textContent).to.equal('How may we contact you?');
    expect(inputs(host).map((input) => [input.type, input.checked, input.disabled])).to.deep.equal([
      ['checkbox', true, false],
      ['checkbox', false, false],
      ['checkbox', false, true],
      ['checkbox', false, false],
    ]);
    await until(() => new FormData(form).getAll('contact').join() === 'email', 3000, 'the selected option submitted');
    inputs(host)[3]!.click();
    await until(() => new FormData(form).getAll('contact').join() === 'email,phone', 3000, 'two entries');
    expect(host.value).to.deep.equal(['email', 'phone']);
    const row = inputs(host)[0]!.closest('label')!;
    expect(row.getBoundingClientRect().height).to.be.at.least(44);
  });

  it('value wins over selected; reset restores it', async () => {
    const { form, host } = inForm(`value='["sms","phone"]'`);
    await ready(host);
    await until(() => new FormData(form).getAll('contact').join() === 'sms,phone', 3000, 'the authored value');
    inputs(host)[1]!.click();
    await until(() => new FormData(form).getAll('contact').join() === 'phone', 3000, 'unchecked');
    form.reset();
    await until(() => new FormData(form).getAll('contact').join() === 'sms,phone', 3000, 'the reset');
    expect(inputs(host)[1]!.checked).to.equal(true);
  });

  it('required checkbox group: at least one; blocks the submit and shows the message after requestSubmit', async () => {
    const { form, host } = inForm('value="" required required-message="Choose at least one way."');
    await ready(host);
    let submitted = 0;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted++;
    });
    await until(() => host.validity.valueMissing, 3000, 'invalid');
    form.requestSubmit();
    expect(submitted).to.equal(0);
    const error = await until(() => shadow(host).querySelector('[data-hint="error"]'), 3000, 'the message');
    expect(error.textContent).to.equal('Choose at least one way.');
    expect(shadow(host).querySelector('fieldset')!.getAttribute('aria-describedby')).to.equal(error.id);
    expect(shadow(host).activeElement).to.equal(inputs(host)[0]); // the browser focused the first invalid field
    await sendKeys({ press: 'Space' }); // Space toggles a checkbox
    await until(() => !host.validity.valueMissing, 3000, 'valid');
    form.requestSubmit();
    expect(submitted).to.equal(1);
  });

  it('radio group with nothing chosen submits nothing, as native radios; a choice submits its value', async () => {
    const plain = JSON.stringify([
      { value: 'email', text: 'Email' },
      { value: 'sms', text: 'Text message' },
    ]);
    const form = fixture(`<form><brand-form-options type="radio" name="contact" label="Reply by" options='${plain}'></brand-form-options><input name="other" value="x"></form>`).querySelector('form')!;
    const host = form.querySelector<Host>('brand-form-options')!;
    await ready(host);
    expect([...new FormData(form).keys()]).to.deep.equal(['other']);
    inputs(host)[1]!.click();
    await until(() => new FormData(form).get('contact') === 'sms', 3000, 'the choice submitted');
  });

  it('radio group: one value; arrow keys move the choice as native radios, skipping disabled; change event from the host', async () => {
    const { form, host } = inForm('type="radio" required');
    await ready(host);
    expect(shadow(host).querySelector('fieldset')!.getAttribute('role')).to.equal('radiogroup');
    expect(shadow(host).querySelector('fieldset')!.getAttribute('aria-required')).to.equal('true');
    await until(() => new FormData(form).get('contact') === 'email', 3000, 'the selected option');
    const changes: unknown[] = [];
    host.addEventListener('change', (event) => changes.push([(event as CustomEvent).detail, host.value]));
    inputs(host)[0]!.focus();
    await sendKeys({ press: 'ArrowDown' });
    await until(() => host.value === 'sms', 3000, 'the next radio');
    await sendKeys({ press: 'ArrowDown' });
    await until(() => host.value === 'phone', 3000, 'past the disabled one');
    expect(new FormData(form).getAll('contact')).to.deep.equal(['phone']);
    expect(changes).to.deep.equal([
      [{ name: 'contact', value: 'sms' }, 'sms'],
      [{ name: 'contact', value: 'phone' }, 'phone'],
    ]);
  });

  it('drop-down is the select control; AEM multi-drop-down is a checkbox group', async () => {
    const { form, host } = inForm('type="drop-down"');
    const control = await until(() => host.shadowRoot?.querySelector('select'), 3000, 'the select');
    expect(shadow(host).querySelector('label')!.htmlFor).to.equal(control.id);
    await until(() => new FormData(form).get('contact') === 'email', 3000, 'the selected option');
    cleanup();
    const aem = fixture('<brand-form-options></brand-form-options>').querySelector<Host>('brand-form-options')!;
    aem.model = { name: 'topics', title: 'Topics', type: 'MULTI_DROP_DOWN', helpMessage: 'Any you like', items: [{ value: 'a', text: 'A', selected: true }, { value: 'b', text: 'B' }] };
    await ready(aem);
    expect(inputs(aem).map((input) => input.type)).to.deep.equal(['checkbox', 'checkbox']);
    expect(shadow(aem).querySelector('legend')!.textContent).to.equal('Topics');
    expect(shadow(aem).querySelector('[data-hint]')!.textContent).to.equal('Any you like');
  });

  it('follows a disabled fieldset; readonly keeps the choice and submits it', async () => {
    const container = fixture(`<form><fieldset><brand-form-options name="a" options='${OPTIONS}'></brand-form-options></fieldset><brand-form-options name="b" state="readonly" options='${OPTIONS}'></brand-form-options></form>`);
    const form = container.querySelector('form')!;
    const [first, readonly] = [...container.querySelectorAll<Host>('brand-form-options')];
    await ready(first!);
    await ready(readonly!);
    await until(() => new FormData(form).get('a') === 'email' && new FormData(form).get('b') === 'email', 3000, 'both values');
    inputs(readonly!)[1]!.click();
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(readonly!.value).to.deep.equal(['email']);
    expect(inputs(readonly!)[1]!.checked).to.equal(false);
    container.querySelector('fieldset')!.disabled = true;
    await until(() => inputs(first!).every((input) => input.disabled), 3000, 'disabled by the fieldset');
    expect(new FormData(form).has('a')).to.equal(false);
  });

  it('mirrors right to left', async () => {
    const host = fixture(`<div dir="rtl" style="width:400px"><brand-form-options label="التواصل" options='${OPTIONS}'></brand-form-options></div>`).querySelector('brand-form-options')!;
    await ready(host);
    const row = inputs(host)[0]!.closest('label')!;
    const box = inputs(host)[0]!.getBoundingClientRect();
    expect(box.right).to.be.closeTo(row.getBoundingClientRect().right, 1); // the box sits at the start (right)
  });
});
