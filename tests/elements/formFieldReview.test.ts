import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/brand-form-text';
import '../../src/elements/brand-form-options';
import '../../src/elements/brand-form-button';
import '../../src/elements/brand-select';
import { cleanup, fixture, runtimeSettled, settle, shadow, until } from './helpers';

/** Regression tests of the review of issue 18's form fields (one `it` per finding). */
type Field = HTMLElement & { value: unknown; checkValidity(): boolean; validity: ValidityState; validationMessage: string; formStateRestoreCallback(state: unknown): void; updateComplete: Promise<void> };

function inForm(inner: string) {
  const form = fixture(`<form>${inner}</form>`).querySelector('form')!;
  const submits: Array<{ data: FormData; submitter: unknown }> = [];
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const { submitter } = event as SubmitEvent;
    submits.push({ data: new FormData(form, submitter), submitter });
  });
  return { form, field: form.querySelector<Field>('brand-form-text, brand-form-options')!, submits };
}
const control = (field: Element) => until(() => field.shadowRoot?.querySelector<HTMLInputElement & HTMLTextAreaElement>('input, textarea'), 3000, 'the control');

describe('form fields: review findings', () => {
  afterEach(cleanup);

  it('1: before its first render, a field already has its value and a required one blocks the form', async () => {
    const { form } = inForm('<brand-form-text name="a" value="v"></brand-form-text><brand-form-text name="b" required></brand-form-text><brand-form-button type="submit" title="Go" name="go" value="1"></brand-form-button>');
    const [a, b] = [...form.querySelectorAll<Field>('brand-form-text')];
    expect(a!.shadowRoot?.querySelector('input') ?? null).to.equal(null); // not rendered yet
    expect(a!.value).to.equal('v');
    expect([...new FormData(form).entries()]).to.deep.equal([['a', 'v'], ['b', '']]); // the button submits nothing at rest
    expect(form.checkValidity()).to.equal(false);
    expect(b!.validity.valueMissing).to.equal(true);
    expect(b!.validationMessage).to.equal('Fill in this field.');
    await control(b!);
  });

  it('1: select and options fields too: their choice and valueMissing before the first render', async () => {
    const items = `'[{"value":"a","text":"A"},{"value":"b","text":"B","selected":true}]'`;
    const { form } = inForm(`<brand-select name="s" menu-items=${items}></brand-select><brand-form-options name="c" options=${items}></brand-form-options><brand-form-options name="r" type="radio" required options='[{"value":"x","text":"X"}]'></brand-form-options>`);
    expect([...new FormData(form).entries()]).to.deep.equal([['s', 'b'], ['c', 'b']]); // as after the render (an unchosen radio group submits nothing)
    expect(form.checkValidity()).to.equal(false);
    expect(form.querySelector<Field>('[name=r]')!.validity.valueMissing).to.equal(true);
    await control(form.querySelector('[name=r]')!);
    expect([...new FormData(form).entries()]).to.deep.equal([['s', 'b'], ['c', 'b']]);
  });

  it('2: a back/forward restore that comes before the first render is the value shown', async () => {
    const { form, field } = inForm('<brand-form-text name="a" value="authored"></brand-form-text>');
    field.formStateRestoreCallback(JSON.stringify('kept'));
    const input = await control(field);
    await until(() => input.value === 'kept', 3000, 'the restored value');
    expect(new FormData(form).get('a')).to.equal('kept');
  });

  it('3: el.value = x replaces what the visitor typed, even the same value again, and reads back at once', async () => {
    const { field } = inForm('<brand-form-text name="a"></brand-form-text>');
    const input = await control(field);
    field.value = 'x';
    expect(field.value).to.equal('x');
    await until(() => input.value === 'x', 3000, 'x shown');
    input.focus();
    await sendKeys({ type: 'yz' });
    await until(() => field.value === 'xyz', 3000, 'typed');
    field.value = 'x';
    expect(field.value).to.equal('x');
    await until(() => input.value === 'x', 3000, 'x shown again');
  });

  it('4: reset returns to defaultValue, else the authored value, never one a script set', async () => {
    const { form } = inForm('<brand-form-text name="a" value="authored"></brand-form-text><brand-form-text name="b" value="v" default-value="d"></brand-form-text>');
    const [a, b] = [...form.querySelectorAll<Field>('brand-form-text')];
    await control(a!);
    await control(b!);
    a!.value = 'scripted';
    await until(() => new FormData(form).get('a') === 'scripted', 3000, 'the script value');
    form.reset();
    await until(() => new FormData(form).get('a') === 'authored' && new FormData(form).get('b') === 'd', 3000, 'reset to authored / default');
  });

  it('5: a half-typed date is invalid once left and is cleared by reset', async () => {
    const { form, field } = inForm('<brand-form-text name="d" type="date"></brand-form-text><input name="after">');
    const input = await control(field);
    input.focus();
    await sendKeys({ type: '12' });
    expect(input.validity.badInput).to.equal(true);
    form.querySelector<HTMLInputElement>('input[name=after]')!.focus();
    await until(() => !form.checkValidity(), 3000, 'the form invalid');
    expect(field.validity.badInput).to.equal(true);
    form.reset();
    await until(() => form.checkValidity(), 3000, 'valid after reset');
    expect(input.validity.badInput).to.equal(false);
  });

  it('6: Enter presses the default button (its name=value goes along); a disabled one blocks', async () => {
    const { form, field, submits } = inForm('<brand-form-text name="q" value="pods"></brand-form-text><button name="action" value="save">Save</button><button name="action" value="other">Other</button>');
    const input = await control(field);
    input.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => submits.length === 1, 3000, 'the submission');
    expect(submits[0]!.data.get('action')).to.equal('save');
    expect(submits[0]!.submitter).to.equal(form.querySelector('button'));
    form.querySelector('button')!.disabled = true;
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(submits.length).to.equal(1);
  });

  it('6: Enter presses our form button as its own press would', async () => {
    const { form, field, submits } = inForm('<brand-form-text name="q" value="pods"></brand-form-text><brand-form-button type="submit" name="go" value="yes"><script type="application/json">{"title":"Go"}</script></brand-form-button>');
    const input = await control(field);
    await until(() => form.querySelector('brand-form-button')!.shadowRoot?.querySelector('button'), 3000, 'the button');
    input.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => submits.length === 1, 3000, 'the submission');
    expect(submits[0]!.data.get('go')).to.equal('yes');
  });

  it('7: a required checkbox group shows no error while the visitor tabs between its boxes', async () => {
    const { field } = inForm(`<brand-form-options name="c" label="Contact" required options='[{"value":"a","text":"A"},{"value":"b","text":"B"}]'></brand-form-options><input name="after">`);
    const box = await control(field);
    box.focus();
    await sendKeys({ press: 'Tab' });
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(shadow(field).querySelector('[data-hint="error"]')).to.equal(null);
    await sendKeys({ press: 'Tab' });
    await until(() => shadow(field).querySelector('[data-hint="error"]'), 3000, 'the error after leaving the group');
  });

  it('8: a readonly radio group carries aria-readonly on the radiogroup, not on its radios', async () => {
    const { field } = inForm(`<brand-form-options name="r" type="radio" state="readonly" options='[{"value":"a","text":"A","selected":true},{"value":"b","text":"B"}]'></brand-form-options>`);
    await control(field);
    expect(shadow(field).querySelector('[role="radiogroup"]')!.getAttribute('aria-readonly')).to.equal('true');
    expect(shadow(field).querySelector('input[aria-readonly]')).to.equal(null);
  });

  it('9: the HTML spellings readonly, minlength and maxlength work too', async () => {
    const { field } = inForm('<brand-form-text name="a" readonly value="r"></brand-form-text><brand-form-text name="b" minlength="3" value="ab"></brand-form-text><brand-form-text name="c" maxlength="2" value="abc"></brand-form-text>');
    const [a, b, c] = [...(field as unknown as { form: HTMLFormElement }).form.querySelectorAll<Field>('brand-form-text')];
    expect((await control(a!)).readOnly).to.equal(true);
    await control(b!);
    await control(c!);
    await until(() => b!.validity.tooShort && c!.validity.tooLong, 3000, 'the lengths checked');
  });

  it('11: a single-line value is submitted trimmed, a multi-line one as typed', async () => {
    const { form } = inForm('<brand-form-text name="a" value="  Ada  "></brand-form-text><brand-form-text name="t" type="textarea" value="  two  "></brand-form-text>');
    await Promise.all([...form.querySelectorAll<Field>('brand-form-text')].map((one) => one.updateComplete));
    await until(() => new FormData(form).get('a') === 'Ada', 3000, 'trimmed');
    expect(new FormData(form).get('t')).to.equal('  two  ');
  });

  it('12: the multi-line input grows for a long authored or script-set value', async () => {
    const long = Array.from({ length: 12 }, (_, i) => `line ${i}`).join('\n');
    const { field } = inForm(`<brand-form-text name="t" type="textarea" rows="2"></brand-form-text>`);
    field.value = long;
    const area = await control(field);
    await until(() => area.value === long, 3000, 'the value');
    await until(() => area.offsetHeight >= area.scrollHeight, 3000, 'grown to its content');
  });
});
