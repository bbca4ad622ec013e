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
  km: {
    title: 'រទេះ', heading: 'រទេះទិញទំនិញ', empty: 'រទេះរបស់អ្នកទទេ។ កំប៉ុង និងឧបករណ៍របស់យើងកំពុងរង់ចាំអ្នកនៅក្នុងហាង។', shop: 'ទៅកាន់ហាង',
    subtotal: 'សរុបរង', tax: 'រួមបញ្ចូលពន្ធ', total: 'សរុប', quantity: 'បរិមាណ', clear: 'សម្អាតរទេះ',
    confirmTitle: 'សម្អាតរទេះរបស់អ្នក?', confirmMessage: 'អ្វីៗទាំងអស់ក្នុងរទេះរបស់អ្នកនឹងត្រូវដកចេញ។', cancel: 'បោះបង់', cleared: 'រទេះរបស់អ្នកត្រូវបានសម្អាត។', lending: 'ខ្ចីរយៈពេល {days} ថ្ងៃ',
    remove: 'ដកចេញ',
    checkout: 'ទូទាត់ប្រាក់',
    lineMessages: {
      'not-a-number': 'សូមបញ្ចូលបរិមាណជាចំនួនគត់។',
      'too-low': 'សូមបញ្ចូល 1 ឬច្រើនជាងនេះ ឬដកទំនិញនេះចេញ។',
      'too-high': 'អ្នកអាចបញ្ជាទិញទំនិញនេះបានច្រើនបំផុត {max}។',
      updated: '{name}៖ បរិមាណ {count}។',
      removed: '{name} ត្រូវបានដកចេញពីរទេះរបស់អ្នក។',
      lowStock: 'អាចបញ្ជាទិញ {name} បានតែ {count} ប៉ុណ្ណោះ៖ នោះជាអ្វីដែលយើងមាននៅពេលនេះ។',
      limit: 'ការបញ្ជាទិញមួយអាចមាន {name} បានច្រើនបំផុត {count}។',
      'out-of-stock': 'សូមអភ័យទោស {name} អស់ពីស្តុក៖ បរិមាណមិនបានផ្លាស់ប្តូរទេ។',
      gone: 'ទំនិញនេះលែងនៅក្នុងរទេះរបស់អ្នកទៀតហើយ៖ រទេះរបស់អ្នកឥឡូវបង្ហាញអ្វីដែលហាងមាន។',
      network: 'មិនអាចភ្ជាប់ទៅហាងបានទេ។ រទេះរបស់អ្នកមិនបានផ្លាស់ប្តូរទេ៖ សូមពិនិត្យការតភ្ជាប់ ហើយព្យាយាមម្តងទៀត។',
      timeout: 'ហាងកំពុងចំណាយពេលយូរក្នុងការឆ្លើយតប។ សូមពិនិត្យរទេះរបស់អ្នក រួចព្យាយាមម្តងទៀតបន្តិចក្រោយ។',
      server: 'មានបញ្ហាកើតឡើងនៅខាងយើង។ រទេះរបស់អ្នកមិនបានផ្លាស់ប្តូរទេ៖ សូមព្យាយាមម្តងទៀត។',
    },
  },
};

export function cartPage({ lang, link }) {
  const c = copyFor(COPY, lang);
  // Arabic and Khmer say every word; English keeps the element's own defaults.
  const words = lang === 'ar' || lang === 'km'
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
