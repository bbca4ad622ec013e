import { useEffect, useId, useRef, useState } from 'react';
import type { MuleSoftConfig } from '../../core/services/configTypes';
import { readActionCards, referralStatRow, type StatKey } from '../../core/account/referrals';
import { authoredWords } from '../../core/text/template';
import { AccountAlert, AccountSkeleton, RetryButton } from '../account/AccountStates';
import { accountSectionStyles, accountStateStyles } from '../account/styles';
import { useThemedClass } from '../runtime/useThemedClass';
import { usePageLang } from '../shared/usePageLang';
import { ActionCard, InvitationCard } from './DashboardParts';
import { gridStyles, statsStyles, subheadingStyles } from './styles';
import { useReferrals } from './useReferrals';
import { DASHBOARD_WORDS, type DashboardWords } from './words';

const TAG = 'brand-mgm-dashboard';

export interface MgmDashboardProps extends Partial<DashboardWords> {
  /** the heading (a model field) */
  title?: string;
  /** authored action cards, each actionable or disabled (readActionCards) */
  cards?: unknown;
  loginUrl?: string;
  signedOutMessage?: string;
  muleSoftConfig?: MuleSoftConfig;
}

const STAT_WORD: Record<StatKey, keyof DashboardWords> = { invited: 'invitedLabel', joined: 'joinedLabel', rewarded: 'rewardedLabel', pointsEarned: 'pointsLabel' };

export function Dashboard(props: MgmDashboardProps) {
  const words = authoredWords(DASHBOARD_WORDS, props);
  const title = props.title?.trim() || 'Your referrals';
  const lang = usePageLang();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const invitationsId = useId();
  // the dates: UTC on the first (server) render, then the visitor's time zone
  const [timeZone, setTimeZone] = useState<string | undefined>('UTC');
  useEffect(() => setTimeZone(undefined), []);
  const { referrals, state, failed, retrying, retry } = useReferrals(props, TAG, true, heading);
  const classes = {
    section: useThemedClass(accountSectionStyles),
    state: useThemedClass(accountStateStyles),
    stats: useThemedClass(statsStyles),
    grid: useThemedClass(gridStyles),
    subheading: useThemedClass(subheadingStyles),
  };
  const number = new Intl.NumberFormat(lang || undefined);
  const cards = readActionCards(props.cards);
  const shown = state === 'loading' ? 'loading' : !referrals ? 'failed' : referrals.invitations.length ? 'ready' : 'empty';

  return (
    <section className={classes.section} aria-labelledby={headingId} aria-busy={shown === 'loading' || undefined} data-mgm-state={shown}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <AccountAlert data-mgm-message="">{failed ? words.loadErrorMessage : ''}</AccountAlert>
      {shown === 'loading' && <AccountSkeleton lines={2} />}
      {failed && <RetryButton label={words.retryLabel} retrying={retrying} onRetry={() => void retry()} data-mgm-retry="" />}
      {referrals && (
        <>
          <dl className={classes.stats} data-mgm-stats="">
            {referralStatRow(referrals.stats).map((stat) => (
              <div key={stat.key} data-stat={stat.key}>
                <dt>{words[STAT_WORD[stat.key]]}</dt>
                <dd>{number.format(stat.value)}</dd>
              </div>
            ))}
          </dl>
          {cards.length > 0 && (
            <ul className={classes.grid} data-mgm-actions="">
              {cards.map((card, index) => (
                <li key={index}>
                  <ActionCard card={card} referrals={referrals} words={words} />
                </li>
              ))}
            </ul>
          )}
          <h3 id={invitationsId} className={classes.subheading}>
            {words.invitationsTitle}
          </h3>
          {referrals.invitations.length ? (
            <ul className={classes.grid} aria-labelledby={invitationsId} data-mgm-invitations="">
              {referrals.invitations.map((invitation) => (
                <li key={invitation.invitationId}>
                  <InvitationCard invitation={invitation} words={words} lang={lang} timeZone={timeZone} rewardPoints={referrals.rewardPoints} />
                </li>
              ))}
            </ul>
          ) : (
            <div className={classes.state} data-mgm-empty="">
              <p>{words.emptyMessage}</p>
            </div>
          )}
        </>
      )}
    </section>
  );
}
