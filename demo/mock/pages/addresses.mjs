// The storefront's account page ?page=addresses (issue 19): the logged-in visitor's address book
// (brand-account-addresses, editing in its dialog) fed by the mock OCC; an anonymous visitor is sent to the
// login page (loginUrl) and back.
import { column, copyFor } from './index.mjs';
import { AR_ADDRESS_FORM } from './address.mjs';

const COPY = {
  en: {
    title: 'My addresses',
    heading: '<h1>My addresses</h1><p>Where we deliver your orders. Your default address is used at checkout.</p>',
    book: { title: 'Saved addresses' },
  },
  ar: {
    title: 'عناويني',
    heading: '<h1>عناويني</h1><p>العناوين التي نوصل إليها طلباتك. يُستخدم عنوانك الافتراضي عند الدفع.</p>',
    book: {
      title: 'العناوين المحفوظة',
      addLabel: 'إضافة عنوان',
      editLabel: 'تعديل',
      makeDefaultLabel: 'اجعله الافتراضي',
      removeLabel: 'إزالة',
      defaultBadgeLabel: 'الافتراضي',
      emptyMessage: 'لا توجد عناوين محفوظة بعد.',
      loadErrorMessage: 'تعذر تحميل عناوينك. يرجى المحاولة بعد قليل.',
      retryLabel: 'حاول مرة أخرى',
      addTitle: 'إضافة عنوان',
      editTitle: 'تعديل عنوانك',
      savedMessage: 'تم حفظ عنوانك.',
      defaultChangedMessage: 'أصبح {line1} عنوانك الافتراضي.',
      removeConfirmTitle: 'إزالة هذا العنوان؟',
      removeConfirmMessage: 'ستتم إزالة {line1} من دفتر عناوينك.',
      removeConfirmLabel: 'إزالة العنوان',
      removedMessage: 'تمت إزالة {line1} من دفتر عناوينك.',
      defaultErrorMessage: 'تعذر تغيير عنوانك الافتراضي. يرجى المحاولة مرة أخرى.',
      removeErrorMessage: 'تعذرت إزالة العنوان. يرجى المحاولة مرة أخرى.',
      ...AR_ADDRESS_FORM,
    },
  },
};

/** `link('login')` is every account element's `loginUrl`. */
export function addressesPage({ lang, link }) {
  const c = copyFor(COPY, lang);
  return {
    title: c.title,
    items: {
      spacerTop: { ':type': 'brand/components/spacer', height: '2' },
      heading: { ':type': 'brand/components/text', text: c.heading, richText: true },
      addresses: { ':type': 'brand/components/account-addresses', loginUrl: link('login'), ...c.book },
      spacer: { ':type': 'brand/components/spacer', height: '5' },
    },
    columns: { heading: column(12), addresses: column(12) },
  };
}
