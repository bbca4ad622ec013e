import { useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { ServerPageContext, useElement, usePageLocation } from '../runtime/context';
import { useThemedClass } from '../runtime/useThemedClass';
import { GateDialog } from '../gates/GateDialog';
import { GateButton } from '../gates/GateButton';
import { GateCard, GateMessage } from '../gates/GateCard';
import { coverStyles } from '../gates/styles';
import { FragmentGateContent } from '../gates/FragmentGateContent';
import { useGateStateAttribute } from '../gates/useGateStateAttribute';
import { decideVisibility, type VisibilityDecision } from '../../core/gates/visibilityGate';
import { pageVisibility, readPageVisibility, type PageVisibility } from '../../core/stores/pageVisibility';
import { visitorPending, visitorStore } from '../../core/stores/visitor';
import { gateStore, isGateTurn, registerGate, setGateState } from '../../core/stores/gates';
import { Z_INDEX } from '../../themes/tokens';

export interface VisibilityGateProps {
  /** the page's visibility settings; defaults to those `<brand-page>` read from the page model */
  visibility?: PageVisibility;
  /** given by the element: announces the redirect (a cancelable event) and follows it */
  redirect?: (url: string) => void;
}

const DEFAULT_LABEL_ID = 'brand-visibility-title';
const DEFAULT_DESCRIPTION_ID = 'brand-visibility-description';
export const NOT_AVAILABLE_MESSAGE = 'This page is not available to you.';

/** The built-in overlay content: used when the target was refused or the overlay content is missing. */
function NotAvailable({ labelId, descriptionId }: { labelId: string; descriptionId: string }) {
  return (
    <GateCard icon="lock" title={{ text: NOT_AVAILABLE_MESSAGE }} titleId={labelId}>
      <GateMessage text="You may need to sign in with an account that can see it." id={descriptionId} />
      <GateButton href="/">Go to the home page</GateButton>
    </GateCard>
  );
}

const visibilitySnapshot = () => pageVisibility.getSnapshot();

/** The page's `visibility` settings: the server render's page, else the `pageVisibility` store (followed). */
function usePageVisibility(): PageVisibility | undefined {
  const server = useContext(ServerPageContext);
  const fromStore = useSyncExternalStore(pageVisibility.subscribe, visibilitySnapshot, visibilitySnapshot);
  return server ? server.visibility : fromStore;
}

/**
 * The page visibility gate. For a page whose `visibleTo`
 * excludes the visitor it redirects or shows a modal overlay; a refused redirect target, or a
 * gate without a usable target, is logged and the page is covered by a built-in message instead,
 * never shown. It waits while the visitor type is being resolved and for its turn (after the age
 * gate and the geofence); until then a plain opaque cover hides the page from a visitor it is not
 * for. Authoring mode shows everything.
 *
 * protectClientOnly: nothing more to do here. Such a page's server-rendered markup stays in the
 * document (crawlers and no-script readers get it); on the client the gate applies all the same.
 */
export function VisibilityGate({ visibility: own, redirect }: VisibilityGateProps) {
  const { authoring, tag } = useElement();
  const fromPage = usePageVisibility();
  const visitor = useSyncExternalStore(visitorStore.subscribe, visitorStore.getSnapshot, visitorStore.getInitialSnapshot);
  const pending = useSyncExternalStore(visitorPending.subscribe, visitorPending.getSnapshot, visitorPending.getInitialSnapshot);
  const gates = useSyncExternalStore(gateStore.subscribe, gateStore.getSnapshot, gateStore.getSnapshot);
  const visibility = useMemo(() => (own ? readPageVisibility({ visibility: own }) : fromPage), [own, fromPage]);
  const [ids, setIds] = useState<{ labelledBy?: string; describedBy?: string }>({});
  const followed = useRef<string | undefined>(undefined);
  const reported = useRef<string | undefined>(undefined);
  const { origin } = usePageLocation();

  const decision = useMemo<VisibilityDecision | undefined>(
    () => (pending && !authoring ? undefined : decideVisibility(visibility, visitor, authoring, origin)),
    [pending, visibility, visitor, authoring, origin],
  );
  const myTurn = isGateTurn('visibilityGate', gates);
  const blocks = decision !== undefined && decision.action !== 'show';
  const open = blocks && decision.action !== 'redirect' && myTurn;
  useGateStateAttribute(!decision ? 'pending' : !blocks ? 'hidden' : !myTurn ? 'waiting' : open ? 'open' : 'redirecting');

  useEffect(() => {
    registerGate('visibilityGate');
    return () => setGateState('visibilityGate', 'settled');
  }, []);

  useEffect(() => {
    if (decision?.action === 'refuse' && reported.current !== decision.reason) {
      reported.current = decision.reason;
      console.error(`<${tag}>: ${decision.reason}; the page is covered with "${NOT_AVAILABLE_MESSAGE}" instead.`);
    }
  }, [decision, tag]);

  useEffect(() => {
    if (!decision) return;
    if (decision.action === 'show') {
      setGateState('visibilityGate', 'settled');
      return;
    }
    // Settled earlier (the page's visibility arrived or changed since): queue up again.
    if (gateStore.getSnapshot().visibilityGate === 'settled') setGateState('visibilityGate', 'pending');
    if (!isGateTurn('visibilityGate')) return;
    setGateState('visibilityGate', 'open');
    if (decision.action === 'redirect' && followed.current !== decision.url) {
      followed.current = decision.url;
      redirect?.(decision.url);
    }
  }, [decision, myTurn, redirect]);

  const onIds = useCallback((next: { labelledBy?: string; describedBy?: string }) => setIds(next), []);
  const coverClass = useThemedClass(coverStyles);

  if (!blocks) return null;
  if (!open) {
    // Not its turn yet, or leaving for the redirect target: keep the page out of sight.
    return (
      <div aria-hidden="true" data-brand-visibility-cover="" className={coverClass} style={{ zIndex: Z_INDEX.visibilityOverlay }} />
    );
  }
  const overlay = decision.action === 'overlay' ? decision : undefined;
  const labelId = overlay?.ariaLabelledBy || DEFAULT_LABEL_ID;
  const descriptionId = overlay?.ariaDescribedBy || DEFAULT_DESCRIPTION_ID;
  return (
    <GateDialog open zIndex={Z_INDEX.visibilityOverlay} labelledBy={ids.labelledBy} describedBy={ids.describedBy}>
      <FragmentGateContent
        path={overlay?.path}
        labelId={labelId}
        descriptionId={descriptionId}
        authoredLabel={!!overlay?.ariaLabelledBy}
        authoredDescription={!!overlay?.ariaDescribedBy}
        onIds={onIds}
        icon="lock"
        fallback={(title, text) => <NotAvailable labelId={title} descriptionId={text} />}
      />
    </GateDialog>
  );
}
