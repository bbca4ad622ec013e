import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { MuleSoftConfig } from '../../core/services/configTypes';
import type { DataRequest, DataRequestFormat } from '../../core/services/dataRequests';
import { currentRequest, dataRequestActions, dataRequestDate, downloadableCopy, effectiveStatus, nextExpiry, requestSteps, type DataRequestStep } from '../../core/account/dataRequest';
import { safeUrl } from '../../core/security/safeUrl';
import { authoredWords, fillTemplate } from '../../core/text/template';
import { accountCardStyles, accountMessageStyles, accountSectionStyles, accountSkeletonStyles } from '../account/styles';
import { buttonStyles } from '../gates/buttonStyles';
import { Spinner } from '../gates/GateButton';
import { Icon } from '../icons';
import { useThemedClass } from '../runtime/useThemedClass';
import { SanitizedHtml } from '../shared/SanitizedHtml';
import { usePageLang } from '../shared/usePageLang';
import { dataRequestStyles } from './styles';
import { useDataRequests } from './useDataRequests';
import { DATA_REQUEST_DEFAULTS, type DataRequestWords } from './words';

const TAG = 'brand-account-get-your-information';
/** Drawn here, not in the shared icon table: every element that draws an icon (the header too) would carry it. */
const DOWNLOAD_ICON = 'M19 9h-4V3H9v6H5l7 7 7-7zM5 18v2h14v-2H5z';

export interface GetYourInformationProps extends Partial<DataRequestWords> {
  /** the heading (a model field) */
  title?: string;
  /** authored HTML under the heading: what the copy holds, how long it takes (sanitized) */
  intro?: string;
  /** the copy's format asked of the service (its default without it) */
  format?: DataRequestFormat;
  loginUrl?: string;
  signedOutMessage?: string;
  muleSoftConfig?: MuleSoftConfig;
}

const STEP_WORD: Record<DataRequestStep, keyof DataRequestWords> = { received: 'receivedLabel', processing: 'processingLabel', ready: 'readyLabel' };

