/**
 * The member-get-member dashboard's rules (status circles error / warning / success, referral cards actionable or
 * disabled). Pure: the element only draws what they say.
 */
import type { Invitation, InvitationStatus, Referrals, ReferralStats } from '../services/referrals';

/** The status circle states. */
export type StatusCircle = 'error' | 'warning' | 'success';

/** sent (waiting for the friend) → warning; joined / rewarded → success; expired → error. */
export function invitationCircle(status: InvitationStatus): StatusCircle {
  if (status === 'joined' || status === 'rewarded') return 'success';
  if (status === 'expired') return 'error';
  return 'warning';
}

/** How a friend is named on their card: the first name the visitor gave, else the masked address. */
export function invitationName(invitation: Pick<Invitation, 'firstName' | 'email'>): string {
  return invitation.firstName?.trim() || invitation.email;
}

export type StatKey = 'invited' | 'joined' | 'rewarded' | 'pointsEarned';
export const STAT_KEYS: readonly StatKey[] = ['invited', 'joined', 'rewarded', 'pointsEarned'];

/** The stat row, in the order shown: each figure as a count (never negative, never fractional). */
export function referralStatRow(stats: ReferralStats): { key: StatKey; value: number }[] {
  return STAT_KEYS.map((key) => {
    const value = stats[key];
    return { key, value: Number.isFinite(value) && value > 0 ? Math.floor(value) : 0 };
  });
}

/** An authored action card of the dashboard (the `cards` prop): every field a string. */
export interface ActionCardModel {
  title: string;
  text?: string;
  linkUrl?: string;
  /** a pmi-icon- name */
  icon?: string;
  /** what must hold before it can be used: 'invitations-left', 'reward' or nothing */
  requires?: string;
  /** why it is disabled, when authored (else the dashboard's limitMessage / noRewardMessage) */
  disabledText?: string;
}

const CARD_FIELDS = ['text', 'linkUrl', 'icon', 'requires', 'disabledText'] as const;

/**
 * The authored `cards`: a list of objects; a field that is not a string is dropped, a card without a title is
 * dropped (nothing to name its link). Anything else than a list: none.
 */
export function readActionCards(value: unknown): ActionCardModel[] {
  if (!Array.isArray(value)) return [];
  const cards: ActionCardModel[] = [];
  for (const item of value) {
    if (!item || typeof item !== 'object' || Array.isArray(item)) continue;
    const record = item as Record<string, unknown>;
    const title = typeof record.title === 'string' ? record.title.trim() : '';
    if (!title) continue;
    const card: ActionCardModel = { title };
    for (const field of CARD_FIELDS) {
      const text = record[field];
      if (typeof text === 'string' && text.trim()) card[field] = text.trim();
    }
    cards.push(card);
  }
  return cards;
}

/**
 * What an authored action card needs before it can be used:
 * - `invitations-left`: a free invitation slot (waiting invitations below the service's `maxInvitations`);
 * - `reward`: at least one rewarded friend;
 * - none: always usable (a plain link).
 */
export type CardRequirement = 'invitations-left' | 'reward' | 'none';

export function cardRequirement(value: unknown): CardRequirement {
  return value === 'invitations-left' || value === 'reward' ? value : 'none';
}

/**
 * An action card is actionable when it has somewhere to go (`href`) and its requirement holds; otherwise it is
 * disabled with its reason: `limit` (too many invitations waiting), `no-reward`, or `no-link` (nothing authored).
 */
export type CardState = { actionable: true } | { actionable: false; reason: 'limit' | 'no-reward' | 'no-link' };

export function actionCardState(requirement: CardRequirement, href: string | undefined, referrals: Pick<Referrals, 'stats' | 'maxInvitations'>): CardState {
  if (requirement === 'invitations-left' && invitationLimitReached(referrals)) return { actionable: false, reason: 'limit' };
  if (requirement === 'reward' && referrals.stats.rewarded <= 0) return { actionable: false, reason: 'no-reward' };
  if (!href) return { actionable: false, reason: 'no-link' };
  return { actionable: true };
}

/** True when as many invitations wait as the service allows (no known maximum: never). */
export function invitationLimitReached({ stats, maxInvitations }: Pick<Referrals, 'stats' | 'maxInvitations'>): boolean {
  return typeof maxInvitations === 'number' && maxInvitations >= 0 && stats.pending >= maxInvitations;
}

/**
 * An invitation's date as shown ('Nov 18, 2026'): in `timeZone` (the first, server-side render uses 'UTC' so that
 * it matches on any machine; after mount undefined: the visitor's own). Empty for a date that cannot be read.
 */
export function invitationDate(invitedAt: string, lang: string | undefined, timeZone: string | undefined): string {
  const date = new Date(invitedAt);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(lang || undefined, { dateStyle: 'medium', ...(timeZone ? { timeZone } : {}) }).format(date);
}
