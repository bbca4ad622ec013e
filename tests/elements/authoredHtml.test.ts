// Authored HTML without DOMPurify in every element's download (src/core/security/authoredHtml.ts): text is
// shown without loading it; markup waits for its chunk, and the element's content then appears whole.
import { expect } from 'chai';
import '../../src/elements/brand-readmore';
import '../../src/elements/brand-text';
import { sanitizer } from '../../src/core/security/authoredHtml';
import { mountedElements } from '../../src/react/runtime/root';
import { cleanup, fixture, rendered, shadow } from './helpers';

type Host = HTMLElement & Record<string, unknown> & { updateComplete: Promise<void> };

/** Every state of the element's text box from the first node put in its shadow root (a record, not a poll). */
function record(host: Host, box: string): string[] {
  const seen: string[] = [];
  new MutationObserver(() => {
    const content = shadow(host).querySelector(box);
    if (content && seen.at(-1) !== content.innerHTML) seen.push(content.innerHTML);
  }).observe(shadow(host), { childList: true, subtree: true, characterData: true });
  return seen;
}

function mount(text: string): Host {
  const host = fixture('<div style="width: 360px"><brand-readmore></brand-readmore></div>').querySelector<Host>('brand-readmore')!;
  host.seen = record(host, '[part="content"] > div');
  Object.assign(host, { text, lines: 2 });
  return host;
}

/** A brand-text with rich text, appended beside what is there. */
function mountText(text: string): Host {
  const host = document.createElement('brand-text') as Host;
  document.body.append(host);
  host.seen = record(host, '[data-rich-text]');
  Object.assign(host, { text, richText: true });
  return host;
}

/** Whether React renders the element (root.tsx MountedElement.direct: shown without React). */
const inReact = (host: Element) => mountedElements.getSnapshot().some((element) => element.host === host && element.direct !== true);

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

  it('markup: the elements render once the sanitizer is there, sanitized and whole from their first frame, in React and without it, and nothing below them before', async () => {
    const long = `<p>${'Our pouches come in many flavours and strengths. '.repeat(12)}</p><p>With <b onclick="window.pwned=1">bold</b>.</p>`;
    expect(sanitizer.ready(), 'not loaded before').to.equal(false);
    const host = mount(long);
    const text = mountText('<p>Rich <em onmouseover="window.pwned=1">text</em> &amp; more</p>');
    // Below them, plain text that needs no sanitizer: it waits with them, as for code above it, so nothing moves.
    const below = document.createElement('brand-text') as Host;
    document.body.append(below);
    let aboveWhenBelowShowed: number[] | undefined;
    new MutationObserver(() => {
      if (aboveWhenBelowShowed === undefined && shadow(below).querySelector('p')) aboveWhenBelowShowed = [(host.seen as string[]).length, (text.seen as string[]).length];
    }).observe(shadow(below), { childList: true, subtree: true });
    below.text = 'Plain text below';
    await rendered(host, text, below);
    expect(aboveWhenBelowShowed, 'what above had shown when the text below first showed').to.deep.equal([1, 1]);
    // brand-text: shown without React (its direct render waited too), never empty in between.
    expect(inReact(text), 'shown without React').to.equal(false);
    expect(text.seen).to.deep.equal(['<p>Rich <em>text</em> &amp; more</p>']);
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
