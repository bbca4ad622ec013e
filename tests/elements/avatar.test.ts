import { expect } from 'chai';
import '../../src/elements/brand-avatar';
import { captureConsole, cleanup, fixture, rendered, settle, shadow, until } from './helpers';

const PIXEL = '/tests/elements/fixtures/pixel.png';
type Host = HTMLElement & Record<string, unknown>;

/** `title` is a model field (the host keeps its own title attribute): it goes in the JSON script. */
function withTitle(attributes: string): string {
  const title = /title="([^"]*)"/.exec(attributes)?.[1];
  const rest = attributes.replace(/title="[^"]*"/, '');
  return `<brand-avatar ${rest}>${title === undefined ? '' : `<script type="application/json">${JSON.stringify({ title })}</script>`}</brand-avatar>`;
}

function mount(attributes: string, props: Record<string, unknown> = {}): Host {
  const container = fixture(withTitle(attributes));
  const host = container.querySelector<Host>('brand-avatar')!;
  Object.assign(host, props);
  return host;
}

const circle = (host: Element) => until(() => shadow(host).querySelector<HTMLElement>('[part="avatar"]'), 3000, 'the avatar');

describe('brand-avatar', () => {
  afterEach(cleanup);

  it('shows the picture beside a bold title and a label, in the theme', async () => {
    const host = mount('title="Alex Morgan" label="Gold member"', { imageProps: { src: PIXEL, alt: 'Alex Morgan' } });
    const avatar = await circle(host);
    const image = await until(() => avatar.querySelector('img'));
    expect(image.getAttribute('src')).to.equal(PIXEL);
    expect(image.getAttribute('alt')).to.equal('Alex Morgan');
    expect(avatar.hasAttribute('aria-hidden')).to.equal(false);
    const texts = [...shadow(host).querySelectorAll('[data-avatar] > span:last-child > span')];
    expect(texts.map((text) => text.textContent)).to.deep.equal(['Alex Morgan', 'Gold member']);
    expect(Number(getComputedStyle(texts[0]!).fontWeight)).to.be.at.least(600);
    expect(getComputedStyle(texts[1]!).color).to.equal('rgb(91, 103, 130)'); // zyn secondary text #5B6782
    expect(getComputedStyle(avatar).borderTopLeftRadius).to.equal('50%');
  });

  it('sizes medium, small and tiny are theme spacing 6, 5 and 4 (48, 32 and 24px)', async () => {
    const container = fixture(['medium', 'small', 'tiny', 'huge'].map((size) => withTitle(`title="A B" size="${size}"`)).join(''));
    const sides: number[] = [];
    for (const host of container.querySelectorAll('brand-avatar')) {
      const avatar = await circle(host);
      const rect = avatar.getBoundingClientRect();
      expect(rect.width).to.equal(rect.height);
      sides.push(rect.width);
    }
    expect(sides).to.deep.equal([48, 32, 24, 48]);
  });

  it('falls back to initials without a picture, and when the picture fails to load', async () => {
    const host = mount('title="  jean-luc   Picard "');
    const avatar = await circle(host);
    expect(avatar.textContent).to.equal('JP');
    expect(avatar.getAttribute('aria-hidden')).to.equal('true'); // the title already says it

    // The picture may come and go within one poll: record it from before it is asked for.
    let triedPicture = false;
    const observer = new MutationObserver((records) => {
      if (records.some((record) => [...record.addedNodes].some((node) => node.nodeName === 'IMG'))) triedPicture = true;
    });
    observer.observe(avatar, { childList: true, subtree: true });
    host.imageProps = { src: '/tests/elements/fixtures/missing.png', alt: 'Jean-Luc' };
    await until(() => triedPicture && !avatar.querySelector('img') && avatar.textContent === 'JP', 3000, 'the initials after the picture failed');
    observer.disconnect();
  });

  it('refuses a javascript: picture URL (initials instead, one console error)', async () => {
    let host!: Host;
    const { errors } = await captureConsole(async () => {
      host = mount('title="Sam"', { imageProps: { src: 'javascript:alert(1)' } });
      await circle(host);
      await settle();
    });
    expect(shadow(host).querySelector('img')).to.equal(null);
    expect((await circle(host)).textContent).to.equal('S');
    expect(errors.filter((message) => message.includes('<brand-avatar>'))).to.have.length(1);
  });

  it('background colour with readable initials; a dark tone for dark surroundings', async () => {
    const host = mount('title="Kim Lee" background="#ffdc0f" tone="dark" label="Silver"');
    const avatar = await circle(host);
    expect(getComputedStyle(avatar).backgroundColor).to.equal('rgb(255, 220, 15)');
    expect(getComputedStyle(avatar).color).to.equal('rgba(0, 0, 0, 0.87)');
    const title = shadow(host).querySelector('[data-avatar] > span:last-child > span')!;
    expect(getComputedStyle(title).color).to.equal('rgb(255, 255, 255)');
    expect(shadow(host).querySelector('[data-avatar]')!.getAttribute('data-tone')).to.equal('dark');
  });

  it('the theme attribute stays the brand theme (zyn3 colours), not the tone', async () => {
    const host = mount('title="Kim" theme="zyn3"');
    const avatar = await circle(host);
    expect(getComputedStyle(avatar).backgroundColor).to.equal('rgb(11, 31, 68)'); // zyn3 dark #0B1F44
    expect(shadow(host).querySelector('[data-avatar]')!.getAttribute('data-tone')).to.equal('light');
  });

  it('renders nothing with neither a picture nor a name', async () => {
    const host = mount('size="small"');
    // "Nothing rendered" waits until the element shows what it was given, not a fixed time.
    await rendered(host);
    expect(shadow(host).querySelector('[data-avatar]')).to.equal(null);
  });
});
