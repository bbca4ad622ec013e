// The help page's articles (brand-list with dates and links) and its topics (brand-chip), in
// English, Arabic and Khmer. Dates are epoch milliseconds, as Adobe's list exports them.
import { column, copyFor } from './index.mjs';

const DAY = 86_400_000;
const BASE = Date.UTC(2026, 2, 12, 9, 0);

const COPY = {
  en: {
    topicsLabel: 'Help topics',
    topics: [['Orders', 'orders'], ['Delivery', 'delivery'], ['Returns', 'returns'], ['Account', 'account']],
    articlesHeading: '<h2>Popular articles</h2>',
    articlesLabel: 'Popular articles',
    articles: [
      ['When will my order arrive?', 'Delivery times and how to track your parcel.'],
      ['How do I return a product?', 'Send unopened cans back within 30 days for a refund.'],
      ['Which strength is right for me?', 'A guide to 3, 6 and 9 mg pouches.'],
      ['How do I change my delivery address?', 'Update it in your account before the order ships.'],
    ],
  },
  ar: {
    topicsLabel: 'مواضيع المساعدة',
    topics: [['الطلبات', 'orders'], ['التوصيل', 'delivery'], ['الإرجاع', 'returns'], ['الحساب', 'account']],
    articlesHeading: '<h2>مقالات شائعة</h2>',
    articlesLabel: 'مقالات شائعة',
    articles: [
      ['متى سيصل طلبي؟', 'مواعيد التوصيل وكيفية تتبع طردك.'],
      ['كيف أعيد منتجًا؟', 'أعد العلب غير المفتوحة خلال 30 يومًا لاسترداد المبلغ.'],
      ['ما التركيز المناسب لي؟', 'دليل لأكياس 3 و6 و9 ملغ.'],
      ['كيف أغيّر عنوان التوصيل؟', 'حدّثه في حسابك قبل شحن الطلب.'],
    ],
  },
  km: {
    topicsLabel: 'ប្រធានបទជំនួយ',
    topics: [['ការបញ្ជាទិញ', 'orders'], ['ការដឹកជញ្ជូន', 'delivery'], ['ការប្តូរវិញ', 'returns'], ['គណនី', 'account']],
    articlesHeading: '<h2>អត្ថបទពេញនិយម</h2>',
    articlesLabel: 'អត្ថបទពេញនិយម',
    articles: [
      ['តើការបញ្ជាទិញរបស់ខ្ញុំមកដល់ពេលណា?', 'ពេលវេលាដឹកជញ្ជូន និងរបៀបតាមដានកញ្ចប់។'],
      ['តើខ្ញុំប្តូរផលិតផលវិញដោយរបៀបណា?', 'ផ្ញើកំប៉ុងដែលមិនទាន់បើកមកវិញក្នុង 30 ថ្ងៃ។'],
      ['តើកម្រិតណាសាកសមនឹងខ្ញុំ?', 'មគ្គុទ្ទេសក៍សម្រាប់ថង់ 3, 6 និង 9 mg។'],
      ['តើខ្ញុំប្តូរអាសយដ្ឋានដឹកជញ្ជូនដោយរបៀបណា?', 'ធ្វើបច្ចុប្បន្នភាពក្នុងគណនីមុនពេលដឹកជញ្ជូន។'],
    ],
  },
};

const ICONS = { orders: 'orders', delivery: 'delivery', returns: 'returns', account: 'account' };

/** `{ items, columns }` to merge into the help page: topic chips (links and one static) and the article list. */
export function helpArticles(lang, link) {
  const c = copyFor(COPY, lang);
  const topics = Object.fromEntries(
    c.topics.map(([label, id], index) => [
      `topic${index + 1}`,
      // The last topic is static text (no page yet): a chip without a link.
      { ':type': 'brand/components/chip', label, icon: ICONS[id], variant: 'outlined', ...(index < c.topics.length - 1 ? { linkUrl: link(`help-${id}`) } : {}) },
    ]),
  );
  return {
    items: {
      topicsSpacer: { ':type': 'brand/components/spacer', height: '3' },
      // One row of chips that wraps on phones: a simple container keeps them inline.
      topics: { ':type': 'brand/components/container', layout: 'simple', ':itemsOrder': Object.keys(topics), ':items': topics },
      articlesSpacer: { ':type': 'brand/components/spacer', height: '5' },
      articlesHeading: { ':type': 'brand/components/text', richText: true, text: c.articlesHeading },
      articles: {
        ':type': 'core/wcm/components/list/v2/list',
        ariaLabel: c.articlesLabel,
        linkItems: true,
        showDescription: true,
        showModificationDate: true,
        items: c.articles.map(([title, description], index) => ({
          title,
          description,
          lastModified: BASE - index * 9 * DAY,
          link: { url: link(`article-${index + 1}`), valid: true },
        })),
      },
    },
    columns: {
      topicsSpacer: column(12),
      articlesSpacer: column(12),
      topics: column(12),
      articlesHeading: column(12),
      articles: column(12),
    },
  };
}
