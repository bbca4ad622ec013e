// The storefront's checkout (?page=checkout): brand-checkout for a logged-in member (an anonymous visitor is sent
// to the login page and back), from the cart page's "Checkout" to the confirmation, on the mock OCC.
import { column } from './index.mjs';

const AR = {
  title: 'الدفع',
  heading: 'إتمام الطلب',
  words: {
    termsLabel: 'أوافق على شروط وأحكام البيع',
    placeOrderLabel: 'تأكيد الطلب',
    confirmationTitle: 'شكرًا لطلبك',
    addressTitle: 'عنوان التوصيل',
    deliveryTitle: 'التوصيل',
    paymentTitle: 'الدفع',
    reviewTitle: 'راجع طلبك وأكده',
    continueLabel: 'متابعة',
    changeLabel: 'تغيير',
    emptyMessage: 'سلتك فارغة: لا يوجد ما يمكن طلبه.',
    cartLinkLabel: 'العودة إلى السلة',
    orderNumberLabel: 'رقم الطلب',
    confirmationMessage: 'استلمنا طلبك وسنراسلك عند شحنه.',
    ordersLinkLabel: 'اطلع عليه في طلباتك',
    subtotalLabel: 'المجموع الفرعي',
    deliveryCostLabel: 'التوصيل',
    totalLabel: 'الإجمالي',
    newAddressLabel: 'إضافة عنوان جديد',
    newAddressTitle: 'عنوان توصيل جديد',
    quantityLabel: 'الكمية',
    cardTemplate: '{type} تنتهي بـ {last4}، صالحة حتى {month}/{year}',
  },
};

export function checkoutPage({ lang, link }) {
  const ar = lang === 'ar';
  return {
    title: ar ? AR.title : 'Checkout',
    items: {
      spacerTop: { ':type': 'brand/components/spacer', height: '2' },
      checkout: {
        ':type': 'brand/components/checkout',
        loginUrl: link('login'),
        cartUrl: link('cart'),
        ordersUrl: link('orders'),
        verifyAgeUrl: link('details'),
        ...(ar ? { title: AR.heading, ...AR.words } : {}),
      },
      spacer: { ':type': 'brand/components/spacer', height: '5' },
    },
    columns: { checkout: column(12) },
  };
}
