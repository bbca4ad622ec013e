// The storefront's store locator (?page=stores): a heading, then the four stores of the mock OCC store
// locator (demo/mock/occStores.mjs) as brand-store-details, two columns from the tablet up, one on a phone.
import { column, copyFor } from './index.mjs';
import { STORE_NAMES } from '../occStores.mjs';

const COPY = {
  en: {
    title: 'Stores',
    heading: '<h1>Find a store</h1><p>Try a device, get advice from our team and pick up your order. Opening hours are in each store’s local time.</p>',
    labels: {},
  },
  ar: {
    title: 'المتاجر',
    heading: '<h1>ابحث عن متجر</h1><p>جرّب جهازًا واحصل على نصيحة من فريقنا واستلم طلبك. مواعيد العمل بالتوقيت المحلي لكل متجر.</p>',
    labels: {
      openNowLabel: 'مفتوح الآن',
      closedNowLabel: 'مغلق الآن',
      opensAtLabel: 'يفتح {time}',
      closesAtLabel: 'يغلق {time}',
      openingHoursLabel: 'ساعات العمل',
      closedLabel: 'مغلق',
      todayLabel: 'اليوم',
      servicesLabel: 'الخدمات',
      paymentMethodsLabel: 'طرق الدفع',
      directionsLabel: 'الاتجاهات',
      newTabLabel: 'يفتح في علامة تبويب جديدة',
      errorMessage: 'تفاصيل المتجر غير متاحة حاليًا.',
    },
  },
  km: {
    title: 'ហាង',
    heading: '<h1>ស្វែងរកហាង</h1><p>សាកល្បងឧបករណ៍ ទទួលដំបូន្មានពីក្រុមការងារ និងយកការបញ្ជាទិញរបស់អ្នក។ ម៉ោងបើកគឺតាមម៉ោងក្នុងស្រុករបស់ហាងនីមួយៗ។</p>',
    labels: {
      openNowLabel: 'កំពុងបើក',
      closedNowLabel: 'បិទហើយ',
      opensAtLabel: 'បើក {time}',
      closesAtLabel: 'បិទ {time}',
      openingHoursLabel: 'ម៉ោងបើក',
      closedLabel: 'បិទ',
      todayLabel: 'ថ្ងៃនេះ',
      servicesLabel: 'សេវាកម្ម',
      paymentMethodsLabel: 'វិធីបង់ប្រាក់',
      directionsLabel: 'ផ្លូវទៅហាង',
      newTabLabel: 'បើកក្នុងផ្ទាំងថ្មី',
      errorMessage: 'ព័ត៌មានហាងមិនអាចបង្ហាញបានទេឥឡូវនេះ។',
    },
  },
};

/** `{ title, items, columns }` of the store locator page. */
export function storesPage({ lang }) {
  const c = copyFor(COPY, lang);
  const stores = Object.fromEntries(
    STORE_NAMES.map((storeName) => [`store-${storeName}`, { ':type': 'brand/components/store-details', storeName, ...c.labels }]),
  );
  return {
    title: c.title,
    items: {
      spacerTop: { ':type': 'brand/components/spacer', height: '2' },
      heading: { ':type': 'brand/components/text', richText: true, text: c.heading },
      spacerHeading: { ':type': 'brand/components/spacer', height: '3' },
      ...stores,
      spacerEnd: { ':type': 'brand/components/spacer', height: '6' },
    },
    // AEM's grid floats its columns: each pair starts a new row, so a taller card never pushes the next one aside
    columns: {
      heading: column(8),
      ...Object.fromEntries(Object.keys(stores).map((key, i) => [key, `${column(6, 12)}${i % 2 === 0 ? ' aem-GridColumn--default--newline' : ''}`])),
    },
  };
}
