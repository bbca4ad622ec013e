import { describe, expect, it } from 'vitest';
import { allInfoCardsValid, cardName, INFO_CARD_DIALOG, infoCardType, isInfoCardValid, sliderTheme, visibleInfoCards } from '../../../src/core/showcase/infoCards';
import { isEmpty } from '../../../src/core/model/emptiness';

const video = (extra: Record<string, unknown> = {}) => ({ title: '<h3>Why tobacco-free?</h3>', image: { src: '/a.png', alt: 'A pouch' }, videoUrl: '/media/loop.webm', ...extra });
const dialogCard = (extra: Record<string, unknown> = {}) => ({
  title: 'Flavour that lasts',
  image: '/b.png',
  dialog: { title: 'Flavour that lasts', closeAriaLabel: 'Close the dialog' },
  dialogXFContent: '<p>Up to an hour.</p>',
  ...extra,
});

describe('info card rules (catalogue "Highlights slider", platform-core 5)', () => {
  it("a dialog card's dialog: max width small, full width, gap size 2 (component-catalogue section 9)", () => {
    expect(INFO_CARD_DIALOG).toEqual({ maxWidth: 'sm', fullWidth: true, gapStep: 2 });
  });

  it('a card with a videoUrl is of video type, any other opens the dialog', () => {
    expect(infoCardType(video())).toBe('video');
    expect(infoCardType(dialogCard())).toBe('dialog');
    expect(infoCardType({ videoUrl: '  ' })).toBe('dialog');
    expect(infoCardType(null)).toBe('dialog');
  });

  it('names a card by its HTML title as text', () => {
    expect(cardName('<h3>Why <em>tobacco</em>-free?</h3>')).toBe('Why tobacco-free?');
    expect(cardName('Salt &amp; pepper&nbsp;mint &#8211; &#x41;')).toBe('Salt & pepper mint – A');
    expect(cardName('<p>One<br>two</p>')).toBe('One two');
    expect(cardName('<script>alert(1)</script>Safe')).toBe('Safe');
    expect(cardName(undefined)).toBe('');
  });

  it('needs a title, an image source and a video URL or dialog content with a title', () => {
    expect(isInfoCardValid(video())).toBe(true);
    expect(isInfoCardValid(dialogCard())).toBe(true);
    expect(isInfoCardValid(dialogCard({ dialog: undefined, dialogTitle: 'AEM flat title' }))).toBe(true);
    expect(isInfoCardValid(video({ title: '' }))).toBe(false);
    expect(isInfoCardValid(video({ image: { alt: 'no source' } }))).toBe(false);
    expect(isInfoCardValid(video({ image: { assetFileReference: '/content/dam/a.png' } }))).toBe(true);
    expect(isInfoCardValid(dialogCard({ dialog: { closeAriaLabel: 'Close' } }))).toBe(false);
    expect(isInfoCardValid(dialogCard({ dialogXFContent: ' ' }))).toBe(false);
    expect(isInfoCardValid(null)).toBe(false);
  });

  it('the editor rule reads the catalogue\'s dialog.title as well', () => {
    expect(isEmpty('info-cards-slider', { items: [dialogCard()] })).toBe(false);
    expect(allInfoCardsValid([video(), dialogCard()])).toBe(true);
    expect(allInfoCardsValid([video(), { title: 'half' }])).toBe(false);
    expect(allInfoCardsValid([])).toBe(false);
    expect(allInfoCardsValid(undefined)).toBe(false);
  });

  it('shows only the valid cards live, in order, with what each needs', () => {
    const cards = visibleInfoCards([video({ captionsUrl: '/media/loop.en.vtt', captionsLang: 'en' }), { title: 'broken' }, dialogCard()]);
    expect(cards.map((card) => [card.key, card.type, card.name])).toEqual([
      ['card-0', 'video', 'Why tobacco-free?'],
      ['card-2', 'dialog', 'Flavour that lasts'],
    ]);
    expect(cards[0]).toMatchObject({ image: '/a.png', alt: 'A pouch', videoUrl: '/media/loop.webm', captionsUrl: '/media/loop.en.vtt', captionsLang: 'en' });
    expect(cards[1]).toMatchObject({ image: '/b.png', alt: '', dialogTitle: 'Flavour that lasts', closeAriaLabel: 'Close the dialog', dialogContent: '<p>Up to an hour.</p>' });
    expect(visibleInfoCards('nope')).toEqual([]);
  });

  it('refuses video and captions URLs that are not http(s) or relative', () => {
    expect(visibleInfoCards([video({ videoUrl: 'javascript:alert(1)' })])).toEqual([]);
    const [fallback] = visibleInfoCards([dialogCard({ videoUrl: 'data:video/webm;base64,AAAA' })]);
    expect(fallback!.type).toBe('dialog');
    const [card] = visibleInfoCards([video({ captionsUrl: 'javascript:alert(1)' })]);
    expect(card!.captionsUrl).toBeUndefined();
    expect(visibleInfoCards([video({ videoUrl: 'https://cdn.example.com/v.mp4' })])[0]!.videoUrl).toBe('https://cdn.example.com/v.mp4');
  });

  it('reads the slider theme', () => {
    expect(sliderTheme('dark')).toBe('dark');
    expect(sliderTheme(' DARK ')).toBe('dark');
    expect(sliderTheme('zyn')).toBe('light');
    expect(sliderTheme(undefined)).toBe('light');
  });
});
