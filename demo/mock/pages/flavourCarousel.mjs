// The flavours page's flavour carousel (brand-flavour-carousel): mint, fruit and coffee groups of
// tins with intensities out of 12, in English, Arabic and Khmer. "Arctic Frost" has no url, so the
// data rules (platform-core section 5) leave it out: the mint group shows three of its four items.
import { copyFor } from './index.mjs';

// tin colours (hex without #) and a paler backdrop for the detail picture
const COLOURS = {
  coolMint: ['0e7c86', 'd8eef0'], peppermint: ['3a8fb7', 'dcebf3'], spearmint: ['2f9e6e', 'dcefe5'], wintergreen: ['1f6f5c', 'd5e9e3'], arctic: ['4a90c2', 'dde9f3'],
  citrus: ['e08a00', 'fbead0'], berry: ['a3245a', 'f3d9e4'], mango: ['e3a21a', 'fbecd0'],
  espressino: ['5a3a22', 'eadfd6'], cinnamon: ['9a4a1c', 'f1dfd3'], mocha: ['6b4a3a', 'ece0d8'],
};

// [id, title, subtitle, aroma note, intensity, description]
const EN = {
  label: 'Explore the flavours',
  groupsLabel: 'Flavour families',
  action: 'All flavours',
  close: 'Close',
  previous: 'Previous flavour',
  next: 'Next flavour',
  first: 'This is the first flavour',
  last: 'This is the last flavour',
  intensity: 'Intensity',
  aroma: 'Aroma note',
  cta: 'Discover',
  groups: [
    ['mint', 'Mint', 'Gentle', 'Intense', [
      ['coolMint', 'Cool Mint', 'Icy peppermint · 6 mg', 'Peppermint', 9, 'A blast of <strong>icy peppermint</strong> that lasts. Our best-selling tin.'],
      ['peppermint', 'Peppermint', 'Classic peppermint · 6 mg', 'Peppermint', 7, 'Clean, classic peppermint, cool but never harsh.'],
      ['spearmint', 'Spearmint', 'Sweet garden mint · 3 mg', 'Spearmint', 5, 'Soft, sweet mint for an easy start to the day.'],
      ['wintergreen', 'Wintergreen', 'Deep herbal mint · 9 mg', 'Wintergreen', 11, 'A deep, herbal mint with a long cool finish.'],
      ['arctic', 'Arctic Frost', 'Coming soon', 'Menthol', 12, 'Not in the shop yet.'],
    ]],
    ['fruit', 'Fruit', 'Gentle', 'Intense', [
      ['citrus', 'Citrus', 'Sharp lemon zest · 6 mg', 'Lemon', 7, 'Bright lemon zest with a hint of lime.'],
      ['berry', 'Black Cherry', 'Dark berry · 3 mg', 'Cherry', 4, 'Ripe dark cherry, smooth and round.'],
      ['mango', 'Mango', 'Tropical · 6 mg', 'Mango', 6, 'Sun-ripe mango with a juicy finish.'],
    ]],
    ['coffee', 'Coffee', 'Gentle', 'Intense', [
      ['espressino', 'Espressino', 'Roasted coffee · 9 mg', 'Coffee', 11, 'Dark roasted espresso, rich and bold.'],
      ['cinnamon', 'Cinnamon', 'Warm spice · 6 mg', 'Cinnamon', 8, 'Warm cinnamon spice with a sweet edge.'],
      ['mocha', 'Mocha', 'Coffee and cocoa · 3 mg', 'Cocoa', 5, 'Coffee meets cocoa, mellow and light.'],
    ]],
  ],
};

