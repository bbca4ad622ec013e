// The storefront's account page ?page=receipt (issue 19): the receipt upload for one of the visitor's devices, shown
// to logged-in visitors only (an anonymous visitor is sent to the login page and back). A device card's "Upload a
// receipt" hands its device over (sessionStorage), so the upload preselects it.
import { column, copyFor } from './index.mjs';

const COPY = {
  en: {
    title: 'Upload a receipt',
    heading: '<h1>Upload a receipt</h1>',
    upload: {
      title: 'Your receipt',
      introText: 'Keep the proof of purchase of your device with it: for its warranty and for any repair or replacement.',
    },
  },
  ar: {
    title: 'تحميل إيصال',
    heading: '<h1>تحميل إيصال</h1>',
    upload: {
      title: 'إيصالك',
      introText: 'احتفظ بإثبات شراء جهازك معه: لضمانه ولأي إصلاح أو استبدال.',
      deviceLabel: 'الجهاز',
      receiptsCountLabel: 'الإيصالات المحمّلة: {count}',
      noDeviceMessage: 'سجّل جهازك أولاً: يُحفظ الإيصال مع الجهاز الخاص به.',
      registerLabel: 'تسجيل جهاز',
      dropLabel: 'اسحب إيصالك وأفلته هنا، أو',
      chooseLabel: 'اختر ملفًا',
      hintText: 'PDF أو PNG أو JPG، حتى 4 ميغابايت.',
      chosenFileLabel: 'الملف المختار',
      removeLabel: 'إزالة',
      uploadLabel: 'تحميل الإيصال',
      retryLabel: 'حاول مرة أخرى',
      uploadingLabel: 'جارٍ تحميل {file}',
      successMessage: 'تم تحميل {file}. شكرًا لك.',
      uploadErrorMessage: 'تعذّر تحميل إيصالك. ملفك ما زال هنا: حاول مرة أخرى.',
      loadErrorMessage: 'تعذّر تحميل أجهزتك. حاول مرة أخرى بعد قليل.',
      sessionExpiredMessage: 'انتهت جلستك. سجّل الدخول مرة أخرى لتحميل إيصالك.',
      networkErrorMessage: 'يبدو أنك غير متصل. تحقق من اتصالك وحاول مرة أخرى.',
      signedOutMessage: 'سجّل الدخول لرؤية حسابك.',
      emptyFileMessage: 'هذا الملف فارغ. اختر ملف إيصالك.',
      tooLargeMessage: 'هذا الملف أكبر من 4 ميغابايت. اختر ملفًا أصغر أو صورة بدقة أقل.',
      wrongTypeMessage: 'اختر ملف PDF أو PNG أو JPG.',
      contentMismatchMessage: 'هذا الملف ليس PDF أو PNG أو JPG كما يقول اسمه. اختر الملف الأصلي لإيصالك.',
    },
  },
};

/** `link('login')` is every account element's `loginUrl`. */
export function receiptPage({ lang, link }) {
  const t = copyFor(COPY, lang);
  return {
    title: t.title,
    items: {
      spacerTop: { ':type': 'brand/components/spacer', height: '2' },
      heading: { ':type': 'brand/components/text', text: t.heading, richText: true },
      upload: {
        ':type': 'brand/components/account-upload-receipt',
        ...t.upload,
        loginUrl: link('login'),
        registerUrl: link('devices'),
      },
      spacer: { ':type': 'brand/components/spacer', height: '5' },
    },
    columns: { heading: column(8), upload: column(8) },
  };
}
