// The home page's video banner (near the top) and video parallax section (further down), in English,
// Arabic and Khmer. The media are made by demo/media/generate.mjs: loop.webm with its poster and captions for the
// banner, drift.webm and drift.jpg for the parallax section.
import { column, copyFor } from './index.mjs';

const COPY = {
  en: {
    banner: {
      title: 'Freshness that moves with you',
      text: '<p>Slim, discreet pouches in twelve flavours. Pop one in and get on with your day.</p>',
      cta: 'Explore flavours',
    },
    parallax: {
      title: 'Made for the long run',
      text: '<p>Each can keeps its flavour to the last pouch, sealed by a click lid.</p>',
      cta: 'How it works',
    },
    pause: 'Pause the background video',
    play: 'Play the background video',
    captions: 'English',
  },
  ar: {
    banner: {
      title: 'انتعاش يرافقك أينما ذهبت',
      text: '<p>أكياس نحيفة وخفية بإثنتي عشرة نكهة. ضع واحدًا وتابع يومك.</p>',
      cta: 'اكتشف النكهات',
    },
    parallax: {
      title: 'مصمم ليدوم طويلًا',
      text: '<p>تحتفظ كل علبة بنكهتها حتى آخر كيس، بغطاء يُغلق بنقرة.</p>',
      cta: 'كيف يعمل',
    },
    pause: 'إيقاف الفيديو في الخلفية مؤقتًا',
    play: 'تشغيل الفيديو في الخلفية',
    captions: 'العربية',
  },
  km: {
    banner: {
      title: 'ភាពស្រស់ស្រាយដែលទៅជាមួយអ្នក',
      text: '<p>ថង់ស្តើង និងមិនសូវគេកត់សម្គាល់ មានរសជាតិដប់ពីរ។ ដាក់មួយ ហើយបន្តថ្ងៃរបស់អ្នក។</p>',
      cta: 'ស្វែងរករសជាតិ',
    },
    parallax: {
      title: 'ផលិតឡើងសម្រាប់រយៈពេលយូរ',
      text: '<p>កំប៉ុងនីមួយៗរក្សារសជាតិរហូតដល់ថង់ចុងក្រោយ ដោយគម្របចុចបិទ។</p>',
      cta: 'របៀបដែលវាដំណើរការ',
    },
    pause: 'ផ្អាកវីដេអូផ្ទៃខាងក្រោយ',
    play: 'ចាក់វីដេអូផ្ទៃខាងក្រោយ',
    captions: 'ខ្មែរ',
  },
};

const LANGS = new Set(['en', 'ar', 'km']);
const media = (lang) => ({
  videoUrl: '/media/loop.webm',
  captionsUrl: `/media/loop.${LANGS.has(lang) ? lang : 'en'}.vtt`,
  captionsLang: LANGS.has(lang) ? lang : 'en',
});

/** `{ items, columns }` for the top of the home page: the video banner, full width. */
export function videoBanner({ lang, link }) {
  const c = copyFor(COPY, lang);
  return {
    items: {
      videoSpacer: { ':type': 'brand/components/spacer', height: '5' },
      videoBanner: {
        ':type': 'brand/components/video-banner',
        ...media(lang),
        posterUrl: '/media/poster.jpg',
        title: c.banner.title,
        text: c.banner.text,
        ctaLabel: c.banner.cta,
        ctaUrl: link('shop'),
        captionsLabel: c.captions,
        pauseLabel: c.pause,
        playLabel: c.play,
        // below the headline and hero: not the page's largest paint, so the poster waits its turn
        loading: 'lazy',
      },
    },
    columns: { videoSpacer: column(12), videoBanner: column(12) },
  };
}

/** `{ items, columns }` further down the home page: the parallax section, full width. */
export function videoParallax({ lang, link }) {
  const c = copyFor(COPY, lang);
  return {
    items: {
      parallaxSpacer: { ':type': 'brand/components/spacer', height: '6' },
      videoParallax: {
        ':type': 'brand/components/video-parallax',
        // its own silent ambient clip (no captions needed): a page with both asks for no file twice
        videoUrl: '/media/drift.webm',
        imageUrl: '/media/drift.jpg',
        title: c.parallax.title,
        text: c.parallax.text,
        ctaLabel: c.parallax.cta,
        ctaUrl: link('help'),
        pauseLabel: c.pause,
        playLabel: c.play,
        speed: 0.35,
      },
    },
    columns: { parallaxSpacer: column(12), videoParallax: column(12) },
  };
}
