// The home page's carousels, in English, Arabic and Khmer: the hero (variant a, rotating) that opens
// the page, and a card row of flavours (variant b) further down. Images come from the mock's
// placeholder service (/mock/img/WxH.svg).
import { column, copyFor } from './index.mjs';

const FLAVOURS = [
  { key: 'mint', bg: '00a9e0' },
  { key: 'citrus', bg: 'e3a400', fg: '1a1a1a' },
  { key: 'berry', bg: '8a1f4f' },
  { key: 'coffee', bg: '5a3825' },
  { key: 'spearmint', bg: '2e8b57' },
];

const COPY = {
  en: {
    hero: 'This month’s flavours',
    cards: 'Explore the flavours',
    cardsTitle: '<h2>Explore the flavours</h2>',
    names: { mint: 'Cool Mint', citrus: 'Citrus', berry: 'Berry Frost', coffee: 'Espressino', spearmint: 'Spearmint' },
    notes: { mint: 'Icy and crisp', citrus: 'Zesty lemon and lime', berry: 'Dark berries, cool finish', coffee: 'Roasted and smooth', spearmint: 'Sweet garden mint' },
    strength: '20 pouches · 6 mg',
    shop: 'Shop',
  },
  ar: {
    hero: 'نكهات هذا الشهر',
    cards: 'اكتشف النكهات',
    cardsTitle: '<h2>اكتشف النكهات</h2>',
    names: { mint: 'نعناع بارد', citrus: 'حمضيات', berry: 'توت مثلج', coffee: 'إسبريسينو', spearmint: 'نعناع سبيرمنت' },
    notes: { mint: 'منعش وبارد', citrus: 'ليمون وليمون أخضر', berry: 'توت داكن بلمسة باردة', coffee: 'محمص وناعم', spearmint: 'نعناع حديقة حلو' },
    strength: '20 كيسًا · 6 ملغ',
    shop: 'تسوق',
    // The controls' words (Adobe's `accessibility`); English uses the element's own.
    controls: { play: 'بدء العرض التلقائي للشرائح', pause: 'إيقاف العرض التلقائي للشرائح', previous: 'الشريحة السابقة', next: 'الشريحة التالية', tablist: 'اختر شريحة', indicator: 'الشريحة {0}', slide: '{0} من {1}' },
  },
  km: {
    hero: 'រសជាតិប្រចាំខែនេះ',
    cards: 'រុករករសជាតិទាំងអស់',
    cardsTitle: '<h2>រុករករសជាតិទាំងអស់</h2>',
    names: { mint: 'ជីអង្កាមត្រជាក់', citrus: 'ក្រូច', berry: 'បឺរីត្រជាក់', coffee: 'អេស្ប្រេស៊ីណូ', spearmint: 'ជីអង្កាមផ្អែម' },
    notes: { mint: 'ត្រជាក់ និងស្រស់', citrus: 'ក្រូចឆ្មា និងក្រូចខៀវ', berry: 'បឺរីខ្មៅ ចុងត្រជាក់', coffee: 'លីង និងរលោង', spearmint: 'ជីអង្កាមសួនច្បារផ្អែម' },
    strength: 'ថង់ 20 · 6 មីលីក្រាម',
    shop: 'ទិញ',
    controls: { play: 'ចាប់ផ្ដើមបង្ហាញស្លាយដោយស្វ័យប្រវត្តិ', pause: 'បញ្ឈប់ការបង្ហាញស្លាយដោយស្វ័យប្រវត្តិ', previous: 'ស្លាយមុន', next: 'ស្លាយបន្ទាប់', tablist: 'ជ្រើសរើសស្លាយ', indicator: 'ស្លាយ {0}', slide: '{0} នៃ {1}' },
  },
};

const picture = (w, h, label, { bg, fg }, kind) =>
  `/mock/img/${w}x${h}.svg?label=${encodeURIComponent(label)}&bg=${bg}${fg ? `&fg=${fg}` : ''}${kind ? `&kind=${kind}` : ''}`;

/** A slide of `items` (in order) named `title`. */
const slide = (title, items, extra = {}) => ({ ':type': 'brand/components/slide', title, ...extra, ':itemsOrder': Object.keys(items), ':items': items });

/** The hero carousel (variant a): three flavours, rotating every 6 s. */
export function heroCarousel({ lang }) {
  const t = copyFor(COPY, lang);
  const slides = Object.fromEntries(
    FLAVOURS.slice(0, 3).map((flavour) => {
      const name = t.names[flavour.key];
      return [flavour.key, slide(name, { image: { ':type': 'brand/components/image', alt: name, aspectRatio: '16/9', src: picture(768, 432, name, flavour) } })];
    }),
  );
  return {
    ':type': 'brand/components/carousel-a',
    autoplay: true,
    delay: 6000,
    accessibilityLabel: t.hero,
    ...(t.controls ? { accessibility: t.controls } : {}),
    ':itemsOrder': Object.keys(slides),
    ':items': slides,
  };
}

/** The card row of flavours (variant b): a can, its name, a note and a link to shop it. */
export function flavourCards({ lang, link }) {
  const t = copyFor(COPY, lang);
  const slides = Object.fromEntries(
    FLAVOURS.map((flavour) => {
      const name = t.names[flavour.key];
      return [
        flavour.key,
        slide(name, {
          image: { ':type': 'brand/components/image', alt: '', aspectRatio: '1/1', src: picture(400, 400, name, flavour, 'can') },
          text: { ':type': 'brand/components/text', richText: true, text: `<h3>${name}</h3><p>${t.notes[flavour.key]}<br>${t.strength}</p>` },
          shop: { ':type': 'brand/components/link', label: `${t.shop}: ${name}`, linkUrl: link(`shop/${flavour.key}`) },
        }),
      ];
    }),
  );
  return {
    items: {
      flavoursTitle: { ':type': 'brand/components/text', richText: true, text: t.cardsTitle },
      flavours: { ':type': 'brand/components/carousel-b', accessibilityLabel: t.cards, ...(t.controls ? { accessibility: t.controls } : {}), ':itemsOrder': Object.keys(slides), ':items': slides },
    },
    columns: { flavoursTitle: column(12), flavours: column(12) },
  };
}
