// The demo content of the orders elements (issue 19): the words of brand-account-orders and
// brand-account-order-card per language, and the nodes the orders page and the account overview use.
import { copyFor } from './index.mjs';

const COPY = {
  en: {
    orders: {},
    shop: 'Go to the shop',
    empty: 'You have no orders yet. Our tins and devices are waiting in the shop.',
    cart: 'View your cart',
    welcome: '<h1>My account</h1><p>Welcome back. Here is your latest order; your cards, addresses and devices are one step away.</p>',
    latest: '<h2>Your latest order</h2>',
    more: '<h2>More in your account</h2>',
    links: { orders: 'All my orders', wallet: 'My wallet', addresses: 'My addresses', devices: 'My devices' },
  },
  ar: {
    orders: {
      orderLabel: 'الطلب', placedLabel: 'تاريخ الطلب', totalLabel: 'الإجمالي', itemsLabel: '{count} منتجات', itemLabel: 'منتج واحد',
      entriesLabel: 'المنتجات', quantityLabel: 'الكمية', subtotalLabel: 'المجموع الفرعي', deliveryLabel: 'التوصيل', taxLabel: 'شامل الضريبة',
      deliveryAddressLabel: 'عنوان التوصيل', paymentLabel: 'الدفع بواسطة', timelineLabel: 'مراحل الطلب', cancelLabel: 'إلغاء الطلب',
      keepLabel: 'الاحتفاظ بالجهاز', extendLabel: 'تمديد التجربة', trialReturnLabel: 'إرجاع الجهاز', returnLabel: 'إرجاع الطلب', reorderLabel: 'اشترِ مرة أخرى',
      dismissLabel: 'رجوع', retryLabel: 'حاول مرة أخرى', previousLabel: 'السابق', nextLabel: 'التالي', pagerLabel: 'صفحات الطلبات', pageLabel: 'الصفحة {page}',
      statusLabels: { placed: 'تم الطلب', processing: 'قيد التحضير', shipped: 'في الطريق', delivered: 'تم التوصيل', cancelling: 'طلب الإلغاء', cancelled: 'ملغى', error: 'يحتاج إلى انتباه' },
      stepStateLabels: { complete: 'تمّت', active: 'المرحلة الحالية', error: 'توقفت', none: 'لم تبدأ بعد' },
      stepLabels: { placed: 'تم الطلب', processing: 'قيد التحضير', shipped: 'في الطريق', delivered: 'تم التوصيل', cancelling: 'طلب الإلغاء', cancelled: 'ملغى' },
      actionMessages: {
        cancel: { title: 'إلغاء هذا الطلب؟', message: 'سيُلغى الطلب {code} ولن يُخصم منك ثمنه.', done: 'تم إلغاء الطلب {code}.' },
        keep: { title: 'الاحتفاظ بالجهاز؟', message: 'يصبح جهاز الطلب {code} ملكك وتنتهي التجربة.', done: 'الجهاز أصبح ملكك.' },
        extend: { title: 'تمديد التجربة؟', message: 'تحصل تجربة الطلب {code} على 14 يومًا إضافيًا.', done: 'أمامك 14 يومًا إضافيًا للتجربة.' },
        'trial-return': { title: 'إرجاع الجهاز؟', message: 'سنرسل إليك ملصقًا لإرجاع جهاز الطلب {code}.', done: 'تم طلب الإرجاع. سنرسل إليك ملصقًا بالبريد الإلكتروني.' },
        return: { title: 'إرجاع هذا الطلب؟', message: 'سنرسل إليك ملصقًا لإرجاع الطلب {code}.', done: 'تم طلب الإرجاع. سنرسل إليك ملصقًا بالبريد الإلكتروني.' },
        reorder: { title: 'شراء هذه المنتجات مرة أخرى؟', message: 'ستُضاف منتجات الطلب {code} إلى سلتك.', done: 'المنتجات في سلتك.' },
      },
      actionErrorMessage: 'لم ينجح ذلك ولم يتغير طلبك. يرجى المحاولة مرة أخرى بعد قليل.',
      orderErrorMessage: 'تعذّر تحميل هذا الطلب.',
      reorderPartialMessage: 'أُضيف {added} من {asked} منتجات؛ {names} لم يعد متوفرًا.',
      reorderNoneMessage: 'تعذّرت إضافة أي منتج إلى سلتك: {names} لم يعد متوفرًا.',
      signedOutMessage: 'سجّل الدخول لرؤية حسابك.',
    },
    loadOrders: 'تعذّر تحميل طلباتك. يرجى المحاولة مرة أخرى بعد قليل.',
    loadOrder: 'تعذّر تحميل طلبك. يرجى المحاولة مرة أخرى بعد قليل.',
    notFound: 'لم يُعثر على هذا الطلب.',
    title: 'طلباتي',
    shop: 'اذهب إلى المتجر',
    empty: 'لا توجد لديك طلبات بعد. علبنا وأجهزتنا في انتظارك في المتجر.',
    cart: 'عرض السلة',
    welcome: '<h1>حسابي</h1><p>مرحبًا بعودتك. هذا أحدث طلباتك؛ بطاقاتك وعناوينك وأجهزتك على بعد خطوة.</p>',
    latest: '<h2>أحدث طلباتك</h2>',
    more: '<h2>المزيد في حسابك</h2>',
    links: { orders: 'كل طلباتي', wallet: 'محفظتي', addresses: 'عناويني', devices: 'أجهزتي' },
  },
};

/** brand-account-orders as the orders page shows it. */
export function ordersNode({ lang, link }) {
  const c = copyFor(COPY, lang);
  return {
    ':type': 'brand/components/account-orders',
    ...(c.title ? { title: c.title } : {}),
    ...c.orders,
    ...(c.loadOrders ? { loadErrorMessage: c.loadOrders } : {}),
    pageSize: 5,
    loginUrl: link('login'),
    shopUrl: link('shop'),
    shopLabel: c.shop,
    emptyMessage: c.empty,
    cartUrl: link('cart'),
    cartLabel: c.cart,
  };
}

/** The account overview: a welcome, the newest order as an order card, links to the other account pages. */
export function overviewItems({ lang, link }) {
  const c = copyFor(COPY, lang);
  const linkNode = (page) => ({ ':type': 'brand/components/link', label: c.links[page], linkUrl: link(page) });
  return {
    welcome: { ':type': 'brand/components/text', text: c.welcome, richText: true },
    spacerWelcome: { ':type': 'brand/components/spacer', height: '4' },
    latest: { ':type': 'brand/components/text', text: c.latest, richText: true },
    newestOrder: {
      ':type': 'brand/components/account-order-card',
      headingLevel: 3,
      ...c.orders,
      ...(c.loadOrder ? { loadErrorMessage: c.loadOrder } : {}),
      ...(c.notFound ? { notFoundMessage: c.notFound } : {}),
      loginUrl: link('login'),
      shopUrl: link('shop'),
      shopLabel: c.shop,
      emptyMessage: c.empty,
      cartUrl: link('cart'),
      cartLabel: c.cart,
    },
    spacerOrder: { ':type': 'brand/components/spacer', height: '5' },
    more: { ':type': 'brand/components/text', text: c.more, richText: true },
    linkOrders: linkNode('orders'),
    linkWallet: linkNode('wallet'),
    linkAddresses: linkNode('addresses'),
    linkDevices: linkNode('devices'),
  };
}
