// The storefront's log-in page: brand-login signs the demo personas in (docs/mock-api.md "login"), and a
// note says which addresses to use. Members-only content below shows the page change without a reload.
import { column, copyFor } from './index.mjs';

const COPY = {
  en: {
    title: 'Log in',
    heading: '<h1>Log in</h1><p>Welcome back. Log in to see your member prices and offers.</p>',
    form: {
      title: 'Log in to your account',
      submitLabel: 'Log in',
      emailLabel: 'Email',
      passwordLabel: 'Password',
      showPasswordLabel: 'Show password',
      hidePasswordLabel: 'Hide password',
      forgotPasswordLabel: 'Forgot your password?',
      registerText: 'New here?',
      registerLabel: 'Create an account',
      successMessage: 'You are logged in. Your member prices and offers are now shown across the shop.',
    },
    demo: '<p><strong>Demo accounts</strong> (password <code>demo1234</code>): laura.underwood@example.co.uk (member), harvey.avery@example.co.uk (age verified), devi.patel@example.co.uk (device owner). locked@example.co.uk is a locked account.</p>',
    members: '<h2>Members only</h2><p>Good to see you. Your member offers are waiting in the shop.</p>',
  },
  ar: {
    title: 'تسجيل الدخول',
    heading: '<h1>تسجيل الدخول</h1><p>مرحبًا بعودتك. سجّل الدخول لرؤية أسعار وعروض الأعضاء.</p>',
    form: {
      title: 'سجّل الدخول إلى حسابك',
      submitLabel: 'تسجيل الدخول',
      emailLabel: 'البريد الإلكتروني',
      passwordLabel: 'كلمة المرور',
      showPasswordLabel: 'إظهار كلمة المرور',
      hidePasswordLabel: 'إخفاء كلمة المرور',
      forgotPasswordLabel: 'هل نسيت كلمة المرور؟',
      registerText: 'جديد هنا؟',
      registerLabel: 'أنشئ حسابًا',
      successMessage: 'تم تسجيل دخولك. تظهر الآن أسعار وعروض الأعضاء في المتجر.',
      emailRequiredMessage: 'أدخل بريدك الإلكتروني.',
      emailInvalidMessage: 'أدخل بريدًا إلكترونيًا مثل name@example.com.',
      passwordRequiredMessage: 'أدخل كلمة المرور.',
      invalidCredentialsMessage: 'البريد الإلكتروني أو كلمة المرور غير صحيحين. تحقق منهما وحاول مرة أخرى.',
      lockedMessage: 'تم قفل حسابك بعد محاولات كثيرة. أعد تعيين كلمة المرور لفتحه.',
      networkErrorMessage: 'يبدو أنك غير متصل. تحقق من اتصالك وحاول مرة أخرى.',
      timeoutMessage: 'يستغرق تسجيل الدخول وقتًا طويلاً. حاول مرة أخرى بعد قليل.',
      unavailableMessage: 'لا يمكننا تسجيل دخولك الآن. حاول مرة أخرى لاحقًا.',
    },
    demo: '<p><strong>حسابات تجريبية</strong> (كلمة المرور <code>demo1234</code>): laura.underwood@example.co.uk و harvey.avery@example.co.uk و devi.patel@example.co.uk. الحساب locked@example.co.uk مقفل.</p>',
    members: '<h2>للأعضاء فقط</h2><p>سعداء برؤيتك. عروض الأعضاء بانتظارك في المتجر.</p>',
  },
  km: {
    title: 'ចូល',
    heading: '<h1>ចូល</h1><p>សូមស្វាគមន៍ការត្រឡប់មកវិញ។ ចូលដើម្បីមើលតម្លៃ និងការផ្តល់ជូនសម្រាប់សមាជិក។</p>',
    form: {
      title: 'ចូលគណនីរបស់អ្នក',
      submitLabel: 'ចូល',
      emailLabel: 'អ៊ីមែល',
      passwordLabel: 'ពាក្យសម្ងាត់',
      showPasswordLabel: 'បង្ហាញពាក្យសម្ងាត់',
      hidePasswordLabel: 'លាក់ពាក្យសម្ងាត់',
      forgotPasswordLabel: 'ភ្លេចពាក្យសម្ងាត់?',
      registerText: 'ថ្មីនៅទីនេះ?',
      registerLabel: 'បង្កើតគណនី',
      successMessage: 'អ្នកបានចូលហើយ។ តម្លៃ និងការផ្តល់ជូនសម្រាប់សមាជិកត្រូវបានបង្ហាញ។',
      emailRequiredMessage: 'បញ្ចូលអ៊ីមែលរបស់អ្នក។',
      emailInvalidMessage: 'បញ្ចូលអ៊ីមែលដូចជា name@example.com។',
      passwordRequiredMessage: 'បញ្ចូលពាក្យសម្ងាត់របស់អ្នក។',
      invalidCredentialsMessage: 'អ៊ីមែល ឬពាក្យសម្ងាត់មិនត្រឹមត្រូវ។ សូមពិនិត្យ ហើយព្យាយាមម្តងទៀត។',
      lockedMessage: 'គណនីរបស់អ្នកត្រូវបានចាក់សោ។ កំណត់ពាក្យសម្ងាត់ឡើងវិញដើម្បីដោះសោ។',
      networkErrorMessage: 'អ្នកហាក់ដូចជាគ្មានអ៊ីនធឺណិត។ សូមពិនិត្យការតភ្ជាប់ ហើយព្យាយាមម្តងទៀត។',
      timeoutMessage: 'ការចូលចំណាយពេលយូរពេក។ សូមព្យាយាមម្តងទៀតបន្តិចទៀត។',
      unavailableMessage: 'យើងមិនអាចឱ្យអ្នកចូលបានទេឥឡូវនេះ។ សូមព្យាយាមម្តងទៀតនៅពេលក្រោយ។',
    },
    demo: '<p><strong>គណនីសាកល្បង</strong> (ពាក្យសម្ងាត់ <code>demo1234</code>)៖ laura.underwood@example.co.uk, harvey.avery@example.co.uk, devi.patel@example.co.uk។ locked@example.co.uk ត្រូវបានចាក់សោ។</p>',
    members: '<h2>សម្រាប់សមាជិកប៉ុណ្ណោះ</h2><p>រីករាយដែលបានជួបអ្នក។ ការផ្តល់ជូនសម្រាប់សមាជិកកំពុងរង់ចាំអ្នក។</p>',
  },
};

const MEMBERS = ['LAU', 'LAU-HAV', 'LAU-HAV-DEV'];

export function loginPage({ lang, link }) {
  const c = copyFor(COPY, lang);
  return {
    title: c.title,
    items: {
      spacerTop: { ':type': 'brand/components/spacer', height: '2' },
      heading: { ':type': 'brand/components/text', richText: true, text: c.heading },
      spacerHeading: { ':type': 'brand/components/spacer', height: '3' },
      login: {
        ':type': 'brand/components/login',
        ...c.form,
        forgotPasswordUrl: link('forgot-password'),
        registerUrl: link('register'),
      },
      members: { ':type': 'brand/components/text', richText: true, text: c.members, visibleTo: MEMBERS },
      demo: { ':type': 'brand/components/text', richText: true, text: c.demo, visibleTo: ['LAS'] },
      spacer: { ':type': 'brand/components/spacer', height: '5' },
    },
    columns: {
      heading: column(12),
      login: column(6),
      members: column(12),
      demo: column(6),
    },
  };
}
