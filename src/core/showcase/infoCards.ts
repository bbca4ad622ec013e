import { safeMediaUrl } from '../media/motion';
import { isInfoCardsSliderValid } from '../model/emptiness/info-cards-slider';
import { colourSchemeOf } from '../colourScheme';

/**
 * The info cards slider's rules, pure so they can be tested and run on a server: which authored items
 * show on the live site, whether a card plays a video or opens a dialog, and each card's
 * accessible name from its HTML title.
 */

export type InfoCardType = 'video' | 'dialog';

export interface InfoCard {
  /** position among the authored items, a stable React key */
  key: string;
  /** the authored title, HTML (shown through SanitizedHtml) */
  titleHtml: string;
  /** the title's text: the card button's accessible name */
  name: string;
  /** the image's URL as authored (src, else assetFileReference); checked by safeUrl where it renders */
  image: string;
  alt: string;
  type: InfoCardType;
  /** video cards: the video and its optional captions (http(s) or relative) */
  videoUrl?: string;
  captionsUrl?: string;
  captionsLang?: string;
  captionsLabel?: string;
  /** dialog cards: the dialog's title, its close button's name and its content (HTML) */
  dialogTitle?: string;
  closeAriaLabel?: string;
  dialogContent?: string;
}

type Model = Record<string, unknown>;
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const record = (value: unknown): Model => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Model) : {});

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of an HTML title (tags dropped, the common entities decoded, white space collapsed): a card's accessible name. */
export function cardName(html: unknown): string {
  if (typeof html !== 'string') return '';
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
      if (code[0] === '#') {
        const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
        return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : ' ';
      }
      return ENTITIES[code.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The item's dialog title: `dialog.title` (nested), else AEM's flat `dialogTitle`. */
export function dialogTitleOf(item: Model): string {
  return text(record(item.dialog).title) || text(item.dialogTitle);
}

/** Catalogue: "an item is of video type if it has a videoUrl, otherwise image type" (which opens the dialog). */
export function infoCardType(item: unknown): InfoCardType {
  return text(record(item).videoUrl) ? 'video' : 'dialog';
}

/** The rule for one item: title, image source, and a video URL or dialog content with a title. */
export function isInfoCardValid(item: unknown): boolean {
  return isInfoCardsSliderValid({ items: [item] });
}

/** Every authored item valid (what the editor's message is about); no items at all is invalid. */
export function allInfoCardsValid(items: unknown): boolean {
  return Array.isArray(items) && items.length > 0 && items.every(isInfoCardValid);
}

function imageOf(value: unknown): { image: string; alt: string } {
  if (typeof value === 'string') return { image: value.trim(), alt: '' };
  const image = record(value);
  return { image: text(image.src) || text(image.assetFileReference), alt: text(image.alt) };
}

/**
 * The cards the live site shows: the valid items, in order; an invalid one is left out. A video
 * URL that is not http(s) or relative is refused: the item then counts as a dialog card (and is
 * left out without dialog content). Captions with a refused URL are dropped.
 */
export function visibleInfoCards(items: unknown): InfoCard[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((raw, position): InfoCard[] => {
    const item = record(raw);
    const videoUrl = safeMediaUrl(item.videoUrl);
    const checked = { ...item, videoUrl: videoUrl ?? '' };
    if (!isInfoCardValid(checked)) return [];
    const dialog = record(item.dialog);
    const { image, alt } = imageOf(item.image);
    const titleHtml = text(item.title);
    const card: InfoCard = { key: `card-${position}`, titleHtml, name: cardName(titleHtml), image, alt, type: infoCardType(checked) };
    if (card.type === 'video') {
      card.videoUrl = videoUrl;
      const captionsUrl = safeMediaUrl(item.captionsUrl);
      if (captionsUrl) card.captionsUrl = captionsUrl;
      if (text(item.captionsLang)) card.captionsLang = text(item.captionsLang);
      if (text(item.captionsLabel)) card.captionsLabel = text(item.captionsLabel);
    } else {
      card.dialogTitle = dialogTitleOf(item);
      card.dialogContent = text(item.dialogXFContent);
    }
    const close = text(dialog.closeAriaLabel) || text(item.closeAriaLabel);
    if (close) card.closeAriaLabel = close;
    return [card];
  });
}

/** The slider's look: `dark` or `light` (the default), the catalogue's colour-scheme rule. */
export const sliderTheme = colourSchemeOf;

export type SliderBreakpoint = 'xs' | 'sm' | 'md' | 'lg';
/** Cards per view by breakpoint: a peek of the next card on phones and tablets, then three and four in a row. */
export const INFO_CARDS_PER_VIEW: Readonly<Record<SliderBreakpoint, number>> = { xs: 1.2, sm: 2.2, md: 3, lg: 4 };


/** A dialog card's dialog: max width small, full width, a gap of spacing step 2 between its blocks. */
export const INFO_CARD_DIALOG = { maxWidth: 'sm', fullWidth: true, gapStep: 2 } as const;
