// Seed data of the mock OCC account (occAccount.mjs): per demo persona (demo/mock/consumer.mjs), the orders,
// addresses and saved cards SAP Commerce would hold. Stored in the mock's own form (prices in pence, entries by
// product code); occAccount.mjs turns them into OCC shapes. Card numbers are only ever kept masked, as OCC
// answers them ('************1111'): the mock never sees or stores a full card number.
//
// Order statuses are SAP's OrderStatus codes: CREATED (placed), PAYMENT_CAPTURED (being processed), READY
// (packed, awaiting the carrier), COMPLETED (delivered), CANCELLED.

const HOME = {
  id: 'addr-home',
  titleCode: 'ms',
  line1: '14 Larch Road',
  line2: 'Flat 2',
  town: 'London',
  postalCode: 'SW12 9RT',
  phone: '+44 20 7946 0018',
};
const WORK = { id: 'addr-work', titleCode: 'ms', line1: '1 Canada Square', line2: 'Level 12', town: 'London', postalCode: 'E14 5AB', phone: '+44 20 7946 0990' };

function addresses(firstName, lastName, home, work) {
  return [
    { ...HOME, ...home, firstName, lastName, defaultAddress: true },
    { ...WORK, ...work, firstName, lastName, defaultAddress: false },
  ];
}

function card(id, type, last4, expiryMonth, expiryYear, accountHolderName, defaultPayment) {
  return { id, cardType: type, cardNumber: `************${last4}`, expiryMonth, expiryYear, accountHolderName, defaultPayment, subscriptionId: `sub-${id}` };
}

/** An order: [productCode, quantity] entries; dates SAP-style (ISO with +0000). */
function order(code, status, placed, entries, extra = {}) {
  return { code, status, placed, entries: entries.map(([product, quantity]) => ({ product, quantity, cancelled: 0, returned: 0 })), ...extra };
}

const DAY_MS = 86_400_000;
const sapDate = (ms) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+0000');

/**
 * A delivered trial order (lending entries: [productCode, quantity, lendingConfigurationCode, lendingDays]),
 * delivered three days before the server started, so it is inside its trial days whatever today is. Its placed
 * date stays fixed so the seed's order (newest first) never changes.
 */
function trialOrder(code, placed, entries, extra = {}) {
  const made = order(code, 'COMPLETED', placed, entries.map(([product, quantity]) => [product, quantity]), { ...extra, delivered: sapDate(Date.now() - 3 * DAY_MS) });
  entries.forEach(([, , lendingConfigurationCode, lendingDays], index) => Object.assign(made.entries[index], { lendingConfigurationCode, lendingDays }));
  return made;
}

export const ACCOUNT_SEED = {
  // hasAlreadyOrdered: false → no orders
  'demo-lau': {
    orders: [],
    addresses: addresses('Laura', 'Underwood', { id: 'lau-home', line1: '7 Mill Lane', town: 'Leeds', postalCode: 'LS6 2AB' }, { id: 'lau-work', line1: '3 Wellington Place', line2: '', town: 'Leeds', postalCode: 'LS1 4AP' }),
    payments: [card('lau-visa', 'visa', '1111', '09', '2028', 'Laura Underwood', true)],
  },
  'demo-hav': {
    orders: [
      order('00010021', 'CREATED', '2026-11-20T18:02:00+0000', [['ZYN-COOLMINT-6MG', 5], ['ZYN-CITRUS-6MG', 2]], { card: 'hav-master' }),
      order('00010017', 'COMPLETED', '2026-09-02T09:41:00+0000', [['ZYN-ESPRESSO-9MG', 10]], { card: 'hav-master', delivered: '2026-09-04T12:10:00+0000' }),
      order('00010012', 'CANCELLED', '2026-06-15T20:15:00+0000', [['ZYN-SPEARMINT-6MG', 3]], { card: 'hav-amex' }),
    ],
    addresses: addresses('Harvey', 'Avery', { id: 'hav-home', line1: '22 Queen Street', line2: '', town: 'Manchester', postalCode: 'M2 5HX', titleCode: 'mr' }, { id: 'hav-work', titleCode: 'mr', line1: '100 Deansgate', town: 'Manchester', postalCode: 'M3 2GP' }),
    payments: [
      card('hav-master', 'master', '4444', '03', '2027', 'Harvey Avery', true),
      card('hav-amex', 'amex', '0005', '11', '2029', 'Harvey Avery', false),
    ],
  },
  // owns a device: the widest history, one order in each status
  'demo-dev': {
    orders: [
      order('00010034', 'CREATED', '2026-11-22T10:30:00+0000', [['ZYN-COOLMINT-9MG', 4], ['ZYN-MIX-3', 1]], { card: 'dev-visa' }),
      order('00010031', 'PAYMENT_CAPTURED', '2026-11-18T16:05:00+0000', [['IQOS-ILUMA-KIT-MOSS', 1]], { card: 'dev-visa' }),
      order('00010029', 'READY', '2026-11-10T08:47:00+0000', [['ZYN-CITRUS-3MG', 3], ['ZYN-ESPRESSO-6MG', 2]], { card: 'dev-master' }),
      // delivered five days before the server started, so a return is inside its 14 days whatever today is
      order('00010024', 'COMPLETED', '2026-10-01T11:00:00+0000', [['ZYN-COOLMINT-6MG', 10]], { card: 'dev-visa', delivered: sapDate(Date.now() - 5 * DAY_MS) }),
      // a trial ("keep it") loan of a device, delivered three days ago, so keep / extend / trial-return show
      trialOrder('00010019', '2026-08-12T19:22:00+0000', [['IQOS-ILUMA-KIT', 1, 'LEND-30D', 14]], { card: 'dev-master' }),
      order('00010015', 'CANCELLED', '2026-07-07T07:07:00+0000', [['ZYN-SPEARMINT-6MG', 6]], { card: 'dev-visa' }),
    ],
    addresses: addresses('Devi', 'Patel', { id: 'dev-home', titleCode: 'mrs', line1: '5 Hope Street', line2: '', town: 'Bristol', postalCode: 'BS1 5TR' }, { id: 'dev-work', titleCode: 'mrs', line1: '2 Temple Back East', town: 'Bristol', postalCode: 'BS1 6EG' }),
    payments: [
      card('dev-visa', 'visa', '1881', '12', '2027', 'Devi Patel', true),
      card('dev-master', 'master', '5100', '01', '2027', 'Devi Patel', false),
    ],
  },
};

export const CARD_TYPES = { visa: 'Visa', master: 'Mastercard', amex: 'American Express' };

export const STATUS_DISPLAY = {
  CREATED: 'pending',
  PAYMENT_CAPTURED: 'processing',
  READY: 'ready',
  COMPLETED: 'completed',
  CANCELLED: 'cancelled',
};

/** SAP: an order can be cancelled until it is handed to the carrier (before READY). */
export const CANCELLABLE_STATUSES = ['CREATED', 'PAYMENT_CAPTURED'];
/** A return can be requested once delivered. */
export const RETURNABLE_STATUSES = ['COMPLETED'];
