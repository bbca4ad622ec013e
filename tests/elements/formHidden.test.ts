import { expect } from 'chai';
import '../../src/elements/brand-form-hidden';
import { cleanup, fixture, settle, until } from './helpers';

type Hidden = HTMLElement & { value: string; checkValidity(): boolean; form: HTMLFormElement | null };

function mount(html: string) {
  const container = fixture(`<form>${html}</form>`);
  const form = container.querySelector('form')!;
  const hidden = container.querySelector('brand-form-hidden') as Hidden;
  return { form, hidden };
}

describe('brand-form-hidden', () => {
  afterEach(cleanup);

  it('submits its value under its name and shows nothing', async () => {
    const { form, hidden } = mount('<brand-form-hidden name="source" value="newsletter-footer"></brand-form-hidden>');
    await until(() => new FormData(form).get('source') === 'newsletter-footer', 3000, 'the value in FormData');
    await (hidden as unknown as { updateComplete: Promise<void> }).updateComplete;
    expect(hidden.form).to.equal(form);
    expect(hidden.value).to.equal('newsletter-footer');
    expect(getComputedStyle(hidden).display).to.equal('none');
    expect(hidden.getBoundingClientRect().height).to.equal(0);
    expect(hidden.checkValidity()).to.equal(true);
  });

  it('takes its data from the model too, and follows a new value', async () => {
    const { form, hidden } = mount('<brand-form-hidden></brand-form-hidden>');
    (hidden as unknown as { model: unknown }).model = { name: 'campaign', value: 'spring' };
    await until(() => new FormData(form).get('campaign') === 'spring', 3000, 'the model value');
    (hidden as unknown as { model: unknown }).model = { name: 'campaign', value: 'summer' };
    await until(() => new FormData(form).get('campaign') === 'summer', 3000, 'the new value');
    expect(new FormData(form).getAll('campaign')).to.deep.equal(['summer']);
  });

  it('resets to its value and is dropped in a disabled fieldset', async () => {
    const { form, hidden } = mount('<fieldset><brand-form-hidden name="source" value="a"></brand-form-hidden></fieldset>');
    await until(() => new FormData(form).get('source') === 'a', 3000, 'the value');
    // (a value set before the first render cannot be told from the authored one: it is then the reset target)
    await (hidden as unknown as { updateComplete: Promise<void> }).updateComplete;
    hidden.value = 'b';
    await until(() => new FormData(form).get('source') === 'b', 3000, 'the value a script set');
    form.reset();
    await until(() => new FormData(form).get('source') === 'a', 3000, 'the authored value after reset');
    form.querySelector('fieldset')!.disabled = true;
    expect(new FormData(form).has('source')).to.equal(false);
    expect(hidden.value).to.equal('a');
  });

  it('submits nothing without a name', async () => {
    const { form, hidden } = mount('<brand-form-hidden value="orphan"></brand-form-hidden><brand-form-hidden name="named" value="kept"></brand-form-hidden>');
    await (hidden as unknown as { updateComplete: Promise<void> }).updateComplete;
    await settle();
    expect(hidden.value).to.equal('orphan');
    expect([...new FormData(form).keys()]).to.deep.equal(['named']);
  });
});
