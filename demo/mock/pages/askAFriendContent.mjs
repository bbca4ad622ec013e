// Demo content of brand-ask-a-friend (the ask-a-friend builder) on the storefront's referral page (issue 20): one
// item, its copy per language.
import { copyFor } from './index.mjs';

const COPY = {
  en: {
    title: 'Ask a friend by e-mail',
    text: '<p>We send your friend one e-mail with your invitation. When they join and place a first order, you earn 500 points.</p>',
    consentLabel: 'My friend agreed to be contacted about this invitation (<a href="/storefront.html?page=help">how we use their address</a>)',
  },
  ar: {
    title: 'ادعُ صديقًا بالبريد الإلكتروني',
    text: '<p>نرسل إلى صديقك رسالة واحدة بدعوتك. عندما ينضم ويقدم طلبه الأول تحصل على 500 نقطة.</p>',
    firstNameLabel: 'الاسم الأول لصديقك (اختياري)',
    emailLabel: 'البريد الإلكتروني لصديقك',
    emailHint: 'نرسل دعوة واحدة ونحتفظ بنسخة مخفية فقط من العنوان.',
    consentLabel: 'وافق صديقي على التواصل معه بشأن هذه الدعوة (<a href="/storefront.html?page=help">كيف نستخدم عنوانه</a>)',
    consentRequiredMessage: 'أكّد أن صديقك وافق على التواصل معه.',
    requiredMessage: 'أدخل البريد الإلكتروني لصديقك.',
    typeMessage: 'أدخل عنوان بريد إلكتروني مثل name@example.com.',
    lengthMessage: 'اكتب 50 حرفًا على الأكثر.',
    submitLabel: 'أرسل الدعوة',
    sendingLabel: 'جارٍ الإرسال',
    successMessage: 'دعوتك في طريقها إلى {email}. يمكنك دعوة صديق آخر.',
    alreadyInvitedMessage: 'لقد دعوت هذا الصديق من قبل.',
    alreadyMemberMessage: 'هذا الصديق عضو بالفعل.',
    selfReferralMessage: 'لا يمكنك دعوة نفسك. أدخل البريد الإلكتروني لصديقك.',
    limitMessage: 'بلغت عدد الدعوات التي يمكن أن تنتظر ردًا. حاول مرة أخرى بعد أن يرد أحد أصدقائك.',
    invalidEmailMessage: 'أدخل عنوان بريد إلكتروني مثل name@example.com.',
    consentMessage: 'يجب أن يوافق صديقك على التواصل معه قبل أن نرسل الدعوة.',
    sessionExpiredMessage: 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.',
    failureMessage: 'تعذر إرسال دعوتك. حاول مرة أخرى بعد قليل: ما كتبته محفوظ.',
  },
};

/** One page item (a model node). */
export function askAFriendContent({ lang, link }) {
  return { ':type': 'brand/components/ask-a-friend', id: 'ask-a-friend', ...copyFor(COPY, lang), loginUrl: link('login') };
}
