import { present, type EmptinessRule, type Model } from './rule';

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

export const infoCardsSliderEmptiness: EmptinessRule = { label: INFO_CARDS_SLIDER_ERROR, isEmpty: (m) => !isInfoCardsSliderValid(m) };
