import { gateCookie, gateCookieName, type GateOutcome } from '../../core/gates/ageGate';
import { ariaId, DEFAULT_ARIA_DESCRIBED_BY, DEFAULT_ARIA_LABELLED_BY, plainText, readSagConfig, type GateContent } from '../../core/gates/ageGateContent';
import { configProblems, immediateGateView, stableKey } from '../../core/gates/ageGateView';
import { getCookie, setCookie } from '../../core/visitor/cookies';
import { pushEvent } from '../../core/analytics/dataLayer';
import { ANALYTICS_EVENTS } from '../../core/analytics/events';
import { takeServerAnnouncement } from '../../core/analytics/gateDisplay';
import { registerGate, setGateState } from '../../core/stores/gates';
import { writeAuthoredHtml } from '../../core/security/writeAuthoredHtml';
import { Z_INDEX } from '../../themes/tokens';
import { direct, type DirectElement, type DirectTools } from '../runtime/direct';
import { modalBackdropStyles, modalLayerStyles } from '../shared/modal/styles';
import { composedContains, deepActiveElement, GATE_INERT, lockScroll, makePageInert, wrapFocus } from '../shared/modal/modalDom';
import { actionsStyles, backdropStyles, badgeStyles, cardStyles, dialogStyles, errorStyles, messageStyles, titleStyles } from '../gates/styles';
import { buttonStyles } from '../gates/buttonStyles';
import { backdropAlpha } from '../gates/backdrop';
import { GATE_ICONS } from '../gates/icons';
import type { AgeGateProps } from './AgeGate';
import { gateHoldOf, gateHolds, type GateHold } from './gateHold';

/**
 * The age gate without React, for what it can tell at once (src/core/gates/ageGateView.ts): a returning visitor's
 * nothing, and, with its content given (a partner's JSON script), the simplified question and the refusal. A
 * partner's gate then needs no React DOM: the element's code is a third of the size, and a returning visitor's page
 * never downloads React for it. Everything else (a bypass, content from a content path, the date of birth form, the
 * editor, a server's first-visit gate) is the component's (AgeGate.tsx), loaded when the gate first needs it.
 *
 * The DOM, class names and sheets are the component's own (element tests compare the two), and so is the
 * behaviour: the page behind inert and still, focus in the dialog and kept there (the modal's own functions,
 * ../shared/modal/modalDom.ts), the answer in the cookie, the analytics events, the host's events and
 * `data-gate-state`, the gate store's turn. What it makes inert is marked GATE_INERT, so the component takes it
 * over if it renders the gate later (the editor opened, say).
 */

const TAG = 'brand-age-gate';
const SVG = 'http://www.w3.org/2000/svg';

/** The page behind inert and still, noting where focus was (the modal's layout effects). */
function open(host: HTMLElement, hold: GateHold): void {
  if (hold.open) return;
  const opener = deepActiveElement();
  // (Marked as a gate's: the gate's own component takes the marks over if it renders the gate later; no other modal does.)
  hold.open = { opener, restore: makePageInert(host, { mark: GATE_INERT }), unlock: lockScroll() };
}

/** The page back as it was; focus back where it was when the visitor closed it (not when React takes the dialog over). */
function close(hold: GateHold, returnFocus: boolean): void {
  const was = hold.open;
  if (!was) return;
  hold.open = undefined;
  was.restore();
  was.unlock();
  if (returnFocus && was.opener && was.opener !== document.body && was.opener.isConnected) was.opener.focus({ preventScroll: true });
}

