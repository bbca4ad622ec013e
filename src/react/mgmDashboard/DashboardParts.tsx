import { useId } from 'react';
import type { Invitation, Referrals } from '../../core/services/referrals';
import { actionCardState, cardRequirement, invitationCircle, invitationDate, invitationName, type ActionCardModel, type StatusCircle } from '../../core/account/referrals';
import { fillTemplate } from '../../core/text/template';
import { Icon } from '../icons';
import { MgmIcon } from './MgmIcon';
import { useThemedClass } from '../runtime/useThemedClass';
import { useSafeUrl } from '../shared/useSafeUrl';
import { actionCardStyles, cardReasonStyles, circleStyles, invitationStyles } from './styles';
import type { DashboardWords } from './words';

const CIRCLE_ICON: Record<StatusCircle, string> = { success: 'check', warning: 'schedule', error: 'close' };

/** The status circle: a shape in the signal colour; the status is said in words beside it (never colour alone). */
export function StatusCircleView({ circle }: { circle: StatusCircle }) {
  return (
    <span className={useThemedClass(circleStyles)} data-circle={circle} aria-hidden="true">
      <MgmIcon name={CIRCLE_ICON[circle]} />
    </span>
  );
}

export function statusText(invitation: Invitation, words: DashboardWords, rewardPoints: number | undefined): string {
  if (invitation.status === 'rewarded') return typeof rewardPoints === 'number' ? `${words.statusRewardedLabel} · ${fillTemplate(words.rewardPointsText, { points: rewardPoints })}` : words.statusRewardedLabel;
  if (invitation.status === 'joined') return words.statusJoinedLabel;
  if (invitation.status === 'expired') return words.statusExpiredLabel;
  return words.statusSentLabel;
}

export function InvitationCard({ invitation, words, lang, timeZone, rewardPoints }: { invitation: Invitation; words: DashboardWords; lang?: string; timeZone?: string; rewardPoints?: number }) {
  const className = useThemedClass(invitationStyles);
  const shown = invitationDate(invitation.invitedAt, lang, timeZone);
  const circle = invitationCircle(invitation.status);
  return (
    <article className={className} data-invitation={invitation.invitationId} data-status={invitation.status}>
      <StatusCircleView circle={circle} />
      <div>
        <h4>{invitationName(invitation)}</h4>
        {shown && <p>{fillTemplate(words.invitedOnText, { date: shown })}</p>}
        <p data-status-text="">{statusText(invitation, words, rewardPoints)}</p>
      </div>
    </article>
  );
}

/**
 * An action card: a link when it can be used; otherwise a focusable link with aria-disabled and no href, its
 * reason shown below it and tied to it (aria-describedby), so keyboard and screen reader users learn why.
 */
export function ActionCard({ card, referrals, words }: { card: ActionCardModel; referrals: Referrals; words: DashboardWords }) {
  const className = useThemedClass(actionCardStyles);
  const reasonClass = useThemedClass(cardReasonStyles);
  const reasonId = useId();
  const href = useSafeUrl(card.linkUrl, 'cards.linkUrl');
  const state = actionCardState(cardRequirement(card.requires), href, referrals);
  const title = card.title;
  const icon = card.icon && <MgmIcon name={card.icon} data-card-icon="" />;
  const text = card.text && <span data-card-text="">{card.text}</span>;
  if (state.actionable) {
    return (
      <a className={className} href={href} data-action-card="" data-actionable="">
        {icon}
        <span data-card-title="">{title}</span>
        {text}
        <Icon name="chevron-right" data-card-chevron="" />
      </a>
    );
  }
  const fallback = state.reason === 'limit' ? fillTemplate(words.limitMessage, { pending: referrals.stats.pending, max: referrals.maxInvitations ?? '' }) : state.reason === 'no-reward' ? words.noRewardMessage : '';
  const reason = card.disabledText || fallback;
  // the reason is the link's description, beside it in the li: inside, it would be read twice (name and description)
  return (
    <>
      <a className={className} role="link" aria-disabled="true" tabIndex={0} aria-describedby={reason ? reasonId : undefined} data-action-card="" data-disabled-reason={state.reason}>
        {icon}
        <span data-card-title="">{title}</span>
        {text}
      </a>
      {reason && (
        <p id={reasonId} className={reasonClass} data-card-reason="">
          {reason}
        </p>
      )}
    </>
  );
}
