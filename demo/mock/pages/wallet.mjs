// The storefront's account page ?page=wallet (issue 19): brand-account-wallet, the logged-in visitor's saved cards
// from the mock OCC (demo-hav: a Mastercard and an Amex; demo-dev: a Visa and a Mastercard; demo-lau: a Visa), with
// the wallet links under them. An anonymous visitor is sent to the login page (loginUrl) and back.
import { column, copyFor } from './index.mjs';

const COPY = {
  en: { title: 'My wallet', orders: 'My orders', shop: 'Shop with your card', help: 'Help with payments' },
  ar: {
    title: 'محفظتي', orders: 'طلباتي', shop: 'تسوق ببطاقتك', help: 'مساعدة في الدفع',
    words: {
      title: 'البطاقات المحفوظة', walletLinksLabel: 'المزيد في محفظتك', emptyMessage: 'ليست لديك بطاقات محفوظة. تُحفظ البطاقة عند الدفع.',
      defaultBadge: 'الافتراضية', expiredBadge: 'منتهية', expiredLabel: 'انتهت في', expiresLabel: 'تنتهي في', holderLabel: 'الاسم على البطاقة',
      editLabel: 'تعديل', makeDefaultLabel: 'اجعلها الافتراضية', removeLabel: 'إزالة', cancelLabel: 'إلغاء', saveLabel: 'حفظ',
      editTitle: 'تعديل {card}', cardNameTemplate: '{type} المنتهية بـ {last4}', removeConfirmTitle: 'إزالة هذه البطاقة؟',
      removeConfirmMessage: 'ستتم إزالة {card} من محفظتك.', removedMessage: 'تمت إزالة {card} من محفظتك.',
      expiryMonthLabel: 'شهر الانتهاء', expiryYearLabel: 'سنة الانتهاء', defaultCardLabel: 'اجعل هذه بطاقتي الافتراضية',
      updatedMessage: 'تنتهي {card} الآن في {expiry}.', madeDefaultMessage: '{card} هي الآن بطاقتك الافتراضية.',
      expiryPastMessage: '{date} تاريخ مضى. اختر تاريخ الانتهاء المطبوع على بطاقتك.', retryLabel: 'حاول مرة أخرى',
      loadErrorMessage: 'تعذّر تحميل بطاقاتك المحفوظة. حاول مرة أخرى بعد قليل.',
      defaultErrorMessage: 'تعذّر جعل {card} بطاقتك الافتراضية. حاول مرة أخرى.',
      removeErrorMessage: 'تعذّرت إزالة {card}. حاول مرة أخرى. بطاقتك ما زالت محفوظة.',
      saveErrorMessage: 'تعذّر حفظ بطاقتك. حاول مرة أخرى. لم تتغير بطاقتك.', savedMessage: 'تم تحديث بطاقتك.',
      expiryMonthRequiredMessage: 'اختر شهر الانتهاء.', expiryMonthInvalidMessage: 'اختر شهر الانتهاء من القائمة.',
      expiryYearRequiredMessage: 'اختر سنة الانتهاء.', expiryYearInvalidMessage: 'اختر سنة الانتهاء من القائمة.',
      signedOutMessage: 'سجّل الدخول لرؤية حسابك.',
    },
  },
};

/** `link('login')` is every account element's `loginUrl`. */
export function walletPage({ lang, link }) {
  const c = copyFor(COPY, lang);
  return {
    title: c.title,
    items: {
      spacerTop: { ':type': 'brand/components/spacer', height: '2' },
      heading: { ":type": "brand/components/text", text: `<h1>${c.title}</h1>`, richText: true },
      wallet: {
        ':type': 'brand/components/account-wallet',
        loginUrl: link('login'),
        walletLinks: [
          { label: c.orders, url: link('orders'), icon: 'pmi-icon-orders' },
          { label: c.shop, url: link('shop'), icon: 'pmi-icon-cart' },
          { label: c.help, url: link('help'), icon: 'pmi-icon-help' },
        ],
        ...(c.words ?? {}),
      },
      spacer: { ':type': 'brand/components/spacer', height: '5' },
    },
    columns: { heading: column(12), wallet: column(12) },
  };
}
