// The storefront's flavours page: a heading, an intro and "compare the tins" (brand-consumables-table
// with intensity gauges), in English, Arabic and Khmer, with the flavour carousel above the table and
// the info cards slider "Why pouches?" after it.
import { column, copyFor } from './index.mjs';
import { whyPouches } from './infoCards.mjs';
import { flavourCarouselModel } from './flavourCarousel.mjs';

// tin colours per flavour (hex without #): the placeholder service draws the tin in them
const TINS = { coolMint: '0e7c86', spearmint: '2f9e6e', citrus: 'e08a00', berry: 'a3245a', espressino: '5a3a22', cinnamon: '9a4a1c' };

const COPY = {
  en: {
    title: 'Flavours',
    heading: '<h1>Find your flavour</h1><p>Mint, fruit or coffee: every pouch is tobacco-free. Compare the tins side by side, from a gentle lift to a bold hit.</p>',
    caption: 'Compare the tins',
    product: 'Flavour',
    aroma: 'Aroma note',
    intensity: 'Intensity',
    groups: [
      ['Mint', [['coolMint', 'Cool Mint', 'Icy peppermint · 6 mg', 'Peppermint', 9], ['spearmint', 'Spearmint', 'Sweet garden mint · 3 mg', 'Spearmint', 5]]],
      ['Fruit', [['citrus', 'Citrus', 'Sharp lemon zest · 6 mg', 'Lemon', 7], ['berry', 'Black Cherry', 'Dark berry · 3 mg', 'Cherry', 4]]],
      ['Coffee and spice', [['espressino', 'Espressino', 'Roasted coffee · 9 mg', 'Coffee', 11], ['cinnamon', 'Cinnamon', 'Warm spice · 6 mg', 'Cinnamon', 8]]],
    ],
  },
  ar: {
    title: 'النكهات',
    heading: '<h1>اعثر على نكهتك</h1><p>نعناع أو فاكهة أو قهوة: كل الأكياس خالية من التبغ. قارن العلب جنبًا إلى جنب، من لمسة خفيفة إلى نكهة قوية.</p>',
    caption: 'قارن العلب',
    product: 'النكهة',
    aroma: 'الرائحة',
    intensity: 'الشدة',
    groups: [
      ['نعناع', [['coolMint', 'نعناع بارد', 'نعناع فلفلي منعش · 6 ملغ', 'نعناع فلفلي', 9], ['spearmint', 'نعناع أخضر', 'نعناع حلو · 3 ملغ', 'نعناع أخضر', 5]]],
      ['فواكه', [['citrus', 'حمضيات', 'قشر ليمون · 6 ملغ', 'ليمون', 7], ['berry', 'كرز أسود', 'توت داكن · 3 ملغ', 'كرز', 4]]],
      ['قهوة وتوابل', [['espressino', 'إسبريسينو', 'قهوة محمصة · 9 ملغ', 'قهوة', 11], ['cinnamon', 'قرفة', 'توابل دافئة · 6 ملغ', 'قرفة', 8]]],
    ],
  },
  km: {
    title: 'រសជាតិ',
    heading: '<h1>ស្វែងរករសជាតិរបស់អ្នក</h1><p>ជីអង្កាម ផ្លែឈើ ឬកាហ្វេ៖ ថង់នីមួយៗគ្មានថ្នាំជក់។ ប្រៀបធៀបកំប៉ុងទាំងអស់ ពីស្រាលទៅខ្លាំង។</p>',
    caption: 'ប្រៀបធៀបកំប៉ុង',
    product: 'រសជាតិ',
    aroma: 'ក្លិន',
    intensity: 'កម្រិតខ្លាំង',
    groups: [
      ['ជីអង្កាម', [['coolMint', 'ជីអង្កាមត្រជាក់', 'ជីអង្កាមស្រស់ · 6 mg', 'ជីអង្កាម', 9], ['spearmint', 'ជីរអង្កាមផ្អែម', 'ជីរសួនផ្អែម · 3 mg', 'ជីរ', 5]]],
      ['ផ្លែឈើ', [['citrus', 'ក្រូចឆ្មា', 'សំបកក្រូចឆ្មា · 6 mg', 'ក្រូចឆ្មា', 7], ['berry', 'ឈើរីខ្មៅ', 'ផ្លែបឺរីខ្មៅ · 3 mg', 'ឈើរី', 4]]],
      ['កាហ្វេ និងគ្រឿងទេស', [['espressino', 'អេសប្រេស៊ីណូ', 'កាហ្វេលីង · 9 mg', 'កាហ្វេ', 11], ['cinnamon', 'ស្លឹកខ្ទឹម', 'គ្រឿងទេសកក់ក្ដៅ · 6 mg', 'ស្លឹកខ្ទឹម', 8]]],
    ],
  },
};

/** `{ items, columns }`: the tins compared, with intensities out of 12 (the table's scale). */
export function compareTins({ lang, brand, img }) {
  const c = copyFor(COPY, lang);
  const tin = (id, name) => `${img(160, 160, `${brand} ${name}`)}&bg=%23${TINS[id]}`;
  const aroma = (id) => `${img(96, 96, '')}&bg=%23${TINS[id]}`;
  return {
    items: {
      compareTins: {
        ':type': 'brand/components/consumables-table',
        caption: c.caption,
        productLabel: c.product,
        aromaNoteLabel: c.aroma,
        intensityLabel: c.intensity,
        showAromaNote: true,
        showIntensityGauge: true,
        intensityScale: 12,
        rowGroups: c.groups.map(([title, items]) => ({
          title,
          items: items.map(([id, name, subtitle, aromaLabel, value]) => ({
            title: name,
            subtitle,
            tableImage: { src: tin(id, name), alt: '' },
            aromaImage: { src: aroma(id), alt: '' },
            aromaLabel,
            intensityGauge: { value },
          })),
        })),
      },
    },
    columns: { compareTins: column(12) },
  };
}

export function flavoursPage(context) {
  const c = copyFor(COPY, context.lang);
  const tins = compareTins(context);
  const pouches = whyPouches(context);
  return {
    title: c.title,
    items: {
      spacerTop: { ':type': 'brand/components/spacer', height: '2' },
      heading: { ':type': 'brand/components/text', richText: true, text: c.heading },
      // the flavour carousel above the table, the info cards slider after it
      flavourShowcase: flavourCarouselModel(context),
      spacerShowcase: { ':type': 'brand/components/spacer', height: '4' },
      ...tins.items,
      spacer: { ':type': 'brand/components/spacer', height: '6' },
      ...pouches.items,
    },
    columns: { heading: column(8), flavourShowcase: column(12), spacerShowcase: column(12), ...tins.columns, ...pouches.columns },
  };
}
