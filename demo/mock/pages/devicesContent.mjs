// The devices page's own content (issue 19): brand-account-devices and brand-account-register-device, their copy
// per language and the device pictures per product (the placeholder images' `device` kind).
import { copyFor } from './index.mjs';

const COPY = {
  en: {
    heading: '<h1>My devices</h1><p>Register your device to unlock the extended warranty, and keep its receipts in one place.</p>',
    warrantyActive: '<p><strong>Your extended warranty is active.</strong> Keep your receipts here: we ask for one if your device needs a repair.</p>',
    warrantyInvite: '<p><strong>Register your device to extend its warranty.</strong> It takes a minute: you need its serial number.</p>',
    list: { title: 'Registered devices' },
    overview: '<h2>Your device</h2>',
    register: {
      title: 'Register a new device',
      serialHint: 'You find the 13 letters and digits on the back of your device, under the bar code, and on the side of its box.',
    },
  },
  ar: {
    heading: '<h1>أجهزتي</h1><p>سجّل جهازك لتفعيل الضمان الممتد، واحتفظ بإيصالاته في مكان واحد.</p>',
    warrantyActive: '<p><strong>ضمانك الممتد مفعّل.</strong> احتفظ بإيصالاتك هنا: سنطلب أحدها إذا احتاج جهازك إلى إصلاح.</p>',
    warrantyInvite: '<p><strong>سجّل جهازك لتمديد ضمانه.</strong> يستغرق ذلك دقيقة: تحتاج إلى رقمه التسلسلي.</p>',
    overview: '<h2>جهازك</h2>',
    list: {
      title: 'الأجهزة المسجلة',
      serialLabel: 'الرقم التسلسلي',
      registeredLabel: 'تاريخ التسجيل',
      receiptsLabel: 'الإيصالات',
      noReceiptsText: 'لم يتم رفع أي إيصال بعد.',
      uploadReceiptLabel: 'رفع إيصال',
      removeLabel: 'إزالة',
      removeConfirmTitle: 'إزالة هذا الجهاز؟',
      removeConfirmMessage: 'ستتم إزالة {name} ({serialNumber}) من حسابك مع إيصالاته.',
      removeConfirmLabel: 'إزالة الجهاز',
      cancelLabel: 'إلغاء',
      removeErrorMessage: 'تعذرت إزالة جهازك. حاول مرة أخرى. لم يتغير شيء.',
      removedMessage: 'تمت إزالة جهازك {name}.',
      unnamedDeviceLabel: 'جهازك',
      emptyMessage: 'لم تسجل أي جهاز بعد.',
      registerLabel: 'تسجيل جهاز',
      loadErrorMessage: 'تعذر تحميل أجهزتك. حاول مرة أخرى بعد قليل.',
      retryLabel: 'حاول مرة أخرى',
      notRegisteredMessage: 'هذا الجهاز غير مسجل في حسابك.',
    },
    register: {
      title: 'تسجيل جهاز جديد',
      serialLabel: 'الرقم التسلسلي',
      serialHint: 'تجد الأحرف والأرقام الثلاثة عشر على ظهر جهازك أسفل الرمز الشريطي وعلى جانب علبته.',
      serialRequiredMessage: 'أدخل الرقم التسلسلي المطبوع على جهازك.',
      serialInvalidMessage: 'أدخل الأحرف والأرقام الثلاثة عشر للرقم التسلسلي، مثل ILM1GB7K2Q9X4.',
      duplicateMessage: 'هذا الجهاز مسجل بالفعل.',
      modelLabel: 'طراز الجهاز (اختياري)',
      modelPlaceholder: 'اختر طرازك',
      registerLabel: 'تسجيل',
      successMessage: 'تم تسجيل جهازك {serialNumber}.',
      sessionExpiredMessage: 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.',
      failureMessage: 'تعذر تسجيل جهازك. حاول مرة أخرى بعد قليل. ما كتبته محفوظ.',
    },
  },
};

const MODELS = ['IQOS ILUMA PRIME', 'IQOS ILUMA', 'IQOS ILUMA ONE'];
const PICTURE_COLOURS = { 'IQOS ILUMA PRIME': '1f3a3d', 'IQOS ILUMA ONE': '4b5d3a', 'IQOS ILUMA': '9a9a94', IQOS: '0b1f44' };

const productImages = () =>
  Object.entries(PICTURE_COLOURS).map(([productName, bg]) => ({ productName, image: `/mock/img/176x176.svg?label=&kind=device&bg=%23${bg}` }));

/**
 * The account overview's device (demo/mock/pages/account.mjs): a heading and the newest device as a card, its
 * "Upload a receipt" to the receipt page, "Register a device" (no device yet) to the devices page.
 */
export function overviewDeviceItems({ lang, link }) {
  const c = copyFor(COPY, lang);
  const { title: _title, notRegisteredMessage: _unused, ...words } = c.list;
  return {
    spacerDevice: { ':type': 'brand/components/spacer', height: '5' },
    deviceHeading: { ':type': 'brand/components/text', richText: true, text: c.overview },
    newestDevice: {
      ':type': 'brand/components/account-device-card',
      ...words,
      productImages: productImages(),
      uploadReceiptUrl: link('receipt'),
      registerUrl: link('devices'),
      loginUrl: link('login'),
    },
  };
}

/**
 * The devices page's items after its heading: the warranty notes (one per visitor type: they swap without a
 * reload when a device is registered or removed), the list, then the form (`#register-device`, the list's empty link).
 */
export function devicesContent({ lang, link }) {
  const c = copyFor(COPY, lang);
  return {
    heading: c.heading,
    warrantyActive: { ':type': 'brand/components/text', richText: true, text: c.warrantyActive, visibleTo: ['LAU-HAV-DEV'] },
    warrantyInvite: { ':type': 'brand/components/text', richText: true, text: c.warrantyInvite, visibleTo: ['LAU-HAV'] },
    devices: {
      ':type': 'brand/components/account-devices',
      ...c.list,
      productImages: productImages(),
      uploadReceiptUrl: link('receipt'),
      registerUrl: '#register-device',
      loginUrl: link('login'),
    },
    register: {
      ':type': 'brand/components/account-register-device',
      id: 'register-device',
      ...c.register,
      models: MODELS,
      loginUrl: link('login'),
    },
  };
}
