// The storefront's product pages (?page=product&product=<code>): a back link to the shop, then
// brand-configure-and-buy for a tin or the device (buy or borrow), brand-add-to-cart for the mixed set,
// and a friendly "not found" for a code the catalogue does not know; the product's reviews follow (pages/reviews.mjs).
import { ratingsReviewsItem } from './reviews.mjs';
import { column, copyFor } from './index.mjs';
import { PRODUCTS } from '../occCatalogue.mjs';

const COPY = {
  en: {
    back: 'Back to the shop',
    notFoundTitle: 'Product not found',
    notFound: '<h1>We could not find that product</h1><p>It may have sold out for good or moved. Have a look around the shop instead.</p>',
    addToCart: 'Add to cart',
    buy: 'Buy it',
    borrow: 'Borrow it for 30 days',
    borrowButton: 'Borrow for 30 days',
    options: 'How would you like it?',
    strength: 'Strength',
    colour: 'Colour',
    setText: '<h1>ZYN Mix: any 3 tins</h1><p>Three tins delivered together: this ready-made mix has two Cool Mint 6 mg and one Espresso 9 mg. Want to choose your own three? <a href="{pack}">Build your own pack</a>.</p>',
    addSet: 'Add the mix to cart',
  },
  ar: {
    back: 'العودة إلى المتجر',
    notFoundTitle: 'المنتج غير موجود',
    notFound: '<h1>لم نتمكن من العثور على هذا المنتج</h1><p>ربما نفد أو نُقل. ألقِ نظرة على المتجر بدلًا من ذلك.</p>',
    addToCart: 'أضف إلى السلة',
    buy: 'اشترِه',
    borrow: 'استعره لمدة 30 يومًا',
    borrowButton: 'استعره لمدة 30 يومًا',
    options: 'كيف تريد الحصول عليه؟',
    strength: 'القوة',
    colour: 'اللون',
    setText: '<h1>ZYN Mix: أي 3 علب</h1><p>ثلاث علب تصلك معًا: هذه المجموعة الجاهزة فيها علبتان Cool Mint 6 ملغ وعلبة Espresso 9 ملغ. تريد اختيار علبك بنفسك؟ <a href="{pack}">اصنع مجموعتك</a>.</p>',
    addSet: 'أضف المجموعة إلى السلة',
  },
};

/** The device colours' swatches (the product's own colours, as an author would set them). */
const SWATCHES = { 'Pebble Grey': '#9a9a94', 'Moss Green': '#4b5d3a', 'Sunset Red': '#b8412f' };

/** `context.product`: the ?product= of the page. */
export function productPage(context) {
  const { lang, link } = context;
  const c = copyFor(COPY, lang);
  const code = typeof context.product === 'string' ? context.product.trim() : '';
  const known = code && Object.hasOwn(PRODUCTS, code) ? PRODUCTS[code] : undefined;
  const back = { ':type': 'brand/components/link', label: c.back, linkUrl: link('shop') };
  const spacerTop = { ':type': 'brand/components/spacer', height: '2' };
  if (!known) {
    return {
      title: c.notFoundTitle,
      items: { spacerTop, back, notFound: { ':type': 'brand/components/text', richText: true, text: c.notFound } },
      columns: { back: column(12), notFound: column(12) },
    };
  }
  if (known.kind === 'set') {
    return {
      title: known.name,
      items: {
        spacerTop,
        back,
        setText: { ':type': 'brand/components/text', richText: true, text: c.setText.replace('{pack}', link('pack')) },
        addSet: {
          ':type': 'brand/components/add-to-cart',
          addToCartLabel: c.addSet,
          type: 'product-set',
          productReference: code,
          entries: [
            { productCode: 'ZYN-COOLMINT-6MG', quantity: 2 },
            { productCode: 'ZYN-ESPRESSO-9MG', quantity: 1 },
          ],
          cartUrl: link('cart'),
        },
        spacerReviews: { ':type': 'brand/components/spacer', height: '5' },
        reviews: { ...ratingsReviewsItem(code, lang, link('login')), id: 'reviews' },
      },
      columns: { back: column(12), setText: column(8), addSet: column(4), spacerReviews: column(12), reviews: column(12) },
    };
  }
  const device = known.kind === 'device';
  return {
    title: known.name,
    items: {
      spacerTop,
      back,
      product: {
        ':type': 'brand/components/configure-and-buy',
        productCode: code,
        addToCartLabel: c.addToCart,
        cartUrl: link('cart'),
        variantLabels: { strength: c.strength, colour: c.colour },
        ...(device && {
          purchaseOptions: [
            { type: 'buy', label: c.buy },
            { type: 'lending', label: c.borrow, addToCartLabel: c.borrowButton, lendingConfigurationCode: 'LEND-30D' },
          ],
          purchaseOptionsLabel: c.options,
          swatchColors: SWATCHES,
        }),
      },
      // room between the product and its reviews; the rating summary links to #reviews
      spacerReviews: { ':type': 'brand/components/spacer', height: '5' },
      reviews: { ...ratingsReviewsItem(code, lang, link('login')), id: 'reviews' },
    },
    columns: { back: column(12), product: column(12), spacerReviews: column(12), reviews: column(12) },
  };
}
