import { describe, expect, it } from 'vitest';
import { actionCardState, invitationDate, readActionCards, cardRequirement, invitationCircle, invitationLimitReached, invitationName, referralStatRow } from '../../../src/core/account/referrals';

const stats = (over: Partial<Record<string, number>> = {}) => ({ invited: 3, pending: 1, joined: 1, rewarded: 1, expired: 1, pointsEarned: 500, ...over });

describe('invitationCircle (status circles error / warning / success)', () => {
  it('sent waits (warning), joined and rewarded succeeded, expired failed', () => {
    expect(invitationCircle('sent')).toBe('warning');
    expect(invitationCircle('joined')).toBe('success');
    expect(invitationCircle('rewarded')).toBe('success');
    expect(invitationCircle('expired')).toBe('error');
  });
});

describe('invitationName', () => {
  it('the first name, else the masked address', () => {
    expect(invitationName({ firstName: 'Olivia', email: 'o•••@example.com' })).toBe('Olivia');
    expect(invitationName({ email: 's•••@example.org' })).toBe('s•••@example.org');
    expect(invitationName({ firstName: '  ', email: 's•••@example.org' })).toBe('s•••@example.org');
  });
});

describe('referralStatRow', () => {
  it('invited, joined, rewarded and points, in that order', () => {
    expect(referralStatRow(stats())).toEqual([
      { key: 'invited', value: 3 },
      { key: 'joined', value: 1 },
      { key: 'rewarded', value: 1 },
      { key: 'pointsEarned', value: 500 },
    ]);
  });
  it('never shows a negative, fractional or missing figure', () => {
    expect(referralStatRow(stats({ invited: -2, joined: 1.7, rewarded: Number.NaN })).map((stat) => stat.value)).toEqual([0, 1, 0, 500]);
  });
});

describe('action cards: actionable or disabled', () => {
  it('reads the authored requirement, anything else is none', () => {
    expect(cardRequirement('invitations-left')).toBe('invitations-left');
    expect(cardRequirement('reward')).toBe('reward');
    expect(cardRequirement('REWARD')).toBe('none');
    expect(cardRequirement(undefined)).toBe('none');
  });
  it('an invite card is disabled when the waiting invitations reach the limit', () => {
    expect(actionCardState('invitations-left', '#share', { stats: stats({ pending: 9 }), maxInvitations: 10 })).toEqual({ actionable: true });
    expect(actionCardState('invitations-left', '#share', { stats: stats({ pending: 10 }), maxInvitations: 10 })).toEqual({ actionable: false, reason: 'limit' });
    expect(actionCardState('invitations-left', '#share', { stats: stats({ pending: 50 }) })).toEqual({ actionable: true });
  });
  it('a rewards card is disabled until a friend was rewarded', () => {
    expect(actionCardState('reward', '/rewards', { stats: stats({ rewarded: 0 }) })).toEqual({ actionable: false, reason: 'no-reward' });
    expect(actionCardState('reward', '/rewards', { stats: stats({ rewarded: 2 }) })).toEqual({ actionable: true });
  });
  it('a card with nowhere to go is disabled', () => {
    expect(actionCardState('none', undefined, { stats: stats() })).toEqual({ actionable: false, reason: 'no-link' });
    expect(actionCardState('none', '/x', { stats: stats() })).toEqual({ actionable: true });
  });
  it('the limit holds only with a known maximum', () => {
    expect(invitationLimitReached({ stats: stats({ pending: 0 }), maxInvitations: 0 })).toBe(true);
    expect(invitationLimitReached({ stats: stats({ pending: 3 }) })).toBe(false);
  });
});

describe('readActionCards (the authored cards)', () => {
  it('keeps only string fields, trimmed, and drops untitled cards and non-objects', () => {
    expect(
      readActionCards([
        { title: ' Invite ', text: 3, linkUrl: { href: '/x' }, icon: ['rewards'], requires: 'reward', disabledText: null },
        { title: 42, linkUrl: '/y' },
        { text: 'no title' },
        { title: '  ' },
        null,
        'Invite',
        ['a'],
        { title: 'Rewards', linkUrl: '/rewards', icon: 'pmi-icon-rewards', disabledText: ' Not yet ' },
      ]),
    ).toEqual([
      { title: 'Invite', requires: 'reward' },
      { title: 'Rewards', linkUrl: '/rewards', icon: 'pmi-icon-rewards', disabledText: 'Not yet' },
    ]);
  });
  it('anything but a list: no cards', () => {
    expect(readActionCards(undefined)).toEqual([]);
    expect(readActionCards({ title: 'x' })).toEqual([]);
    expect(readActionCards('x')).toEqual([]);
  });
});

describe('invitationDate', () => {
  it('shows the date in the given time zone, the visitor\'s own when none is given', () => {
    expect(invitationDate('2026-11-18T23:30:00Z', 'en', 'UTC')).toBe('Nov 18, 2026');
    expect(invitationDate('2026-11-18T23:30:00Z', 'en', 'Asia/Tokyo')).toBe('Nov 19, 2026');
    expect(invitationDate('2026-11-18T23:30:00Z', 'en', undefined)).toBe(new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date('2026-11-18T23:30:00Z')));
    expect(invitationDate('not a date', 'en', undefined)).toBe('');
  });
});
