import { expect } from 'chai';
import '../../src/elements/brand-consumables-table';
import { authoringStore } from '../../src/core/stores/authoring';
import { setViewport } from '@web/test-runner-commands';
import { captureConsole, cleanup, fixture, runtimeSettled, settle, shadow, until } from './helpers';

type Host = HTMLElement & Record<string, unknown>;
const PIXEL = '/tests/elements/fixtures/pixel.png';

const MODEL = {
  caption: 'Compare the tins',
  showAromaNote: true,
  showIntensityGauge: true,
  intensityScale: 12,
  rowGroups: [
    { title: 'Mint', items: [{ title: 'Cool Mint', subtitle: '6 mg', tableImage: { src: PIXEL, alt: 'Cool Mint tin' }, aromaImage: PIXEL, aromaLabel: 'Peppermint', intensityGauge: { value: 8, scale: 10 } }, { title: 'Spearmint', intensityGauge: { value: 5 } }] },
    { title: 'Empty', items: [] },
    { title: 'Coffee', items: [{ title: 'Espressino', tableImage: PIXEL, intensityGauge: { value: 10 } }, { subtitle: 'no title' }] },
  ],
};

function mount(model: Record<string, unknown> = MODEL): Host {
  const host = fixture('<brand-consumables-table></brand-consumables-table>').querySelector<Host>('brand-consumables-table')!;
  host.model = model;
  return host;
}
const table = (host: Element) => until(() => shadow(host).querySelector<HTMLTableElement>('table'), 3000, 'the table');
const texts = (nodes: Iterable<Element>) => [...nodes].map((node) => node.textContent?.trim());

describe('brand-consumables-table', () => {
  afterEach(cleanup);

  it('is a real table: a caption, column headers, a row header per item, row groups without empty ones', async () => {
    const element = await table(mount());
    expect(element.caption?.textContent).to.equal('Compare the tins');
    expect(texts(element.querySelectorAll('thead th[scope="col"]'))).to.deep.equal(['Product', 'Aroma note', 'Intensity']);
    expect(element.tBodies).to.have.length(2);
    expect(texts(element.querySelectorAll('th[scope="rowgroup"]'))).to.deep.equal(['Mint', 'Coffee']);
    expect(texts(element.querySelectorAll('tr[data-item] > th[scope="row"] strong'))).to.deep.equal(['Cool Mint', 'Spearmint', 'Espressino']);
    expect(element.querySelector('th[scope="rowgroup"]')!.getAttribute('colspan')).to.equal('3');
    const image = element.querySelector('img')!;
    expect([image.getAttribute('src'), image.getAttribute('alt')]).to.deep.equal([PIXEL, 'Cool Mint tin']);
  });

  it('gives each item an intensity gauge: its own scale, else intensityScale', async () => {
    const element = await table(mount());
    const meters = [...element.querySelectorAll('[role="meter"]')];
    expect(meters.map((meter) => meter.getAttribute('aria-valuetext'))).to.deep.equal(['8-out-of-10', '5-out-of-12', '10-out-of-12']);
    expect(meters[0]!.getAttribute('aria-label')).to.equal('Intensity');
    expect(meters[0]!.getBoundingClientRect().width).to.equal(48); // the gauge's Tiny ring
  });

  it('shows the aroma and intensity columns only when their options are on', async () => {
    const element = await table(mount({ ...MODEL, showAromaNote: false, showIntensityGauge: false, productLabel: 'Flavour' }));
    expect(texts(element.querySelectorAll('thead th'))).to.deep.equal(['Flavour']);
    expect(element.querySelector('[role="meter"]')).to.equal(null);
    expect(element.querySelector('[scope="rowgroup"]')!.getAttribute('colspan')).to.equal('1');
  });

  it('is a table from the md breakpoint and a card per item below it (head hidden, cells labelled)', async () => {
    const before = { width: window.innerWidth, height: window.innerHeight };
    try {
      await setViewport({ width: 1280, height: 800 });
      const element = await table(mount());
      const headRow = element.tHead!.rows[0]!;
      const row = element.querySelector<HTMLElement>('tr[data-item]')!;
      const label = row.querySelector<HTMLElement>('[data-cell-label]')!;
      await until(() => getComputedStyle(element).display === 'table', 3000, 'a table at 1280 px');
      expect(headRow.getBoundingClientRect().height).to.be.above(20);
      expect(getComputedStyle(label).display).to.equal('none');
      const cells = [...row.children].map((cell) => cell.getBoundingClientRect());
      expect(cells[1]!.top).to.equal(cells[0]!.top); // side by side

      await setViewport({ width: 390, height: 844 });
      await until(() => getComputedStyle(row).display === 'grid', 3000, 'a card at 390 px');
      expect(element.tHead!.getBoundingClientRect().height).to.be.at.most(1); // visually hidden, still read
      expect(getComputedStyle(label).display).to.equal('block');
      expect(label.textContent).to.equal('Aroma note');
      const stacked = [...row.children].map((cell) => cell.getBoundingClientRect());
      expect(stacked[1]!.top).to.be.above(stacked[0]!.bottom - 1);
    } finally {
      await setViewport(before);
    }
  });

  it('refuses a javascript: image URL (no image, one console error)', async () => {
    let host!: Host;
    const { errors } = await captureConsole(async () => {
      host = mount({ rowGroups: [{ items: [{ title: 'Bad', tableImage: 'javascript:alert(1)' }] }] });
      await table(host);
      await settle();
    });
    expect(shadow(host).querySelector('img')).to.equal(null);
    expect(errors.filter((message) => message.includes('<brand-consumables-table>'))).to.have.length(1);
  });

  it('item fields are text, image URLs are checked: no payload runs', async () => {
    const payload = '<img src=x onerror="window.__xss=1">';
    const host = mount({
      caption: payload,
      showAromaNote: true,
      rowGroups: [{ title: payload, items: [{ title: payload, subtitle: payload, aromaLabel: payload, tableImage: { src: 'data:text/html,<script>1</script>', alt: payload }, aromaImage: 'vbscript:x' }] }],
    });
    await captureConsole(async () => {
      const element = await table(host);
      await settle();
      expect(element.querySelector('img, script')).to.equal(null);
      expect(element.querySelector('strong')!.textContent).to.equal(payload);
    });
    expect((window as unknown as { __xss?: number }).__xss).to.equal(undefined);
  });

  it('renders nothing live without a titled item; the editor shows a placeholder', async () => {
    const live = mount({ rowGroups: [{ title: 'Only a group', items: [{ subtitle: 'x' }] }] });
    await until(() => live.shadowRoot, 3000, 'the shadow root');
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(shadow(live).querySelector('table, [data-brand-placeholder]')).to.equal(null);
    const before = authoringStore.getSnapshot();
    authoringStore.set('edit');
    try {
      const edit = mount({ rowGroups: [] });
      const placeholder = await until(() => edit.shadowRoot?.querySelector('[data-brand-placeholder]'), 3000, 'the placeholder');
      expect(placeholder.textContent).to.contain('Consumables table');
    } finally {
      authoringStore.set(before);
    }
  });
});
