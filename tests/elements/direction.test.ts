import { expect } from 'chai';
import '../../src/elements/brand-health-warning';
import '../../src/elements/brand-text';
import { cleanup, fixture, shadow, until } from './helpers';

const ENGLISH = 'This product contains nicotine, which is a highly addictive substance.';
const ARABIC = 'يحتوي هذا المنتج على النيكوتين، وهو مادة شديدة الإدمان.';

type Host = HTMLElement & Record<string, unknown>;

/** Mounts `tag` with `props` inside a right-to-left page section. */
function mountRtl(tag: string, props: Record<string, unknown>): Host {
  const container = fixture(`<div dir="rtl" lang="ar"><${tag}></${tag}></div>`);
  const host = container.querySelector<Host>(tag)!;
  Object.assign(host, props);
  return host;
}

/** The text node holding `text` under `root` (shadow roots included one level). */
function textNode(root: ParentNode, text: string): Text | undefined {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.textContent?.includes(text)) return node as Text;
  return undefined;
}

/** The horizontal centre of the full stop ending `text` against that of its first word. */
function fullStopSide(node: Text): 'right' | 'left' {
  const range = document.createRange();
  const end = node.textContent!.lastIndexOf('.');
  range.setStart(node, end);
  range.setEnd(node, end + 1);
  const stop = range.getBoundingClientRect();
  range.setStart(node, 0);
  range.setEnd(node, 4);
  const first = range.getBoundingClientRect();
  return stop.left > first.left ? 'right' : 'left';
}

describe('authored text in right-to-left pages', () => {
  afterEach(cleanup);

  it('the health warning isolates English (dir="auto"): its full stop stays on the right', async () => {
    const host = mountRtl('brand-health-warning', { text: `<p>${ENGLISH}</p>` });
    const node = await until(() => textNode(shadow(host), 'substance'), 3000, 'the warning text');
    const block = node.parentElement!.closest('[dir]')!;
    expect(block.getAttribute('dir')).to.equal('auto');
    expect(getComputedStyle(node.parentElement!).direction).to.equal('ltr');
    expect(fullStopSide(node)).to.equal('right');
  });

  it('Arabic in the same warning stays right to left', async () => {
    const host = mountRtl('brand-health-warning', { text: `<p>${ARABIC}</p>` });
    const node = await until(() => textNode(shadow(host), 'النيكوتين'), 3000, 'the warning text');
    expect(getComputedStyle(node.parentElement!).direction).to.equal('rtl');
  });

  for (const richText of [false, true]) {
    it(`brand-text (${richText ? 'rich' : 'plain'}) with English copy in a right-to-left page reads left to right`, async () => {
      const host = mountRtl('brand-text', { text: richText ? `<p>${ENGLISH}</p>` : ENGLISH, richText });
      const node = await until(() => textNode(shadow(host), 'substance'), 3000, 'the text');
      expect(node.parentElement!.closest('[dir]')!.getAttribute('dir')).to.equal('auto');
      expect(getComputedStyle(node.parentElement!).direction).to.equal('ltr');
      expect(fullStopSide(node)).to.equal('right');
    });
  }
});
