import { describe, expect, it } from 'vitest';
import { applyCardUpdate, cardName, EXPIRY_MONTHS, expiryProblemsFromServer, expiryYearOptions, pickCard, walletLinks } from '../../../src/core/account/wallet';
import { fillTemplate } from '../../../src/core/text/template';

const cards = [
  { id: 'a', defaultPayment: false },
  { id: 'b', defaultPayment: true },
  { id: 'c' },
];

describe('pickCard: cardId, else the handoff, else the default, else the first', () => {
  it('the authored id wins', () => expect(pickCard(cards, { cardId: 'c', handoffId: 'a' })?.id).toBe('c'));
  it('then the handed-over id', () => expect(pickCard(cards, { handoffId: 'a' })?.id).toBe('a'));
  it('then the default card', () => expect(pickCard(cards, {})?.id).toBe('b'));
  it('an id no longer in the wallet falls through', () => expect(pickCard(cards, { cardId: 'gone', handoffId: 'gone-too' })?.id).toBe('b'));
  it('blank ids count as none', () => expect(pickCard(cards, { cardId: '  ' })?.id).toBe('b'));
  it('no default: the first card', () => expect(pickCard([{ id: 'x' }, { id: 'y' }], {})?.id).toBe('x'));
  it('no cards: none', () => expect(pickCard([], { cardId: 'a' })).toBeUndefined());
});

describe('expiry choices', () => {
  const now = new Date(2026, 10, 24);
  it('months 01..12', () => expect(EXPIRY_MONTHS).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']));
  it('years from this year, 15 ahead', () => {
    const years = expiryYearOptions(now);
    expect(years[0]).toBe('2026');
    expect(years.at(-1)).toBe('2041');
    expect(years).toHaveLength(16);
  });
  it("an expired card's own year is offered first", () => expect(expiryYearOptions(now, '2024').slice(0, 2)).toEqual(['2024', '2026']));
  it('a year already listed is not repeated; junk is ignored', () => {
    expect(expiryYearOptions(now, '2028')).toHaveLength(16);
    expect(expiryYearOptions(now, '28')).toHaveLength(16);
    expect(expiryYearOptions(now, 2024)).toHaveLength(16);
  });
});

describe('naming a card', () => {
  it('"Visa ending 1234"', () => expect(cardName({ typeLabel: 'Visa', last4: '1234' })).toBe('Visa ending 1234'));
  it('an authored template', () => expect(cardName({ typeLabel: 'Visa', last4: '1234' }, '{type} se terminant par {last4}')).toBe('Visa se terminant par 1234'));
  it('no digits: the type alone', () => expect(cardName({ typeLabel: 'Card', last4: '' })).toBe('Card'));
  it('unknown placeholders stay', () => expect(fillTemplate('{date} {nope}', { date: '10/2026' })).toBe('10/2026 {nope}'));
});

describe("OCC's 400 on the expiry fields", () => {
  it('expired on the month is a past month', () => expect(expiryProblemsFromServer(['expiryMonth'], ['expired'])).toEqual({ expiryMonth: 'past' }));
  it('expired on the year is a past year', () => expect(expiryProblemsFromServer(['expiryYear'], ['expired'])).toEqual({ expiryYear: 'past' }));
  it('another reason is invalid', () => expect(expiryProblemsFromServer(['expiryYear'], ['invalid'])).toEqual({ expiryYear: 'invalid' }));
  it('other subjects are not the fields', () => expect(expiryProblemsFromServer(['cardNumber'], ['invalid'])).toEqual({}));
});

describe('wallet links (spec "my wallet links")', () => {
  it('keeps label, checked url and icon', () => {
    expect(walletLinks([{ label: ' Vouchers ', url: '/vouchers', icon: 'pmi-icon-vouchers' }])).toEqual([
      { label: 'Vouchers', url: '/vouchers', authoredUrl: '/vouchers', icon: 'pmi-icon-vouchers' },
    ]);
  });
  it('a script URL is refused (no url), the entry stays as text', () => {
    const [link] = walletLinks([{ label: 'Rewards', url: 'javascript:alert(1)' }]);
    expect(link?.url).toBeUndefined();
    expect(link?.authoredUrl).toBe('javascript:alert(1)');
  });
  it('entries without a label and non-lists are dropped', () => {
    expect(walletLinks([{ url: '/x' }, null, 'text', { label: '' }])).toEqual([]);
    expect(walletLinks({ label: 'x' })).toEqual([]);
  });
});

describe('applyCardUpdate', () => {
  const cards = [
    { id: 'a', expiryMonth: '01', expiryYear: '2030', defaultPayment: true },
    { id: 'b', expiryMonth: '02', expiryYear: '2031', defaultPayment: false },
  ];
  it('replaces the saved card and keeps the others as they were', () => {
    const next = applyCardUpdate(cards, { id: 'b', expiryMonth: '05', expiryYear: '2033', defaultPayment: false });
    expect(next).toEqual([cards[0], { id: 'b', expiryMonth: '05', expiryYear: '2033', defaultPayment: false }]);
    expect(next[0]).toBe(cards[0]);
  });
  it('a card that became the default takes the flag from the others', () => {
    const next = applyCardUpdate(cards, { ...cards[1]!, defaultPayment: true });
    expect(next.map((card) => card.defaultPayment)).toEqual([false, true]);
  });
  it('an unknown id changes nothing', () => {
    expect(applyCardUpdate(cards, { id: 'z', expiryMonth: '01', expiryYear: '2030', defaultPayment: false })).toEqual(cards);
  });
});
