import { expect } from 'chai';
import '../../src/elements/brand-health-warning';
import { THEME_NAMES } from '../../src/themes';
import { brokenImagesSettled, captureConsole, cleanup, fixture, rendered, settle, shadow, until } from './helpers';

const PIXEL = '/tests/elements/fixtures/pixel.png';
const TEXT = '<p>This product contains nicotine, which is a <strong>highly addictive</strong> substance.</p>';

type Host = HTMLElement & Record<string, unknown>;

function mount(props: Record<string, unknown>, attributes = ''): Host {
  const container = fixture(`<brand-health-warning ${attributes}></brand-health-warning>`);
  const host = container.querySelector<Host>('brand-health-warning')!;
  Object.assign(host, props);
  return host;
}

const box = (host: Element) => until(() => shadow(host).querySelector<HTMLElement>('[data-health-warning]'), 3000, 'the warning');

/** WCAG relative luminance contrast of two rgb() colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = color.match(/\d+(\.\d+)?/g)!.slice(0, 3).map(Number).map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('brand-health-warning', () => {
  afterEach(cleanup);

  it('renders sanitized HTML text, centred, bold black on white in a 3px black box, kept out of snippets', async () => {
    const host = mount({ text: TEXT });
    const warning = await box(host);
    await until(() => warning.querySelector('strong'));
    expect(warning.textContent).to.contain('highly addictive');
    expect(warning.hasAttribute('data-nosnippet')).to.equal(true);
    expect(host.hasAttribute('data-nosnippet')).to.equal(true);
    const style = getComputedStyle(warning);
    expect(style.textAlign).to.equal('center');
    expect(style.fontWeight).to.equal('700');
    expect(style.borderTopWidth).to.equal('3px');
    expect(style.borderInlineStartWidth).to.equal('3px');
    expect(style.borderTopStyle).to.equal('solid');
    expect(style.borderTopColor).to.equal('rgb(0, 0, 0)');
    expect(style.color).to.equal('rgb(0, 0, 0)');
    expect(style.backgroundColor).to.equal('rgb(255, 255, 255)');
  });

  it('the alternative variant has a 6px border', async () => {
    const host = mount({ text: TEXT }, 'variant="alternative"');
    const warning = await box(host);
    expect(getComputedStyle(warning).borderTopWidth).to.equal('6px');
    expect(getComputedStyle(warning).borderBottomWidth).to.equal('6px');
  });

  it('tone="dark" inverts it: white on black with a white border', async () => {
    const host = mount({ text: TEXT }, 'tone="dark"');
    const style = getComputedStyle(await box(host));
    expect(style.color).to.equal('rgb(255, 255, 255)');
    expect(style.backgroundColor).to.equal('rgb(0, 0, 0)');
    expect(style.borderTopColor).to.equal('rgb(255, 255, 255)');
  });

  it('looks like a regulatory warning in all five themes: bold, maximum contrast, same box', async () => {
    const container = fixture(THEME_NAMES.map((name) => `<brand-health-warning theme="${name}"></brand-health-warning>`).join(''));
    const hosts = [...container.querySelectorAll<Host>('brand-health-warning')];
    hosts.forEach((host) => (host.text = TEXT));
    for (const host of hosts) {
      const warning = await box(host);
      const style = getComputedStyle(warning);
      expect(style.fontWeight, host.getAttribute('theme')!).to.equal('700'); // zyn3's bold is 400: still bold here
      expect(contrast(style.color, style.backgroundColor), host.getAttribute('theme')!).to.be.at.least(20);
      expect(style.borderTopWidth).to.equal('3px');
      expect(style.fontFamily, 'the theme font').to.equal(getComputedStyle(host).fontFamily);
    }
  });

  it('drops script and event handlers from the authored HTML', async () => {
    (window as unknown as { pwned?: boolean }).pwned = false;
    const host = mount({
      text: '<p>Warning<img src="x" onerror="window.pwned=true"></p><script>window.pwned=true</script><a href="javascript:window.pwned=true">x</a><p style="color:red" onclick="window.pwned=true">styled</p>',
    });
    const warning = await box(host);
    await until(() => warning.querySelector('p'));
    await brokenImagesSettled();
    expect((window as unknown as { pwned?: boolean }).pwned).to.equal(false);
    expect(warning.querySelector('script')).to.equal(null);
    expect(warning.querySelectorAll('[onerror], [onclick], [style]').length).to.equal(0);
    expect(warning.querySelector('a')!.getAttribute('href') ?? '').not.to.match(/javascript:/i);
  });

  it('shows the optional image with its size, alt text and lazy loading, above the text', async () => {
    const host = mount({ text: TEXT, imageUrl: PIXEL, imageWidth: 120, imageHeight: '40px', imageAlt: 'Nicotine warning', imageLazyLoading: true });
    const warning = await box(host);
    const image = await until(() => warning.querySelector('img'));
    expect(image.getAttribute('src')).to.equal(PIXEL);
    expect(image.getAttribute('alt')).to.equal('Nicotine warning');
    expect(image.getAttribute('width')).to.equal('120');
    expect(image.getAttribute('height')).to.equal('40');
    expect(image.getAttribute('loading')).to.equal('lazy');
    expect(warning.firstElementChild).to.equal(image);
    // Centred in the box.
    const boxRect = warning.getBoundingClientRect();
    const rect = image.getBoundingClientRect();
    expect(Math.abs(rect.left - boxRect.left - (boxRect.right - rect.right))).to.be.below(2);
  });

  it('an image alone is enough; its alt defaults to empty, a CSS length becomes a style', async () => {
    const host = mount({ imageUrl: PIXEL, imageWidth: '50%' });
    const image = await until(() => shadow(host).querySelector('img'));
    expect(image.getAttribute('alt')).to.equal('');
    expect(image.hasAttribute('width')).to.equal(false);
    expect(image.style.width).to.equal('50%');
    expect(image.hasAttribute('loading')).to.equal(false);
  });

  it('refuses a javascript: image URL (one console error) and accepts a data:image placeholder', async () => {
    let host!: Host;
    const { errors } = await captureConsole(async () => {
      host = mount({ text: TEXT, imageUrl: 'javascript:alert(1)' });
      await box(host);
      await settle();
    });
    expect(shadow(host).querySelector('img')).to.equal(null);
    expect(errors.filter((message) => message.includes('<brand-health-warning>') && message.includes('imageUrl'))).to.have.length(1);

    const data = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const { errors: none } = await captureConsole(async () => {
      host.imageUrl = data;
      await until(() => shadow(host).querySelector('img'));
      await settle();
    });
    expect(shadow(host).querySelector('img')!.getAttribute('src')).to.equal(data);
    expect(none).to.deep.equal([]);
  });

  it('is-shown="false" renders nothing; so does a warning with neither text nor image', async () => {
    const host = mount({ text: TEXT }, 'is-shown="false"');
    // "Nothing rendered" waits until the element shows what it was given, not a fixed time.
    await rendered(host);
    expect(shadow(host).querySelector('[data-health-warning]')).to.equal(null);
    host.removeAttribute('is-shown');
    await box(host);
    host.text = '   ';
    await until(() => !shadow(host).querySelector('[data-health-warning]'), 3000, 'empty warning gone');
  });
});