function element<K extends keyof HTMLElementTagNameMap>(name: K, attributes: Record<string, string>): HTMLElementTagNameMap[K] {
  const node = document.createElement(name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  return node;
}

/** Authored HTML as SanitizedHtml writes it (the fields waited for the sanitizer: direct.ts). */
function authored(html: string, attributes: Record<string, string>): HTMLDivElement {
  const node = element('div', { dir: 'auto', ...attributes });
  writeAuthoredHtml(node, html);
  return node;
}

/** GateCard with its badge and title. */
function card(content: GateContent, titleId: string, { themedClass }: DirectTools): HTMLDivElement {
  const node = element('div', { class: themedClass(cardStyles), 'data-age-gate-card': '' });
  const badge = element('span', { class: themedClass(badgeStyles), 'aria-hidden': 'true' });
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('focusable', 'false');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', GATE_ICONS.shield);
  svg.append(path);
  badge.append(svg);
  node.append(badge, authored(content.copy.title, { id: titleId, role: 'heading', 'aria-level': '2', class: themedClass(titleStyles), 'data-gate-title': '' }));
  return node;
}

/** GateButton. */
function answerButton(label: string, variant: 'contained' | 'outlined', answer: string, className: string, onClick: () => void): HTMLButtonElement {
  const button = element('button', { 'data-age-gate-answer': answer, type: 'button', class: className, 'data-variant': variant });
  button.textContent = plainText(label);
  button.addEventListener('click', onClick);
  return button;
}

/** Modal with GateDialog's parts around the card. */
function dialogLayer(body: HTMLElement, labelledBy: string, describedBy: string, transparency: unknown, { themedClass }: DirectTools): { layer: HTMLElement; dialog: HTMLElement } {
  const layer = element('div', { 'data-gate-layer': '', class: themedClass(modalLayerStyles) });
  layer.style.zIndex = String(Z_INDEX.ageGate);
  const backdrop = element('div', { class: `${themedClass(modalBackdropStyles)} ${themedClass(backdropStyles)}` });
  const alpha = backdropAlpha(transparency);
  if (alpha < 1) backdrop.style.background = `rgba(0, 0, 0, ${alpha})`;
  backdrop.setAttribute('data-gate-backdrop', '');
  backdrop.setAttribute('aria-hidden', 'true');
  const dialog = element('div', {
    class: themedClass(dialogStyles),
    role: 'dialog',
    'aria-modal': 'true',
    tabindex: '-1',
    'aria-labelledby': labelledBy,
    'aria-describedby': describedBy,
  });
  dialog.append(body);
  const start = element('span', { tabindex: '0', 'data-modal-sentinel': 'start' });
  start.addEventListener('focus', (event) => wrapFocus(dialog, 'start', event.relatedTarget));
  const end = element('span', { tabindex: '0', 'data-modal-sentinel': 'end' });
  end.addEventListener('focus', () => wrapFocus(dialog, 'end'));
  layer.append(backdrop, start, dialog, end);
  return { layer, dialog };
}

/**
 * What the gate shows now without React, if it can tell: decided once for its fields (the address and the cookie read
 * then, as the component's effect does: a redraw for a theme or the page's language does not ask again), the answer
 * given since applied.
 */
function viewOf({ market, sagConfig, content }: AgeGateProps, host: HTMLElement) {
  const hold = gateHoldOf(host);
  const { config, problem } = readSagConfig(sagConfig);
  const cookieName = gateCookieName(market);
  const key = stableKey([market, sagConfig, content]);
  if (hold.decided?.key !== key) hold.decided = { key, view: immediateGateView(location.href, getCookie(cookieName), config, content) };
  let view = hold.decided.view;
  if (hold.answer && view) view = immediateGateView(location.href, undefined, config, content, hold.answer);
  return { config, problem, cookieName, view };
}

/** The gate's content without React, or undefined when it needs AgeGate.tsx. */
export function renderAgeGateDirect(props: AgeGateProps, tools: DirectTools, { host, again }: DirectElement): Node[] | undefined {
  const { market, onGranted, onRefused } = props;
  const hold = gateHoldOf(host);
  const { config, problem, cookieName, view } = viewOf(props, host);
  if (!view) return undefined;
  hold.shown = view;

  const problems = configProblems(problem, market, cookieName);
  const message = problems.length ? `<${TAG}>: ${problems.join('; ')}.` : undefined;
  if (message && message !== hold.logged) console.error((hold.logged = message));
  registerGate('ageGate');

  if (view.kind === 'none') {
    close(hold, true);
    host.setAttribute('data-gate-state', 'granted');
    setGateState('ageGate', 'settled');
    return [];
  }

  const titleId = ariaId(config.ariaLabelledBy, DEFAULT_ARIA_LABELLED_BY);
  const messageId = ariaId(config.ariaDescribedBy, DEFAULT_ARIA_DESCRIBED_BY);
  const { themedClass } = tools;
  const body = card(view.content, titleId, tools);
  let alert: HTMLElement | undefined;
  if (view.kind === 'refused') {
    alert = authored(view.content.copy.errorMessage, { id: messageId, role: 'alert', tabindex: '-1', class: themedClass(errorStyles), 'data-age-gate-error': '' });
    const wrapper = document.createElement('div');
    wrapper.append(alert);
    body.append(wrapper);
  } else if (view.content.version === 'simplified') {
    const { copy } = view.content;
    const answer = (outcome: GateOutcome) => {
      // Final, as in the component: the buttons go at once, whether or not the gate can be drawn again now (the
      // component's code still loading, the mirroring styles of a page turned right to left).
      if (hold.answer) return;
      hold.answer = outcome;
      actions.inert = true;
      const cookie = gateCookie(outcome, market, config);
      setCookie(cookie.name, cookie.value, cookie.options);
      pushEvent(ANALYTICS_EVENTS.gatewayLegalAge, { selectedLegalAgeBoolean: outcome === 'granted' ? 'Yes' : 'No' });
      again();
      const detail = { market, outcome, via: 'simplified' as const };
      if (outcome === 'granted') onGranted?.(detail);
      else onRefused?.(detail);
    };
    const actions = element('div', { class: themedClass(actionsStyles) });
    const buttonClass = themedClass(buttonStyles);
    actions.append(
      answerButton(copy.yesLabel, 'contained', 'yes', buttonClass, () => answer('granted')),
      answerButton(copy.noLabel, 'outlined', 'no', buttonClass, () => answer('refused')),
    );
    body.append(authored(copy.message, { id: messageId, class: themedClass(messageStyles), 'data-age-gate-message': '' }), actions);
  }
  const { layer, dialog } = dialogLayer(body, titleId, messageId, config.transparency, tools);

  // What the component's effects do as it shows the dialog, in the same task as its nodes go in.
  open(host, hold);
  host.setAttribute('data-gate-state', view.kind === 'refused' ? 'refused' : 'open');
  setGateState('ageGate', 'open');
  if (view.kind === 'ask' && !hold.displayed) {
    hold.displayed = true;
    if (!takeServerAnnouncement(host)) pushEvent(ANALYTICS_EVENTS.gatewayLegalAgeDisplay);
  }
  // Focus into the dialog once it is in (useModalFocus), and a refusal's alert takes it (GateError).
  queueMicrotask(() => {
    if (dialog.isConnected && !composedContains(dialog, deepActiveElement())) dialog.focus({ preventScroll: true });
  });
  if (alert) {
    const shown = alert;
    setTimeout(() => shown.isConnected && shown.focus(), 50);
  }
  return [layer];
}

/** brand-age-gate's `direct`: the page given back when React takes the dialog over or the element leaves. */
export const ageGateDirect = direct(renderAgeGateDirect, {
  // A returning visitor's gate shows none of its copy: it does not wait for (or load) the HTML sanitizer.
  showsMarkup: (props, host) => {
    try {
      return viewOf(props, host).view?.kind !== 'none';
    } catch {
      return true; // (the render then throws too, and the component shows the element's error)
    }
  },
  cleared(host) {
    const hold = gateHolds.get(host);
    if (!hold) return;
    close(hold, !host.isConnected);
    // Gone from the page: a gate put back starts afresh, as the component would (reads the cookie, tells its display).
    if (!host.isConnected) gateHolds.delete(host);
  },
});
