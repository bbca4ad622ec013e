import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/brand-select';
import { authoringStore } from '../../src/core/stores/authoring';
import { cleanup, fixture, runtimeSettled, settle, shadow, until } from './helpers';

type Host = HTMLElement & { value: unknown; validity: ValidityState; checkValidity(): boolean; validationMessage: string; form: HTMLFormElement | null };

const ITEMS = JSON.stringify([
  { value: 'mint', text: 'Cool mint' },
  { value: 'citrus', text: 'Citrus' },
  { value: 'berry', text: 'Berry', disabled: true },
]);
const select = (host: Element) => until(() => host.shadowRoot?.querySelector('select'), 3000, 'the select');

function inForm(attributes: string): { form: HTMLFormElement; host: Host } {
  const form = fixture(`<form><brand-select name="flavour" label="Flavour" menu-items='${ITEMS}' ${attributes}></brand-select></form>`).querySelector('form')!;
  return { form, host: form.querySelector<Host>('brand-select')! };
}

describe('brand-select', () => {
  afterEach(cleanup);

  it('is a native select named by its label, with the menu items and a placeholder option', async () => {
    const { host } = inForm('placeholder="Choose a flavour" helper-text="Pick one"');
    const control = await select(host);
    const label = shadow(host).querySelector('label')!;
    expect(label.htmlFor).to.equal(control.id);
    expect(label.textContent).to.equal('Flavour');
    expect([...control.options].map((option) => [option.value, option.text, option.disabled])).to.deep.equal([
      ['', 'Choose a flavour', false],
      ['mint', 'Cool mint', false],
      ['citrus', 'Citrus', false],
      ['berry', 'Berry', true],
    ]);
    expect(control.value).to.equal('');
    const hint = shadow(host).getElementById(control.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).to.equal('Pick one');
    const box = control.getBoundingClientRect();
    expect(box.height).to.be.at.least(44);
    expect(getComputedStyle(control).borderTopWidth).to.equal('1px'); // themed, not the browser's default
  });

  it('submits its value with a plain form, value wins over default-value, reset goes back, el.value follows', async () => {
    const { form, host } = inForm('value="citrus" default-value="mint"');
    const control = await select(host);
    await until(() => new FormData(form).get('flavour') === 'citrus', 3000, 'the initial value in the FormData');
    expect(host.value).to.equal('citrus');
    control.value = 'mint';
    control.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => new FormData(form).get('flavour') === 'mint', 3000, 'the new value in the FormData');
    expect(host.value).to.equal('mint');
    form.reset();
    await until(() => control.value === 'citrus', 3000, 'the reset');
    expect(new FormData(form).get('flavour')).to.equal('citrus');
  });

  it('without value takes default-value; with neither, the first option as a native select', async () => {
    const withDefault = inForm('default-value="citrus"');
    await until(() => new FormData(withDefault.form).get('flavour') === 'citrus', 3000, 'the default value');
    cleanup();
    const plain = inForm('');
    await until(() => new FormData(plain.form).get('flavour') === 'mint', 3000, 'the first option');
  });

  it('required and empty blocks the submit and shows its message, linked to the select; choosing clears it', async () => {
    const { form, host } = inForm('required placeholder="Choose…" required-message="Choose a flavour to continue."');
    const control = await select(host);
    let submitted = 0;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted++;
    });
    await until(() => host.validity.valueMissing, 3000, 'invalid');
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(shadow(host).querySelector('[data-hint="error"]')).to.equal(null); // not before a blur or submit
    form.requestSubmit();
    expect(submitted).to.equal(0);
    const error = await until(() => shadow(host).querySelector('[data-hint="error"]'), 3000, 'the error');
    expect(error.textContent).to.equal('Choose a flavour to continue.');
    expect(control.getAttribute('aria-invalid')).to.equal('true');
    expect(control.getAttribute('aria-describedby')).to.equal(error.id);
    expect(host.validationMessage).to.equal('Choose a flavour to continue.');
    expect(control.options[0]!.disabled).to.equal(false); // the placeholder shows while nothing is chosen
    control.value = 'mint';
    control.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => host.checkValidity(), 3000, 'valid');
    await settle();
    expect(control.options[0]!.disabled).to.equal(true); // required: the placeholder cannot be picked again
    form.requestSubmit();
    expect(submitted).to.equal(1);
  });

  it('follows a disabled fieldset and authored disabled: nothing submitted, control disabled', async () => {
    const container = fixture(`<form><fieldset><brand-select name="flavour" menu-items='${ITEMS}' value="mint"></brand-select></fieldset><brand-select name="other" disabled menu-items='${ITEMS}' value="mint"></brand-select></form>`);
    const form = container.querySelector('form')!;
    const [first, second] = [...container.querySelectorAll<Host>('brand-select')];
    await until(() => new FormData(form).get('flavour') === 'mint', 3000, 'the value');
    expect(new FormData(form).has('other')).to.equal(false);
    expect((await select(second!)).disabled).to.equal(true);
    container.querySelector('fieldset')!.disabled = true;
    await until(() => shadow(first!).querySelector('select')!.disabled, 3000, 'disabled by the fieldset');
    expect(new FormData(form).has('flavour')).to.equal(false);
  });

  it('readonly keeps its value and submits it, focusable, offering only the chosen option', async () => {
    const { form, host } = inForm('value="citrus" state="readonly"');
    const control = await select(host);
    await until(() => new FormData(form).get('flavour') === 'citrus', 3000, 'the value');
    expect(control.disabled).to.equal(false);
    expect(control.getAttribute('aria-readonly')).to.equal('true');
    expect([...control.options].map((option) => option.value)).to.deep.equal(['citrus']);
    host.focus();
    expect(shadow(host).activeElement).to.equal(control);
    // Whatever the control reports (here an option put in by hand), a readonly select keeps its value.
    control.append(new Option('Cool mint', 'mint'));
    control.value = 'mint';
    control.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    expect(host.value).to.equal('citrus');
    expect(new FormData(form).get('flavour')).to.equal('citrus');
  });

  it('keyboard: focus lands in the select, arrow keys choose, the host fires change (composed) with the new value already in el.value', async () => {
    const { host } = inForm('');
    const control = await select(host);
    const seen: Array<{ detail: unknown; value: unknown }> = [];
    document.body.addEventListener('change', (event) => {
      if (event.target === host) seen.push({ detail: (event as CustomEvent).detail, value: host.value });
    });
    host.focus();
    expect(shadow(host).activeElement).to.equal(control);
    expect(getComputedStyle(control).outlineStyle).to.equal('solid'); // visible focus
    await sendKeys({ press: 'ArrowDown' });
    await until(() => seen.length === 1, 3000, 'the change event');
    expect(seen[0]).to.deep.equal({ detail: { name: 'flavour', value: 'citrus' }, value: 'citrus' });
  });

  it('shows authored error and valid states with their hints', async () => {
    const { host } = inForm('state="error" error-hint="That flavour is sold out."');
    await select(host);
    const error = await until(() => shadow(host).querySelector('[data-hint="error"]'), 3000, 'the error hint');
    expect(error.textContent).to.equal('That flavour is sold out.');
    cleanup();
    const valid = inForm('state="valid" success-hint="In stock."').host;
    const success = await until(() => valid.shadowRoot?.querySelector('[data-hint="success"]'), 3000, 'the success hint');
    expect(success.textContent).to.equal('In stock.');
  });

  it('without a label, the placeholder names the select', async () => {
    const host = fixture(`<brand-select placeholder="Sort by" menu-items='${ITEMS}'></brand-select>`).querySelector('brand-select')!;
    const control = await select(host);
    expect(control.getAttribute('aria-label')).to.equal('Sort by');
    expect(shadow(host).querySelector('label')).to.equal(null);
  });

  it('mirrors right to left', async () => {
    const container = fixture(`<div dir="rtl"><brand-select label="النكهة" menu-items='${ITEMS}'></brand-select></div>`);
    const host = container.querySelector('brand-select')!;
    const control = await select(host);
    expect(getComputedStyle(control).direction).to.equal('rtl');
    const label = shadow(host).querySelector('label')!;
    expect(label.getBoundingClientRect().right).to.be.closeTo(control.getBoundingClientRect().right, 1);
  });

  it('renders nothing live without menu items; the editor shows a placeholder', async () => {
    const live = fixture('<brand-select label="Flavour"></brand-select>').querySelector('brand-select')!;
    await until(() => live.shadowRoot, 3000, 'the shadow root');
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(shadow(live).querySelector('select')).to.equal(null);
    const before = authoringStore.getSnapshot();
    authoringStore.set('edit');
    try {
      const edit = fixture('<brand-select label="Flavour"></brand-select>').querySelector('brand-select')!;
      const placeholder = await until(() => edit.shadowRoot?.querySelector('[data-brand-placeholder]'), 3000, 'the placeholder');
      expect(placeholder.textContent).to.contain('menu items');
    } finally {
      authoringStore.set(before);
    }
  });
});
