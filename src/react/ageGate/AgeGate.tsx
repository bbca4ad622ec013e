import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import {
  chooseVersion,
  DEFAULT_LEGAL_AGE,
  effectiveLegalAge,
  gateCookie,
  gateCookieName,
  gateStart,
  type GateOutcome,
  type SagConfig,
  type SagVersion,
} from '../../core/gates/ageGate';
import { gateStore, isGateTurn, registerGate, setGateState } from '../../core/stores/gates';
import { getCookie, setCookie } from '../../core/visitor/cookies';
import { pushEvent } from '../../core/analytics/dataLayer';
import { ANALYTICS_EVENTS } from '../../core/analytics/events';
import { takeServerAnnouncement } from '../../core/analytics/gateDisplay';
import { Z_INDEX } from '../../themes/tokens';
import { useElement, useServerMarkup } from '../runtime/context';
import { useThemedClass } from '../runtime/useThemedClass';
import { GateDialog } from '../gates/GateDialog';
import { GateCard, GateError } from '../gates/GateCard';
import { Spinner } from '../gates/GateButton';
import { useGateStateAttribute, type GateStateAttribute } from '../gates/useGateStateAttribute';
import { SimplifiedGate } from './SimplifiedGate';
import { DobGate } from './DobGate';
import {
  ariaId,
  DEFAULT_ARIA_DESCRIBED_BY,
  DEFAULT_ARIA_LABELLED_BY,
  FALLBACK_SIMPLIFIED,
  pickGivenContent,
  readSagConfig,
  toGateContent,
  type GateContent,
} from '../../core/gates/ageGateContent';
import { isRecord } from '../../core/isRecord';
import { readyToShow } from '../../core/security/authoredHtml';
import { cardStyles } from '../gates/styles';
import { configProblems, stableKey, type ImmediateGateView } from '../../core/gates/ageGateView';
import { gateHolds } from './gateHold';

export interface AgeGateDetail {
  market: string | undefined;
  outcome: GateOutcome;
  /** how the visitor was let in or turned away */
  via: 'simplified' | 'dob' | 'bypass';
}

export interface AgeGateProps {
  market?: string;
  sagConfig?: unknown;
  /** the simplified or dob content (docs/reference.md), or `{ simplified, dob }`; when given no content path is fetched */
  content?: unknown;
  onGranted?: (detail: AgeGateDetail) => void;
  onRefused?: (detail: AgeGateDetail) => void;
}

const TAG = 'brand-age-gate';

type View =
  | { kind: 'deciding' }
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'ask'; content: GateContent }
  | { kind: 'refused'; content: GateContent };

/** The element's `data-gate-state`; nothing shown after deciding means granted (answer, cookie or bypass) or authoring. */
function gateStateOf(view: View, open: boolean, authoring: boolean): GateStateAttribute {
  if (view.kind === 'none') return authoring ? 'hidden' : 'granted';
  if (view.kind === 'deciding' || view.kind === 'loading') return 'pending';
  if (!open) return 'waiting';
  return view.kind === 'refused' ? 'refused' : 'open';
}

/**
 * The content for the chosen version: the given content, else the version's content path.
 * Anything missing or broken gives the built-in copy (still a question: the page stays
 * protected) and a line in `problems`.
 */
async function resolveContent(given: unknown, version: SagVersion, config: SagConfig, problems: string[]): Promise<GateContent> {
  const picked = pickGivenContent(given, version);
  if (picked) return toGateContent(picked, version);
  if (given !== undefined && given !== null && !isRecord(given)) problems.push(`"content" must be an object, got ${Array.isArray(given) ? 'an array' : typeof given}`);
  const key = version === 'dob' ? 'dobContentPath' : 'simplifiedContentPath';
  const path = config[key];
  if (typeof path !== 'string' || path.trim() === '') {
    // Content given for the other version still beats the built-in copy.
    const other = pickGivenContent(given, version === 'dob' ? 'simplified' : 'dob');
    if (other) return toGateContent(other, 'simplified');
    problems.push(`sagConfig has no ${key} and no content was given`);
    return { version: 'simplified', copy: FALLBACK_SIMPLIFIED };
  }
  let failure: Error | undefined;
  // The content service's code comes with the first gate that fetches its content (a gate given its content, as a
  // partner's is, and a returning visitor's, which shows nothing, never load it).
  const model = await import('../../core/services/content').then(
    ({ fetchContent }) => fetchContent(path, { onError: (error) => (failure = error) }),
    (error: Error) => void (failure = error),
  );
  if (!model) {
    problems.push(`the ${version} gate content at "${path}" could not be loaded (${failure?.message ?? 'no content'})`);
    return { version: 'simplified', copy: FALLBACK_SIMPLIFIED };
  }
  const content = toGateContent(model as Record<string, unknown>, version);
  if (content.copy === FALLBACK_SIMPLIFIED) problems.push(`the content at "${path}" has none of the ${version} gate fields`);
  // Fetched markup: the question is shown whole, once the sanitizer is there.
  await readyToShow(content.copy);
  return content;
}

