// The storefront's newsletter sign-up: a brand-lead-gen-form posting to the mock's /mock/leads, and the
// recent sign-ups the mock stored (GET /mock/leads's list: nothing personal, only how many, each one's
// reference, opt-ins, flavours and day), read when the page model is built, so a reload after signing up shows it.
import { besideColumn, column, copyFor, phoneOnly } from './index.mjs';
import { listLeads } from '../forms.mjs';
import { flavourInterestsItem } from './formChoices.mjs';

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value) => String(value).replace(/[&<>"']/g, (ch) => ESCAPES[ch]);

const COPY = {
  en: {
    title: 'Newsletter',
    heading: '<h1>Stay in the loop</h1><p>New flavours, device tips and member offers, a few times a month. You can unsubscribe at any time.</p>',
    form: 'Newsletter sign-up',
    firstName: 'First name',
    email: 'Email',
    terms: 'I am of legal age and accept the <a href="/storefront.html?page=help">privacy notice</a>.',
    news: 'Send me news and offers by email and text message.',
    partners: 'Share my details with partner brands of the group.',
    send: 'Sign up',
    success: 'You are signed up. Check your inbox for a welcome email.',
    error: 'Sorry, we could not sign you up. Your details are still here: please try again.',
    recent: 'Recent sign-ups',
    none: 'No sign-ups yet: be the first.',
    count: (n) => (n === 1 ? '1 sign-up so far.' : `${n} sign-ups so far.`),
    demoNote: 'Demo: the mock backend keeps the sign-ups in memory and shows nothing that says who signed up: a reference, the choices and the day.',
  },
  ar: {
    title: 'النشرة الإخبارية',
    heading: '<h1>ابقَ على اطلاع</h1><p>نكهات جديدة ونصائح للأجهزة وعروض للأعضاء، بضع مرات في الشهر. يمكنك إلغاء الاشتراك في أي وقت.</p>',
    form: 'الاشتراك في النشرة',
    firstName: 'الاسم الأول',
    email: 'البريد الإلكتروني',
    terms: 'أنا في السن القانونية وأوافق على <a href="/storefront.html?page=help">إشعار الخصوصية</a>.',
    news: 'أرسلوا لي الأخبار والعروض بالبريد الإلكتروني والرسائل النصية.',
    partners: 'شاركوا بياناتي مع العلامات الشريكة في المجموعة.',
    send: 'اشترك',
    success: 'تم اشتراكك. تحقق من بريدك للحصول على رسالة الترحيب.',
    error: 'عذرًا، تعذّر اشتراكك. بياناتك ما زالت هنا: حاول مرة أخرى.',
    recent: 'آخر المشتركين',
    none: 'لا اشتراكات بعد: كن الأول.',
    requiredMessage: 'هذا الحقل مطلوب.',
    consentMessage: 'ضع علامة في هذا المربع للمتابعة.',
    count: (n) => `عدد الاشتراكات حتى الآن: ${n}.`,
    demoNote: 'عرض تجريبي: يحتفظ الخادم التجريبي بالاشتراكات في الذاكرة ولا يعرض ما يدل على هوية المشترك: رقم مرجعي والاختيارات واليوم فقط.',
  },
};

/** The consents of the sign-up (no duplicate opt-ins: the gallery shows the editor's warning for those). */
export const newsletterConsents = (c) => [
  { id: 'terms', label: c.terms, required: true, optIns: [{ id: 'PRIVACY' }] },
  { id: 'news', label: c.news, required: false, optIns: [{ id: 'EMAIL' }, { id: 'SMS' }] },
  { id: 'partners', label: c.partners, required: false, optIns: [{ id: 'PARTNERS' }] },
];

function recentSignUps(c, lang) {
  const all = listLeads();
  const leads = all.slice(0, 5);
  const day = (iso) => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  const choices = (lead) => [...lead.optIns, ...lead.flavours].join(', ') || '—';
  const list = leads.length
    ? `<p>${escapeHtml(c.count(all.length))}</p><ul>${leads.map((lead) => `<li><strong>${escapeHtml(lead.reference)}</strong>: ${escapeHtml(choices(lead))}, ${escapeHtml(day(lead.day))}</li>`).join('')}</ul>`
    : `<p>${escapeHtml(c.none)}</p>`;
  return `<h2>${escapeHtml(c.recent)}</h2>${list}<p><small>${escapeHtml(c.demoNote)}</small></p>`;
}

export function newsletterPage({ lang }) {
  const c = copyFor(COPY, lang);
  const items = {
    firstName: { ':type': 'brand/components/form-text', name: 'firstName', label: c.firstName, autocomplete: 'given-name' },
    email: { ':type': 'brand/components/form-text', name: 'email', type: 'email', label: c.email, required: true, autocomplete: 'email', ...(c.requiredMessage ? { requiredMessage: c.requiredMessage } : {}) },
    flavours: flavourInterestsItem(lang),
    send: { ':type': 'brand/components/form-button', type: 'submit', title: c.send },
  };
  return {
    title: c.title,
    items: {
      spacerTop: { ':type': 'brand/components/spacer', height: '2' },
      heading: { ':type': 'brand/components/text', richText: true, text: c.heading },
      spacerForm: { ':type': 'brand/components/spacer', height: '3' },
      signUp: {
        ':type': 'brand/components/lead-gen-form',
        id: 'newsletter-form',
        title: c.form,
        action: '/mock/leads',
        successMessage: c.success,
        errorMessage: c.error,
        hideOnSuccess: true,
        consents: newsletterConsents(c),
        ...(c.consentMessage ? { consentRequiredMessage: c.consentMessage } : {}),
        ':itemsOrder': Object.keys(items),
        ':items': items,
      },
      // On phones the list comes under the form: room between them (hidden beside it on wider screens).
      spacerRecent: { ':type': 'brand/components/spacer', height: '4' },
      recent: { ':type': 'brand/components/text', richText: true, id: 'recent-sign-ups', text: recentSignUps(c, lang) },
      spacer: { ':type': 'brand/components/spacer', height: '5' },
    },
    columns: {
      heading: column(12),
      signUp: column(7),
      spacerRecent: phoneOnly(),
      recent: besideColumn(4),
    },
  };
}
