import { Fragment, useEffect, useId, useRef } from 'react';
import type { MuleSoftConfig } from '../../core/services/configTypes';
import type { PersonalField } from '../../core/account/otp';
import { authoredWords } from '../../core/text/template';
import { accountCardStyles, accountMessageStyles, accountSectionStyles, accountSkeletonStyles } from '../account/styles';
import { useThemedClass } from '../runtime/useThemedClass';
import { buttonStyles } from '../gates/buttonStyles';
import { DetailsForm } from './DetailsForm';
import { OtpStep } from './OtpStep';
import { personalDetailsStyles } from './styles';
import { PERSONAL_DEFAULTS, labelOf, type PersonalWords } from './text';
import { usePersonalDetails, type FocusTarget } from './usePersonalDetails';

const TAG = 'brand-account-personal-details';

export interface PersonalDetailsProps extends Partial<PersonalWords> {
  /** the heading (a model field) */
  title?: string;
  loginUrl?: string;
  signedOutMessage?: string;
  muleSoftConfig?: MuleSoftConfig;
  /** → brand-personal-details-saved { fields } */
  onSaved?: (detail: { fields: PersonalField[] }) => void;
}

export function Details(props: PersonalDetailsProps) {
  const words = authoredWords(PERSONAL_DEFAULTS, props);
  const title = props.title?.trim() || 'Personal details';
  const id = useId();
  const state = usePersonalDetails(props, words, TAG);
  const classes = {
    section: useThemedClass(accountSectionStyles),
    card: useThemedClass(accountCardStyles),
    details: useThemedClass(personalDetailsStyles),
    message: useThemedClass(accountMessageStyles),
    skeleton: useThemedClass(accountSkeletonStyles),
    button: useThemedClass(buttonStyles),
  };
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!state.focus) return;
    const selector: Record<FocusTarget, string> = {
      firstName: '[name="firstName"]',
      lastName: '[name="lastName"]',
      email: '[name="email"]',
      phone: '[name="phone"]',
      code: '[data-code-input]',
      status: '[data-personal-status]',
      // the first usable control of the step next to the alert (an alert is announced by its role: focusing it reads it twice)
      action: '[data-code-input], [data-actions] button:not(:disabled)',
      edit: '[data-personal-edit]',
    };
    root.current?.querySelector<HTMLElement>(selector[state.focus.target])?.focus();
  }, [state.focus]);

  const { profile } = state;
  const loadState = profile.status === 'loading' ? 'loading' : profile.status === 'failed' ? 'failed' : state.mode;
  const birthYear = profile.data?.birthYear;
  const endedText = state.ended === 'expired' ? words.expiredMessage : state.ended === 'too-many' ? words.tooManyAttemptsMessage : '';
  return (
    <section className={classes.section} aria-labelledby={`${id}-title`} aria-busy={loadState === 'loading' || undefined} data-personal-state={loadState}>
      <h2 id={`${id}-title`}>{title}</h2>
      <div ref={root} className={`${classes.card} ${classes.details}`}>
        <p className={classes.message} role="alert" data-personal-alert="">
          {profile.status === 'failed' ? words.loadErrorMessage : state.alert || endedText}
        </p>
        <p className={classes.message} role="status" tabIndex={-1} data-personal-status="">
          {state.status}
        </p>
        {loadState === 'loading' && (
          <div className={classes.skeleton} aria-hidden="true" data-skeleton="">
            <span />
          </div>
        )}
        {loadState === 'failed' && (
          <div data-actions="">
            <button type="button" className={classes.button} data-variant="outlined" onClick={() => void profile.reload()} data-personal-retry="">
              {words.retryLabel}
            </button>
          </div>
        )}
        {loadState === 'view' && (
          <>
            <dl data-personal-facts="">
              {(['firstName', 'lastName', 'email', 'phone'] as const).map((field) => (
                <Fragment key={field}>
                  <dt>{labelOf(field, words)}</dt>
                  <dd data-field={field} data-empty={state.before[field] ? undefined : ''} dir={field === 'email' || field === 'phone' ? 'ltr' : undefined}>
                    {state.before[field] || words.notGivenText}
                  </dd>
                </Fragment>
              ))}
              <dt>{words.birthYearLabel}</dt>
              <dd data-field="birthYear">{birthYear ? String(birthYear) : words.notGivenText}</dd>
            </dl>
            <div data-actions="">
              <button type="button" className={classes.button} data-variant="contained" onClick={state.edit} data-personal-edit="">
                {words.editLabel}
              </button>
            </div>
          </>
        )}
        {loadState === 'edit' && <DetailsForm state={state} words={words} birthYear={birthYear} buttonClass={classes.button} />}
        {loadState === 'otp' && <OtpStep state={state} words={words} buttonClass={classes.button} />}
      </div>
    </section>
  );
}
