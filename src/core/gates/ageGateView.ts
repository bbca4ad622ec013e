/**
 * What the age gate shows when it can tell at once, from the address, its cookie, an answer given and the content
 * it was given: its first state without React (src/react/ageGate/ageGateDirect.ts). Pure.
 */
import { chooseVersion, gateStart, type GateOutcome, type SagConfig } from './ageGate';
import { pickGivenContent, toGateContent, type GateContent } from './ageGateContent';

export type ImmediateGateView = { kind: 'none' } | { kind: 'ask' | 'refused'; content: GateContent };

/**
 * `none` for a visitor let in (the cookie, or the answer just given), the simplified question or the refusal when
 * their content was given; undefined when the gate needs its whole code: a bypass (it records the grant and cleans
 * the address), content to fetch from a content path, or the date of birth question (a form that checks the answer).
 */
export function immediateGateView(url: string, cookieValue: string | undefined, config: SagConfig, given: unknown, answer?: GateOutcome): ImmediateGateView | undefined {
  if (answer === 'granted') return { kind: 'none' };
  const choice = chooseVersion(url, config);
  if (choice.bypass && !answer) return undefined;
  const outcome = answer ?? gateStart(cookieValue, false).outcome;
  if (outcome === 'granted') return { kind: 'none' };
  const picked = pickGivenContent(given, choice.version);
  if (!picked) return undefined;
  const content = toGateContent(picked, choice.version);
  if (outcome === 'refused') return { kind: 'refused', content };
  return content.version === 'simplified' ? { kind: 'ask', content } : undefined;
}

/** What is wrong with the gate's configuration, said once in a console error whatever it shows (readSagConfig's problem, a missing market). */
export function configProblems(problem: string | undefined, market: unknown, cookieName: string): string[] {
  const problems = problem ? [problem] : [];
  if (typeof market !== 'string' || market.trim() === '') problems.push(`no market was given (the cookie is named ${cookieName})`);
  return problems;
}

/** A key for fields given as objects (rebuilt on every render): the gate decides again only when it changes. */
export function stableKey(value: unknown): string {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return String(value);
  }
}
