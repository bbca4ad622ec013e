// GET /mock/storefront.model.json?theme=<zyn|zyn3|iqos|veev-vape|thunder>&lang=<en|ar|km>&page=<home|help|login|flavours>
// The storefront demo's page models (docs/mock-api.md "storefront"): a header, the page's content and a
// footer, in any theme and in English, Arabic (right to left) or Khmer. One template instead of
// model files per theme and language: only the theme, the language, the copy and the page's content
// change. Each page's content is built by its module in ./pages/.
import { header as requestHeader, json } from './http.mjs';
import { ACCOUNT_PAGES, PAGES, pageContent } from './pages/index.mjs';
import { accountHeaderLinks } from './pages/accountMenu.mjs';
import { otherLoopback } from './pages/embed.mjs';

const THEMES = ['zyn', 'zyn3', 'iqos', 'veev-vape', 'thunder'];
const BRAND = { zyn: 'ZYN', zyn3: 'ZYN', iqos: 'IQOS', 'veev-vape': 'VEEV', thunder: 'Thunder' };

const COPY = {
  en: {
    title: 'Storefront',
    shop: 'Shop',
    pouches: 'Nicotine pouches',
    pouchesNote: 'Tobacco-free',
    flavours: 'Flavours',
    mint: 'Cool Mint',
    citrus: 'Citrus',
    berry: 'Berry',
    coffee: 'Espresso',
    strengths: 'Strengths',
    mild: '3 mg',
    regular: '6 mg',
    strong: '9 mg',
    bundles: 'Bundles and subscriptions',
    subscribe: 'Auto-delivery',
    new: 'New in',
    stores: 'Store locator',
    gifts: 'Gift cards',
    bannerTitle: 'New: Espresso',
    bannerSubtitle: 'A rich roast with a smooth finish',
    learn: 'Discover',
    how: 'How to use',
    science: 'The science',
    faq: 'Questions and answers',
    members: 'Members',
    rewards: 'Rewards',
    offers: 'Member offers',
    help: 'Help',
    contact: 'Contact us',
    newsletter: 'Newsletter',
    login: 'Log in',
    logout: 'Log out',
    account: 'My account',
    warning: 'This product contains nicotine, which is a highly addictive substance.',
    noticeLAS: '<p><strong>Free delivery</strong> on your first order. <a href="{login}">Create an account</a> to get started.</p>',
    noticeLAU: '<p>Welcome back. Verify your age once to unlock <strong>member prices</strong>.</p>',
    noticeHAV: '<p>Member exclusive: <strong>20% off</strong> bundles this week.</p>',
    noticeDEV: '<p>Your device is registered. <strong>Extended warranty</strong> is active.</p>',
    skip: 'Skip to main content',
    headline: '<h1>Find your flavour</h1><p>Tobacco-free nicotine pouches for adult nicotine users. Discreet, smoke-free and spit-free.</p>',
    shopNow: 'Shop the range',
    help1: 'Customer care',
    help2: 'Delivery',
    help3: 'Returns',
    about1: 'About us',
    about2: 'Careers',
    about3: 'Press',
    legal1: 'Terms of use',
    legal2: 'Privacy notice',
    legal3: 'Cookie settings',
    languages: 'Language',
    paymentTitle: 'We accept',
    deliveryTitle: 'Delivered by',
    rate: 'Rated excellent',
    copyright: '© 2026 Nordic Pouch Co. All rights reserved.',
    breadcrumbHome: 'Home',
    breadcrumbShop: 'Shop',
    footerWarning: '<p>This product contains nicotine, which is a highly addictive substance. For adult nicotine users only.</p>',
    bannerAlt: 'Free delivery on orders over £20',
  },
  ar: {
    title: 'المتجر',
    shop: 'تسوق',
    pouches: 'أكياس النيكوتين',
    pouchesNote: 'خالية من التبغ',
    flavours: 'النكهات',
    mint: 'نعناع بارد',
    citrus: 'حمضيات',
    berry: 'توت',
    coffee: 'إسبريسو',
    strengths: 'القوة',
    mild: '3 ملغ',
    regular: '6 ملغ',
    strong: '9 ملغ',
    bundles: 'الباقات والاشتراكات',
    subscribe: 'التوصيل التلقائي',
    new: 'جديدنا',
    stores: 'مواقع المتاجر',
    gifts: 'بطاقات الهدايا',
    bannerTitle: 'جديد: إسبريسو',
    bannerSubtitle: 'تحميص غني بنهاية ناعمة',
    learn: 'اكتشف',
    how: 'طريقة الاستخدام',
    science: 'العلم',
    faq: 'الأسئلة والأجوبة',
    members: 'الأعضاء',
    rewards: 'المكافآت',
    offers: 'عروض الأعضاء',
    help: 'المساعدة',
    contact: 'اتصل بنا',
    newsletter: 'النشرة الإخبارية',
    login: 'تسجيل الدخول',
    logout: 'تسجيل الخروج',
    account: 'حسابي',
    warning: 'يحتوي هذا المنتج على النيكوتين، وهو مادة شديدة الإدمان.',
    noticeLAS: '<p><strong>توصيل مجاني</strong> لطلبك الأول. <a href="{login}">أنشئ حسابًا</a> للبدء.</p>',
    noticeLAU: '<p>مرحبًا بعودتك. تحقق من عمرك مرة واحدة لفتح <strong>أسعار الأعضاء</strong>.</p>',
    noticeHAV: '<p>حصريًا للأعضاء: <strong>خصم 20%</strong> على الباقات هذا الأسبوع.</p>',
    noticeDEV: '<p>جهازك مسجل. <strong>الضمان الممتد</strong> مفعّل.</p>',
    skip: 'انتقل إلى المحتوى الرئيسي',
    headline: '<h1>اعثر على نكهتك</h1><p>أكياس نيكوتين خالية من التبغ لمستخدمي النيكوتين البالغين.</p>',
    shopNow: 'تسوق المجموعة',
    help1: 'خدمة العملاء',
    help2: 'التوصيل',
    help3: 'الإرجاع',
    about1: 'من نحن',
    about2: 'الوظائف',
    about3: 'الصحافة',
    legal1: 'شروط الاستخدام',
    legal2: 'إشعار الخصوصية',
    legal3: 'إعدادات ملفات تعريف الارتباط',
    languages: 'اللغة',
    paymentTitle: 'نقبل',
    deliveryTitle: 'التوصيل عبر',
    rate: 'تقييم ممتاز',
    copyright: '© 2026 نورديك باوتش. جميع الحقوق محفوظة.',
    breadcrumbHome: 'الرئيسية',
    breadcrumbShop: 'تسوق',
    footerWarning: '<p>يحتوي هذا المنتج على النيكوتين، وهو مادة شديدة الإدمان. لمستخدمي النيكوتين البالغين فقط.</p>',
    bannerAlt: 'توصيل مجاني للطلبات التي تزيد عن 20 جنيهًا',
    labels: { menu: 'القائمة', closeMenu: 'إغلاق القائمة', back: 'رجوع', overview: 'كل {label}', cart: 'السلة', cartItems: '{count} منتجات', account: 'حسابي', logout: 'تسجيل الخروج', notice: 'إشعار', closeNotice: 'إغلاق الإشعار', secondaryNav: 'روابط أخرى', language: 'اللغة' },
  },
  km: {
    title: 'ហាង',
    shop: 'ទិញ',
    pouches: 'ថង់នីកូទីន',
    pouchesNote: 'គ្មានថ្នាំជក់',
    flavours: 'រសជាតិ',
    mint: 'ជីអង្កាមត្រជាក់',
    citrus: 'ក្រូច',
    berry: 'ផ្លែបឺរី',
    coffee: 'កាហ្វេ',
    strengths: 'កម្លាំង',
    mild: '3 មីលីក្រាម',
    regular: '6 មីលីក្រាម',
    strong: '9 មីលីក្រាម',
    bundles: 'កញ្ចប់ និងការជាវ',
    subscribe: 'ដឹកជញ្ជូនស្វ័យប្រវត្តិ',
    new: 'ថ្មី',
    stores: 'ស្វែងរកហាង',
    gifts: 'កាតអំណោយ',
    bannerTitle: 'ថ្មី៖ កាហ្វេ',
    bannerSubtitle: 'រសជាតិឆ្អិនល្អ',
    learn: 'ស្វែងយល់',
    how: 'របៀបប្រើ',
    science: 'វិទ្យាសាស្ត្រ',
    faq: 'សំណួរ និងចម្លើយ',
    members: 'សមាជិក',
    rewards: 'រង្វាន់',
    offers: 'ការផ្តល់ជូនសមាជិក',
    help: 'ជំនួយ',
    contact: 'ទាក់ទងយើង',
    newsletter: 'ព្រឹត្តិបត្រព័ត៌មាន',
    login: 'ចូល',
    logout: 'ចាកចេញ',
    account: 'គណនីរបស់ខ្ញុំ',
    warning: 'ផលិតផលនេះមាននីកូទីន ដែលជាសារធាតុញៀនខ្លាំង។',
    noticeLAS: '<p><strong>ដឹកជញ្ជូនឥតគិតថ្លៃ</strong> សម្រាប់ការបញ្ជាទិញដំបូង។ <a href="{login}">បង្កើតគណនី</a></p>',
    noticeLAU: '<p>សូមស្វាគមន៍ការត្រឡប់មកវិញ។</p>',
    noticeHAV: '<p>សម្រាប់សមាជិក៖ <strong>បញ្ចុះតម្លៃ 20%</strong></p>',
    noticeDEV: '<p>ឧបករណ៍របស់អ្នកត្រូវបានចុះឈ្មោះ។</p>',
    skip: 'រំលងទៅខ្លឹមសារចម្បង',
    headline: '<h1>ស្វែងរករសជាតិរបស់អ្នក</h1><p>ថង់នីកូទីនគ្មានថ្នាំជក់ សម្រាប់អ្នកប្រើនីកូទីនពេញវ័យ។</p>',
    shopNow: 'ទិញឥឡូវនេះ',
    help1: 'សេវាអតិថិជន',
    help2: 'ការដឹកជញ្ជូន',
    help3: 'ការប្រគល់ត្រឡប់',
    about1: 'អំពីយើង',
    about2: 'ការងារ',
    about3: 'សារព័ត៌មាន',
    legal1: 'លក្ខខណ្ឌប្រើប្រាស់',
    legal2: 'ឯកជនភាព',
    legal3: 'ខូគី',
    languages: 'ភាសា',
    paymentTitle: 'យើងទទួល',
    deliveryTitle: 'ដឹកជញ្ជូនដោយ',
    rate: 'វាយតម្លៃល្អឥតខ្ចោះ',
    copyright: '© 2026 Nordic Pouch Co.',
    breadcrumbHome: 'ទំព័រដើម',
    breadcrumbShop: 'ទិញ',
    footerWarning: '<p>ផលិតផលនេះមាននីកូទីន ដែលជាសារធាតុញៀនខ្លាំង។</p>',
    bannerAlt: 'ដឹកជញ្ជូនឥតគិតថ្លៃ',
    labels: { menu: 'ម៉ឺនុយ', closeMenu: 'បិទម៉ឺនុយ', back: 'ត្រឡប់', overview: '{label} ទាំងអស់', cart: 'កន្ត្រក', cartItems: '{count} មុខ', account: 'គណនីរបស់ខ្ញុំ', logout: 'ចាកចេញ', notice: 'សេចក្តីជូនដំណឹង', closeNotice: 'បិទ', secondaryNav: 'តំណផ្សេងៗ', language: 'ភាសា' },
  },
};

