// SAP Commerce OCC v2 store locator (docs/mock-api.md "OCC stores"), public like OCC's (no token):
//   GET /mock/occ/v2/{site}/stores[?fields=FULL]        → { stores: [PointOfService], pagination }
//   GET /mock/occ/v2/{site}/stores/{name}[?fields=FULL] → PointOfService; unknown → 400 UnknownIdentifierError
//   GET /mock/map/{name}.svg                            → a static street-map tile with a pin (no external tiles)
// Four stores with opening hours in their own time zone; `timeZone` and `paymentMethods` are our extensions.
import { decodeSegment, json, occError, error } from './http.mjs';
import { SITES } from './occCarts.mjs';

const time = (hour, minute = 0) => ({ hour, minute, formattedHour: `${String(hour % 24).padStart(2, '0')}:${String(minute).padStart(2, '0')}` });
const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
/** SAP's weekDayOpeningList from `{ Mon: [open, close] | null, … }` (null: closed). */
const week = (hours) =>
  DAYS.map((weekDay) => (hours[weekDay] ? { weekDay, closed: false, openingTime: time(hours[weekDay][0]), closingTime: time(hours[weekDay][1]) } : { weekDay, closed: true }));

/** The next 25 December (today included), as the store's local date: a special closed day always in the future. */
export function nextChristmas(now = new Date()) {
  const year = now.getUTCMonth() === 11 && now.getUTCDate() > 25 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  return `${year}-12-25`;
}

const PAY = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', applePay: 'Apple Pay', googlePay: 'Google Pay', cash: 'Cash', aba: 'ABA Pay', khqr: 'KHQR' };
const pay = (...codes) => codes.map((code) => ({ code, name: PAY[code] }));
const features = (...values) => ({ entry: values.map((value, i) => ({ key: `service${i + 1}`, value })) });

function stores() {
  const christmas = nextChristmas();
  const list = [
    {
      name: 'london-carnaby',
      displayName: 'London Carnaby Street Flagship',
      description: 'Our flagship: try every device, get expert advice and have your device serviced while you wait.',
      address: { line1: '12 Carnaby Street', line2: 'Soho', town: 'London', postalCode: 'W1F 9PS', country: { isocode: 'GB', name: 'United Kingdom' }, phone: '+44 20 7946 0321', email: 'carnaby@example.com' },
      geoPoint: { latitude: 51.5131, longitude: -0.1391 },
      timeZone: 'Europe/London',
      openingHours: {
        code: 'london-carnaby-hours',
        weekDayOpeningList: week({ Mon: [10, 20], Tue: [10, 20], Wed: [10, 20], Thu: [10, 20], Fri: [10, 1], Sat: [10, 20], Sun: [12, 18] }),
        specialDayOpeningList: [{ date: christmas, name: 'Christmas Day', closed: true }],
      },
      features: features('Device trial', 'Repairs while you wait', 'Recycling', 'Click and collect'),
      paymentMethods: pay('visa', 'mastercard', 'amex', 'applePay', 'googlePay'),
    },
    {
      name: 'manchester-arndale',
      displayName: 'Manchester Arndale',
      description: 'In the heart of the city centre, on the upper mall.',
      address: { line1: 'Unit U42, Manchester Arndale', line2: 'Market Street', town: 'Manchester', postalCode: 'M4 3AQ', country: { isocode: 'GB', name: 'United Kingdom' }, phone: '+44 161 496 0742' },
      geoPoint: { latitude: 53.4834, longitude: -2.2398 },
      timeZone: 'Europe/London',
      openingHours: {
        code: 'manchester-arndale-hours',
        weekDayOpeningList: week({ Mon: [9, 18], Tue: [9, 18], Wed: [9, 18], Thu: [9, 20], Fri: [9, 18], Sat: [9, 18], Sun: null }),
        specialDayOpeningList: [{ date: christmas, name: 'Christmas Day', closed: true }],
      },
      features: features('Device trial', 'Click and collect'),
      paymentMethods: pay('visa', 'mastercard', 'cash'),
    },
    {
      name: 'dubai-mall',
      displayName: 'The Dubai Mall',
      description: 'Ground floor, fashion avenue entrance.',
      address: { line1: 'Financial Centre Road', line2: 'Ground floor, unit GF-118', town: 'Dubai', postalCode: '00000', country: { isocode: 'AE', name: 'United Arab Emirates' }, phone: '+971 4 555 0186' },
      geoPoint: { latitude: 25.1975, longitude: 55.2796 },
      timeZone: 'Asia/Dubai',
      openingHours: {
        code: 'dubai-mall-hours',
        // later on the weekend: Friday afternoon to midnight, Saturday from ten to midnight
        weekDayOpeningList: week({ Mon: [10, 22], Tue: [10, 22], Wed: [10, 22], Thu: [10, 23], Fri: [14, 24], Sat: [10, 24], Sun: [10, 22] }),
        specialDayOpeningList: [],
      },
      features: features('Device trial', 'Repairs', 'Arabic and English advice'),
      paymentMethods: pay('visa', 'mastercard', 'applePay', 'cash'),
    },
    {
      name: 'phnom-penh-aeon',
      displayName: 'Phnom Penh AEON Mall',
      description: 'Second floor, next to the food court.',
      address: { line1: '132 Samdech Sothearos Boulevard', line2: 'AEON Mall, 2nd floor', town: 'Phnom Penh', postalCode: '12301', country: { isocode: 'KH', name: 'Cambodia' }, phone: '+855 23 901 456' },
      geoPoint: { latitude: 11.5486, longitude: 104.9326 },
      timeZone: 'Asia/Phnom_Penh',
      openingHours: {
        code: 'phnom-penh-aeon-hours',
        weekDayOpeningList: week({ Mon: [9, 21], Tue: [9, 21], Wed: [9, 21], Thu: [9, 21], Fri: [9, 22], Sat: [9, 22], Sun: [9, 21] }),
        specialDayOpeningList: [],
      },
      features: features('Device trial', 'Khmer and English advice'),
      paymentMethods: pay('visa', 'mastercard', 'aba', 'khqr', 'cash'),
    },
  ];
  return list.map((store) => ({
    ...store,
    storeImages: [{ imageType: 'PRIMARY', format: 'map', url: `/mock/map/${store.name}.svg`, altText: `Map of the area around ${store.displayName}` }],
  }));
}

