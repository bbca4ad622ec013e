/**
 * The flavour carousel's authored data: items { title, aromaNoteLabel, intensityValue, ctaLabel, ctaAriaLabel, url,
 * groupId, images, primaryColor, secondaryColor }, groups { id, lowLabel, highLabel } and
 * intensityScale. Which items and groups show, their order, the counter and the arrows' state.
 */
import { gaugeNumber } from './gauge';
import { safeColor } from '../security/safeCss';
import { flavourComplete, PAGINATION_NAMES } from './flavourShown';

export interface FlavourImage {
  src: string;
  alt: string;
}

/** The item's pictures: pagination (the thumbnail, required), detail, svg (a vector drawing) and aroma. */
export interface FlavourImages {
  pagination: FlavourImage;
  detail?: FlavourImage;
  svg?: FlavourImage;
  aroma?: FlavourImage;
}

export interface FlavourItem {
  /** as authored; may be empty (the rule does not ask for one) */
  title: string;
  /** what names the item to people and assistive technology: its title, else ctaAriaLabel, else ctaLabel */
  name: string;
  subtitle?: string;
  /** authored HTML (shown through DOMPurify) */
  description?: string;
  aromaNoteLabel?: string;
  intensityValue?: number;
  ctaLabel: string;
  ctaAriaLabel?: string;
  url: string;
  groupId: string;
  images: FlavourImages;
  /** as authored: flavourColors checks them (safeCss); the component reports a refused one */
  primaryColor?: string;
  secondaryColor?: string;
}

export interface FlavourGroup {
  id: string;
  title: string;
  lowLabel?: string;
  highLabel?: string;
  items: FlavourItem[];
}

export type FlavourSort = 'desc' | 'asc';

/** The detail panels cross-fade over 300 ms, as a carousel item fades. */
export const FLAVOUR_FADE_MS = 300;

type Rec = Record<string, unknown>;
const isRec = (value: unknown): value is Rec => !!value && typeof value === 'object' && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const IMAGE_KINDS = ['pagination', 'detail', 'svg', 'aroma'] as const;
/** other names authors use for the same pictures (AEM multifields, the component's item fields) */
const IMAGE_ALIASES: Record<(typeof IMAGE_KINDS)[number], string[]> = {
  pagination: PAGINATION_NAMES,
  detail: ['detail', 'detailImage'],
  svg: ['svg', 'svgImage', 'vector'],
  aroma: ['aroma', 'aromaImage'],
};

/** An image as a URL string or { src | fileReference, alt }. */
export function flavourImage(value: unknown): FlavourImage | undefined {
  if (typeof value === 'string') return text(value) ? { src: value.trim(), alt: '' } : undefined;
  if (!isRec(value)) return undefined;
  const src = text(value.src) ?? text(value.fileReference) ?? text(value.url);
  return src ? { src, alt: text(value.alt) ?? '' } : undefined;
}

/** `images` as an object keyed by kind, or a list of { type | name, src, alt }. */
export function flavourImages(value: unknown): Partial<FlavourImages> {
  const byName: Rec = {};
  if (Array.isArray(value)) {
    for (const entry of value) if (isRec(entry)) byName[text(entry.type) ?? text(entry.name) ?? ''] = entry;
  } else if (isRec(value)) Object.assign(byName, value);
  const images: Partial<FlavourImages> = {};
  for (const kind of IMAGE_KINDS) {
    const found = IMAGE_ALIASES[kind].map((name) => flavourImage(byName[name])).find(Boolean);
    if (found) images[kind] = found;
  }
  return images;
}

/** One authored item, or undefined when the rule drops it: ctaLabel, url and a pagination image must exist. */
export function flavourItem(raw: unknown): FlavourItem | undefined {
  if (!flavourComplete(raw)) return undefined;
  const groupId = text(raw.groupId)!;
  const ctaLabel = text(raw.ctaLabel)!;
  const url = text(raw.url)!;
  const images = flavourImages(raw.images);
  const title = text(raw.title) ?? '';
  if (!images.pagination) return undefined;
  const ctaAriaLabel = text(raw.ctaAriaLabel);
  return {
    title,
    name: title || ctaAriaLabel || ctaLabel,
    subtitle: text(raw.subtitle),
    description: text(raw.description),
    aromaNoteLabel: text(raw.aromaNoteLabel),
    intensityValue: gaugeNumber(raw.intensityValue),
    ctaLabel,
    ctaAriaLabel,
    url,
    groupId,
    images: images as FlavourImages,
    primaryColor: text(raw.primaryColor),
    secondaryColor: text(raw.secondaryColor),
  };
}

