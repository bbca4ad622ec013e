import { safeImageUrl } from '../security/safeUrl';
/**
 * Image widths by viewport width: the rendition width
 * an image needs at a viewport width. Viewports below 320 use the first row.
 */
export const IMAGE_WIDTH_BY_VIEWPORT: ReadonlyArray<{ maxViewport: number; imageWidth: number }> = [
  { maxViewport: 390, imageWidth: 390 },
  { maxViewport: 599, imageWidth: 600 },
  { maxViewport: 899, imageWidth: 850 },
  { maxViewport: 1199, imageWidth: 566 },
  { maxViewport: Number.POSITIVE_INFINITY, imageWidth: 768 },
];

export function imageWidthForViewport(viewportWidth: number): number {
  for (const row of IMAGE_WIDTH_BY_VIEWPORT) if (viewportWidth <= row.maxViewport) return row.imageWidth;
  return 768;
}

/** The table as an `<img sizes>` value, so the browser picks the rendition the table asks for. */
export function sizesAttribute(): string {
  return IMAGE_WIDTH_BY_VIEWPORT.map(({ maxViewport, imageWidth }) =>
    Number.isFinite(maxViewport) ? `(max-width: ${maxViewport}px) ${imageWidth}px` : `${imageWidth}px`,
  ).join(', ');
}

export interface SrcSetCandidate {
  url: string;
  width: number;
}

/** Parses authored `srcSetData` ('url 390w, url 600w'); malformed entries are skipped. */
export function parseSrcSetData(value: unknown): SrcSetCandidate[] {
  if (typeof value !== 'string') return [];
  const result: SrcSetCandidate[] = [];
  for (const entry of value.split(',')) {
    const match = /^\s*(\S+)\s+(\d+)w\s*$/.exec(entry);
    if (match) result.push({ url: match[1]!, width: Number(match[2]) });
  }
  return result;
}

/**
 * Authored renditions: an array of `{ src | url | path, width }`, or a map of width to URL.
 * Returns candidates sorted by width, without duplicates or widths that are not positive.
 */
export function parseRenditions(value: unknown): SrcSetCandidate[] {
  const list: SrcSetCandidate[] = [];
  if (Array.isArray(value)) {
    for (const item of value) {
      if (!item || typeof item !== 'object') continue;
      const record = item as Record<string, unknown>;
      const url = [record.src, record.url, record.path].find((v): v is string => typeof v === 'string');
      const width = Number(record.width);
      if (url && width > 0) list.push({ url, width });
    }
  } else if (value && typeof value === 'object') {
    for (const [key, url] of Object.entries(value as Record<string, unknown>)) {
      const width = Number(key);
      if (typeof url === 'string' && width > 0) list.push({ url, width });
    }
  }
  const seen = new Set<number>();
  return list
    .sort((a, b) => a.width - b.width)
    .filter((candidate) => (seen.has(candidate.width) ? false : (seen.add(candidate.width), true)));
}

export function srcSetAttribute(candidates: readonly SrcSetCandidate[]): string {
  return candidates.map(({ url, width }) => `${url} ${width}w`).join(', ');
}

/** Candidates from `srcSetData`, else `renditions` (paired with `renditionWidths`); unsafe URLs are dropped. */
export function imageCandidates(props: { srcSetData?: unknown; renditions?: unknown; renditionWidths?: unknown }): SrcSetCandidate[] {
  let candidates = parseSrcSetData(props.srcSetData);
  if (candidates.length === 0) {
    const { renditions, renditionWidths } = props;
    const paired =
      Array.isArray(renditions) && Array.isArray(renditionWidths) && renditions.every((item) => typeof item === 'string')
        ? renditions.map((url, index) => ({ url, width: renditionWidths[index] }))
        : renditions;
    candidates = parseRenditions(paired);
  }
  return candidates.filter((candidate) => safeImageUrl(candidate.url) !== null);
}

/** What an image element loads: its `src` (when safe) or its largest candidate, and its srcset and sizes. */
export function imageSources(props: { src?: unknown; srcSetData?: unknown; renditions?: unknown; renditionWidths?: unknown }): { src?: string; srcSet?: string; sizes?: string } {
  const candidates = imageCandidates(props);
  const src = safeImageUrl(typeof props.src === 'string' ? props.src : undefined) ?? candidates[candidates.length - 1]?.url;
  return candidates.length ? { src, srcSet: srcSetAttribute(candidates), sizes: sizesAttribute() } : { src };
}
