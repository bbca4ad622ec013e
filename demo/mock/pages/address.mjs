// The storefront's page ?page=address (issue 19): brand-account-edit-address as a page of its own, for the
// logged-in visitor: a new address, or the one handed over by an address list with editAddressUrl (the
// addresses page itself edits in its dialog). After a save, and on Cancel, back to the address list.
import { column, copyFor } from './index.mjs';

/** The edit-address form's Arabic words (this page and the addresses page's dialog). */
export const AR_ADDRESS_FORM = {
  titleCodeLabel: 'اللقب',
  firstNameLabel: 'الاسم الأول',
  lastNameLabel: 'اسم العائلة',
  line1Label: 'سطر العنوان 1',
  line2Label: 'سطر العنوان 2',
  townLabel: 'المدينة',
  postalCodeLabel: 'الرمز البريدي',
  phoneLabel: 'رقم الهاتف',
  noTitleLabel: 'بدون لقب',
  titleLabels: { mr: 'السيد', mrs: 'السيدة', miss: 'الآنسة', ms: 'السيدة', dr: 'د.', rev: 'القس' },
  defaultAddressLabel: 'استخدمه كعنواني الافتراضي',
  saveLabel: 'حفظ العنوان',
  cancelLabel: 'إلغاء',
  requiredMessage: 'أدخل {field}.',
  tooLongMessage: 'اختصر {field} إلى 255 حرفًا أو أقل.',
  postcodeInvalidMessage: 'أدخل رمزًا بريديًا بريطانيًا مثل SW1A 1AA.',
  phoneInvalidMessage: 'أدخل رقم هاتف بريطانيًا مثل 020 7946 0000 أو ‎+44 7700 900000، أو اتركه فارغًا.',
  titleInvalidMessage: 'اختر لقبًا من القائمة، أو اتركه فارغًا.',
  serverInvalidMessage: 'تعذر على المتجر قبول {field}. يرجى التحقق منه.',
  saveErrorMessage: 'تعذر حفظ عنوانك. يرجى المحاولة بعد قليل.',
  limitMessage: 'دفتر عناوينك ممتلئ (20 عنوانًا). أزل عنوانًا قبل إضافة آخر.',
};

const COPY = {
  en: {
    title: 'Address',
    heading: '<h1>Your address</h1><p>Where we deliver your orders. A UK address, with a postcode like SW1A 1AA.</p>',
    form: {},
  },
  ar: {
    title: 'العنوان',
    heading: '<h1>عنوانك</h1><p>العنوان الذي نوصل إليه طلباتك. عنوان في المملكة المتحدة برمز بريدي مثل SW1A 1AA.</p>',
    form: {
      addTitle: 'إضافة عنوان',
      editTitle: 'تعديل عنوانك',
      savedMessage: 'تم حفظ عنوانك.',
      loadErrorMessage: 'تعذر تحميل عنوانك. يرجى المحاولة بعد قليل.',
      notFoundMessage: 'تعذر العثور على هذا العنوان في دفتر عناوينك.',
      retryLabel: 'حاول مرة أخرى',
      ...AR_ADDRESS_FORM,
    },
  },
};

/** `link('login')` is every account element's `loginUrl`; a save or Cancel returns to `link('addresses')`. */
export function addressPage({ lang, link }) {
  const c = copyFor(COPY, lang);
  return {
    title: c.title,
    items: {
      spacerTop: { ':type': 'brand/components/spacer', height: '2' },
      heading: { ':type': 'brand/components/text', text: c.heading, richText: true },
      address: { ':type': 'brand/components/account-edit-address', loginUrl: link('login'), returnUrl: link('addresses'), ...c.form },
      spacer: { ':type': 'brand/components/spacer', height: '5' },
    },
    columns: { heading: column(12), address: column(12) },
  };
}