/** Items by intensityValue, descending (default) or ascending, those without one last; ties keep their order. */
export function sortByIntensity(items: FlavourItem[], sort: FlavourSort = 'desc'): FlavourItem[] {
  const sign = sort === 'asc' ? 1 : -1;
  return items
    .map((item, position) => ({ item, position }))
    .sort((a, b) => {
      const x = a.item.intensityValue;
      const y = b.item.intensityValue;
      if (x === undefined || y === undefined) return x === y ? a.position - b.position : x === undefined ? 1 : -1;
      return x === y ? a.position - b.position : sign * (x - y);
    })
    .map(({ item }) => item);
}

export const flavourSort = (value: unknown): FlavourSort => (value === 'asc' || value === 'ascending' ? 'asc' : 'desc');

/**
 * The groups to show, in authored order: an item appears only if its groupId matches a group and
 * ctaLabel, url and a pagination image exist; groups without items are dropped; each group's items
 * sorted by intensity (descending by default, missing last). A group's title defaults to its id.
 */
export function flavourGroups(model: { groups?: unknown; items?: unknown; sortOrder?: unknown }): FlavourGroup[] {
  const rawGroups = Array.isArray(model.groups) ? model.groups : [];
  const items = (Array.isArray(model.items) ? model.items : []).map(flavourItem).filter((item): item is FlavourItem => !!item);
  const seen = new Set<string>();
  const groups: FlavourGroup[] = [];
  for (const raw of rawGroups) {
    if (!isRec(raw)) continue;
    const id = text(raw.id);
    if (!id || seen.has(id)) continue;
    seen.add(id);
    const own = items.filter((item) => item.groupId === id);
    if (own.length === 0) continue;
    groups.push({ id, title: text(raw.title) ?? id, lowLabel: text(raw.lowLabel), highLabel: text(raw.highLabel), items: sortByIntensity(own, flavourSort(model.sortOrder)) });
  }
  return groups;
}

/** The item's colours through safeCss (a refused colour is left out): the thumbnail's background and the panel's accent. */
export function flavourColors(item: Pick<FlavourItem, 'primaryColor' | 'secondaryColor'>): { primary?: string; secondary?: string } {
  return { primary: safeColor(item.primaryColor), secondary: safeColor(item.secondaryColor) };
}

/** The counter: "current / total", current from 1. */
export const flavourCounter = (index: number, total: number): string => (total > 0 ? `${Math.min(Math.max(index, 0), total - 1) + 1} / ${total}` : '');

export interface ArrowState {
  disabled: boolean;
  /** disabled with hide-on-disabled on (the default) */
  hidden: boolean;
  /** the accessible name: at an edge the first-slide / last-slide message */
  label: string;
}

export interface ArrowLabels {
  previous: string;
  next: string;
  firstSlideMessage: string;
  lastSlideMessage: string;
}

export const DEFAULT_ARROW_LABELS: ArrowLabels = {
  previous: 'Previous flavour',
  next: 'Next flavour',
  firstSlideMessage: 'This is the first flavour',
  lastSlideMessage: 'This is the last flavour',
};

/** Previous is disabled at the start, next at the end; hidden when disabled unless hideOnDisabled is off. */
export function arrowStates(index: number, total: number, hideOnDisabled = true, labels: ArrowLabels = DEFAULT_ARROW_LABELS): { previous: ArrowState; next: ArrowState } {
  const atStart = index <= 0;
  const atEnd = index >= total - 1;
  return {
    previous: { disabled: atStart, hidden: atStart && hideOnDisabled, label: atStart ? labels.firstSlideMessage : labels.previous },
    next: { disabled: atEnd, hidden: atEnd && hideOnDisabled, label: atEnd ? labels.lastSlideMessage : labels.next },
  };
}

/** An option given as false, "false" or "off" is off; anything else (absent included) is on. */
export const optionDefaultOn = (value: unknown): boolean => !(value === false || value === 'false' || value === 'off');

export interface FlavourSelection {
  group: number;
  item: number;
}

/**
 * Choosing an item: the new selection, or undefined when it is the active one (nothing happens).
 * Out-of-range choices are refused too.
 */
export function chooseFlavour(current: FlavourSelection, next: FlavourSelection, groups: FlavourGroup[]): FlavourSelection | undefined {
  const group = groups[next.group];
  if (!group || next.item < 0 || next.item >= group.items.length) return undefined;
  if (current.group === next.group && current.item === next.item) return undefined;
  return { group: next.group, item: next.item };
}
