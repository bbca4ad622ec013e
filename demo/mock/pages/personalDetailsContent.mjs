// Demo content of brand-account-personal-details on the storefront's details page (issue 20): one item, its words
// in English (the element's defaults) or Arabic. A new e-mail or phone needs the one-time code the persona bar shows.
import { copyFor } from './index.mjs';

const COPY = {
  en: { title: 'Your personal details' },
  ar: {
    title: 'بياناتك الشخصية',
    firstNameLabel: 'الاسم الأول',
    lastNameLabel: 'اسم العائلة',
    emailLabel: 'البريد الإلكتروني',
    phoneLabel: 'الهاتف',
    birthYearLabel: 'سنة الميلاد',
    notGivenText: 'غير مُدخل',
    editLabel: 'تعديل',
    saveLabel: 'حفظ',
    cancelLabel: 'إلغاء',
    editIntro: 'يُحفظ البريد الإلكتروني أو رقم الهاتف الجديد بعد إدخال الرمز الذي نرسله إليه.',
    phoneHint: 'رقم في المملكة المتحدة، مثل 07700 900123.',
    birthYearHint: 'تواصل معنا لتغيير سنة الميلاد.',
    nameMessage: 'استخدم الحروف والمسافات والشرطات أو الفواصل العليا فقط.',
    phoneMessage: 'أدخل رقم هاتف في المملكة المتحدة، مثل 07700 900123.',
    singleChangeMessage: 'غيّر البريد الإلكتروني والهاتف كلًّا على حدة.',
    emailTakenMessage: 'هذا البريد الإلكتروني مستخدم في حساب آخر.',
    savedMessage: 'تم حفظ بياناتك.',
    nothingChangedMessage: 'لم يتغير شيء.',
    saveErrorMessage: 'تعذّر حفظ بياناتك. حاول مرة أخرى. لم يتغير شيء.',
    loadErrorMessage: 'تعذّر تحميل بياناتك. حاول مرة أخرى بعد قليل.',
    retryLabel: 'حاول مرة أخرى',
    codeTitle: 'أدخل الرمز',
    codeSentMessage: 'أرسلنا رمزًا إلى {value}.',
    codeLabel: 'الرمز',
    codeHint: 'الأرقام الستة في الرسالة. لا يُحفظ شيء قبل التحقق من الرمز.',
    verifyLabel: 'تحقق واحفظ',
    resendLabel: 'أرسل رمزًا جديدًا',
    resendCountdown: 'يمكنك طلب رمز جديد بعد {seconds} ث.',
    resendReadyMessage: 'يمكنك طلب رمز جديد الآن.',
    resentMessage: 'أرسلنا رمزًا جديدًا إلى {value}.',
    codeFormatMessage: 'أدخل أرقام الرمز الستة.',
    wrongCodeMessage: 'الرمز غير صحيح. المحاولات المتبقية: {attemptsLeft}.',
    expiredMessage: 'انتهت صلاحية الرمز. لم يُحفظ شيء. ابدأ من جديد للحصول على رمز جديد.',
    tooManyAttemptsMessage: 'رموز خاطئة كثيرة. لم يُحفظ شيء. ابدأ من جديد للحصول على رمز جديد.',
    startAgainLabel: 'ابدأ من جديد',
    resendTooSoonMessage: 'انتظر {seconds} ث قبل طلب رمز جديد.',
    sendErrorMessage: 'تعذّر إرسال الرمز. حاول مرة أخرى. لم يتغير شيء.',
  },
};

/** One page item (a model node). */
export function personalDetailsContent({ lang, link }) {
  return { ':type': 'brand/components/account-personal-details', ...copyFor(COPY, lang), loginUrl: link('login') };
}
