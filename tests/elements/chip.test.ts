import { expect } from 'chai';
import '../../src/elements/brand-chip';
import { cleanup, fixture, rendered, settle, shadow, until } from './helpers';

type Host = HTMLElement & Record<string, unknown>;
const chip = (host: Element) => until(() => shadow(host).querySelector<HTMLElement>('[part="chip"]'), 3000, 'the chip');

describe('brand-chip', () => {
  afterEach(cleanup);

  it('without a link is static text: no link, no button, not focusable', async () => {
    const host = fixture('<brand-chip label="Delivery" icon="delivery"></brand-chip>').querySelector('brand-chip')!;
    const element = await chip(host);
    expect(element.localName).to.not.equal('a');
    expect(element.getAttribute('role')).to.equal(null);
    expect(element.tabIndex).to.equal(-1);
    expect(element.textContent).to.equal('Delivery');
    expect(element.querySelector('svg[aria-hidden="true"]')).to.not.equal(null);
  });

  it('with a link is a link, in the tab order, with a visible focus ring', async () => {
    const host = fixture('<brand-chip label="Returns" link-url="/help/returns.html" variant="outlined"></brand-chip>').querySelector('brand-chip')!;
    const element = await chip(host);
    expect(element.localName).to.equal('a');
    expect(element.getAttribute('href')).to.equal('/help/returns.html');
    expect(element.getAttribute('role')).to.equal(null);
    expect(element.className).to.contain('MuiChip-outlined');
    element.focus();
    expect(shadow(host).activeElement).to.equal(element);
  });

  it('filled and outlined take the theme\'s primary colour', async () => {
    const container = fixture('<brand-chip label="A"></brand-chip><brand-chip label="B" variant="outlined"></brand-chip>');
    const [filled, outlined] = [...container.querySelectorAll('brand-chip')];
    const a = await chip(filled!);
    const b = await chip(outlined!);
    expect(getComputedStyle(a).backgroundColor).to.equal('rgb(0, 169, 224)'); // zyn primary
    expect(getComputedStyle(b).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
    expect(getComputedStyle(b).borderTopColor).to.not.equal('rgba(0, 0, 0, 0)');
  });

  it('a new window gets rel="noopener noreferrer"; a javascript: URL leaves static text', async () => {
    const container = fixture('<brand-chip label="Out" link-url="https://example.com" link-target="_blank"></brand-chip><brand-chip label="Bad"></brand-chip>');
    const [out, bad] = [...container.querySelectorAll<Host>('brand-chip')];
    expect((await chip(out!)).getAttribute('rel')).to.equal('noopener noreferrer');
    const original = console.error;
    console.error = () => {};
    try {
      bad!.linkUrl = 'javascript:alert(1)';
      await settle();
      expect((await chip(bad!)).localName).to.not.equal('a');
    } finally {
      console.error = original;
    }
  });

  it('renders nothing without a label', async () => {
    const host = fixture('<brand-chip link-url="/x"></brand-chip>').querySelector('brand-chip')!;
    // "Nothing rendered" waits until the element shows what it was given, not a fixed time.
    await rendered(host);
    expect(shadow(host).querySelector('[part="chip"]')).to.equal(null);
  });
});
