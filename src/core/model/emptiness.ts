import { gaugeShown } from '../showcase/gauge';
/**
 * Editor emptiness rules: in the
 * authoring editor an empty component shows a label instead of nothing. One table of pure
 * functions, keyed by component name (`brand/components/<name>` or the bare `<name>`).
 */
import { hasShownFlavours } from '../showcase/flavourShown';
import { shareChannels } from '../account/shareChannels';

type Model = Record<string, unknown>;

export interface EmptinessRule {
  /** what the editor label says: the component's name and what it needs */
  label: string;
  isEmpty(model: Model): boolean;
}

const present = (value: unknown): boolean => {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
};
const allPresent = (model: Model, ...fields: string[]) => fields.every((field) => present(model[field]));

/** A spacer height counts as zero when absent, 0, '0', '0px', '0rem' or 'none'. */
export function isZeroHeight(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (typeof value === 'number') return value === 0 || Number.isNaN(value);
  if (typeof value !== 'string') return true;
  const text = value.trim().toLowerCase();
  return text === 'none' || /^0+(\.0+)?(px|rem|em|%|vh|vw)?$/.test(text);
}

export const SPACER_HEIGHT_FIELDS = ['height', 'heightXs', 'heightSm', 'heightMd', 'heightLg', 'heightXl'] as const;

export const INFO_CARDS_SLIDER_ERROR =
  'Info cards slider Error. Require at least one title, image and either of video url or dialog content per item';

/** An info card's image: `image.src`, `image.assetFileReference`, or `image` as a plain URL string. */
function hasImageSource(image: unknown): boolean {
  if (typeof image === 'string') return present(image);
  if (!image || typeof image !== 'object') return false;
  const { src, assetFileReference } = image as Model;
  return present(src) || present(assetFileReference);
}

/**
 * Every item needs a title, an image source, and either a video URL or
 * dialog content (`dialogXFContent`) with a dialog title (`dialog.title`, nested, or AEM's
 * flat `dialogTitle`). No items is invalid too.
 */
export function isInfoCardsSliderValid(model: Model): boolean {
  const items = model.items;
  if (!Array.isArray(items) || items.length === 0) return false;
  return items.every((item) => {
    if (!item || typeof item !== 'object') return false;
    const card = item as Model;
    const dialog = card.dialog && typeof card.dialog === 'object' ? (card.dialog as Model) : {};
    const hasDialog = present(card.dialogXFContent) && (present(card.dialogTitle) || present(dialog.title));
    return present(card.title) && hasImageSource(card.image) && (present(card.videoUrl) || hasDialog);
  });
}

export const DUPLICATE_OPT_INS_WARNING = 'Duplicate opt-ins detected';

/** A lead-gen form consent as authored: its opt-ins, each with an id. */
export interface LeadGenConsent {
  optIns?: ReadonlyArray<{ id?: string | number | null } | null | undefined> | null;
}

/**
 * Lead-gen form: 'Duplicate opt-ins detected' when an opt-in id occurs more
 * than once across the consents (`[{ optIns: [{ id }] }]`, within one consent or between two), else
 * undefined. Opt-ins without an id are not compared; ids compare as trimmed strings.
 */
export function findDuplicateOptIns(consents: unknown): string | undefined {
  if (!Array.isArray(consents)) return undefined;
  const seen = new Set<string>();
  for (const consent of consents as Array<LeadGenConsent | null | undefined>) {
    const optIns = consent && Array.isArray(consent.optIns) ? consent.optIns : [];
    for (const optIn of optIns) {
      const raw = optIn?.id;
      if (raw === null || raw === undefined) continue;
      const id = String(raw).trim();
      if (!id) continue;
      if (seen.has(id)) return DUPLICATE_OPT_INS_WARNING;
      seen.add(id);
    }
  }
  return undefined;
}

