// The home page's promo code: a text element whose model id is `promo-code` holding the code, and
// a brand-copy-to-clipboard that copies it (docs/mock-api.md, storefront).
import { column, copyFor } from './index.mjs';

export const PROMO_CODE = 'WELCOME10';

const COPY = {
  en: { intro: '<h2>10% off your first order</h2><p>Use this code at checkout:</p>', label: 'Copy code', aria: 'Copy the promo code', feedback: 'Code copied', error: 'Sorry, the code could not be copied. Please type it in at checkout.' },
  ar: { intro: '<h2>خصم 10% على طلبك الأول</h2><p>استخدم هذا الرمز عند الدفع:</p>', label: 'نسخ الرمز', aria: 'نسخ رمز الخصم', feedback: 'تم نسخ الرمز', error: 'تعذّر نسخ الرمز. يُرجى كتابته عند الدفع.' },
  km: { intro: '<h2>បញ្ចុះតម្លៃ 10% លើការបញ្ជាទិញដំបូង</h2><p>ប្រើលេខកូដនេះពេលទូទាត់៖</p>', label: 'ចម្លងលេខកូដ', aria: 'ចម្លងលេខកូដបញ្ចុះតម្លៃ', feedback: 'បានចម្លងលេខកូដ', error: 'មិនអាចចម្លងលេខកូដបានទេ។ សូមវាយវានៅពេលទូទាត់។' },
};

/** `{ items, columns }` to merge into a page: the offer, the code and the copy button. */
export function promoCode(lang) {
  const c = copyFor(COPY, lang);
  return {
    items: {
      promoIntro: { ':type': 'brand/components/text', richText: true, text: c.intro },
      promoCode: { ':type': 'brand/components/text', id: 'promo-code', richText: true, text: `<p><strong>${PROMO_CODE}</strong></p>` },
      promoCopy: {
        ':type': 'brand/components/copy-to-clipboard',
        copyElementId: 'promo-code',
        copyFeedbackLabel: c.feedback,
        copyErrorLabel: c.error,
        label: c.label,
        ariaLabel: c.aria,
      },
    },
    columns: { promoIntro: column(12), promoCode: column(2, 5), promoCopy: column(10, 7) },
  };
}
