import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/brand-form-button';
import { registerFormContainer, setFormContainerBusy, type Submitter } from '../../src/react/forms/formActions';
import { setNavigationBusyMs } from '../../src/react/formButton/formNavigation';
import { cleanup, fixture, recordAttribute, runtimeSettled, settle, shadow, until } from './helpers';

const button = (host: Element) => until(() => shadow(host).querySelector<HTMLButtonElement>('button'), 3000, 'the button');
const formButton = (attributes: string, title = 'Send') =>
  `<brand-form-button ${attributes}><script type="application/json">${JSON.stringify({ title })}</script></brand-form-button>`;

/** A plain form around a field (a native input, so only the form button is ours) and the given buttons. */
function plainForm(buttons: string, formAttributes = '') {
  const container = fixture(`<form ${formAttributes}><input name="email" value="a@b.co">${buttons}</form>`);
  return { form: container.querySelector('form')!, hosts: [...container.querySelectorAll('brand-form-button')] };
}

/** Records each submit event and the entries it carries; cancels it unless `navigate` (the page would leave). */
function recordSubmits(form: HTMLFormElement, { cancel = true } = {}) {
  const submits: Array<{ entries: Array<[string, string]>; submitter: unknown }> = [];
  form.addEventListener('submit', (event) => {
    submits.push({ entries: [...new FormData(form).entries()].map(([k, v]) => [k, String(v)]), submitter: (event as SubmitEvent).submitter });
    if (cancel) event.preventDefault();
  });
  return submits;
}

