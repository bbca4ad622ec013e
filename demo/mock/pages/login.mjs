// The storefront's log-in page.
import { column, copyFor } from './index.mjs';

const COPY = {
  en: { title: 'Log in', heading: '<h1>Log in</h1><p>Welcome back. Log in to see your member prices and offers.</p>' },
  ar: { title: 'تسجيل الدخول', heading: '<h1>تسجيل الدخول</h1><p>مرحبًا بعودتك. سجّل الدخول لرؤية أسعار وعروض الأعضاء.</p>' },
  km: { title: 'ចូល', heading: '<h1>ចូល</h1><p>សូមស្វាគមន៍ការត្រឡប់មកវិញ។ ចូលដើម្បីមើលតម្លៃ និងការផ្តល់ជូនសម្រាប់សមាជិក។</p>' },
};

export function loginPage({ lang }) {
  const c = copyFor(COPY, lang);
  return {
    title: c.title,
    items: {
      spacerTop: { ':type': 'brand/components/spacer', height: '2' },
      heading: { ':type': 'brand/components/text', richText: true, text: c.heading },
      spacer: { ':type': 'brand/components/spacer', height: '5' },
    },
    columns: { heading: column(12) },
  };
}
