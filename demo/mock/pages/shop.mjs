// The storefront's shop page: a heading, an intro, the whole range (brand-product-list: base products
// chosen on their page, the pack, the device) and the bestsellers with direct add (purchasable variants).
import { column, copyFor } from './index.mjs';

const COPY = {
  en: {
    title: 'Shop',
    heading: '<h1>Shop</h1><p>Tobacco-free nicotine pouches in every strength, the IQOS ILUMA kit and packs you build yourself. Free delivery on orders over £20.</p>',
    range: 'The range',
    rangeIntro: 'Choose a flavour, then its strength on the product page.',
    bestsellers: 'Bestsellers',
    bestsellersIntro: 'Straight into your cart.',
    labels: { addToCartLabel: 'Add to cart', chooseLabel: 'Choose', fromLabel: 'from {price}', inStockLabel: 'In stock', lowStockLabel: 'Only a few left', outOfStockLabel: 'Out of stock', ratingLabel: 'Rated {rating} out of 5', errorMessage: 'These products cannot be shown right now. Please try again later.' },
  },
  ar: {
    title: 'المتجر',
    heading: '<h1>المتجر</h1><p>أكياس نيكوتين خالية من التبغ بجميع التركيزات، وجهاز IQOS ILUMA، وعبوات تختارها بنفسك. توصيل مجاني للطلبات فوق 20 جنيهًا.</p>',
    range: 'المجموعة',
    rangeIntro: 'اختر النكهة، ثم التركيز في صفحة المنتج.',
    bestsellers: 'الأكثر مبيعًا',
    bestsellersIntro: 'مباشرة إلى سلتك.',
    labels: { addToCartLabel: 'أضف إلى السلة', chooseLabel: 'اختر', fromLabel: 'ابتداءً من {price}', inStockLabel: 'متوفر', lowStockLabel: 'الكمية محدودة', outOfStockLabel: 'غير متوفر', ratingLabel: 'التقييم {rating} من 5', errorMessage: 'لا يمكن عرض هذه المنتجات الآن. يرجى المحاولة لاحقًا.' },
  },
};

export const RANGE = ['ZYN-COOLMINT', 'ZYN-CITRUS', 'ZYN-ESPRESSO', 'ZYN-SPEARMINT', 'ZYN-BLACKCHERRY', 'IQOS-ILUMA', 'ZYN-MIX-3'];
export const BESTSELLERS = ['ZYN-COOLMINT-6MG', 'ZYN-CITRUS-6MG', 'ZYN-ESPRESSO-9MG'];

/** The product page of `{code}` on the storefront, in the visitor's theme and language. */
export const productPageUrl = (link) => link('shop').replace(/page=shop\b/, 'page=product&product={code}');

/** `{ items, columns }`: the two product lists of the shop. */
export function productLists({ lang, link }) {
  const c = copyFor(COPY, lang);
  const list = (title, description, codes, listName) => ({
    ':type': 'brand/components/product-list',
    general: { title, description },
    productConfig: codes.map((productCode) => ({ productCode })),
    productPageUrl: productPageUrl(link),
    cartUrl: link('cart'),
    listName,
    ...c.labels,
  });
  return {
    items: {
      bestsellers: list(c.bestsellers, c.bestsellersIntro, BESTSELLERS, 'Shop: bestsellers'),
      listSpacer: { ':type': 'brand/components/spacer', height: '5' },
      range: list(c.range, c.rangeIntro, RANGE, 'Shop: range'),
    },
    columns: { bestsellers: column(12), range: column(12) },
  };
}

export function shopPage(context) {
  const c = copyFor(COPY, context.lang);
  const lists = productLists(context);
  return {
    title: c.title,
    items: {
      spacerTop: { ':type': 'brand/components/spacer', height: '2' },
      heading: { ':type': 'brand/components/text', richText: true, text: c.heading },
      headingSpacer: { ':type': 'brand/components/spacer', height: '3' },
      ...lists.items,
      spacer: { ':type': 'brand/components/spacer', height: '5' },
    },
    columns: { heading: column(12), ...lists.columns },
  };
}
