// Authored HTML without DOMPurify in every element's download (src/core/security/authoredHtml.ts): text is
// shown without loading it; markup waits for its chunk, and the element's content then appears whole.
import { expect } from 'chai';
import '../../src/elements/brand-readmore';
import { sanitizer } from '../../src/core/security/authoredHtml';
import { cleanup, fixture, rendered, shadow } from './helpers';

type Host = HTMLElement & Record<string, unknown> & { updateComplete: Promise<void> };

function mount(text: string): Host {
  const host = fixture('<div style="width: 360px"><brand-readmore></brand-readmore></div>').querySelector<Host>('brand-readmore')!;
  // Every state of the text box from the first node React puts in the shadow root (a record, not a poll).
  const seen: string[] = [];
  new MutationObserver(() => {
    const content = shadow(host).querySelector('[part="content"] > div');
    if (content && seen.at(-1) !== content.innerHTML) seen.push(content.innerHTML);
  }).observe(shadow(host), { childList: true, subtree: true, characterData: true });
  host.seen = seen;
  Object.assign(host, { text, lines: 2 });
  return host;
}

describe('authored HTML and the sanitizer\'s chunk', () => {
  afterEach(cleanup);

  it('plain text is shown as text, and the sanitizer is never loaded', async () => {
    expect(sanitizer.ready(), 'not loaded before').to.equal(false);
    const host = mount('Tobacco-free pouches in many flavours.');
    await rendered(host);
    const box = shadow(host).querySelector('[part="content"] > div')!;
    expect(box.textContent).to.equal('Tobacco-free pouches in many flavours.');
    expect(box.childElementCount).to.equal(0);
    expect(host.seen).to.deep.equal(['Tobacco-free pouches in many flavours.']);
    // (rendered: the element shows what it was given, its effects ran; a load would have started by now)
    expect(sanitizer.ready(), 'not loaded for text').to.equal(false);
  });

  it('markup: the element renders once the sanitizer is there, sanitized and whole from its first frame', async () => {
    const long = `<p>${'Our pouches come in many flavours and strengths. '.repeat(12)}</p><p>With <b onclick="window.pwned=1">bold</b>.</p>`;
    const host = mount(long);
    await rendered(host);
    expect(sanitizer.ready(), 'loaded for markup').to.equal(true);
    const seen = host.seen as string[];
    expect(seen[0], 'the first content React showed is the sanitized text').to.contain('<b>bold</b>');
    expect(seen.every((html) => !html.includes('onclick'))).to.equal(true);
    // Measured on its whole text from the first commit: clipped with the button, never unclipped in between.
    const content = shadow(host).querySelector('[part="content"]')!;
    expect(content.hasAttribute('data-clipped')).to.equal(true);
    expect(shadow(host).querySelector<HTMLButtonElement>('button[aria-controls]')!.hidden).to.equal(false);
  });
});