export const STORE_NAMES = stores().map((store) => store.name);

function unknownSite(site, url) {
  return SITES.includes(site) ? undefined : occError(400, 'InvalidResourceError', `Base site ${site} doesn't exist`, 'invalid', url.pathname);
}

function listStores({ url, params }) {
  const refused = unknownSite(params[0], url);
  if (refused) return refused;
  const list = stores();
  return json({ stores: list, pagination: { currentPage: 0, pageSize: 20, sort: 'asc', totalPages: 1, totalResults: list.length } });
}

function getStore({ url, params }) {
  const refused = unknownSite(params[0], url);
  if (refused) return refused;
  const name = decodeSegment(params[1]);
  if (name === undefined) return occError(400, 'UnknownIdentifierError', 'Malformed store name', 'notFound', params[1]);
  const store = stores().find((candidate) => candidate.name === name);
  if (!store) return occError(400, 'UnknownIdentifierError', `Store with name '${name}' not found`, undefined, undefined);
  return json(store);
}

// A seeded generator: each store's tile is different but stable.
function random(seed) {
  let state = [...seed].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 2166136261);
  return () => ((state = (state * 1664525 + 1013904223) >>> 0) / 4294967296);
}

/** A street-map tile (640 × 400) with blocks, a park, water, main roads and a pin in the centre; no text. */
export function mapSvg(name) {
  const next = random(name);
  const W = 640;
  const H = 400;
  const blocks = [];
  for (let x = -20; x < W; x += 70 + Math.floor(next() * 30)) {
    for (let y = -20; y < H; y += 60 + Math.floor(next() * 25)) {
      const w = 50 + Math.floor(next() * 20);
      const h = 40 + Math.floor(next() * 18);
      blocks.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4"/>`);
    }
  }
  const park = { x: Math.floor(40 + next() * 380), y: Math.floor(20 + next() * 60) };
  const bend = Math.floor(next() * 120);
  const tilt = Math.floor(next() * 60) - 30;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">
<rect width="${W}" height="${H}" fill="#ece7de"/>
<g fill="#f8f5f0" stroke="#e0d9cc" stroke-width="1">${blocks.join('')}</g>
<rect x="${park.x}" y="${park.y}" width="150" height="96" rx="10" fill="#cfe3c0"/>
<path d="M-20 ${330 - bend / 3} C 160 ${300 + bend / 2}, 340 ${420 - bend}, 680 ${320 + bend / 4}" fill="none" stroke="#a9cde8" stroke-width="38"/>
<g fill="none" stroke="#ffffff" stroke-linecap="round">
<path d="M0 ${200 + tilt} L${W} ${200 - tilt}" stroke-width="16"/>
<path d="M${320 - tilt} 0 L${320 + tilt} ${H}" stroke-width="14"/>
<path d="M0 ${90 + bend / 2} Q 320 ${60 + bend}, ${W} ${120}" stroke-width="9"/>
</g>
<g fill="none" stroke="#f2c879" stroke-linecap="round"><path d="M0 ${200 + tilt} L${W} ${200 - tilt}" stroke-width="6"/></g>
<g transform="translate(320 200)">
<ellipse cx="0" cy="2" rx="10" ry="4" fill="#000" opacity=".25"/>
<path d="M0 0 C -6 -14 -18 -20 -18 -34 A 18 18 0 1 1 18 -34 C 18 -20 6 -14 0 0 Z" fill="#d6403a" stroke="#ffffff" stroke-width="3"/>
<circle cx="0" cy="-34" r="7" fill="#ffffff"/>
</g>
</svg>`;
}

function mapTile({ params }) {
  const name = decodeSegment(params[0]);
  if (name === undefined) return error(400, 'Malformed map name');
  if (!STORE_NAMES.includes(name)) return error(404, 'no such map');
  return {
    status: 200,
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600', 'Content-Security-Policy': "default-src 'none'" },
    body: mapSvg(name),
  };
}

export const routes = [
  { method: 'GET', path: /^\/mock\/occ\/v2\/([^/]+)\/stores$/, handler: listStores },
  { method: 'GET', path: /^\/mock\/occ\/v2\/([^/]+)\/stores\/([^/]+)$/, handler: getStore },
  { method: 'GET', path: /^\/mock\/map\/([^/]+)\.svg$/, handler: mapTile },
];
