// The storefront's help page.
import { column, copyFor } from './index.mjs';
import { helpArticles } from './articles.mjs';
import { embedItems } from './embed.mjs';

const COPY = {
  en: { title: 'Help', heading: '<h1>Help and support</h1><p>Answers about orders, delivery and your account.</p>' },
  ar: { title: 'مساعدة', heading: '<h1>المساعدة والدعم</h1><p>إجابات حول الطلبات والتوصيل وحسابك.</p>' },
  km: { title: 'ជំនួយ', heading: '<h1>ជំនួយ និងការគាំទ្រ</h1><p>ចម្លើយអំពីការបញ្ជាទិញ ការដឹកជញ្ជូន និងគណនីរបស់អ្នក។</p>' },
};

export function helpPage(context) {
  const { lang, link } = context;
  const c = copyFor(COPY, lang);
  const articles = helpArticles(lang, link);
  const embed = embedItems(context);
  return {
    title: c.title,
    items: {
      spacerTop: { ':type': 'brand/components/spacer', height: '2' },
      heading: { ':type': 'brand/components/text', richText: true, text: c.heading },
      ...articles.items,
      ...embed.items,
      spacer: { ':type': 'brand/components/spacer', height: '5' },
    },
    columns: { heading: column(12), ...articles.columns, ...embed.columns },
  };
}
