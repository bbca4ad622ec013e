// The storefront's cart page (?page=cart): brand-cart, the visitor's cart read from the mock OCC.
import { column, copyFor } from './index.mjs';

const COPY = {
  en: { title: 'Cart', empty: 'Your cart is empty. Our tins and devices are waiting in the shop.', shop: 'Go to the shop' },
  ar: {
    title: 'السلة', heading: 'سلة التسوق', empty: 'سلتك فارغة. علبنا وأجهزتنا في انتظارك في المتجر.', shop: 'اذهب إلى المتجر',
    subtotal: 'المجموع الفرعي', tax: 'شامل الضريبة', total: 'الإجمالي', quantity: 'الكمية', clear: 'إفراغ السلة',
    confirmTitle: 'إفراغ سلتك؟', confirmMessage: 'ستتم إزالة كل ما في سلتك.', cancel: 'إلغاء', cleared: 'تم إفراغ سلتك.', lending: 'إعارة لمدة {days} يومًا',
    remove: 'إزالة',
    checkout: 'إتمام الطلب',
    lineMessages: {
      'not-a-number': 'أدخل الكمية كعدد صحيح.',
      'too-low': 'أدخل 1 أو أكثر، أو أزل المنتج.',
      'too-high': 'يمكنك طلب {max} كحد أقصى من هذا المنتج.',
      updated: '{name}: الكمية {count}.',
      removed: 'تمت إزالة {name} من سلتك.',
      lowStock: 'يمكن طلب {count} فقط من {name}: هذا كل ما لدينا الآن.',
      limit: 'يتسع الطلب الواحد لـ {count} كحد أقصى من {name}.',
      'out-of-stock': 'عذرًا، {name} غير متوفر: لم تتغير الكمية.',
      gone: 'لم يعد هذا المنتج في سلتك: تعرض سلتك الآن ما لدى المتجر.',
      network: 'تعذر الوصول إلى المتجر. لم تتغير سلتك: تحقق من اتصالك وحاول مرة أخرى.',
      timeout: 'يستغرق المتجر وقتًا طويلاً للرد. تحقق من سلتك، ثم حاول مرة أخرى بعد قليل.',
      server: 'حدث خطأ من جانبنا. لم تتغير سلتك: يرجى المحاولة مرة أخرى.',
    },
  },
};

export function cartPage({ lang, link }) {
  const c = copyFor(COPY, lang);
  const words = lang === 'ar'
    ? {
        title: c.heading, subtotalLabel: c.subtotal, taxLabel: c.tax, totalLabel: c.total, quantityLabel: c.quantity, lendingLabel: c.lending,
        clearCartLabel: c.clear, clearConfirmTitle: c.confirmTitle, clearConfirmMessage: c.confirmMessage, clearConfirmLabel: c.clear, cancelLabel: c.cancel, clearedMessage: c.cleared,
        removeLabel: c.remove, lineMessages: c.lineMessages, checkoutLabel: c.checkout,
      }
    : {};
  return {
    title: c.title,
    items: {
      spacerTop: { ':type': 'brand/components/spacer', height: '2' },
      cart: { ':type': 'brand/components/cart', shopUrl: link('shop'), shopLabel: c.shop, emptyMessage: c.empty, checkoutUrl: link('checkout'), ...words },
      spacer: { ':type': 'brand/components/spacer', height: '5' },
    },
    columns: { cart: column(12) },
  };
}