export const EMPTINESS_RULES = {
  text: { label: 'Text: add some text', isEmpty: (m) => !present(m.text) },
  button: { label: 'Button: add a label', isEmpty: (m) => !present(m.label) && !present(m.icon) },
  link: { label: 'Link: add a label and a URL', isEmpty: (m) => !present(m.label) || !present(m.linkUrl) },
  image: {
    label: 'Image: choose an image',
    isEmpty: (m) => !present(m.src) && !present(m.srcSetData) && !present(m.renditions),
  },
  spacer: {
    label: 'Spacer: set a height',
    isEmpty: (m) => SPACER_HEIGHT_FIELDS.every((field) => isZeroHeight(m[field])),
  },
  'zoom-container': { label: 'Zoom container: set scale and opacity', isEmpty: (m) => !allPresent(m, 'scale', 'opacity') },
  'copy-to-clipboard': {
    label: 'Copy to clipboard: set the element id and the feedback label',
    isEmpty: (m) => !allPresent(m, 'copyElementId', 'copyFeedbackLabel'),
  },
  list: { label: 'List: add items', isEmpty: (m) => !present(m.items) },
  chip: { label: 'Chip: add a label', isEmpty: (m) => !present(m.label) },
  'rich-usp-list': { label: 'Rich USP list: add items', isEmpty: (m) => !present(m.items) },
  countdown: {
    label: 'Countdown: set all four unit labels',
    isEmpty: (m) => !allPresent(m, 'daysLabel', 'hoursLabel', 'minutesLabel', 'secondsLabel'),
  },
  'refer-a-friend': {
    label: 'Refer a friend: set the message to share and the channels',
    // the channels that render: an unknown name draws nothing
    isEmpty: (m) => !present(m.messageToShare) || shareChannels(m.communicationChannels).length === 0,
  },
  'mix-and-match': {
    label: 'Mix and match: set general, delivery message and wizard steps',
    isEmpty: (m) => !allPresent(m, 'general', 'deliveryMessage', 'wizardSteps'),
  },
  'account-register-device': { label: 'Register device: set id and title', isEmpty: (m) => !allPresent(m, 'id', 'title') },
  'simplified-footer': { label: 'Simplified footer: choose an experience fragment', isEmpty: (m) => !present(m.xfPath) },
  'form-button': { label: 'Form button: set title and type', isEmpty: (m) => !allPresent(m, 'title', 'type') },
  login: { label: 'Login: set the submit button label', isEmpty: (m) => !present(m.submitLabel) },
  iframe: { label: 'Iframe: set a URL', isEmpty: (m) => !present(m.url) },
  'ratings-reviews': { label: 'Ratings and reviews: set a product code', isEmpty: (m) => !present(m.productCode) },
  'add-to-cart': { label: 'Add to cart: set the add-to-cart label', isEmpty: (m) => !present(m.addToCartLabel) },
  'configure-and-buy': { label: 'Configure and buy: set a product code', isEmpty: (m) => !present(m.productCode) },
  'product-list': {
    label: 'Product list: set general and product config',
    // The authored field is `general`; `generalConfig` is the name some exports use.
    isEmpty: (m) => !(present(m.general) || present(m.generalConfig)) || !present(m.productConfig),
  },
  'form-container': { label: 'Form container: set an id', isEmpty: (m) => !present(m.id) },
  // A choice field with nothing to choose from (AEM's options call them `items`).
  select: { label: 'Select: add menu items', isEmpty: (m) => !present(m.menuItems) },
  'form-options': { label: 'Form options: add options', isEmpty: (m) => !present(m.options) && !present(m.items) },
  'experience-fragment': {
    label: 'Experience fragment: choose a fragment',
    isEmpty: (m) => !present(m.fragmentVariationPath) && !present(m.xfPath) && !present(m[':items']),
  },
  'info-cards-slider': { label: INFO_CARDS_SLIDER_ERROR, isEmpty: (m) => !isInfoCardsSliderValid(m) },
  readmore: { label: 'Read more: add some text', isEmpty: (m) => !present(m.text) },
  'video-banner': { label: 'Video banner: set a video or a poster', isEmpty: (m) => !present(m.videoUrl) && !present(m.posterUrl) },
  // The same rule the gauge renders by: numbers, and a scale above zero.
  gauge: { label: 'Gauge: set a value and a scale', isEmpty: (m) => !gaugeShown(m.value, m.scale) },
  'consumables-table': {
    label: 'Consumables table: add row groups with titled items',
    isEmpty: (m) => !Array.isArray(m.rowGroups) || !m.rowGroups.some((group) => Array.isArray((group as Model | null)?.items) && ((group as Model).items as unknown[]).some((item) => present((item as Model | null)?.title))),
  },
  'flavour-carousel': {
    label: 'Flavour carousel: add groups and items',
    isEmpty: (m) => !hasShownFlavours(m),
  },
  'store-details': { label: 'Store details: set the store name', isEmpty: (m) => !present(m.storeName) },
  'account-navigation': { label: 'Account navigation: add items (title and link)', isEmpty: (m) => !Array.isArray(m.items) || !m.items.some((item) => present((item as Model | null)?.title) && (present((item as Model | null)?.link) || present((item as Model | null)?.linkUrl))) },
  'account-user-context-text': { label: 'User context text: add some text', isEmpty: (m) => !present(m.text) },
  'video-parallax': { label: 'Video parallax: set a video or an image', isEmpty: (m) => !present(m.videoUrl) && !present(m.imageUrl) },
} as const satisfies Record<string, EmptinessRule>;

/** A component name with an emptiness rule: what an element definition's `emptiness` names. */
export type EmptinessName = keyof typeof EMPTINESS_RULES;

function ruleFor(type: string): EmptinessRule | undefined {
  const name = type.replace(/^brand\/components\//, '').replace(/^brand-/, '');
  return Object.hasOwn(EMPTINESS_RULES, name) ? (EMPTINESS_RULES as Record<string, EmptinessRule>)[name] : undefined;
}

/** True when the component of this type has nothing to show. Types without a rule are never empty. */
export function isEmpty(type: string, model: unknown): boolean {
  const rule = ruleFor(type);
  if (!rule) return false;
  return rule.isEmpty(model && typeof model === 'object' ? (model as Model) : {});
}

export function emptyLabel(type: string): string | undefined {
  return ruleFor(type)?.label;
}