const img = (w, h, label) => `/mock/img/${w}x${h}.svg?label=${encodeURIComponent(label)}`;
/**
 * The storefront's links: `link('help')` is the help page when there is one (a page of PAGES),
 * otherwise a section of the home page (`#new`); `link('product:ZYN-CITRUS-6MG')` a product page;
 * `link('')` is the home page.
 */
const page = (lang, theme) => (path) => {
  const base = `/storefront.html?theme=${theme}&lang=${lang}`;
  // `product:CODE` is a product page
  if (path.startsWith('product:')) return `${base}&page=product&product=${encodeURIComponent(path.slice('product:'.length))}`;
  if (PAGES.includes(path) && path !== 'home') return `${base}&page=${path}`;
  return `${base}${path ? `#${path}` : ''}`;
};

function header(t, link, lang) {
  const product = (label, code) => ({ firstLabel: label, linkUrl: link(`product:${code}`) });
  return {
    ':type': 'brand/components/header',
    skipToMainContentLink: { linkUrl: '#main', label: t.skip },
    healthWarning: { enableHealthWarning: true, theme: 'light', content: `<p>${t.warning}</p>` },
    headerNotice: {
      enableNoticeBanner: true,
      textAlign: 'center',
      theme: 'dark',
      cookiePersistence: 7,
      closeAriaLabel: t.labels?.closeNotice ?? 'Close notice',
      content: { LAS: t.noticeLAS.replace('{login}', link('login')), LAU: t.noticeLAU, 'LAU-HAV': t.noticeHAV, 'LAU-HAV-DEV': t.noticeDEV },
    },
    mainNav: {
      ariaLabel: 'Main',
      displayHamburgerMenu: true,
      ...(t.labels ? { labels: t.labels } : {}),
      logoConfig: { linkUrl: link('') },
      firstNavigation: [
        {
          firstLabel: t.shop,
          linkUrl: link('shop'),
          subNav: [
            {
              firstLabel: t.pouches,
              linkUrl: link('flavours'),
              secondLabel: t.pouchesNote,
              subNav: [product(t.mint, 'ZYN-COOLMINT-6MG'), product(t.citrus, 'ZYN-CITRUS-6MG'), product(t.berry, 'ZYN-BLACKCHERRY-6MG'), product(t.coffee, 'ZYN-ESPRESSO-9MG')],
              banner: { imagePath: img(600, 338, t.bannerTitle), title: t.bannerTitle, subtitle: t.bannerSubtitle, linkUrl: link('product:ZYN-ESPRESSO-9MG') },
            },
            { firstLabel: t.strengths, subNav: [product(t.mild, 'ZYN-COOLMINT-3MG'), product(t.regular, 'ZYN-COOLMINT-6MG'), product(t.strong, 'ZYN-COOLMINT-9MG')] },
            { firstLabel: t.bundles, linkUrl: link('pack') },
            { firstLabel: t.subscribe, linkUrl: link('auto-delivery'), visibleTo: ['LAU', 'LAU-HAV', 'LAU-HAV-DEV'] },
          ],
          miscNav: [
            { firstLabel: t.new, linkUrl: link('new') },
            { firstLabel: t.gifts, linkUrl: link('gifts') },
            { firstLabel: t.stores, linkUrl: link('stores') },
          ],
          banner: { imagePath: img(600, 338, t.new), title: t.new, subtitle: t.bannerSubtitle, linkUrl: link('new') },
          bannerTracking: 'shop-menu-banner',
        },
        {
          firstLabel: t.learn,
          subNav: [
            { firstLabel: t.how, linkUrl: link('how') },
            { firstLabel: t.science, linkUrl: link('science') },
            { firstLabel: t.faq, linkUrl: link('faq') },
          ],
        },
        {
          firstLabel: t.members,
          visibleTo: ['LAU', 'LAU-HAV', 'LAU-HAV-DEV'],
          subNav: [
            { firstLabel: t.rewards, linkUrl: link('rewards') },
            { firstLabel: t.offers, linkUrl: link('offers'), visibleTo: ['LAU-HAV', 'LAU-HAV-DEV'] },
          ],
        },
        { firstLabel: t.help, linkUrl: link('help') },
      ],
      secondNavigation: [
        { firstLabel: t.stores, linkUrl: link('stores') },
        { firstLabel: t.contact, linkUrl: link('contact') },
      ],
      userConfig: {
        enableUserItem: true,
        ariaLabel: t.account,
        userLogin: {
          icon: 'account',
          // the account pages' own list (the account navigation's): one list, the header's icons
          linkList: accountHeaderLinks({ link, lang }),
        },
        userLogout: { icon: 'account', linkList: [{ label: t.login, linkUrl: link('login') }] },
      },
      cartConfig: { enableCartItem: true, cartLink: link('cart'), autoDeliveryCartLink: link('auto-delivery-cart') },
      mobileConfig: {
        loginLink: { label: t.login, linkUrl: link('login') },
        logoutLink: { label: t.logout, linkUrl: '/storefront.html' },
      },
    },
  };
}

