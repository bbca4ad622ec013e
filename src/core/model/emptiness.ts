/**
 * Editor emptiness rules: in the authoring editor an empty component shows a label instead of nothing.
 * One module per component's rule (src/core/model/emptiness/<name>.ts): an element definition imports its
 * own (`emptiness: spacerEmptiness`), so an element's code carries its rule and not all of them. This is
 * the table of them, keyed by component name (`brand/components/<name>` or the bare `<name>`).
 */
export type { EmptinessRule } from './emptiness/rule';
import type { EmptinessRule } from './emptiness/rule';
import { textEmptiness } from './emptiness/text';
import { buttonEmptiness } from './emptiness/button';
import { linkEmptiness } from './emptiness/link';
import { imageEmptiness } from './emptiness/image';
import { spacerEmptiness } from './emptiness/spacer';
import { zoomContainerEmptiness } from './emptiness/zoom-container';
import { copyToClipboardEmptiness } from './emptiness/copy-to-clipboard';
import { listEmptiness } from './emptiness/list';
import { chipEmptiness } from './emptiness/chip';
import { richUspListEmptiness } from './emptiness/rich-usp-list';
import { countdownEmptiness } from './emptiness/countdown';
import { referAFriendEmptiness } from './emptiness/refer-a-friend';
import { mixAndMatchEmptiness } from './emptiness/mix-and-match';
import { accountRegisterDeviceEmptiness } from './emptiness/account-register-device';
import { simplifiedFooterEmptiness } from './emptiness/simplified-footer';
import { formButtonEmptiness } from './emptiness/form-button';
import { loginEmptiness } from './emptiness/login';
import { iframeEmptiness } from './emptiness/iframe';
import { ratingsReviewsEmptiness } from './emptiness/ratings-reviews';
import { addToCartEmptiness } from './emptiness/add-to-cart';
import { configureAndBuyEmptiness } from './emptiness/configure-and-buy';
import { productListEmptiness } from './emptiness/product-list';
import { formContainerEmptiness } from './emptiness/form-container';
import { selectEmptiness } from './emptiness/select';
import { formOptionsEmptiness } from './emptiness/form-options';
import { experienceFragmentEmptiness } from './emptiness/experience-fragment';
import { infoCardsSliderEmptiness } from './emptiness/info-cards-slider';
import { readmoreEmptiness } from './emptiness/readmore';
import { videoBannerEmptiness } from './emptiness/video-banner';
import { gaugeEmptiness } from './emptiness/gauge';
import { consumablesTableEmptiness } from './emptiness/consumables-table';
import { flavourCarouselEmptiness } from './emptiness/flavour-carousel';
import { storeDetailsEmptiness } from './emptiness/store-details';
import { accountNavigationEmptiness } from './emptiness/account-navigation';
import { accountUserContextTextEmptiness } from './emptiness/account-user-context-text';
import { videoParallaxEmptiness } from './emptiness/video-parallax';
export { isZeroHeight, SPACER_HEIGHT_FIELDS } from './emptiness/spacer';
export { INFO_CARDS_SLIDER_ERROR, isInfoCardsSliderValid } from './emptiness/info-cards-slider';
export { DUPLICATE_OPT_INS_WARNING, findDuplicateOptIns, type LeadGenConsent } from './emptiness/lead-gen-form';
export { textEmptiness, buttonEmptiness, linkEmptiness, imageEmptiness, spacerEmptiness, zoomContainerEmptiness, copyToClipboardEmptiness, listEmptiness, chipEmptiness, richUspListEmptiness, countdownEmptiness, referAFriendEmptiness, mixAndMatchEmptiness, accountRegisterDeviceEmptiness, simplifiedFooterEmptiness, formButtonEmptiness, loginEmptiness, iframeEmptiness, ratingsReviewsEmptiness, addToCartEmptiness, configureAndBuyEmptiness, productListEmptiness, formContainerEmptiness, selectEmptiness, formOptionsEmptiness, experienceFragmentEmptiness, infoCardsSliderEmptiness, readmoreEmptiness, videoBannerEmptiness, gaugeEmptiness, consumablesTableEmptiness, flavourCarouselEmptiness, storeDetailsEmptiness, accountNavigationEmptiness, accountUserContextTextEmptiness, videoParallaxEmptiness };

type Model = Record<string, unknown>;

/** Every rule by component name. */
export const EMPTINESS_RULES = {
  'text': textEmptiness,
  'button': buttonEmptiness,
  'link': linkEmptiness,
  'image': imageEmptiness,
  'spacer': spacerEmptiness,
  'zoom-container': zoomContainerEmptiness,
  'copy-to-clipboard': copyToClipboardEmptiness,
  'list': listEmptiness,
  'chip': chipEmptiness,
  'rich-usp-list': richUspListEmptiness,
  'countdown': countdownEmptiness,
  'refer-a-friend': referAFriendEmptiness,
  'mix-and-match': mixAndMatchEmptiness,
  'account-register-device': accountRegisterDeviceEmptiness,
  'simplified-footer': simplifiedFooterEmptiness,
  'form-button': formButtonEmptiness,
  'login': loginEmptiness,
  'iframe': iframeEmptiness,
  'ratings-reviews': ratingsReviewsEmptiness,
  'add-to-cart': addToCartEmptiness,
  'configure-and-buy': configureAndBuyEmptiness,
  'product-list': productListEmptiness,
  'form-container': formContainerEmptiness,
  'select': selectEmptiness,
  'form-options': formOptionsEmptiness,
  'experience-fragment': experienceFragmentEmptiness,
  'info-cards-slider': infoCardsSliderEmptiness,
  'readmore': readmoreEmptiness,
  'video-banner': videoBannerEmptiness,
  'gauge': gaugeEmptiness,
  'consumables-table': consumablesTableEmptiness,
  'flavour-carousel': flavourCarouselEmptiness,
  'store-details': storeDetailsEmptiness,
  'account-navigation': accountNavigationEmptiness,
  'account-user-context-text': accountUserContextTextEmptiness,
  'video-parallax': videoParallaxEmptiness,
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
