// The profile elements' demo content (issue 20): the greeting (brand-account-user-context-text) and the profile
// summary (brand-account-details) of the account home and the details page, and the details page's switcher
// (brand-account-switcher) over "Personal details", "Your data" and "Help", per language.
import { copyFor } from './index.mjs';

/** The key of the personal details view: the switcher's tab key and so its URL hash (`#personalDetails`). */
export const PERSONAL_VIEW = 'personalDetails';
export const DATA_VIEW = 'yourData';
export const HELP_VIEW = 'help';

const COPY = {
  en: {
    greetingDetails: '<h1>Hello {firstName}</h1><p>Your profile in one place. As a {tier} member you have <strong>{points} points</strong>.</p>',
    greetingHome: '<p class="lead"><strong>Hello {firstName}!</strong> You are a {tier} member with {points} points.</p>',
    fallbacks: { firstName: 'there', points: 'no', tier: 'valued' },
    details: { title: 'Your details' },
    tierLabels: { SILVER: 'Silver', GOLD: 'Gold', PLATINUM: 'Platinum' },
    views: { label: 'My details', personal: 'Personal details', data: 'Your data', help: 'Help' },
    help: '<h2>Questions about your details?</h2><p>Your name and e-mail are yours to change at any time under <em>Personal details</em>. A change of e-mail or phone asks for a one-time code first. For anything else, <a href="?page=help">our help pages</a> answer most questions.</p>',
  },
  ar: {
    greetingDetails: '<h1>مرحبًا {firstName}</h1><p>ملفك الشخصي في مكان واحد. بصفتك عضوًا {tier} لديك <strong>{points} نقطة</strong>.</p>',
    greetingHome: '<p class="lead"><strong>مرحبًا {firstName}!</strong> أنت عضو {tier} ولديك {points} نقطة.</p>',
    fallbacks: { firstName: 'بك', points: '0', tier: 'مميز' },
    details: {
      title: 'بياناتك',
      nameLabel: 'الاسم',
      emailLabel: 'البريد الإلكتروني',
      birthYearLabel: 'سنة الميلاد',
      tierLabel: 'مستوى الولاء',
      memberSinceLabel: 'عضو منذ',
      editLabel: 'تعديل',
      loadErrorMessage: 'تعذّر تحميل بياناتك.',
      retryLabel: 'حاول مرة أخرى',
      signedOutMessage: 'سجّل الدخول لرؤية حسابك.',
    },
    tierLabels: { SILVER: 'فضي', GOLD: 'ذهبي', PLATINUM: 'بلاتيني' },
    views: { label: 'بياناتي', personal: 'البيانات الشخصية', data: 'بياناتك المحفوظة', help: 'مساعدة' },
    help: '<h2>أسئلة حول بياناتك؟</h2><p>يمكنك تغيير اسمك وبريدك الإلكتروني في أي وقت من <em>البيانات الشخصية</em>. يتطلب تغيير البريد الإلكتروني أو الهاتف رمزًا لمرة واحدة أولًا. لأي شيء آخر، تجيب <a href="?page=help">صفحات المساعدة</a> عن معظم الأسئلة.</p>',
  },
  km: {
    greetingDetails: '<h1>សួស្តី {firstName}</h1><p>ប្រវត្តិរូបរបស់អ្នកនៅកន្លែងតែមួយ។ ក្នុងនាមជាសមាជិក {tier} អ្នកមាន <strong>{points} ពិន្ទុ</strong>។</p>',
    greetingHome: '<p class="lead"><strong>សួស្តី {firstName}!</strong> អ្នកជាសមាជិក {tier} ដែលមាន {points} ពិន្ទុ។</p>',
    fallbacks: { firstName: '', points: '0', tier: '' },
    details: {
      title: 'ព័ត៌មានរបស់អ្នក',
      nameLabel: 'ឈ្មោះ',
      emailLabel: 'អ៊ីមែល',
      birthYearLabel: 'ឆ្នាំកំណើត',
      tierLabel: 'កម្រិតសមាជិក',
      memberSinceLabel: 'សមាជិកតាំងពី',
      editLabel: 'កែប្រែ',
      loadErrorMessage: 'មិនអាចផ្ទុកព័ត៌មានរបស់អ្នកបានទេ។',
      retryLabel: 'ព្យាយាមម្តងទៀត',
      signedOutMessage: 'សូមចូលគណនីដើម្បីមើលគណនីរបស់អ្នក។',
    },
    tierLabels: { SILVER: 'ប្រាក់', GOLD: 'មាស', PLATINUM: 'ប្លាទីន' },
    views: { label: 'ព័ត៌មានរបស់ខ្ញុំ', personal: 'ព័ត៌មានផ្ទាល់ខ្លួន', data: 'ទិន្នន័យរបស់អ្នក', help: 'ជំនួយ' },
    help: '<h2>មានសំណួរអំពីព័ត៌មានរបស់អ្នក?</h2><p>អ្នកអាចប្តូរឈ្មោះ និងអ៊ីមែលរបស់អ្នកបានគ្រប់ពេលនៅក្នុង <em>ព័ត៌មានផ្ទាល់ខ្លួន</em>។ ការប្តូរអ៊ីមែល ឬទូរស័ព្ទត្រូវការលេខកូដប្រើតែម្តងជាមុនសិន។ សម្រាប់រឿងផ្សេងទៀត <a href="?page=help">ទំព័រជំនួយ</a> របស់យើងឆ្លើយសំណួរភាគច្រើន។</p>',
  },
};

const greeting = (c, text, link) => ({
  ':type': 'brand/components/account-user-context-text',
  text,
  fallbacks: c.fallbacks,
  tierLabels: c.tierLabels,
  loginUrl: link('login'),
});

const summary = (c, link, editUrl) => ({
  ':type': 'brand/components/account-details',
  ...c.details,
  tierLabels: c.tierLabels,
  editUrl,
  loginUrl: link('login'),
});

/** The account home's first items: the greeting and the summary, whose Edit opens the details page's personal view. */
export function profileHomeItems({ lang, link }) {
  const c = copyFor(COPY, lang);
  return {
    greeting: greeting(c, c.greetingHome, link),
    spacerGreeting: { ':type': 'brand/components/spacer', height: '3' },
    profileSummary: summary(c, link, `${link('details')}#${PERSONAL_VIEW}`),
    spacerProfile: { ':type': 'brand/components/spacer', height: '5' },
  };
}

/** The details page: the greeting, the summary (Edit selects the personal view), the switcher over the three views. */
export function profileDetailsItems({ lang, link }, personal, dataRequest) {
  const c = copyFor(COPY, lang);
  return {
    greeting: greeting(c, c.greetingDetails, link),
    spacerGreeting: { ':type': 'brand/components/spacer', height: '3' },
    profileSummary: summary(c, link, `#${PERSONAL_VIEW}`),
    spacerProfile: { ':type': 'brand/components/spacer', height: '5' },
    views: {
      ':type': 'brand/components/account-switcher',
      accessibilityLabel: c.views.label,
      activeItem: PERSONAL_VIEW,
      loginUrl: link('login'),
      ':itemsOrder': [PERSONAL_VIEW, DATA_VIEW, HELP_VIEW],
      ':items': {
        [PERSONAL_VIEW]: { ...personal, 'cq:panelTitle': c.views.personal },
        [DATA_VIEW]: { ...dataRequest, 'cq:panelTitle': c.views.data },
        [HELP_VIEW]: { ':type': 'brand/components/text', text: c.help.replace('href="?page=help"', `href="${link('help')}"`), richText: true, 'cq:panelTitle': c.views.help },
      },
    },
  };
}