/** The footer's trail: Home › Shop › page (the account pages have none: their trail is the account breadcrumb). */
function trail(t, link, pageName, current) {
  const home = { title: t.breadcrumbHome, link: link('') };
  // the home page has no trail (one crumb: the footer hides it); the shop and the account home sit under Home
  if (pageName === 'home' || !PAGES.includes(pageName)) return [home];
  if (pageName === 'shop') return [home, current];
  return [home, { title: t.breadcrumbShop, link: link('shop') }, current];
}

/** `current`: the page's own crumb, `{ title, link }`. */
function footer(t, link, brand, current, pageName) {
  const links = (...pairs) => pairs.map(([linkLabel, id, extra = {}]) => ({ linkLabel, linkUrl: link(id), target: '_self', ...extra }));
  return {
    ':type': 'brand/components/footer',
    healthWarning: { enable: true, enableText: true, message: t.footerWarning, showOnPortrait: true, showOnLandscape: true },
    // off in the account area: there brand-account-breadcrumb is the trail (one Breadcrumb landmark, one trail)
    breadCrumb: { enable: !ACCOUNT_PAGES.includes(pageName), items: trail(t, link, pageName, current) },
    firstNav: {
      enable: true,
      languageSwitcherTitle: t.languages,
      list1: { enable: true, listTitle: t.help, items: links([t.help1, 'care'], [t.help2, 'delivery'], [t.help3, 'returns'], [t.contact, 'contact']) },
      list2: { enable: true, listTitle: t.shop, items: links([t.pouches, 'shop'], [t.bundles, 'bundles'], [t.subscribe, 'auto-delivery', { visibleTo: ['LAU', 'LAU-HAV', 'LAU-HAV-DEV'] }], [t.gifts, 'gifts']) },
      list3: { enable: true, listTitle: brand, items: links([t.about1, 'about'], [t.about2, 'careers'], [t.about3, 'press'], [t.newsletter, 'newsletter']) },
    },
    logos: {
      enable: true,
      list1: { listTitle: t.paymentTitle, items: ['Visa', 'Mastercard', 'PayPal', 'Apple Pay'].map((name) => ({ imageAlt: name, imagePath: `${img(64, 40, name)}&kind=logo`, imageWidth: 64, imageHeight: 40 })) },
      list2: { listTitle: t.deliveryTitle, items: ['DPD', 'Royal Mail'].map((name) => ({ imageAlt: name, imagePath: `${img(64, 40, name)}&kind=logo`, imageWidth: 64, imageHeight: 40 })) },
      rateReview: {
        enable: true,
        label: t.rate,
        service: 'TrustPilot',
        // The demo has no network: the mock backend serves a stand-in for TrustPilot's bootstrap.
        scriptUrl: '/mock/rating/trustpilot.js',
        trustPilotSnippet:
          '<div class="trustpilot-widget" data-locale="en-GB" data-template-id="5419b6a8b0d04a076446a9ad" data-businessunit-id="demo" data-style-height="24px" data-style-width="100%" data-theme="dark"><a href="https://www.trustpilot.com/review/example.com" target="_blank" rel="noopener">Trustpilot</a></div>',
      },
    },
    secondNav: { enable: true, copyrightText: t.copyright, list1: { links: links([t.legal1, 'terms'], [t.legal2, 'privacy'], [t.legal3, 'cookies']) } },
    banner: { enable: false },
  };
}