export function DataRequestPanel(props: GetYourInformationProps) {
  const words = authoredWords(DATA_REQUEST_DEFAULTS, props);
  const lang = usePageLang();
  const id = useId();
  const statusName = useCallback(
    (request: DataRequest) => {
      const status = effectiveStatus(request, Date.now());
      return status === 'expired' ? words.expiredLabel : words[STEP_WORD[status]];
    },
    [words.receivedLabel, words.processingLabel, words.readyLabel, words.expiredLabel], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const { data, message, busy, check, request } = useDataRequests(props, words, statusName, TAG);
  // the time the statuses are read at: set after each answer (never read during render), and again when a ready
  // copy expires, so its link goes away on time
  const [now, setNow] = useState(0);
  useEffect(() => setNow(Date.now()), [data.data]);
  useEffect(() => {
    const at = now ? nextExpiry(data.data, now) : undefined;
    if (at === undefined) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(at - now + 50, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [data.data, now]);
  // "Check again" and "Try again" go away with a good answer: focus moves to the link, else to the heading
  const headingRef = useRef<HTMLHeadingElement>(null);
  const downloadRef = useRef<HTMLAnchorElement>(null);
  const buttonRefs = { check: useRef<HTMLButtonElement>(null), retry: useRef<HTMLButtonElement>(null) };
  const [focusRequest, setFocusRequest] = useState<{ from: 'check' | 'retry' } | undefined>();
  useEffect(() => {
    if (!focusRequest || buttonRefs[focusRequest.from].current) return; // still there: focus stays on it
    (downloadRef.current ?? headingRef.current)?.focus();
  }, [focusRequest]); // eslint-disable-line react-hooks/exhaustive-deps
  const checkAndFocus = async (kind: 'check' | 'retry') => {
    if ((await check(kind)) === 'ok') setFocusRequest({ from: kind });
  };
  const classes = {
    section: useThemedClass(accountSectionStyles),
    card: useThemedClass(accountCardStyles),
    panel: useThemedClass(dataRequestStyles),
    message: useThemedClass(accountMessageStyles),
    skeleton: useThemedClass(accountSkeletonStyles),
    button: useThemedClass(buttonStyles),
  };
  const title = props.title?.trim() || 'Get your information';
  const intro = props.intro?.trim();
  const current = currentRequest(data.data);
  const status = current && effectiveStatus(current, now);
  const actions = dataRequestActions(current, now);
  // the newest copy still valid, even while a newer one is being prepared
  const copy = downloadableCopy(data.data, now);
  const download = copy?.downloadUrl ? (safeUrl(copy.downloadUrl) ?? undefined) : undefined;
  const date = (iso: string | undefined) => dataRequestDate(iso, lang);
  const state = data.status === 'loading' ? 'loading' : data.status === 'failed' ? 'failed' : (status ?? 'none');
  const reasonId = `${id}-reason`;

  return (
    <section className={`${classes.section} ${classes.panel}`} aria-labelledby={`${id}-title`} aria-busy={state === 'loading' || undefined} data-data-request-state={state}>
      <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      {intro && <SanitizedHtml html={intro} data-intro="" />}
      <p className={classes.message} role="alert" data-data-request-alert="">
        {message?.kind === 'alert' ? message.text : state === 'failed' && !busy ? words.loadErrorMessage : ''}
      </p>
      <p className={classes.message} role="status" data-data-request-status="">
        {message?.kind === 'status' ? message.text : ''}
      </p>
      {state === 'loading' && (
        <div className={classes.skeleton} aria-hidden="true" data-skeleton="">
          <span />
        </div>
      )}
      {state === 'failed' && (
        <div data-request-actions="">
          <button type="button" className={classes.button} data-variant="outlined" ref={buttonRefs.retry} aria-busy={busy === 'retry' || undefined} onClick={() => void checkAndFocus('retry')} data-data-request-retry="">
            {words.retryLabel}
            {busy === 'retry' && <Spinner label={words.busyLabel} />}
          </button>
        </div>
      )}
      {state !== 'loading' && state !== 'failed' && (
        <div className={classes.card} data-data-request-card="">
          <div data-request-facts="">
            {!current && <p data-data-request-none="">{words.noRequestText}</p>}
            {current && <p data-data-request-date="">{fillTemplate(words.requestedOnText, { date: date(current.requestedAt) })}</p>}
            {download && copy?.expiresAt && (
              <p data-secondary="" data-data-request-expires="">
                {fillTemplate(words.expiresText, { date: date(copy.expiresAt) })}
              </p>
            )}
            {status === 'expired' && <p data-data-request-expired="">{fillTemplate(words.expiredText, { date: date(current?.expiresAt) })}</p>}
          </div>
          {status && status !== 'expired' && (
            <ol aria-label={words.stepsLabel} data-steps="">
              {requestSteps(status).map(({ step, state: stepState }, index) => (
                <li key={step} data-step={stepState} aria-current={stepState === 'current' ? 'step' : undefined}>
                  <span data-step-circle="" aria-hidden="true">
                    {stepState === 'complete' ? <Icon name="check" /> : index + 1}
                  </span>
                  <span data-step-label="">
                    {words[STEP_WORD[step]]}
                    {stepState === 'complete' && <span data-visually-hidden="">{` (${words.stepDoneLabel})`}</span>}
                  </span>
                </li>
              ))}
            </ol>
          )}
          <div data-request-actions="">
            {download && (
              <a ref={downloadRef} className={classes.button} data-variant="contained" href={download} download="" data-data-request-download="">
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
                  <path d={DOWNLOAD_ICON} />
                </svg>
                {words.downloadLabel}
              </a>
            )}
            <button
              type="button"
              className={classes.button}
              data-variant={download || actions.canCheck ? 'outlined' : 'contained'}
              aria-disabled={!actions.canRequest || busy !== undefined || undefined}
              aria-busy={busy === 'request' || undefined}
              aria-describedby={actions.canRequest ? undefined : reasonId}
              onClick={() => actions.canRequest && void request()}
              data-data-request-submit=""
            >
              {words.requestLabel}
              {busy === 'request' && <Spinner label={words.busyLabel} />}
            </button>
            {actions.canCheck && (
              <button type="button" className={classes.button} data-variant="contained" ref={buttonRefs.check} aria-busy={busy === 'check' || undefined} onClick={() => void checkAndFocus('check')} data-data-request-check="">
                {words.checkLabel}
                {busy === 'check' && <Spinner label={words.busyLabel} />}
              </button>
            )}
            {!actions.canRequest && (
              <p id={reasonId} data-request-reason="">
                {words.inProgressReason}
              </p>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