const AR = {
  ...EN,
  label: 'استكشف النكهات',
  groupsLabel: 'عائلات النكهات',
  action: 'كل النكهات',
  close: 'إغلاق',
  previous: 'النكهة السابقة',
  next: 'النكهة التالية',
  first: 'هذه أول نكهة',
  last: 'هذه آخر نكهة',
  intensity: 'الشدة',
  aroma: 'الرائحة',
  cta: 'اكتشف',
  groups: [
    ['mint', 'نعناع', 'خفيف', 'قوي', [
      ['coolMint', 'نعناع بارد', 'نعناع فلفلي منعش · 6 ملغ', 'نعناع فلفلي', 9, 'انتعاش <strong>النعناع الفلفلي</strong> الذي يدوم.'],
      ['peppermint', 'نعناع فلفلي', 'نعناع كلاسيكي · 6 ملغ', 'نعناع فلفلي', 7, 'نعناع فلفلي كلاسيكي منعش.'],
      ['spearmint', 'نعناع أخضر', 'نعناع حلو · 3 ملغ', 'نعناع أخضر', 5, 'نعناع ناعم وحلو لبداية سهلة.'],
      ['wintergreen', 'وينترغرين', 'نعناع عشبي · 9 ملغ', 'وينترغرين', 11, 'نعناع عشبي عميق بنهاية باردة.'],
      ['arctic', 'صقيع القطب', 'قريبًا', 'منثول', 12, 'غير متوفر بعد.'],
    ]],
    ['fruit', 'فواكه', 'خفيف', 'قوي', [
      ['citrus', 'حمضيات', 'قشر ليمون · 6 ملغ', 'ليمون', 7, 'قشر ليمون مشرق مع لمسة من الليم.'],
      ['berry', 'كرز أسود', 'توت داكن · 3 ملغ', 'كرز', 4, 'كرز داكن ناضج وناعم.'],
      ['mango', 'مانجو', 'استوائي · 6 ملغ', 'مانجو', 6, 'مانجو ناضجة بطعم غني.'],
    ]],
    ['coffee', 'قهوة', 'خفيف', 'قوي', [
      ['espressino', 'إسبريسينو', 'قهوة محمصة · 9 ملغ', 'قهوة', 11, 'إسبريسو محمص غني وقوي.'],
      ['cinnamon', 'قرفة', 'توابل دافئة · 6 ملغ', 'قرفة', 8, 'قرفة دافئة بلمسة حلوة.'],
      ['mocha', 'موكا', 'قهوة وكاكاو · 3 ملغ', 'كاكاو', 5, 'قهوة وكاكاو بطعم هادئ.'],
    ]],
  ],
};

