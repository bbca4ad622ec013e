// The partner page's side of <brand-iframe>'s user data: listen for `brand-user-data` messages,
// accept them only from the demo storefront (the demo server under either loopback name, this
// port), and show them. Values are written as text, never as markup.
"use strict";
const params = new URLSearchParams(location.search);
const theme = params.get('theme') ?? 'zyn';
const lang = params.get('lang') === 'ar' ? 'ar' : 'en';

const COPY = {
  en: {
    partner: 'Partner page',
    heading: 'Member snapshot',
    empty: 'No visitor data received',
    hint: 'Sign in on the storefront and this panel fills in.',
    source: 'Received from',
    yes: 'Yes',
    no: 'No',
    none: '—',
    loggedIn: 'Logged in',
    fields: {
      loginStatus: 'Login status',
      affiliation: 'Visitor type',
      userID: 'User ID',
      emailHashed: 'E-mail (SHA-256)',
      birthYear: 'Birth year',
      loyaltyBadge: 'Loyalty badge',
      hasDeviceRegistered: 'Device registered',
      hasAlreadyOrdered: 'Has ordered before',
    },
  },
  ar: {
    partner: 'صفحة شريك',
    heading: 'ملخص العضو',
    empty: 'لم تصل أي بيانات عن الزائر',
    hint: 'سجّل الدخول في المتجر وستمتلئ هذه اللوحة.',
    source: 'وصلت من',
    yes: 'نعم',
    no: 'لا',
    none: '—',
    loggedIn: 'مسجّل الدخول',
    fields: {
      loginStatus: 'حالة الدخول',
      affiliation: 'نوع الزائر',
      userID: 'معرّف المستخدم',
      emailHashed: 'البريد (SHA-256)',
      birthYear: 'سنة الميلاد',
      loyaltyBadge: 'شارة الولاء',
      hasDeviceRegistered: 'جهاز مسجّل',
      hasAlreadyOrdered: 'طلب من قبل',
    },
  },
};
const c = COPY[lang];

document.documentElement.lang = lang;
document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
document.documentElement.dataset.theme = theme;
for (const element of document.querySelectorAll('[data-label]')) element.textContent = c[element.dataset.label];

/** The storefront: this demo server under 127.0.0.1 or localhost, same protocol and port. */
function trusted(origin) {
  try {
    const sender = new URL(origin);
    return sender.protocol === location.protocol && sender.port === location.port && ['127.0.0.1', 'localhost'].includes(sender.hostname);
  } catch {
    return false;
  }
}

function shown(key, value) {
  if (value === null || value === undefined || value === '') return c.none;
  if (typeof value === 'boolean') return value ? c.yes : c.no;
  if (key === 'loginStatus' && value === 'logged-in') return c.loggedIn;
  if (key === 'emailHashed') return `${String(value).slice(0, 12)}…`;
  return String(value);
}

let messages = 0;
addEventListener('message', (event) => {
  // Counted whoever sent it, so a test can tell "nothing arrived" from "something was refused".
  document.documentElement.dataset.messages = String(++messages);
  if (!trusted(event.origin)) return;
  const data = event.data;
  if (!data || data.type !== 'brand-user-data') return;
  const list = document.getElementById('fields');
  list.replaceChildren();
  for (const [key, label] of Object.entries(c.fields)) {
    const row = document.createElement('div');
    row.className = 'field';
    row.dataset.field = key;
    const term = document.createElement('dt');
    term.textContent = label;
    const detail = document.createElement('dd');
    detail.textContent = shown(key, data[key]);
    if (key === 'emailHashed' && data[key]) detail.title = String(data[key]);
    row.append(term, detail);
    list.append(row);
  }
  list.hidden = false;
  document.getElementById('empty').hidden = true;
  document.getElementById('hint').hidden = true;
  const source = document.getElementById('source');
  source.textContent = `${c.source} ${event.origin}`;
  source.hidden = false;
  document.body.dataset.received = data.affiliation ?? 'yes';
});

// Listening: the storefront's message may come from now on (tests wait for this).
document.documentElement.dataset.ready = 'true';
