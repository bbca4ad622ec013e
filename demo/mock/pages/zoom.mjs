// The home page's "Zoom in on the tin": a product shot a shopper can open full screen and pinch,
// double tap or use + and − on (brand-image with zoom, a larger zoomSrc), in English, Arabic and Khmer.
import { column, copyFor, phoneOnly } from './index.mjs';

const COPY = {
  en: { title: '<h2>Zoom in on the tin</h2><p>Tap the tin to see every detail of the lid, full screen.</p>', alt: 'Cool Mint tin, top view', labels: undefined },
  ar: { title: '<h2>قرّب الصورة على العلبة</h2><p>انقر على العلبة لرؤية كل تفاصيل الغطاء بملء الشاشة.</p>', alt: 'علبة كول منت، منظر علوي', labels: { open: 'تكبير الصورة', close: 'إغلاق', zoomIn: 'تكبير', zoomOut: 'تصغير', level: 'التكبير', dialog: 'صورة مكبّرة' } },
  km: { title: '<h2>ពង្រីកមើលកំប៉ុង</h2><p>ចុចលើកំប៉ុង ដើម្បីមើលគ្រប់ព័ត៌មានលម្អិតនៃគម្រប ពេញអេក្រង់។</p>', alt: 'កំប៉ុង Cool Mint មើលពីលើ', labels: { open: 'ពង្រីករូបភាព', close: 'បិទ', zoomIn: 'ពង្រីក', zoomOut: 'បង្រួម', level: 'ការពង្រីក', dialog: 'រូបភាពពង្រីក' } },
};

const tin = (size, brand) => `/mock/img/${size}x${size}.svg?label=${encodeURIComponent(`${brand} Cool Mint`)}&bg=00a9e0&kind=can`;

/** `{ items, columns }`: a title and the zoomable tin, side by side on desktop. */
export function zoomTin({ lang, brand }) {
  const c = copyFor(COPY, lang);
  return {
    items: {
      zoomSpacer: { ':type': 'brand/components/spacer', height: '6' },
      zoomTitle: { ':type': 'brand/components/text', richText: true, text: c.title },
      // room between the title and the tin where they stack (a phone); beside each other from the tablet up
      zoomGap: { ':type': 'brand/components/spacer', height: '3' },
      zoomTin: { ':type': 'brand/components/image', alt: c.alt, src: tin(600, brand), zoomSrc: tin(1200, brand), zoom: true, ...(c.labels ? { zoomLabels: c.labels } : {}), width: '600', height: '600', aspectRatio: 'true' },
    },
    columns: { zoomSpacer: column(12), zoomTitle: column(6), zoomGap: phoneOnly(), zoomTin: column(6) },
  };
}
