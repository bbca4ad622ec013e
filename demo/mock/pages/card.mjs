// The storefront's account page ?page=card (issue 19): brand-account-credit-card, one saved card's expiry on a page of
// its own. It opens the card handed over by a wallet whose editCardUrl points here (sessionStorage), else the
// default card; Save stays here, Cancel goes back to the wallet. An anonymous visitor is sent to log in and back.
import { column, copyFor } from './index.mjs';

const COPY = {
  en: { title: 'Edit your card', words: { title: 'Your card' } },
  ar: {
    title: 'تعديل بطاقتك',
    words: {
      title: 'بطاقتك', noCardMessage: 'ليست لديك بطاقات محفوظة. تُحفظ البطاقة عند الدفع.',
      loadErrorMessage: 'تعذّر تحميل بطاقتك. حاول مرة أخرى بعد قليل.', retryLabel: 'حاول مرة أخرى',
      expiresLabel: 'تنتهي في', holderLabel: 'الاسم على البطاقة', cancelLabel: 'إلغاء', saveLabel: 'حفظ',
      cardNameTemplate: '{type} المنتهية بـ {last4}', expiryMonthLabel: 'شهر الانتهاء', expiryYearLabel: 'سنة الانتهاء',
      defaultCardLabel: 'اجعل هذه بطاقتي الافتراضية', savedMessage: 'تم تحديث بطاقتك.',
      saveErrorMessage: 'تعذّر حفظ بطاقتك. حاول مرة أخرى. لم تتغير بطاقتك.',
      expiryPastMessage: '{date} تاريخ مضى. اختر تاريخ الانتهاء المطبوع على بطاقتك.',
      expiryMonthRequiredMessage: 'اختر شهر الانتهاء.', expiryMonthInvalidMessage: 'اختر شهر الانتهاء من القائمة.',
      expiryYearRequiredMessage: 'اختر سنة الانتهاء.', expiryYearInvalidMessage: 'اختر سنة الانتهاء من القائمة.',
      signedOutMessage: 'سجّل الدخول لرؤية حسابك.',
    },
  },
};

/** `link('login')` is every account element's `loginUrl`; Cancel goes back to `link('wallet')`. */
export function cardPage({ lang, link }) {
  const c = copyFor(COPY, lang);
  return {
    title: c.title,
    items: {
      spacerTop: { ':type': 'brand/components/spacer', height: '2' },
      heading: { ':type': 'brand/components/text', text: `<h1>${c.title}</h1>`, richText: true },
      card: {
        ':type': 'brand/components/account-credit-card',
        loginUrl: link('login'),
        walletUrl: link('wallet'),
        ...(c.words ?? {}),
      },
      spacer: { ':type': 'brand/components/spacer', height: '5' },
    },
    columns: { heading: column(8), card: column(8) },
  };
}
