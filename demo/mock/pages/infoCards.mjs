// The flavours page's info cards slider "Why pouches?" (brand-info-cards-slider): one video card (the demo's
// loop.webm with its captions) and three dialog cards, in English, Arabic and Khmer. Appended after the
// consumables table.
import { column, copyFor } from './index.mjs';

const COPY = {
  en: {
    heading: '<h2>Why pouches?</h2>',
    label: 'Why pouches?',
    previous: 'Previous cards',
    next: 'Next cards',
    close: 'Close',
    captions: 'English',
    video: ['See a pouch in action', 'Watch: a pouch in action'],
    cards: [
      ['Tobacco-free', '<p>Our pouches hold nicotine, plant fibres and flavour: no tobacco leaf, no smoke and no ash.</p><p>Nothing to light, nothing to stain your teeth.</p>'],
      ['Discreet, anywhere', '<p>Slim pouches sit under your lip. No vapour, no smell: use one on a train, at your desk or on a walk.</p>'],
      ['Flavour that lasts', '<p>Each pouch releases its flavour for up to an hour.</p><p>When you are done, put it in the lid compartment and bin it.</p>'],
    ],
  },
  ar: {
    heading: '<h2>لماذا الأكياس؟</h2>',
    label: 'لماذا الأكياس؟',
    previous: 'البطاقات السابقة',
    next: 'البطاقات التالية',
    close: 'إغلاق',
    captions: 'العربية',
    video: ['شاهد الكيس أثناء الاستخدام', 'شاهد: الكيس أثناء الاستخدام'],
    cards: [
      ['خالية من التبغ', '<p>تحتوي أكياسنا على النيكوتين وألياف نباتية ونكهة: لا أوراق تبغ ولا دخان ولا رماد.</p><p>لا شيء لإشعاله، ولا شيء يصبغ أسنانك.</p>'],
      ['خفية في كل مكان', '<p>أكياس نحيفة توضع تحت الشفة. بلا بخار ولا رائحة: استخدمها في القطار أو على مكتبك أو أثناء المشي.</p>'],
      ['نكهة تدوم', '<p>يطلق كل كيس نكهته لمدة تصل إلى ساعة.</p><p>عند الانتهاء، ضعه في حجرة الغطاء وتخلص منه.</p>'],
    ],
  },
  km: {
    heading: '<h2>ហេតុអ្វីជាថង់?</h2>',
    label: 'ហេតុអ្វីជាថង់?',
    previous: 'កាតមុន',
    next: 'កាតបន្ទាប់',
    close: 'បិទ',
    captions: 'ខ្មែរ',
    video: ['មើលថង់នៅពេលប្រើ', 'មើល៖ ថង់នៅពេលប្រើ'],
    cards: [
      ['គ្មានថ្នាំជក់', '<p>ថង់របស់យើងមាននីកូទីន សរសៃរុក្ខជាតិ និងរសជាតិ៖ គ្មានស្លឹកថ្នាំជក់ គ្មានផ្សែង គ្មានផេះ។</p>'],
      ['មិនសូវគេកត់សម្គាល់', '<p>ថង់ស្តើងដាក់នៅក្រោមបបូរមាត់។ គ្មានចំហាយ គ្មានក្លិន៖ ប្រើនៅលើរថភ្លើង នៅតុការងារ ឬពេលដើរលេង។</p>'],
      ['រសជាតិយូរអង្វែង', '<p>ថង់នីមួយៗបញ្ចេញរសជាតិរហូតដល់មួយម៉ោង។</p><p>ពេលរួចរាល់ ដាក់វាក្នុងប្រអប់គម្រប ហើយបោះចោល។</p>'],
    ],
  },
};

const LANGS = new Set(['en', 'ar', 'km']);
const COLOURS = ['34303d', '0e7c86', 'e08a00', '5a3a22'];

/** `{ items, columns }`: a heading and the slider, for the end of the flavours page. */
export function whyPouches({ lang, img }) {
  const c = copyFor(COPY, lang);
  const captionsLang = LANGS.has(lang) ? lang : 'en';
  // the picture without a label of its own: the card's title is its text
  const picture = (index) => `${img(480, 360, '')}&bg=%23${COLOURS[index]}`;
  return {
    items: {
      whyPouchesHeading: { ':type': 'brand/components/text', richText: true, text: c.heading },
      whyPouches: {
        ':type': 'brand/components/info-cards-slider',
        accessibilityLabel: c.label,
        previousLabel: c.previous,
        nextLabel: c.next,
        items: [
          {
            title: `<p>${c.video[0]}</p>`,
            image: { src: picture(0), alt: '' },
            videoUrl: '/media/loop.webm',
            captionsUrl: `/media/loop.${captionsLang}.vtt`,
            captionsLang,
            captionsLabel: c.captions,
            dialog: { title: c.video[1], closeAriaLabel: c.close },
          },
          ...c.cards.map(([title, content], index) => ({
            title: `<p>${title}</p>`,
            image: { src: picture(index + 1), alt: '' },
            dialog: { title, closeAriaLabel: c.close },
            dialogXFContent: content,
          })),
        ],
      },
      whyPouchesSpacer: { ':type': 'brand/components/spacer', height: '6' },
    },
    columns: { whyPouchesHeading: column(8), whyPouches: column(12) },
  };
}
