import { expect } from 'chai';
import '../../src/elements/brand-rich-usp-list';
import { cleanup, fixture, shadow, until } from './helpers';

type Host = HTMLElement & Record<string, unknown>;
const PIXEL = '/tests/elements/fixtures/pixel.png';
const ITEMS = [
  { icon: 'delivery', title: 'Free delivery', text: '<p>On orders over <strong>£20</strong>.</p><img src="/tests/elements/fixtures/pixel.png" onload="window.__uspXss=1">' },
  { icon: 'pmi-icon-leaf', title: 'Tobacco-free', text: '<p>Nicotine pouches, no tobacco leaf.</p>' },
  { image: { src: PIXEL, alt: '' }, title: '30-day returns', text: '<p>Changed your mind? Send it back.</p>' },
];

async function mount(width: string): Promise<Host> {
  const container = fixture(`<div style="width:${width}"><brand-rich-usp-list></brand-rich-usp-list></div>`);
  const host = container.querySelector<Host>('brand-rich-usp-list')!;
  host.items = ITEMS;
  await until(() => shadow(host).querySelectorAll('li').length === 3, 3000, 'three selling points');
  return host;
}

describe('brand-rich-usp-list', () => {
  afterEach(cleanup);

  it('shows each selling point with its icon or image, a heading and sanitized HTML text', async () => {
    const host = await mount('1000px');
    const root = shadow(host);
    expect([...root.querySelectorAll('h3')].map((h) => h.textContent)).to.deep.equal(['Free delivery', 'Tobacco-free', '30-day returns']);
    expect(root.querySelectorAll('[part="media"] svg')).to.have.length(2);
    expect(root.querySelector('[part="media"] img')!.getAttribute('src')).to.equal(PIXEL);
    await until(() => root.querySelector('strong'), 3000, 'the HTML text');
    expect(root.querySelector('[onerror]')).to.equal(null);
    expect((window as unknown as { __uspXss?: number }).__uspXss).to.equal(undefined);
  });

  it('lays the points side by side on a wide screen', async () => {
    const host = await mount('1000px');
    const tops = [...shadow(host).querySelectorAll('li')].map((li) => Math.round(li.getBoundingClientRect().top));
    // The viewport decides the breakpoint: the test browser is wider than 600px.
    expect(window.innerWidth).to.be.greaterThan(600);
    expect(new Set(tops).size).to.equal(1);
  });

  it('takes the heading level from heading-level', async () => {
    const host = fixture('<brand-rich-usp-list heading-level="2"></brand-rich-usp-list>').querySelector<Host>('brand-rich-usp-list')!;
    host.items = ITEMS;
    await until(() => shadow(host).querySelectorAll('h2').length === 3, 3000, 'h2 titles');
  });
});