const KM = {
  ...EN,
  label: 'ស្វែងយល់ពីរសជាតិ',
  groupsLabel: 'ក្រុមរសជាតិ',
  action: 'រសជាតិទាំងអស់',
  close: 'បិទ',
  previous: 'រសជាតិមុន',
  next: 'រសជាតិបន្ទាប់',
  first: 'នេះជារសជាតិដំបូង',
  last: 'នេះជារសជាតិចុងក្រោយ',
  intensity: 'កម្រិតខ្លាំង',
  aroma: 'ក្លិន',
  cta: 'ស្វែងយល់',
  groups: [
    ['mint', 'ជីអង្កាម', 'ស្រាល', 'ខ្លាំង', [
      ['coolMint', 'ជីអង្កាមត្រជាក់', 'ជីអង្កាមស្រស់ · 6 mg', 'ជីអង្កាម', 9, 'ភាពត្រជាក់នៃ <strong>ជីអង្កាម</strong> ដែលស្ថិតស្ថេរ។'],
      ['peppermint', 'ជីអង្កាមបុរាណ', 'ជីអង្កាមបុរាណ · 6 mg', 'ជីអង្កាម', 7, 'ជីអង្កាមបុរាណ ស្រស់ស្រាយ។'],
      ['spearmint', 'ជីរអង្កាមផ្អែម', 'ជីរសួនផ្អែម · 3 mg', 'ជីរ', 5, 'ជីរអង្កាមទន់ និងផ្អែម។'],
      ['wintergreen', 'វីនធឺហ្គ្រីន', 'ជីអង្កាមឱសថ · 9 mg', 'វីនធឺហ្គ្រីន', 11, 'ជីអង្កាមឱសថជ្រៅ។'],
      ['arctic', 'អាកទិក', 'ឆាប់ៗនេះ', 'ម៉ង់តុល', 12, 'មិនទាន់មានលក់។'],
    ]],
    ['fruit', 'ផ្លែឈើ', 'ស្រាល', 'ខ្លាំង', [
      ['citrus', 'ក្រូចឆ្មា', 'សំបកក្រូចឆ្មា · 6 mg', 'ក្រូចឆ្មា', 7, 'សំបកក្រូចឆ្មាភ្លឺស្វាង។'],
      ['berry', 'ឈើរីខ្មៅ', 'ផ្លែបឺរីខ្មៅ · 3 mg', 'ឈើរី', 4, 'ឈើរីខ្មៅទុំ និងទន់។'],
      ['mango', 'ស្វាយ', 'ត្រូពិច · 6 mg', 'ស្វាយ', 6, 'ស្វាយទុំពេញរស។'],
    ]],
    ['coffee', 'កាហ្វេ', 'ស្រាល', 'ខ្លាំង', [
      ['espressino', 'អេសប្រេស៊ីណូ', 'កាហ្វេលីង · 9 mg', 'កាហ្វេ', 11, 'អេសប្រេសូលីងខ្លាំង។'],
      ['cinnamon', 'ស្លឹកខ្ទឹម', 'គ្រឿងទេសកក់ក្ដៅ · 6 mg', 'ស្លឹកខ្ទឹម', 8, 'គ្រឿងទេសកក់ក្ដៅ។'],
      ['mocha', 'ម៉ូកា', 'កាហ្វេ និងកាកាវ · 3 mg', 'កាកាវ', 5, 'កាហ្វេ និងកាកាវ ស្រាលៗ។'],
    ]],
  ],
};

const COPY = { en: EN, ar: AR, km: KM };

/** The model of brand/components/flavour-carousel for the flavours page (and the gallery's copy of it). */
export function flavourCarouselModel({ lang, brand, img, link }) {
  const c = copyFor(COPY, lang);
  const tin = (id, w, label) => `${img(w, w, label)}&bg=%23${COLOURS[id][0]}`;
  return {
    ':type': 'brand/components/flavour-carousel',
    accessibilityLabel: c.label,
    groupsLabel: c.groupsLabel,
    actionLabel: c.action,
    closeAriaLabel: c.close,
    previousLabel: c.previous,
    nextLabel: c.next,
    firstSlideMessage: c.first,
    lastSlideMessage: c.last,
    intensityLabel: c.intensity,
    aromaLabel: c.aroma,
    intensityScale: 12,
    groups: c.groups.map(([id, title, lowLabel, highLabel]) => ({ id, title, lowLabel, highLabel })),
    items: c.groups.flatMap(([groupId, , , , items]) =>
      items.map(([id, title, subtitle, aromaNoteLabel, intensityValue, description]) => ({
        title,
        subtitle,
        description: `<p>${description}</p>`,
        aromaNoteLabel,
        intensityValue,
        ctaLabel: c.cta,
        ctaAriaLabel: `${c.cta}: ${title}`,
        // Arctic Frost is not in the shop yet: no url, so the carousel leaves it out
        // (in the shopper's brand and language: link() keeps the theme and the language)
        url: id === 'arctic' ? undefined : `${link('flavours')}&flavour=${id}`,
        groupId,
        images: {
          pagination: { src: tin(id, 120, ''), alt: '' },
          detail: { src: tin(id, 360, `${brand} ${title}`), alt: `${brand} ${title}` },
          aroma: { src: `${img(96, 96, '')}&bg=%23${COLOURS[id][1]}`, alt: '' },
        },
        primaryColor: `#${COLOURS[id][1]}`,
        secondaryColor: `#${COLOURS[id][1]}`,
      })),
    ),
  };
}
