// Markup given to an element already on screen (the editor's live update, a property set later), before the HTML
// sanitizer's chunk has loaded: the element stays as it is, and the markup is written once the chunk is there.
import { expect } from 'chai';
import '../../src/elements/brand-readmore';
import '../../src/elements/brand-text';
import { sanitizer } from '../../src/core/security/authoredHtml';
import { cleanup, fixture, rendered, shadow, until } from './helpers';

type Host = HTMLElement & Record<string, unknown> & { updateComplete: Promise<void> };

/** Every state of a box in the element's shadow root, from now on (a record, not a poll); null while it is absent. */
function record(host: Host, box: string): Array<string | null> {
  const seen: Array<string | null> = [];
  new MutationObserver(() => {
    const html = shadow(host).querySelector(box)?.innerHTML ?? null;
    if (seen.at(-1) !== html) seen.push(html);
  }).observe(shadow(host), { childList: true, subtree: true, characterData: true });
  return seen;
}

describe('markup given to an element already on screen, the sanitizer not yet loaded', () => {
  afterEach(cleanup);

  it('in React (brand-readmore) and without it (brand-text): the content stays, then shows the sanitized markup', async () => {
    const readmore = fixture('<div style="width: 360px"><brand-readmore></brand-readmore></div>').querySelector<Host>('brand-readmore')!;
    readmore.text = 'Plain to start with.';
    const text = document.createElement('brand-text') as Host;
    document.body.append(text);
    Object.assign(text, { text: 'Plain to start with.', richText: true });
    await rendered(readmore, text);
    expect(sanitizer.ready(), 'not loaded for text').to.equal(false);
    const readmoreSeen = record(readmore, '[part="content"] > div');
    const textSeen = record(text, '[data-rich-text]');
    readmore.text = '<p>Now <b onclick="window.pwned=1">bold</b>.</p>';
    text.text = '<p>Now <em>rich</em>.</p>';
    await until(() => sanitizer.ready(), 3000, 'the sanitizer');
    await until(() => readmoreSeen.at(-1)?.includes('<b>bold</b>') && textSeen.at(-1)?.includes('<em>rich</em>'), 3000, 'the markup');
    // Never emptied or removed on the way: the old text, then the new markup.
    expect(readmoreSeen.every((html) => html !== null && html !== '')).to.equal(true);
    expect(textSeen.every((html) => html !== null && html !== '')).to.equal(true);
    expect(readmoreSeen.at(-1)).not.to.contain('onclick');
  });
});
