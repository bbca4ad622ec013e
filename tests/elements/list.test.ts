import { expect } from 'chai';
import '../../src/elements/brand-list';
import { captureConsole, cleanup, fixture, rendered, settle, shadow, until } from './helpers';

type Host = HTMLElement & Record<string, unknown>;
const MARCH_12 = Date.UTC(2026, 2, 12, 10, 30);
const ITEMS = [
  { title: 'Delivery times', description: 'When your order arrives.', lastModified: MARCH_12, link: { url: '/help/delivery.html' } },
  { title: 'Returns', description: 'Send it back within 30 days.', lastModified: '2026-01-05T08:00:00Z', url: '/help/returns.html' },
];

function mount(html: string, model?: Record<string, unknown>): Host {
  const host = fixture(html).querySelector<Host>('brand-list')!;
  if (model) host.model = model;
  return host;
}
const items = (host: Element) => until(() => {
  const found = shadow(host).querySelectorAll('li');
  return found.length ? [...found] : undefined;
}, 3000, 'the list items');

describe('brand-list', () => {
  afterEach(cleanup);

  it('shows a list of titles, plain text unless link-items', async () => {
    const host = mount('<brand-list></brand-list>', { items: ITEMS });
    const lis = await items(host);
    expect(shadow(host).querySelector('ul')).to.not.equal(null);
    expect(lis.map((li) => li.textContent)).to.deep.equal(['Delivery times', 'Returns']);
    expect(shadow(host).querySelector('a')).to.equal(null);
    expect(shadow(host).querySelector('time')).to.equal(null);
  });

  it('links titles (link.url or url), shows descriptions and dates when asked, styled from the theme', async () => {
    const host = mount('<brand-list></brand-list>', { items: ITEMS, linkItems: true, showDescription: true, showModificationDate: true });
    await items(host);
    const links = [...shadow(host).querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).to.deep.equal(['/help/delivery.html', '/help/returns.html']);
    const times = [...shadow(host).querySelectorAll('time')];
    expect(times.map((time) => time.getAttribute('datetime'))).to.deep.equal(['2026-03-12', '2026-01-05']);
    expect(times[0]!.textContent).to.equal('March 12, 2026');
    expect(shadow(host).textContent).to.contain('When your order arrives.');
    expect(Number(getComputedStyle(links[0]!).fontWeight)).to.be.at.least(600);
    expect(getComputedStyle(shadow(host).querySelector('ul')!).listStyleType).to.equal('none');
  });

  it('formats dates in the language the host inherits, and follows it when it changes', async () => {
    const container = fixture('<div lang="ar"><brand-list show-modification-date></brand-list></div>');
    const host = container.querySelector<Host>('brand-list')!;
    host.items = ITEMS;
    const time = await until(() => shadow(host).querySelector('time'));
    await until(() => time.textContent!.includes('مارس'), 3000, 'an Arabic date');
    container.firstElementChild!.setAttribute('lang', 'fr');
    await until(() => shadow(host).querySelector('time')!.textContent!.includes('mars'), 3000, 'a French date');
  });

  it('reads items from the attribute (Adobe v2 JSON with epoch ms)', async () => {
    const host = mount(`<brand-list link-items items='${JSON.stringify(ITEMS)}'></brand-list>`);
    await items(host);
    expect(shadow(host).querySelectorAll('a')).to.have.length(2);
  });

  it('renders a refused URL as plain text, with one console error naming the element', async () => {
    let host!: Host;
    const { errors } = await captureConsole(async () => {
      host = mount('<brand-list link-items></brand-list>', { items: [{ title: 'Bad', link: { url: 'javascript:alert(1)' } }] });
      await items(host);
      await settle();
    });
    expect(shadow(host).querySelector('a')).to.equal(null);
    expect(errors.filter((message) => message.includes('<brand-list>'))).to.have.length(1);
  });

  it('renders nothing without items on the live site', async () => {
    const host = mount('<brand-list></brand-list>', { items: [] });
    // "Nothing rendered" waits until the element shows what it was given, not a fixed time.
    await rendered(host);
    expect(shadow(host).querySelector('ul')).to.equal(null);
  });
});
