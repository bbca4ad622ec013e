// The home page's FAQ accordion and its "About our pouches" read-more text, in en, ar and km.
import { copyFor } from './index.mjs';

const COPY = {
  en: {
    faqTitle: '<h2>Questions, answered</h2>',
    about:
      '<h2>About our pouches</h2><p>Our nicotine pouches are small, white and tobacco-free: plant-based fibres, food-grade fillers, flavourings and nicotine salt, nothing else. Place one between your gum and upper lip and it releases nicotine and flavour for up to an hour, with no smoke, no vapour and no smell on your hands or clothes.</p><p>Every flavour comes in three strengths, so you can choose how much nicotine you want: mild, regular or strong. Each can holds 20 pouches and has a compartment on the lid for used ones.</p><p>Our pouches are made in Sweden under the same food-safety standards as our other products, and every batch is tested before it leaves the factory. Store them in a cool, dry place and keep them out of reach of children.</p>',
    readMore: 'Read more about our pouches',
    readLess: 'Show less',
    items: [
      ['faq-what', 'What is a nicotine pouch?', '<p>A small, white pouch of plant-based fibres, flavourings and nicotine. It contains no tobacco leaf. You place it under your upper lip, where the nicotine is absorbed for up to an hour.</p>'],
      ['faq-delivery', 'How fast is delivery?', '<p>Orders placed before 2 pm on a working day are sent the same day. Standard delivery takes 2 to 3 working days; next-day delivery is available at checkout.</p>'],
      ['faq-age', 'Why do you check my age?', '<p>Nicotine products are for adults only. We check your age when you create an account and again on delivery; the courier may ask for photo ID.</p>'],
      ['faq-returns', 'Can I return an order?', '<p>Unopened cans can be returned within 30 days for a full refund. Start a return from <a href="{help}">Help</a>, print the label and drop the parcel at any post office.</p>'],
      ['faq-strength', 'Which strength should I choose?', '<p>If you are new to pouches, start mild. Regular and strong suit adults used to more nicotine. You can switch strength with every order.</p>'],
    ],
  },
  ar: {
    faqTitle: '<h2>إجابات على أسئلتكم</h2>',
    about:
      '<h2>عن أكياسنا</h2><p>أكياس النيكوتين لدينا صغيرة وبيضاء وخالية من التبغ: ألياف نباتية ومواد مالئة صالحة للطعام ونكهات وملح النيكوتين، ولا شيء غير ذلك. ضع كيسًا بين اللثة والشفة العليا ليطلق النيكوتين والنكهة لمدة تصل إلى ساعة، بلا دخان ولا بخار ولا رائحة على يديك أو ملابسك.</p><p>تأتي كل نكهة بثلاث درجات تركيز، لتختار كمية النيكوتين التي تريدها: خفيف أو عادي أو قوي. تحتوي كل علبة على 20 كيسًا وفي غطائها حجرة للأكياس المستعملة.</p><p>تُصنع أكياسنا في السويد وفق معايير سلامة الغذاء نفسها المتبعة في منتجاتنا الأخرى، وتُفحص كل دفعة قبل خروجها من المصنع. احفظها في مكان بارد وجاف وبعيدًا عن متناول الأطفال.</p>',
    readMore: 'اقرأ المزيد عن أكياسنا',
    readLess: 'عرض أقل',
    items: [
      ['faq-what', 'ما هو كيس النيكوتين؟', '<p>كيس صغير أبيض من الألياف النباتية والنكهات والنيكوتين، لا يحتوي على أوراق التبغ. تضعه تحت الشفة العليا حيث يُمتص النيكوتين لمدة تصل إلى ساعة.</p>'],
      ['faq-delivery', 'ما سرعة التوصيل؟', '<p>تُرسل الطلبات المقدمة قبل الساعة 2 ظهرًا في يوم عمل في اليوم نفسه. يستغرق التوصيل العادي من 2 إلى 3 أيام عمل، ويتوفر التوصيل في اليوم التالي عند الدفع.</p>'],
      ['faq-age', 'لماذا تتحققون من عمري؟', '<p>منتجات النيكوتين مخصصة للبالغين فقط. نتحقق من عمرك عند إنشاء الحساب ومرة أخرى عند التسليم، وقد يطلب منك المندوب هوية تحمل صورة.</p>'],
      ['faq-returns', 'هل يمكنني إرجاع طلب؟', '<p>يمكن إرجاع العلب غير المفتوحة خلال 30 يومًا مع استرداد كامل المبلغ. ابدأ الإرجاع من صفحة <a href="{help}">المساعدة</a>، واطبع الملصق وسلّم الطرد في أي مكتب بريد.</p>'],
      ['faq-strength', 'أي تركيز أختار؟', '<p>إذا كنت جديدًا على الأكياس فابدأ بالخفيف. يناسب العادي والقوي البالغين المعتادين على نيكوتين أكثر، ويمكنك تغيير التركيز مع كل طلب.</p>'],
    ],
  },
  km: {
    faqTitle: '<h2>ចម្លើយចំពោះសំណួររបស់អ្នក</h2>',
    about:
      '<h2>អំពីកញ្ចប់របស់យើង</h2><p>កញ្ចប់នីកូទីនរបស់យើងតូច ពណ៌ស និងគ្មានថ្នាំជក់៖ សរសៃរុក្ខជាតិ សារធាតុបំពេញប្រើក្នុងអាហារ រសជាតិ និងអំបិលនីកូទីន គ្មានអ្វីផ្សេងទៀតទេ។ ដាក់មួយនៅចន្លោះអញ្ចាញធ្មេញ និងបបូរមាត់ខាងលើ វានឹងបញ្ចេញនីកូទីន និងរសជាតិរហូតដល់មួយម៉ោង ដោយគ្មានផ្សែង គ្មានចំហាយ និងគ្មានក្លិននៅលើដៃ ឬសម្លៀកបំពាក់។</p><p>រសជាតិនីមួយៗមានកម្រិតខ្លាំងបី ដើម្បីឱ្យអ្នកជ្រើសរើសបរិមាណនីកូទីនដែលអ្នកចង់បាន៖ ស្រាល ធម្មតា ឬខ្លាំង។ កំប៉ុងនីមួយៗមាន 20 កញ្ចប់ និងមានថតនៅលើគម្របសម្រាប់កញ្ចប់ដែលបានប្រើ។</p><p>កញ្ចប់របស់យើងផលិតនៅប្រទេសស៊ុយអែត តាមស្តង់ដារសុវត្ថិភាពចំណីអាហារដូចផលិតផលផ្សេងទៀតរបស់យើង ហើយរាល់ឡូតិ៍ត្រូវបានពិនិត្យមុនចេញពីរោងចក្រ។ រក្សាទុកនៅកន្លែងត្រជាក់ និងស្ងួត ហើយឆ្ងាយពីកុមារ។</p>',
    readMore: 'អានបន្ថែមអំពីកញ្ចប់របស់យើង',
    readLess: 'បង្ហាញតិច',
    items: [
      ['faq-what', 'តើកញ្ចប់នីកូទីនជាអ្វី?', '<p>កញ្ចប់តូចពណ៌សធ្វើពីសរសៃរុក្ខជាតិ រសជាតិ និងនីកូទីន។ វាគ្មានស្លឹកថ្នាំជក់ទេ។ អ្នកដាក់វានៅក្រោមបបូរមាត់ខាងលើ ដែលនីកូទីនត្រូវបានស្រូបយករហូតដល់មួយម៉ោង។</p>'],
      ['faq-delivery', 'តើការដឹកជញ្ជូនលឿនប៉ុណ្ណា?', '<p>ការបញ្ជាទិញមុនម៉ោង 2 រសៀលនៅថ្ងៃធ្វើការ ត្រូវបានផ្ញើនៅថ្ងៃដដែល។ ការដឹកជញ្ជូនធម្មតាចំណាយពេល 2 ទៅ 3 ថ្ងៃធ្វើការ ហើយការដឹកជញ្ជូននៅថ្ងៃបន្ទាប់អាចជ្រើសរើសបាននៅពេលទូទាត់។</p>'],
      ['faq-age', 'ហេតុអ្វីបានជាអ្នកពិនិត្យអាយុរបស់ខ្ញុំ?', '<p>ផលិតផលនីកូទីនសម្រាប់តែមនុស្សពេញវ័យប៉ុណ្ណោះ។ យើងពិនិត្យអាយុរបស់អ្នកនៅពេលបង្កើតគណនី និងម្តងទៀតនៅពេលដឹកជញ្ជូន។ អ្នកដឹកជញ្ជូនអាចស្នើសុំអត្តសញ្ញាណប័ណ្ណមានរូបថត។</p>'],
      ['faq-returns', 'តើខ្ញុំអាចប្រគល់ការបញ្ជាទិញវិញបានទេ?', '<p>កំប៉ុងដែលមិនទាន់បើកអាចប្រគល់វិញក្នុងរយៈពេល 30 ថ្ងៃ ដើម្បីទទួលបានប្រាក់វិញពេញលេញ។ ចាប់ផ្តើមពីទំព័រ <a href="{help}">ជំនួយ</a> បោះពុម្ពស្លាក ហើយយកកញ្ចប់ទៅការិយាល័យប្រៃសណីយ៍ណាមួយ។</p>'],
      ['faq-strength', 'តើខ្ញុំគួរជ្រើសរើសកម្រិតខ្លាំងណា?', '<p>ប្រសិនបើអ្នកទើបប្រើកញ្ចប់ជាលើកដំបូង សូមចាប់ផ្តើមជាមួយកម្រិតស្រាល។ កម្រិតធម្មតា និងខ្លាំងសមស្របសម្រាប់មនុស្សពេញវ័យដែលធ្លាប់ប្រើនីកូទីនច្រើន។ អ្នកអាចប្តូរកម្រិតខ្លាំងរាល់ការបញ្ជាទិញ។</p>'],
    ],
  },
};

/** The FAQ accordion (one answer open at a time, the first open) and the read-more text, as page items. */
export function faqItems({ lang, link }) {
  const c = copyFor(COPY, lang);
  const entries = c.items.map(([id, title, answer]) => [
    id,
    {
      ':type': 'brand/components/accordion-item',
      id,
      title,
      ':itemsOrder': ['answer'],
      ':items': { answer: { ':type': 'brand/components/text', richText: true, text: answer.replace('{help}', link('help')) } },
    },
  ]);
  return {
    about: { ':type': 'brand/components/readmore', text: c.about, lines: 4, readMoreLabel: c.readMore, readLessLabel: c.readLess },
    faqSpacer: { ':type': 'brand/components/spacer', height: '4' },
    faqTitle: { ':type': 'brand/components/text', richText: true, text: c.faqTitle },
    faq: {
      ':type': 'brand/components/accordion',
      id: 'faq',
      singleExpansion: true,
      expandedItems: [entries[0][0]],
      headingElement: 'h3',
      ':itemsOrder': entries.map(([key]) => key),
      ':items': Object.fromEntries(entries),
    },
  };
}