/** The embed's origins (the demo's other loopback name, over http or https), or none when the Host is neither loopback name. */
function embedOriginsFor(host) {
  const other = otherLoopback(host);
  return other ? [`http:${other}`, `https:${other}`] : [];
}

/** `host`: the request's Host header (an embed from the demo's other loopback name follows its port). */
export function storefrontModel(theme, lang, pageName = 'home', { host, product } = {}) {
  const t = COPY[lang] ?? COPY.en;
  const name = THEMES.includes(theme) ? theme : 'zyn';
  const brand = BRAND[name];
  const language = lang in COPY ? lang : 'en';
  const link = page(language, name);
  const content = pageContent(PAGES.includes(pageName) ? pageName : 'home', { t, lang: language, theme: name, brand, link, img, host, product });
  return {
    title: `${brand} – ${content.title ?? t.title}`,
    language: lang,
    config: {
      theme: name,
      market: 'gb',
      lang,
      rtl: lang === 'ar',
      // The mock backend's services, as in demo/content/…/visitors.model.json: without them a
      // logged-in persona is never resolved past LAU.
      muleSoftConfig: {
        url: '/mock/mulesoft',
        apiUrl: '/mock/mulesoft',
        clientId: 'demo-client',
        clientSecret: 'demo-secret',
        channel: 'web',
        countryIsoCode: 'GB',
      },
      hybrisConfig: {
        apiUrl: '/mock/occ',
        site: 'brand-gb',
        clientId: 'demo-occ-client',
        clientSecret: 'demo-occ-secret',
        autoDeliveryTypeId: 'AUTO_DELIVERY',
      },
      // The help page's partner page (demo/mock/pages/embed.mjs) is sent the member's data: its origin is listed.
      embedOrigins: embedOriginsFor(host),
      sagConfig: {
        simplifiedContentPath: '/content/brand/gb/en/age-gate/simplified',
        sagVersion: 'simplified',
        successPersistence: 30,
        successPersistenceUnits: 'days',
        errorPersistence: 1,
      },
    },
    // the account area's trail (spec platform-core section 3), on the pages that author one
    ...(content.myAccBreadcrumbs ? { myAccBreadcrumbs: content.myAccBreadcrumbs } : {}),
    languageSwitcher: [
      { title: 'English', link: `/storefront.html?theme=${name}&lang=en`, lang: 'en' },
      { title: 'العربية', link: `/storefront.html?theme=${name}&lang=ar`, lang: 'ar' },
      { title: 'ភាសាខ្មែរ', link: `/storefront.html?theme=${name}&lang=km`, lang: 'km' },
    ].sort((a, b) => (a.link.endsWith(`lang=${lang}`) ? -1 : b.link.endsWith(`lang=${lang}`) ? 1 : 0)),
    // Header, content and footer at the page's top level (not in a root grid): the header
    // sticks to the whole page, and the chrome runs edge to edge.
    ':itemsOrder': ['header', 'main', 'footer'],
    ':items': {
          header: header(t, link, language),
          main: {
            ':type': 'brand/components/container',
            layout: 'responsiveGrid',
            id: 'main',
            maxWidth: 1200,
            gridClassNames: 'aem-Grid aem-Grid--12 aem-Grid--default--12',
            columnClassNames: content.columns,
            ':itemsOrder': Object.keys(content.items),
            ':items': content.items,
          },
          footer: footer(t, link, brand, { title: content.title ?? t.title, link: pageName === 'product' && product ? link(`product:${product}`) : link(PAGES.includes(pageName) && pageName !== 'home' ? pageName : '') }, pageName),
    },
  };
}

export const routes = [
  {
    method: 'GET',
    path: '/mock/storefront.model.json',
    handler: ({ req, url }) => json(storefrontModel(url.searchParams.get('theme') ?? 'zyn', url.searchParams.get('lang') ?? 'en', url.searchParams.get('page') ?? 'home', { host: requestHeader(req, 'host'), product: url.searchParams.get('product') ?? undefined })),
  },
];
