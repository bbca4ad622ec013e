// brand-select and brand-form-options as page items, for the storefront's contact and sign-up forms
// (the lead or the contact page places them inside a form container): `topicSelectItem(lang)` (what the
// message is about), `contactPreferenceItem(lang)` (radio) and `flavourInterestsItem(lang)` (checkboxes),
// with English or Arabic copy.
import { copyFor } from './index.mjs';

const TOPIC = {
  en: {
    label: 'What is it about?',
    placeholder: 'Choose a topic',
    requiredMessage: 'Choose what your message is about.',
    menuItems: [
      { value: 'order', text: 'An order or a delivery' },
      { value: 'device', text: 'My device' },
      { value: 'account', text: 'My account' },
      { value: 'other', text: 'Something else' },
    ],
  },
  ar: {
    label: 'ما موضوع رسالتك؟',
    placeholder: 'اختر موضوعًا',
    requiredMessage: 'اختر موضوع رسالتك.',
    menuItems: [
      { value: 'order', text: 'طلب أو توصيل' },
      { value: 'device', text: 'جهازي' },
      { value: 'account', text: 'حسابي' },
      { value: 'other', text: 'موضوع آخر' },
    ],
  },
};

const CONTACT = {
  en: {
    label: 'How should we reply?',
    helperText: 'We answer within one working day.',
    options: [
      { value: 'email', text: 'Email', selected: true },
      { value: 'phone', text: 'Phone call' },
    ],
  },
  ar: {
    label: 'كيف نرد عليك؟',
    helperText: 'نرد خلال يوم عمل واحد.',
    options: [
      { value: 'email', text: 'البريد الإلكتروني', selected: true },
      { value: 'phone', text: 'مكالمة هاتفية' },
    ],
  },
};

const FLAVOURS = {
  en: {
    label: 'Flavours you would like to hear about',
    options: [
      { value: 'mint', text: 'Mint' },
      { value: 'fruit', text: 'Fruit' },
      { value: 'coffee', text: 'Coffee' },
    ],
  },
  ar: {
    label: 'النكهات التي تهمك',
    options: [
      { value: 'mint', text: 'النعناع' },
      { value: 'fruit', text: 'الفواكه' },
      { value: 'coffee', text: 'القهوة' },
    ],
  },
};

/** A required select of the message's topic (`name` topic). */
export function topicSelectItem(lang = 'en') {
  return { ':type': 'brand/components/select', name: 'topic', required: true, ...copyFor(TOPIC, lang) };
}

/** A radio group of the reply channel (`name` replyBy), email chosen. */
export function contactPreferenceItem(lang = 'en') {
  return { ':type': 'brand/components/form-options', name: 'replyBy', type: 'radio', ...copyFor(CONTACT, lang) };
}

/** A checkbox group of flavour families (`name` flavours, one entry per ticked box), in AEM's shape. */
export function flavourInterestsItem(lang = 'en') {
  const { label, options } = copyFor(FLAVOURS, lang);
  return { ':type': 'core/wcm/components/form/options/v2/options', name: 'flavours', type: 'checkbox', title: label, items: options };
}
