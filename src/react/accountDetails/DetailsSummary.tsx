import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { MuleSoftConfig } from '../../core/services/configTypes';
import { memberSince, profileSummary, tierLabel, tierToken } from '../../core/account/profileSummary';
import { authoredWords } from '../../core/text/template';
import { accountCardStyles, accountMessageStyles, accountSectionStyles, accountSkeletonStyles } from '../account/styles';
import { useThemedClass } from '../runtime/useThemedClass';
import { usePageLang } from '../shared/usePageLang';
import { useSafeUrl } from '../shared/useSafeUrl';
import { buttonStyles } from '../gates/buttonStyles';
import { detailsStyles } from './styles';
import { useVisitorProfile } from './useVisitorProfile';

export const DETAILS_DEFAULTS = {
  nameLabel: 'Name',
  emailLabel: 'E-mail',
  birthYearLabel: 'Year of birth',
  tierLabel: 'Loyalty tier',
  memberSinceLabel: 'Member since',
  unknownText: '—',
  editLabel: 'Edit',
  loadErrorMessage: 'Your details could not be loaded.',
  retryLabel: 'Try again',
};
type DetailsWords = typeof DETAILS_DEFAULTS;

export interface AccountDetailsProps extends Partial<DetailsWords> {
  /** the heading (a model field) */
  title?: string;
  /** the personal details page (or #anchor): the Edit link */
  editUrl?: string;
  /** labels per tier code: { "GOLD": "Gold" } */
  tierLabels?: Record<string, string>;
  loginUrl?: string;
  signedOutMessage?: string;
  muleSoftConfig?: MuleSoftConfig;
}

export function DetailsSummary(props: AccountDetailsProps) {
  const text = authoredWords(DETAILS_DEFAULTS, props);
  const title = props.title?.trim() || 'Your details';
  const headingId = useId();
  const lang = usePageLang();
  const profile = useVisitorProfile(props.muleSoftConfig, false);
  const editHref = useSafeUrl(props.editUrl, 'editUrl');
  const classes = {
    section: useThemedClass(accountSectionStyles),
    details: useThemedClass(detailsStyles),
    card: useThemedClass(accountCardStyles),
    skeleton: useThemedClass(accountSkeletonStyles),
    message: useThemedClass(accountMessageStyles),
    button: useThemedClass(buttonStyles),
  };

  // Try again keeps its button (aria-disabled) while it asks again; once the details show, focus goes to the heading.
  const [retrying, setRetrying] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const askedAgain = useRef(false);
  useLayoutEffect(() => {
    if (!retrying) return;
    if (profile.status === 'loading') askedAgain.current = true;
    if (profile.status === 'loading' || !askedAgain.current) return;
    askedAgain.current = false;
    setRetrying(false);
    if (profile.status === 'ready') heading.current?.focus();
  }, [retrying, profile.status]);
  const retry = () => {
    if (retrying) return;
    setRetrying(true);
    profile.retry();
  };
  const failed = profile.status === 'failed' || (retrying && profile.status === 'loading');

  const summary = profileSummary(profile.consumer);
  const tier = tierLabel(profile.tier, props.tierLabels);
  const since = memberSince(summary.createdAt, lang);
  const value = (known: string | undefined) => (known ? <bdi>{known}</bdi> : <span data-unknown="">{text.unknownText}</span>);

  return (
    <section className={`${classes.section} ${classes.details}`} aria-labelledby={headingId} aria-busy={profile.status === 'loading' || undefined} data-details-state={profile.status}>
      <div data-details-head="">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {title}
        </h2>
        {editHref && (
          <a href={editHref} data-details-edit="" part="edit" aria-describedby={headingId}>
            {text.editLabel}
          </a>
        )}
      </div>
      {profile.status === 'loading' && !failed && (
        <div className={classes.skeleton} data-details-skeleton="">
          <span />
        </div>
      )}
      {failed && (
        <div className={classes.card}>
          <p className={classes.message} role="alert">
            {text.loadErrorMessage}
          </p>
          <div>
            <button type="button" className={classes.button} data-variant="outlined" onClick={retry} aria-disabled={retrying || undefined} data-details-retry="">
              {text.retryLabel}
            </button>
          </div>
        </div>
      )}
      {profile.status === 'ready' && (
        <div className={classes.card} part="card">
          <dl>
            <div data-field="name">
              <dt>{text.nameLabel}</dt>
              <dd>{value(summary.fullName)}</dd>
            </div>
            <div data-field="email">
              <dt>{text.emailLabel}</dt>
              <dd>{value(summary.email)}</dd>
            </div>
            <div data-field="birthYear">
              <dt>{text.birthYearLabel}</dt>
              <dd>{value(summary.birthYear)}</dd>
            </div>
            <div data-field="tier">
              <dt>{text.tierLabel}</dt>
              <dd>
                {tier ? (
                  <span data-tier-badge="" data-tier={tierToken(profile.tier)} part="tier">
                    <bdi>{tier}</bdi>
                  </span>
                ) : (
                  value(undefined)
                )}
              </dd>
            </div>
            {since && (
              <div data-field="memberSince">
                <dt>{text.memberSinceLabel}</dt>
                <dd>{since}</dd>
              </div>
            )}
          </dl>
        </div>
      )}
    </section>
  );
}
