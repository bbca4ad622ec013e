/**
 * The consumables table's rules: items { title, subtitle,
 * tableImage, aromaImage, intensityGauge { value, scale } } in row groups { title, items }, and the
 * table options showAromaNote, showIntensityGauge and intensityScale. Which rows and columns show.
 */
import { gaugeNumber, gaugeShown } from './gauge';

export interface TableImage {
  src: string;
  alt: string;
}

export interface ConsumableItem {
  title: string;
  subtitle?: string;
  tableImage?: TableImage;
  aromaImage?: TableImage;
  /** our own: a word under the aroma picture (the picture alone says nothing to a screen reader) */
  aromaLabel?: string;
  intensity?: { value: number; scale: number };
}

export interface ConsumableGroup {
  title?: string;
  items: ConsumableItem[];
}

export interface ConsumablesTable {
  groups: ConsumableGroup[];
  showAroma: boolean;
  showIntensity: boolean;
}

type Rec = Record<string, unknown>;
const isRec = (value: unknown): value is Rec => !!value && typeof value === 'object' && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** An image as a URL string or { src, alt } (AEM's fileReference / assetFileReference pass too). */
export function tableImage(value: unknown): TableImage | undefined {
  if (typeof value === 'string') return text(value) ? { src: value.trim(), alt: '' } : undefined;
  if (!isRec(value)) return undefined;
  const src = text(value.src) ?? text(value.fileReference) ?? text(value.assetFileReference);
  return src ? { src, alt: text(value.alt) ?? '' } : undefined;
}

/** An option given as true, "true" or "on" (AEM checkboxes) is on. */
export function optionOn(value: unknown): boolean {
  return value === true || value === 'true' || value === 'on';
}

/** The item's gauge: its own scale, else the table's intensityScale; none unless the gauge would render. */
export function itemIntensity(gauge: unknown, intensityScale: unknown): ConsumableItem['intensity'] {
  const own = isRec(gauge) ? gauge : {};
  const scale = gaugeNumber(own.scale) ?? gaugeNumber(intensityScale);
  if (!gaugeShown(own.value, scale)) return undefined;
  return { value: gaugeNumber(own.value)!, scale: scale! };
}

function item(raw: unknown, intensityScale: unknown): ConsumableItem | undefined {
  if (!isRec(raw)) return undefined;
  const title = text(raw.title);
  if (!title) return undefined; // the row header: a row without one names nothing
  return {
    title,
    subtitle: text(raw.subtitle),
    tableImage: tableImage(raw.tableImage),
    aromaImage: tableImage(raw.aromaImage),
    aromaLabel: text(raw.aromaLabel),
    intensity: itemIntensity(raw.intensityGauge, intensityScale),
  };
}

/**
 * The groups to show: items without a title are left out, groups without items dropped. The aroma
 * column shows when showAromaNote is on and an item has an aroma note; the intensity column when
 * showIntensityGauge is on and an item has a gauge that renders (value and a scale).
 */
export function consumablesTable(model: { rowGroups?: unknown; showAromaNote?: unknown; showIntensityGauge?: unknown; intensityScale?: unknown }): ConsumablesTable {
  const rawGroups = Array.isArray(model.rowGroups) ? model.rowGroups : [];
  const groups: ConsumableGroup[] = [];
  for (const raw of rawGroups) {
    if (!isRec(raw) || !Array.isArray(raw.items)) continue;
    const items = raw.items.map((entry) => item(entry, model.intensityScale)).filter((entry): entry is ConsumableItem => !!entry);
    if (items.length) groups.push({ title: text(raw.title), items });
  }
  const all = groups.flatMap((group) => group.items);
  return {
    groups,
    showAroma: optionOn(model.showAromaNote) && all.some((entry) => entry.aromaImage || entry.aromaLabel),
    showIntensity: optionOn(model.showIntensityGauge) && all.some((entry) => entry.intensity),
  };
}
