// Demo content of brand-account-get-your-information (the data-request builder) on the storefront's details page
// (issue 20): one item, its copy per language.
import { copyFor } from './index.mjs';

const COPY = {
  en: {
    title: 'Get your information',
    intro:
      '<p>Ask for a copy of the personal data we keep about you: your profile, age verification, registered devices and loyalty tier. We prepare it within a few days and keep it ready to download for 14 days. Read more in our <a href="/storefront.html?page=help">privacy notice</a>.</p>',
  },
  ar: {
    title: 'احصل على بياناتك',
    intro:
      '<p>اطلب نسخة من البيانات الشخصية التي نحتفظ بها عنك: ملفك الشخصي والتحقق من العمر والأجهزة المسجلة ومستوى الولاء. نجهزها خلال أيام قليلة ونبقيها جاهزة للتنزيل لمدة 14 يومًا. اقرأ المزيد في <a href="/storefront.html?page=help">إشعار الخصوصية</a>.</p>',
    requestLabel: 'اطلب بياناتي',
    checkLabel: 'تحقق مرة أخرى',
    downloadLabel: 'نزّل بياناتي',
    stepsLabel: 'حالة طلبك',
    receivedLabel: 'تم الاستلام',
    processingLabel: 'قيد التجهيز',
    readyLabel: 'جاهزة',
    expiredLabel: 'منتهية الصلاحية',
    stepDoneLabel: 'تم',
    requestedOnText: 'تاريخ الطلب {date}',
    expiresText: 'يمكنك تنزيلها حتى {date}.',
    expiredText: 'انتهت صلاحية نسختك الأخيرة في {date}. اطلب نسخة جديدة لتنزيل بياناتك.',
    noRequestText: 'لم تطلب نسخة من بياناتك بعد.',
    inProgressReason: 'نجهز نسختك الآن. يمكنك طلب نسخة جديدة عندما تصبح جاهزة.',
    requestedMessage: 'استلمنا طلبك. تحقق لاحقًا لمعرفة متى تصبح نسختك جاهزة.',
    statusMessage: 'حالة طلبك: {status}.',
    readyMessage: 'نسختك جاهزة للتنزيل.',
    inProgressMessage: 'نجهز نسخة من بياناتك بالفعل.',
    loadErrorMessage: 'تعذر تحميل طلباتك. حاول مرة أخرى بعد قليل.',
    requestErrorMessage: 'تعذر إرسال طلبك. حاول مرة أخرى بعد قليل.',
    checkErrorMessage: 'تعذر التحقق من حالة طلبك. حاول مرة أخرى بعد قليل.',
    sessionExpiredMessage: 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.',
    retryLabel: 'حاول مرة أخرى',
    busyLabel: 'يرجى الانتظار',
  },
};

/** One page item (a model node). */
export function dataRequestContent({ lang, link }) {
  return { ':type': 'brand/components/account-get-your-information', id: 'get-your-information', ...copyFor(COPY, lang), loginUrl: link('login') };
}
