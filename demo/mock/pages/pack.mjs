// The storefront's build-your-pack page: brand-mix-and-match of the set ZYN-MIX-3 (any three tins) in
// three steps: a mint, a fruity one, then any tin.
import { column, copyFor } from './index.mjs';

const COPY = {
  en: {
    title: 'Build your pack',
    heading: '<h1>Build your pack</h1><p>Three tins, your mix: pick a mint, a fruity one and one more of anything you like.</p>',
    general: { title: 'Your mix of three', description: 'Pick one tin in each step. You can go back and change your mind at any time.', addToCartLabel: 'Add pack to cart', backLabel: 'Back', nextLabel: 'Next' },
    steps: [
      ['Pick a mint', 'Cool and fresh: from a gentle lift to a bold hit.'],
      ['Pick a fruity one', 'Sharp citrus or dark cherry.'],
      ['Pick one more', 'Anything you like, even a second of the same.'],
    ],
    deliveryMessage: 'Your three tins are delivered together, free, in 2 to 3 working days.',
    finalStep: { title: 'Your pack', summaryTitle: 'In your pack' },
    labels: { pickedLabel: '{count} of {pick} picked', limitMessage: 'You have picked {pick} in this step: unpick one to choose another.', stepLabel: 'Step {step} of {total}', progressLabel: 'Progress', totalLabel: 'Total', outOfStockLabel: 'Out of stock' },
  },
  ar: {
    title: 'اصنع عبوتك',
    heading: '<h1>اصنع عبوتك</h1><p>ثلاث علب بمزيجك: اختر نعناعًا ونكهة فواكه وواحدة أخرى مما تحب.</p>',
    general: { title: 'مزيجك من ثلاث علب', description: 'اختر علبة في كل خطوة. يمكنك الرجوع وتغيير رأيك في أي وقت.', addToCartLabel: 'أضف العبوة إلى السلة', backLabel: 'رجوع', nextLabel: 'التالي' },
    steps: [
      ['اختر نعناعًا', 'بارد ومنعش: من لمسة خفيفة إلى نكهة قوية.'],
      ['اختر نكهة فواكه', 'حمضيات منعشة أو كرز داكن.'],
      ['اختر علبة أخرى', 'أي علبة تحبها، حتى الثانية من نفس النكهة.'],
    ],
    deliveryMessage: 'تصلك العلب الثلاث معًا مجانًا خلال 2 إلى 3 أيام عمل.',
    finalStep: { title: 'عبوتك', summaryTitle: 'في عبوتك' },
    labels: { pickedLabel: 'تم اختيار {count} من {pick}', limitMessage: 'اخترت {pick} في هذه الخطوة: ألغِ اختيار واحدة لتختار غيرها.', stepLabel: 'الخطوة {step} من {total}', progressLabel: 'التقدم', totalLabel: 'المجموع', outOfStockLabel: 'غير متوفر' },
  },
};

const MINTS = ['ZYN-COOLMINT-3MG', 'ZYN-COOLMINT-6MG', 'ZYN-COOLMINT-9MG', 'ZYN-SPEARMINT-6MG'];
const FRUITY = ['ZYN-CITRUS-3MG', 'ZYN-CITRUS-6MG', 'ZYN-BLACKCHERRY-6MG'];
const ANY = [...MINTS, ...FRUITY, 'ZYN-ESPRESSO-6MG', 'ZYN-ESPRESSO-9MG'];

/** `{ items, columns }`: the mix and match of ZYN-MIX-3. */
export function mixAndMatch({ lang, link }) {
  const c = copyFor(COPY, lang);
  return {
    items: {
      pack: {
        ':type': 'brand/components/mix-and-match',
        general: { ...c.general, productReference: 'ZYN-MIX-3' },
        wizardSteps: [MINTS, FRUITY, ANY].map((productCodes, index) => ({ title: c.steps[index][0], description: c.steps[index][1], pick: 1, productCodes })),
        deliveryMessage: c.deliveryMessage,
        finalStep: c.finalStep,
        cartUrl: link('cart'),
        ...c.labels,
      },
    },
    columns: { pack: column(12) },
  };
}

export function packPage(context) {
  const c = copyFor(COPY, context.lang);
  const wizard = mixAndMatch(context);
  return {
    title: c.title,
    items: {
      spacerTop: { ':type': 'brand/components/spacer', height: '2' },
      heading: { ':type': 'brand/components/text', richText: true, text: c.heading },
      spacerHeading: { ':type': 'brand/components/spacer', height: '3' },
      ...wizard.items,
      spacer: { ':type': 'brand/components/spacer', height: '5' },
    },
    columns: { heading: column(12), ...wizard.columns },
  };
}
