// Sample storefront copy for the gallery's Khmer (?lang=km) and right-to-left Arabic (?dir=rtl)
// variants, keyed by the data-copy / data-copy-aria / data-copy-alt / data-copy-text attributes
// of elements.html. English is the copy written in the page itself.
window.BRAND_DEMO_COPY = {
  km: {
    'text.plain': 'ស្វែងយល់ពីរសជាតិ ZYN\nចាប់ពី Cool Mint ដល់ Citrus គ្រប់ថង់សុទ្ធតែគ្មានស្លឹកថ្នាំជក់។\nដឹកជញ្ជូនឥតគិតថ្លៃ សម្រាប់ការបញ្ជាទិញលើសពី $30។',
    'text.rich':
      '<h3>ស្វែងយល់ពីរសជាតិ ZYN</h3>' +
      '<p><strong>ថង់នីកូទីនគ្មានផ្សែង</strong> សម្រាប់មនុស្សពេញវ័យដែលជក់បារី ឬប្រើផលិតផលនីកូទីនផ្សេងទៀត។ គ្មានការស្តោះទឹកមាត់ គ្មានក្លិន។</p>' +
      '<ul><li><strong>Cool Mint</strong> – ស្រស់ និងត្រជាក់</li><li><strong>Citrus</strong> – ជូរ និងស្រស់ថ្លា</li><li><strong>Espressino</strong> – រសជាតិកាហ្វេខ្លាំង</li></ul>' +
      '<p>អាន <a href="#images">មគ្គុទ្ទេសក៍រសជាតិ</a> ឬ <a href="https://www.example.com/store-locator" target="_blank">ស្វែងរកហាងនៅជិតអ្នក</a>។</p>',
    'text.warning': 'ការព្រមាន៖ ផលិតផលនេះមានជាតិនីកូទីន។\nនីកូទីនជាសារធាតុញៀន។',
    'text.delivery': 'បញ្ជាទិញមុនម៉ោង ២ រសៀល ដើម្បីទទួលបាននៅថ្ងៃបន្ទាប់។',
    'btn.cart': 'បន្ថែមទៅកន្ត្រក',
    'btn.store': 'ស្វែងរកហាង',
    'btn.more': 'ស្វែងយល់បន្ថែម',
    'btn.buy': 'ទិញឥឡូវនេះ',
    'btn.account': 'គណនីរបស់ខ្ញុំ',
    'btn.checkout': 'បន្តទៅការទូទាត់',
    'btn.checkoutShort': 'ទូទាត់ប្រាក់',
    'btn.locate': 'ហាងនៅជិតខ្ញុំ',
    'btn.search': 'ស្វែងរកផលិតផល',
    'btn.country': 'ប្តូរប្រទេស ឬភាសា',
    'btn.stock': 'អស់ពីស្តុក',
    'btn.shop': 'ទិញរសជាតិទាំងអស់',
    'btn.club': 'ចូលទស្សនាក្លឹបសមាជិក',
    'btn.play': 'មើលរបៀបប្រើប្រាស់',
    'link.delivery': 'ការដឹកជញ្ជូន និងការប្រគល់ត្រឡប់',
    'link.terms': 'លក្ខខណ្ឌនៃការលក់',
    'link.privacy': 'សេចក្តីជូនដំណឹងអំពីឯកជនភាព',
    'link.locator': 'ទីតាំងហាង (បើកក្នុងផ្ទាំងថ្មី)',
    'link.email': 'ផ្ញើអ៊ីមែលទៅផ្នែកសេវាអតិថិជន',
    'link.phone': 'ទូរស័ព្ទទៅផ្នែកសេវាអតិថិជន',
    'img.banner': 'ថង់នីកូទីន ZYN Cool Mint លើផ្ទៃពណ៌ខៀវ',
    'img.device': 'ឧបករណ៍កំដៅថ្នាំជក់ពណ៌ប្រផេះ',
    'img.linked': 'ទិញ ZYN Citrus',
    'img.lazy': 'ថង់នីកូទីន ZYN Espressino',
    'warning.footer': 'ការព្រមាន៖ ផលិតផលនេះមានជាតិនីកូទីន។ នីកូទីនជាសារធាតុញៀន។',
  },
  ar: {
    'text.plain': 'اكتشف نكهات ZYN\nمن Cool Mint إلى Citrus، كل الأكياس خالية من أوراق التبغ.\nتوصيل مجاني للطلبات التي تزيد عن 30 دولارًا.',
    'text.rich':
      '<h3>اكتشف نكهات ZYN</h3>' +
      '<p><strong>أكياس نيكوتين بلا دخان</strong> للبالغين الذين يدخنون أو يستخدمون منتجات نيكوتين أخرى. بلا بصق وبلا رائحة.</p>' +
      '<ul><li><strong>Cool Mint</strong> – منعش وبارد</li><li><strong>Citrus</strong> – حمضي ومنعش</li><li><strong>Espressino</strong> – نكهة قهوة غنية</li></ul>' +
      '<p>اقرأ <a href="#images">دليل النكهات</a> أو <a href="https://www.example.com/store-locator" target="_blank">ابحث عن متجر قريب منك</a>.</p>',
    'text.warning': 'تحذير: يحتوي هذا المنتج على النيكوتين.\nالنيكوتين مادة تسبب الإدمان.',
    'text.delivery': 'اطلب قبل الساعة 2 ظهرًا ليصلك في اليوم التالي.',
    'btn.cart': 'أضف إلى السلة',
    'btn.store': 'ابحث عن متجر',
    'btn.more': 'اعرف المزيد',
    'btn.buy': 'اشترِ الآن',
    'btn.account': 'حسابي',
    'btn.checkout': 'المتابعة إلى الدفع',
    'btn.checkoutShort': 'الدفع',
    'btn.locate': 'متاجر قريبة مني',
    'btn.search': 'ابحث عن المنتجات',
    'btn.country': 'تغيير البلد أو اللغة',
    'btn.stock': 'نفدت الكمية',
    'btn.shop': 'تسوّق كل النكهات',
    'btn.club': 'زر نادي الأعضاء',
    'btn.play': 'شاهد طريقة الاستخدام',
    'link.delivery': 'التوصيل والإرجاع',
    'link.terms': 'شروط البيع',
    'link.privacy': 'إشعار الخصوصية',
    'link.locator': 'مواقع المتاجر (تفتح في علامة تبويب جديدة)',
    'link.email': 'راسل خدمة العملاء',
    'link.phone': 'اتصل بخدمة العملاء',
    'img.banner': 'أكياس نيكوتين ZYN Cool Mint على خلفية زرقاء',
    'img.device': 'جهاز تسخين التبغ باللون الرمادي',
    'img.linked': 'تسوّق ZYN Citrus',
    'img.lazy': 'أكياس نيكوتين ZYN Espressino',
    'warning.footer': 'تحذير: يحتوي هذا المنتج على النيكوتين. النيكوتين مادة تسبب الإدمان.',
  },
};
