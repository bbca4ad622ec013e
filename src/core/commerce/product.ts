/**
 * Reading an OCC product (services/occProducts.ts) the way a shop shows it: its stock state, whether it can
 * be added, its pictures by format, and its variants as choices (one group per qualifier: strength, colour).
 * Pure functions; nothing here fetches.
 */
import type { OccImage, OccProduct, OccVariantOption, StockLevelStatus } from '../services/occProducts';

/** The product's stock state; a product without one is sold as in stock (OCC leaves it out then). */
export function stockStatus(product: Pick<OccProduct, 'stock'> | undefined): StockLevelStatus {
  const status = product?.stock?.stockLevelStatus;
  return status === 'lowStock' || status === 'outOfStock' ? status : 'inStock';
}

/** Whether the product can go into the cart: purchasable (not a base product) and not out of stock. */
export function canBeAdded(product: Pick<OccProduct, 'stock' | 'purchasable'> | undefined): boolean {
  return !!product && product.purchasable !== false && stockStatus(product) !== 'outOfStock';
}

const FORMAT_FALLBACKS: Record<string, string[]> = {
  zoom: ['zoom', 'product', 'thumbnail'],
  product: ['product', 'zoom', 'thumbnail'],
  thumbnail: ['thumbnail', 'cartIcon', 'product'],
  cartIcon: ['cartIcon', 'thumbnail', 'product'],
};

/** The PRIMARY picture in `format`, else the nearest format it has. */
export function primaryImage(product: Pick<OccProduct, 'images'> | undefined, format: keyof typeof FORMAT_FALLBACKS): OccImage | undefined {
  const primary = (product?.images ?? []).filter((image) => image.imageType !== 'GALLERY' && image.url);
  for (const wanted of FORMAT_FALLBACKS[format] ?? [format]) {
    const found = primary.find((image) => image.format === wanted);
    if (found) return found;
  }
  return primary[0];
}

export interface GalleryPicture {
  /** 0 for the primary picture, then 1 + galleryIndex */
  index: number;
  thumbnail?: OccImage;
  product?: OccImage;
  zoom?: OccImage;
}

/** The primary picture, then the GALLERY pictures by galleryIndex, each with its formats. */
export function galleryPictures(product: Pick<OccProduct, 'images'> | undefined): GalleryPicture[] {
  const pictures: GalleryPicture[] = [];
  const primary = primaryImage(product, 'product');
  if (primary) pictures.push({ index: 0, thumbnail: primaryImage(product, 'thumbnail'), product: primary, zoom: primaryImage(product, 'zoom') });
  const byIndex = new Map<number, GalleryPicture>();
  for (const image of product?.images ?? []) {
    if (image.imageType !== 'GALLERY' || !image.url) continue;
    const index = 1 + (Number.isInteger(image.galleryIndex) ? image.galleryIndex! : 0);
    const picture = byIndex.get(index) ?? { index };
    if (image.format === 'thumbnail' || image.format === 'product' || image.format === 'zoom') picture[image.format] ??= image;
    byIndex.set(index, picture);
  }
  pictures.push(...[...byIndex.values()].sort((a, b) => a.index - b.index));
  return pictures.filter((picture) => picture.product ?? picture.zoom ?? picture.thumbnail);
}

export interface VariantChoice {
  value: string;
  /** the variant chosen by this value with the other groups' current values; undefined when none exists */
  code?: string;
  available: boolean;
}

export interface VariantGroup {
  /** `strength`, `colour`, … */
  qualifier: string;
  /** the shopper-facing name: 'Strength' */
  name: string;
  selected?: string;
  choices: VariantChoice[];
}

/** The variants of a product: its siblings (baseOptions) for a variant, its variantOptions for a base product. */
export function variantOptions(product: OccProduct | undefined): OccVariantOption[] {
  const siblings = product?.baseOptions?.[0]?.options;
  return (siblings?.length ? siblings : product?.variantOptions ?? []).filter((option) => option.code);
}

const qualifierValue = (option: OccVariantOption, qualifier: string) =>
  option.variantOptionQualifiers?.find((item) => item.qualifier === qualifier)?.value;

/**
 * The variant choices as radio groups: one group per qualifier, in the order the first option names them;
 * each value leads to the variant that has it and keeps the other groups' selected values (or, when no
 * variant has that combination, the first variant with the value). `selectedCode` is the current variant.
 */
export function variantGroups(product: OccProduct | undefined, selectedCode = product?.code): VariantGroup[] {
  const options = variantOptions(product);
  if (options.length === 0) return [];
  const selected = options.find((option) => option.code === selectedCode);
  const qualifiers: { qualifier: string; name: string }[] = [];
  for (const option of options) {
    for (const item of option.variantOptionQualifiers ?? []) {
      if (item.qualifier && !qualifiers.some((known) => known.qualifier === item.qualifier)) {
        qualifiers.push({ qualifier: item.qualifier, name: item.name ?? item.qualifier });
      }
    }
  }
  return qualifiers.map(({ qualifier, name }) => {
    const values: string[] = [];
    for (const option of options) {
      const value = qualifierValue(option, qualifier);
      if (value !== undefined && !values.includes(value)) values.push(value);
    }
    const choices = values.map((value) => {
      const withValue = options.filter((option) => qualifierValue(option, qualifier) === value);
      const keepsOthers = withValue.find((option) =>
        qualifiers.every((other) => other.qualifier === qualifier || !selected || qualifierValue(option, other.qualifier) === qualifierValue(selected, other.qualifier)),
      );
      const target = keepsOthers ?? withValue[0];
      return { value, code: target?.code, available: target ? stockStatus(target) !== 'outOfStock' : false };
    });
    return { qualifier, name, selected: selected ? qualifierValue(selected, qualifier) : undefined, choices };
  });
}