describe('brand-form-button', () => {
  afterEach(cleanup);

  it('renders the title as a themed button, and nothing without a type', async () => {
    const container = fixture(formButton('type="submit"') + formButton(''));
    const [withType, without] = [...container.querySelectorAll('brand-form-button')];
    const element = await button(withType!);
    expect(element.textContent).to.equal('Send');
    expect(element.className).to.contain('MuiButton-contained');
    expect(getComputedStyle(element).backgroundColor).to.equal('rgb(0, 169, 224)'); // zyn primary
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(shadow(without!).querySelector('button')).to.equal(null);
  });

  it('submits the plain form around it with the fields and its own name=value', async () => {
    const { form, hosts } = plainForm(formButton('type="submit" name="action" value="subscribe"'));
    const submits = recordSubmits(form);
    (await button(hosts[0]!)).click();
    expect(submits).to.have.length(1);
    expect(submits[0]!.entries).to.deep.equal([['email', 'a@b.co'], ['action', 'subscribe']]);
    expect(submits[0]!.submitter).to.equal(null);
    // Only the submission it triggered carries its entry.
    expect([...new FormData(form).keys()]).to.deep.equal(['email']);
  });

  it('reset resets the form; type="button" neither submits nor resets', async () => {
    const { form, hosts } = plainForm(formButton('type="reset"', 'Clear') + formButton('type="button"', 'Help'));
    const submits = recordSubmits(form);
    const input = form.querySelector('input')!;
    input.value = 'changed@b.co';
    (await button(hosts[1]!)).click();
    expect(input.value).to.equal('changed@b.co');
    (await button(hosts[0]!)).click();
    expect(input.value).to.equal('a@b.co');
    expect(submits).to.have.length(0);
  });

  it('a submission the page cancelled leaves it as it was: it submits again', async () => {
    const { form, hosts } = plainForm(formButton('type="submit"'));
    const submits = recordSubmits(form);
    const element = await button(hosts[0]!);
    element.click();
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(element.getAttribute('aria-busy')).to.equal(null);
    element.click();
    expect(submits).to.have.length(2);
  });

  it('a submission that navigates shows progress and ignores further presses until pageshow', async () => {
    // A javascript: action is a submission nobody cancels that leaves the test page where it is.
    const { form, hosts } = plainForm(formButton('type="submit"') + formButton('type="submit" disabled', 'Off'), 'action="javascript:void 0"');
    const submits = recordSubmits(form, { cancel: false });
    const element = await button(hosts[0]!);
    const disabled = await button(hosts[1]!);
    element.click();
    await until(() => element.getAttribute('aria-busy') === 'true', 3000, 'progress');
    expect(disabled.getAttribute('aria-busy'), 'a disabled button shows no progress').to.equal(null);
    expect(element.getAttribute('aria-disabled')).to.equal('true');
    expect(element.disabled).to.equal(false); // keeps its focus
    element.click();
    element.click();
    expect(submits).to.have.length(1);
    // Back to the page from the browser's cache.
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await until(() => element.getAttribute('aria-busy') === null, 3000, 'the end of progress');
    element.click();
    expect(submits).to.have.length(2);
  });

  it('a submission that should leave but the page stays (a 204, a download) ends its progress after the busy time', async () => {
    setNavigationBusyMs(300);
    try {
      const { form, hosts } = plainForm(formButton('type="submit"'), 'action="javascript:void 0"');
      const submits = recordSubmits(form, { cancel: false });
      const element = await button(hosts[0]!);
      // Recorded from the first change: the busy state lasts the busy time only, and a poll can miss it.
      const busy = recordAttribute(element, 'aria-busy');
      element.click();
      await until(() => busy().includes('true') && element.getAttribute('aria-busy') === null, 3000, 'progress, then its end without pageshow');
      expect(busy()).to.deep.equal([null, 'true', null]);
      element.click();
      expect(submits).to.have.length(2);
    } finally {
      setNavigationBusyMs(undefined);
    }
  });

  it('while a submission is leaving, Enter in a field or form.requestSubmit() does not send the form again', async () => {
    const { form, hosts } = plainForm(formButton('type="submit"'), 'action="javascript:void 0"');
    const submits = recordSubmits(form, { cancel: false });
    const element = await button(hosts[0]!);
    element.click();
    await until(() => element.getAttribute('aria-busy') === 'true', 3000, 'progress');
    form.querySelector('input')!.focus();
    await sendKeys({ press: 'Enter' });
    form.requestSubmit();
    await settle();
    expect(submits).to.have.length(1);
  });

  it('a submission the page cancelled does not block the next one from Enter in a field', async () => {
    const { form, hosts } = plainForm(formButton('type="submit"'));
    const submits = recordSubmits(form);
    await button(hosts[0]!);
    form.requestSubmit();
    form.requestSubmit();
    await settle();
    expect(submits).to.have.length(2);
  });

  it('inside a registered form container: submit and reset reach it, with the button\'s entry', async () => {
    const container = fixture(`<div id="box">${formButton('type="submit" name="action" value="go"')}${formButton('type="reset"', 'Clear')}</div>`);
    const box = container.querySelector('#box')!;
    const calls: Array<Submitter | undefined | 'reset'> = [];
    const unregister = registerFormContainer(box, { submit: (submitter) => calls.push(submitter), reset: () => calls.push('reset') });
    try {
      const [submit, reset] = [...box.querySelectorAll('brand-form-button')];
      (await button(submit!)).click();
      (await button(reset!)).click();
      expect(calls).to.deep.equal([{ name: 'action', value: 'go' }, 'reset']);
    } finally {
      unregister();
    }
  });

  it('reflects the container\'s busy flag: progress, focus kept, presses ignored', async () => {
    const container = fixture(`<div id="box">${formButton('type="submit"')}</div>`);
    const box = container.querySelector('#box')!;
    let submits = 0;
    const unregister = registerFormContainer(box, { submit: () => submits++, reset: () => {} });
    try {
      const host = box.querySelector('brand-form-button')!;
      const element = await button(host);
      element.focus();
      setFormContainerBusy(box, true);
      await until(() => element.getAttribute('aria-busy') === 'true', 3000, 'progress');
      expect(element.getAttribute('aria-disabled')).to.equal('true');
      expect(element.querySelector('[role="progressbar"]')).to.not.equal(null);
      expect(shadow(host).activeElement).to.equal(element);
      element.click();
      expect(submits).to.equal(0);
      setFormContainerBusy(box, false);
      await until(() => element.getAttribute('aria-busy') === null, 3000, 'the end of progress');
      element.click();
      expect(submits).to.equal(1);
    } finally {
      setFormContainerBusy(box, false);
      unregister();
    }
  });

  it('disabled, or in a disabled fieldset, it does nothing', async () => {
    const container = fixture(`<form><fieldset>${formButton('type="submit"')}</fieldset>${formButton('type="submit" disabled', 'Off')}</form>`);
    const form = container.querySelector('form')!;
    const submits = recordSubmits(form);
    const [inFieldset, disabled] = [...form.querySelectorAll('brand-form-button')];
    expect((await button(disabled!)).disabled).to.equal(true);
    form.querySelector('fieldset')!.disabled = true;
    const element = await button(inFieldset!);
    await until(() => element.disabled, 3000, 'the fieldset to disable it');
    element.click();
    form.querySelector('fieldset')!.disabled = false;
    await until(() => !element.disabled, 3000, 'the fieldset to enable it');
    element.click();
    expect(submits).to.have.length(1);
  });

  it('Enter and Space press it from the keyboard, with a visible focus ring', async () => {
    const { form, hosts } = plainForm(formButton('type="submit"'));
    const submits = recordSubmits(form);
    const element = await button(hosts[0]!);
    (hosts[0] as HTMLElement).focus();
    expect(shadow(hosts[0]!).activeElement).to.equal(element);
    await until(() => element.classList.contains('Mui-focusVisible'), 3000, 'focus-visible');
    expect(getComputedStyle(element).outlineStyle).to.equal('solid');
    expect(parseFloat(getComputedStyle(element).outlineWidth)).to.be.at.least(2);
    await sendKeys({ press: 'Enter' });
    await until(() => submits.length === 1, 3000, 'Enter to submit');
    await sendKeys({ press: 'Space' });
    await until(() => submits.length === 2, 3000, 'Space to submit');
  });
});