/** What the gate drawn without React showed, for the component taking it over. */
function directView(shown: ImmediateGateView | undefined): View | undefined {
  if (!shown) return undefined;
  return shown.kind === 'none' ? shown : { kind: shown.kind, content: shown.content };
}

/** What the server renders of a first visit's gate: the question, when the content for the configured version was given. */
function serverView(content: unknown, config: SagConfig): View | undefined {
  const version = config.sagVersion === 'dob' ? 'dob' : 'simplified';
  const picked = pickGivenContent(content, version);
  return picked && { kind: 'ask', content: toGateContent(picked, version) };
}

/**
 * The age gate: asks once per market and remembers the answer
 * in the gate cookie; a refused visitor sees the error on every visit until the cookie expires.
 * Takes its turn among the page-wide gates (it is always first), and never grants without an answer.
 */
export function AgeGate({ market, sagConfig, content, onGranted, onRefused }: AgeGateProps) {
  const { authoring, host } = useElement();
  const gates = useSyncExternalStore(gateStore.subscribe, gateStore.getSnapshot, gateStore.getSnapshot);
  const myTurn = isGateTurn('ageGate', gates);
  const configKey = stableKey(sagConfig);
  const contentKey = stableKey(content);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const { config, problem } = useMemo(() => readSagConfig(sagConfig), [configKey]);
  // A first visit's gate from the server's markup (src/core/gates/firstVisitGate.ts): rendered asking,
  // with the content it was given, on the server and while the browser hydrates that render. The page's
  // script put it there because the cookie is absent, so asking is what the gate decides below too. A gate
  // the browser renders starts deciding, so nothing shows before the cookie is read.
  const serverMarkup = useServerMarkup();
  // (Never in the editor: the server writes no first visit's gate there.)
  // A gate drawn without React until now (./ageGateDirect.ts) goes on from what it shows, its answer and display.
  const [view, setView] = useState<View>(() => (serverMarkup && serverView(content, config)) || directView(gateHolds.get(host)?.shown) || { kind: 'deciding' });
  const answered = useRef(gateHolds.get(host)?.answer !== undefined);
  const displayed = useRef(gateHolds.get(host)?.displayed === true);
  const loadingClass = useThemedClass(cardStyles);

  useEffect(() => {
    if (answered.current) return;
    if (authoring) {
      // Authors edit the page behind the gate: nothing is shown and the next gates may act.
      setView({ kind: 'none' });
      setGateState('ageGate', 'settled');
      return;
    }
    registerGate('ageGate');
    const cookieName = gateCookieName(market);
    const problems = configProblems(problem, market, cookieName);
    const choice = chooseVersion(location.href, config);
    if (choice.bypass) {
      const cookie = gateCookie('granted', market, config);
      setCookie(cookie.name, cookie.value, cookie.options);
      if (choice.cleanedUrl) history.replaceState(history.state, '', choice.cleanedUrl);
      if (problems.length) console.error(`<${TAG}>: ${problems.join('; ')}.`);
      setView({ kind: 'none' });
      setGateState('ageGate', 'settled');
      onGranted?.({ market, outcome: 'granted', via: 'bypass' });
      return;
    }
    const start = gateStart(getCookie(cookieName), false);
    if (!start.show) {
      if (problems.length) console.error(`<${TAG}>: ${problems.join('; ')}.`);
      setView({ kind: 'none' });
      setGateState('ageGate', 'settled');
      return;
    }
    let cancelled = false;
    // A gate hydrated asking (the server's, for a first visit), or taken over from its drawing without React, shows on
    // while its content is resolved again.
    setView((current) => (current.kind === 'ask' || current.kind === 'refused' ? current : { kind: 'loading' }));
    void resolveContent(content, choice.version, config, problems).then((resolved) => {
      if (cancelled || answered.current) return;
      if (problems.length) {
        const fallback = resolved.copy === FALLBACK_SIMPLIFIED ? ' The gate shows its built-in English copy so the page stays protected.' : '';
        console.error(`<${TAG}>: ${problems.join('; ')}.${fallback}`);
      }
      setView({ kind: start.outcome === 'refused' ? 'refused' : 'ask', content: resolved });
    });
    return () => {
      cancelled = true;
    };
    // configKey and contentKey stand for sagConfig and content (objects rebuilt on every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [authoring, market, configKey, contentKey]);

  // The server's gate (and its hydration) is open before any gate has registered: the age gate acts first.
  const open = view.kind !== 'deciding' && view.kind !== 'none' && (myTurn || serverMarkup);
  useGateStateAttribute(gateStateOf(view, open, authoring));

  useEffect(() => {
    if (open) setGateState('ageGate', 'open');
  }, [open]);

  // In the commit that shows the question (a layout effect), so the display event is always in
  // the data layer before any answer's event, however fast the answer. A first visit's gate shown from
  // the server's markup was announced by <brand-page> before this code loaded.
  useLayoutEffect(() => {
    if (open && view.kind === 'ask' && !displayed.current) {
      displayed.current = true;
      if (!takeServerAnnouncement(host)) pushEvent(ANALYTICS_EVENTS.gatewayLegalAgeDisplay);
    }
  }, [open, view.kind, host]);

  const answer = useCallback(
    (outcome: GateOutcome, via: 'simplified' | 'dob') => {
      answered.current = true;
      const cookie = gateCookie(outcome, market, config);
      setCookie(cookie.name, cookie.value, cookie.options);
      pushEvent(ANALYTICS_EVENTS.gatewayLegalAge, { selectedLegalAgeBoolean: outcome === 'granted' ? 'Yes' : 'No' });
      if (outcome === 'granted') {
        setView({ kind: 'none' });
        setGateState('ageGate', 'settled');
        onGranted?.({ market, outcome, via });
      } else {
        setView((current) => (current.kind === 'ask' ? { kind: 'refused', content: current.content } : current));
        onRefused?.({ market, outcome, via });
      }
    },
    [market, config, onGranted, onRefused],
  );

  const legalAge = useCallback(async () => {
    let failure: Error | undefined;
    // (the legal age service's code comes with the first answer that needs it)
    const age = await import('../../core/services/legalAge').then(
      ({ fetchLegalAge }) => fetchLegalAge(config.dobApiConfigs, { onError: (error) => (failure = error) }),
      (error: Error) => void (failure = error),
    );
    if (age === undefined) {
      console.error(
        `<${TAG}>: the legal age service failed (${failure?.message ?? 'no answer'}); checking against the default legal age of ${DEFAULT_LEGAL_AGE}.`,
      );
    }
    return effectiveLegalAge(age);
  }, [config]);

  const titleId = ariaId(config.ariaLabelledBy, DEFAULT_ARIA_LABELLED_BY);
  const messageId = ariaId(config.ariaDescribedBy, DEFAULT_ARIA_DESCRIBED_BY);
  const transparency = config.transparency;

  if (view.kind === 'deciding' || view.kind === 'none') return null;
  let body: React.ReactNode = null;
  if (view.kind === 'loading') {
    body = (
      <div className={loadingClass} aria-busy="true">
        <Spinner />
      </div>
    );
  } else {
    const shown = view.content;
    const refused = view.kind === 'refused';
    body = (
      <GateCard title={{ html: shown.copy.title }} titleId={titleId} data-age-gate-card="">
        {refused ? (
          <GateError html={shown.copy.errorMessage} id={messageId} data-age-gate-error="" />
        ) : shown.version === 'dob' ? (
          <DobGate copy={shown.copy} messageId={messageId} legalAge={legalAge} onAnswer={(outcome) => answer(outcome, 'dob')} />
        ) : (
          <SimplifiedGate copy={shown.copy} messageId={messageId} onAnswer={(adult) => answer(adult ? 'granted' : 'refused', 'simplified')} />
        )}
      </GateCard>
    );
  }

  return (
    <GateDialog
      open={open}
      zIndex={Z_INDEX.ageGate}
      labelledBy={view.kind === 'loading' ? undefined : titleId}
      describedBy={view.kind === 'loading' ? undefined : messageId}
      label="Age verification"
      transparency={transparency}
      takeOverGate
    >
      {body}
    </GateDialog>
  );
}
