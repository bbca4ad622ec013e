// The home page's strip of selling points (brand-rich-usp-list), in English, Arabic and Khmer.
import { column, copyFor } from './index.mjs';

const COPY = {
  en: {
    label: 'Why shop with us',
    items: [
      ['delivery', 'Free delivery', '<p>On every order over £20, in 2 to 3 working days.</p>'],
      ['leaf', 'Tobacco-free', '<p>Nicotine pouches with no tobacco leaf, no smoke and no spit.</p>'],
      ['returns', '30-day returns', '<p>Changed your mind? Send unopened cans back within 30 days.</p>'],
      ['lock', 'Secure checkout', '<p>Card details are encrypted and never stored by us.</p>'],
    ],
  },
  ar: {
    label: 'لماذا تتسوق معنا',
    items: [
      ['delivery', 'توصيل مجاني', '<p>لكل طلب يزيد عن 20 جنيهًا، خلال 2 إلى 3 أيام عمل.</p>'],
      ['leaf', 'خالٍ من التبغ', '<p>أكياس نيكوتين بدون أوراق تبغ وبدون دخان.</p>'],
      ['returns', 'إرجاع خلال 30 يومًا', '<p>غيّرت رأيك؟ أعد العلب غير المفتوحة خلال 30 يومًا.</p>'],
      ['lock', 'دفع آمن', '<p>بيانات بطاقتك مشفرة ولا نحتفظ بها أبدًا.</p>'],
    ],
  },
  km: {
    label: 'ហេតុអ្វីទិញជាមួយយើង',
    items: [
      ['delivery', 'ដឹកជញ្ជូនឥតគិតថ្លៃ', '<p>សម្រាប់ការបញ្ជាទិញលើសពី £20 ក្នុងរយៈពេល 2 ទៅ 3 ថ្ងៃធ្វើការ។</p>'],
      ['leaf', 'គ្មានថ្នាំជក់', '<p>ថង់នីកូទីនគ្មានស្លឹកថ្នាំជក់ គ្មានផ្សែង។</p>'],
      ['returns', 'ប្តូរវិញក្នុង 30 ថ្ងៃ', '<p>ផ្លាស់ប្តូរចិត្ត? ផ្ញើកំប៉ុងដែលមិនទាន់បើកមកវិញក្នុង 30 ថ្ងៃ។</p>'],
      ['lock', 'ការទូទាត់សុវត្ថិភាព', '<p>ព័ត៌មានកាតរបស់អ្នកត្រូវបានអ៊ិនគ្រីប ហើយយើងមិនរក្សាទុកវាទេ។</p>'],
    ],
  },
};

/** `{ items, columns }` to merge into a page: the USP strip, full width. */
export function uspStrip(lang) {
  const c = copyFor(COPY, lang);
  return {
    items: {
      usp: {
        ':type': 'brand/components/rich-usp-list',
        ariaLabel: c.label,
        items: c.items.map(([icon, title, text]) => ({ icon, title, text })),
      },
    },
    columns: { usp: column(12) },
  };
}
