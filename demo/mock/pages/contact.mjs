// The storefront's contact page: a brand-form-container posting JSON to the mock's /mock/forms/contact,
// with the issue 18 fields (text, email, tel, the topic select and reply-by radios of formChoices.mjs, multi-line,
// consent options, hidden) and a submit button.
import { besideColumn, column, copyFor, phoneOnly } from './index.mjs';
import { contactPreferenceItem, topicSelectItem } from './formChoices.mjs';

const COPY = {
  en: {
    title: 'Contact us',
    heading: '<h1>Contact us</h1><p>Questions about an order, a device or your account? Write to us and we answer within one working day.</p>',
    form: 'Contact form',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    phoneHelp: 'Optional: if you would rather we call you back.',
    message: 'Message',
    messageHelp: 'At least 10 characters.',
    consent: 'Privacy',
    consentText: 'You may use my details to answer this message.',
    send: 'Send message',
    success: 'Thank you. Your message is on its way; we answer within one working day.',
    error: 'Sorry, your message could not be sent. Everything you wrote is still here: please try again.',
    other:
      '<h2>Other ways to reach us</h2><p><strong>Phone:</strong> 0800 000 0000<br>Monday to Friday, 9:00 to 18:00</p><p>Visit one of our stores for help with your device in person.</p>',
  },
  ar: {
    title: 'اتصل بنا',
    heading: '<h1>اتصل بنا</h1><p>لديك سؤال عن طلب أو جهاز أو حسابك؟ اكتب لنا وسنرد خلال يوم عمل واحد.</p>',
    form: 'نموذج الاتصال',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    phoneHelp: 'اختياري: إذا كنت تفضل أن نتصل بك.',
    message: 'الرسالة',
    messageHelp: '10 أحرف على الأقل.',
    consent: 'الخصوصية',
    consentText: 'يمكنكم استخدام بياناتي للرد على هذه الرسالة.',
    send: 'إرسال الرسالة',
    success: 'شكرًا لك. رسالتك في طريقها إلينا وسنرد خلال يوم عمل واحد.',
    error: 'عذرًا، تعذّر إرسال رسالتك. كل ما كتبته ما زال هنا: حاول مرة أخرى.',
    requiredMessage: 'هذا الحقل مطلوب.',
    other:
      '<h2>طرق أخرى للتواصل</h2><p><strong>الهاتف:</strong> 0800 000 0000<br>من الاثنين إلى الجمعة، 9:00 إلى 18:00</p><p>تفضل بزيارة أحد متاجرنا للحصول على مساعدة شخصية في جهازك.</p>',
  },
};

/** The contact form's model (also used by the e2e tests through the page). */
export function contactForm(lang) {
  const c = copyFor(COPY, lang);
  // Authored messages where the fields' English defaults would not do (the Arabic page).
  const req = c.requiredMessage ? { requiredMessage: c.requiredMessage } : {};
  const items = {
    name: { ':type': 'brand/components/form-text', name: 'name', label: c.name, required: true, autocomplete: 'name', ...req },
    email: { ':type': 'brand/components/form-text', name: 'email', type: 'email', label: c.email, required: true, autocomplete: 'email', ...req },
    phone: { ':type': 'brand/components/form-text', name: 'phone', type: 'tel', label: c.phone, helperText: c.phoneHelp, autocomplete: 'tel' },
    topic: topicSelectItem(lang),
    replyBy: contactPreferenceItem(lang),
    message: { ':type': 'brand/components/form-text', name: 'message', type: 'textarea', label: c.message, helperText: c.messageHelp, required: true, minLength: 10, rows: 4, ...req },
    consent: { ':type': 'brand/components/form-options', name: 'consent', type: 'checkbox', label: c.consent, required: true, options: [{ value: 'reply', text: c.consentText }], ...req },
    source: { ':type': 'brand/components/form-hidden', name: 'source', value: 'storefront-contact' },
    send: { ':type': 'brand/components/form-button', type: 'submit', title: c.send },
  };
  return {
    ':type': 'brand/components/form-container',
    id: 'contact-form',
    title: c.form,
    action: '/mock/forms/contact',
    successMessage: c.success,
    errorMessage: c.error,
    ':itemsOrder': Object.keys(items),
    ':items': items,
  };
}

export function contactPage({ lang }) {
  const c = copyFor(COPY, lang);
  return {
    title: c.title,
    items: {
      spacerTop: { ':type': 'brand/components/spacer', height: '2' },
      heading: { ':type': 'brand/components/text', richText: true, text: c.heading },
      spacerForm: { ':type': 'brand/components/spacer', height: '3' },
      contact: contactForm(lang),
      // Under the form on phones, beside it from the tablet up.
      spacerOther: { ':type': 'brand/components/spacer', height: '4' },
      other: { ':type': 'brand/components/text', richText: true, text: c.other },
      spacer: { ':type': 'brand/components/spacer', height: '5' },
    },
    columns: {
      heading: column(12),
      contact: column(7),
      spacerOther: phoneOnly(),
      other: besideColumn(4),
    },
  };
}
