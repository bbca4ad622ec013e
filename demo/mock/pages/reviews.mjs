// brand-ratings-reviews as a page item, for the storefront's product pages (the lead places it):
// `ratingsReviewsItem(productCode, lang, loginUrl)` → a `brand/components/ratings-reviews` node with the page
// language's copy. The reviews themselves come from demo/mock/occReviews.mjs through the page's hybrisConfig.
import { copyFor } from './index.mjs';

const COPY = {
  en: { title: 'Ratings and reviews' },
  ar: {
    title: 'التقييمات والمراجعات',
    writeReviewLabel: 'اكتب مراجعة',
    loginToReviewLabel: 'سجّل الدخول لكتابة مراجعة',
    ratingLabel: 'تقييمك',
    starsLabel: '{stars} نجوم',
    singleStarLabel: 'نجمة واحدة',
    headlineLabel: 'العنوان',
    commentLabel: 'مراجعتك',
    aliasLabel: 'اسمك (اختياري)',
    submitLabel: 'إرسال المراجعة',
    cancelLabel: 'إلغاء',
    sendingLabel: 'جارٍ إرسال مراجعتك',
    thankYouMessage: 'شكرًا على مراجعتك. ستظهر هنا بعد مراجعتها.',
    noReviewsMessage: 'لا توجد مراجعات بعد. كن أول من يشارك رأيه.',
    showMoreLabel: 'عرض المزيد من المراجعات',
    shownCountLabel: 'عرض {shown} من {count} مراجعة',
    ratingText: '{rating} من 5 نجوم، {count} مراجعة',
    ratingTextOne: '{rating} من 5 نجوم، مراجعة واحدة',
    reviewCountLabel: '{count} مراجعة',
    reviewCountOneLabel: 'مراجعة واحدة',
    distributionLabel: 'توزيع التقييمات',
    loadingLabel: 'جارٍ تحميل المراجعات',
    errorMessage: 'تعذّر تحميل المراجعات. حاول مرة أخرى لاحقًا.',
    submitErrorMessage: 'تعذّر إرسال مراجعتك. حاول مرة أخرى بعد قليل.',
    ratingRequired: 'اختر تقييمًا من 1 إلى 5 نجوم.',
    headlineRequired: 'أدخل عنوانًا.',
    headlineTooLong: 'اختصر العنوان إلى 100 حرف أو أقل.',
    commentRequired: 'أدخل مراجعتك.',
    commentTooLong: 'اختصر مراجعتك إلى 2000 حرف أو أقل.',
    aliasTooLong: 'اختصر الاسم إلى 50 حرفًا أو أقل.',
  },
};

/** The model item of brand-ratings-reviews for a product (English copy by default; Arabic for `ar`). */
export function ratingsReviewsItem(productCode, lang = 'en', loginUrl = '/storefront.html?page=login') {
  return { ':type': 'brand/components/ratings-reviews', productCode, pageSize: 5, loginUrl, ...copyFor(COPY, lang) };
}
