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

const KM = {
  title: 'ទូទាត់ប្រាក់',
  heading: 'បញ្ចប់ការបញ្ជាទិញរបស់អ្នក',
  words: {
    termsLabel: 'ខ្ញុំយល់ព្រមលើលក្ខខណ្ឌនៃការលក់',
    placeOrderLabel: 'ដាក់ការបញ្ជាទិញ',
    confirmationTitle: 'សូមអរគុណចំពោះការបញ្ជាទិញរបស់អ្នក',
    addressTitle: 'អាសយដ្ឋានដឹកជញ្ជូន',
    deliveryTitle: 'ការដឹកជញ្ជូន',
    paymentTitle: 'ការទូទាត់',
    reviewTitle: 'ពិនិត្យ និងដាក់ការបញ្ជាទិញរបស់អ្នក',
    continueLabel: 'បន្ត',
    changeLabel: 'ផ្លាស់ប្តូរ',
    emptyMessage: 'រទេះរបស់អ្នកទទេ៖ គ្មានអ្វីត្រូវបញ្ជាទិញទេ។',
    cartLinkLabel: 'ត្រឡប់ទៅរទេះវិញ',
    orderNumberLabel: 'លេខការបញ្ជាទិញ',
    confirmationMessage: 'យើងបានទទួលការបញ្ជាទិញរបស់អ្នក ហើយនឹងផ្ញើអ៊ីមែលជូនអ្នកនៅពេលវាត្រូវបានដឹកចេញ។',
    ordersLinkLabel: 'មើលវានៅក្នុងការបញ្ជាទិញរបស់អ្នក',
    subtotalLabel: 'សរុបរង',
    deliveryCostLabel: 'ការដឹកជញ្ជូន',
    totalLabel: 'សរុប',
    newAddressLabel: 'បន្ថែមអាសយដ្ឋានថ្មី',
    newAddressTitle: 'អាសយដ្ឋានដឹកជញ្ជូនថ្មី',
    quantityLabel: 'បរិមាណ',
    cardTemplate: '{type} បញ្ចប់ដោយ {last4} មានសុពលភាពដល់ {month}/{year}',
  },
};

export function checkoutPage({ lang, link }) {
  const copy = { ar: AR, km: KM }[lang];
  return {
    title: copy ? copy.title : 'Checkout',
    items: {
      spacerTop: { ':type': 'brand/components/spacer', height: '2' },
      checkout: {
        ':type': 'brand/components/checkout',
        loginUrl: link('login'),
        cartUrl: link('cart'),
        ordersUrl: link('orders'),
        verifyAgeUrl: link('details'),
        ...(copy ? { title: copy.heading, ...copy.words } : {}),
      },
      spacer: { ':type': 'brand/components/spacer', height: '5' },
    },
    columns: { checkout: column(12) },
  };
}
