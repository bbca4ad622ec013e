import { useEffect, useState, useSyncExternalStore, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import { visitorPending } from '../../core/stores/visitor';
import { isLoggedIn } from '../../core/visitor/session';
import { useThemedClass } from '../runtime/useThemedClass';
import { useElement } from '../runtime/context';
import { EditorPlaceholder } from '../runtime/EditorPlaceholder';
import { lazyModule, type LazyModule } from '../runtime/lazyModule';
import { useAccountAccess } from './useAccountAccess';
import { AccountAlert, RetryButton } from './AccountStates';
import { accountReserveStyles, accountSkeletonStyles, accountNoticeStyles, accountStateStyles } from './styles';

/** An account element's content, the code only a member needs: loaded when it may be shown (`accountContent`). */
export type AccountContent<P> = LazyModule<ComponentType<P>>;

/**
 * The content of the account element `tag`, a module of its own (`load`: `() => import('./X').then((m) => m.X)`):
 * the element's entry holds the gate, and a visitor sent to log in never downloads the rest. The gate asks for it
 * once the visitor is logged in, or, while `<brand-page>` resolves the visitor, as soon as the session cookies say
 * they will be: then it arrives beside the visitor's answer rather than after it.
 */
export function accountContent<P>(tag: string, load: () => Promise<ComponentType<P>>): AccountContent<P> {
  return lazyModule(load, `${tag}: its content could not load; "Try again" loads it again.`);
}

/** Said when the content's code could not load, with "Try again". */
const DEFAULT_CONTENT_FAILED = 'This part of the page could not load. Please try again in a moment.';

interface GateContent<P> {
  /** The element's content, loaded when it may be shown, rendered with `contentProps` for a logged-in visitor. */
  content: AccountContent<P>;
  contentProps: P;
  children?: never;
}

interface GateChildren {
  /** Rendered (and so fetching) only for a logged-in visitor. */
  children: ReactNode;
  content?: never;
  contentProps?: never;
}

export type AccountGateProps<P> = GateOptions & (GateContent<P> | GateChildren);

interface GateOptions {
  /** The login page (same-origin path); an anonymous visitor is sent there with `return` set to this page. */
  loginUrl?: string;
  /** Shown to an anonymous visitor when no usable `loginUrl` is given (default 'Log in to see your account.'). */
  signedOutMessage?: string;
  /** What the editor shows instead of a visitor's data, e.g. 'My orders: the logged-in visitor's orders'. */
  editorLabel: string;
  /** The editor shows the children instead of `editorLabel` (a container of authored items: no visitor data of its own). */
  childrenInEditor?: boolean;
  /**
   * The room the element's content takes once shown (with the demo's members), on a phone and from the md
   * breakpoint up: the skeleton holds it while the visitor is not known, which is what the server renders,
   * so the page does not jump when the member's data arrives.
   */
  reserve?: readonly [phone: string, wide: string];
  /** What stands in while the visitor is not known, instead of the skeleton: content of the children's size. */
  waiting?: ReactNode;
  /** Said when the content's code could not load (default: this part of the page could not load). */
  loadErrorMessage?: string;
  /** The button then (default 'Try again'). */
  retryLabel?: string;
}

const DEFAULT_SIGNED_OUT = 'Log in to see your account.';

/**
 * The account area's door: the content mounts, and so fetches, only for a logged-in visitor. Meanwhile a
 * skeleton holds the space (aria-busy), and the content keeps it while its code and its first answer are awaited;
 * an anonymous visitor is sent to log in, or, without a login page, reads one line saying so; the authoring
 * editor shows `editorLabel` and never a visitor's data. Content given as `content` (accountContent) is code the
 * entry does not hold, never asked for for a visitor sent to log in; if it cannot load, one alert says so with
 * "Try again".
 */
export function AccountGate<P>(props: AccountGateProps<P>) {
  const { loginUrl, signedOutMessage, editorLabel, childrenInEditor = false, reserve, waiting } = props;
  const { authoring } = useElement();
  const access = useAccountAccess(loginUrl);
  const skeleton = useThemedClass(accountSkeletonStyles);
  const notice = useThemedClass(accountNoticeStyles);
  const holder = useThemedClass(accountReserveStyles);
  const failedClass = useThemedClass(accountStateStyles);
  const code = props.content;
  const [Content, setContent] = useState(() => code?.loaded());
  const [failed, setFailed] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const placeholder = authoring && !childrenInEditor;
  const pending = useSyncExternalStore(visitorPending.subscribe, visitorPending.getSnapshot, () => true);
  const wanted = Boolean(code) && !Content && !placeholder && access.kind !== 'login';
  useEffect(() => {
    if (!wanted || !code) return;
    // Once the visitor is logged in; while <brand-page> resolves them, at once if the session cookies say they will be
    // (the gate's first render waits whoever the visitor is: cookies are read here, in an effect).
    if (access.kind !== 'show' && !(pending && isLoggedIn())) return;
    let live = true;
    // A load started before the visitor was known that fails says nothing: the gate tries again once they are.
    const forMember = access.kind === 'show';
    code.use(
      (loaded) => {
        if (!live) return;
        setContent(() => loaded);
        setFailed(false);
        setRetrying(false);
      },
      () => {
        if (!live) return;
        setFailed(forMember);
        setRetrying(false);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, code, attempt, access.kind, pending]);

  if (placeholder) return <EditorPlaceholder label={editorLabel} />;
  if (access.kind === 'show' && failed && !Content) {
    // "Try again" stays, busy, while the code is asked for again (the focus on it), then gives way to the content.
    return (
      <div className={failedClass} data-account-state="failed">
        <AccountAlert data-account-content-failed="">{props.loadErrorMessage?.trim() || DEFAULT_CONTENT_FAILED}</AccountAlert>
        <RetryButton
          label={props.retryLabel?.trim() || 'Try again'}
          retrying={retrying}
          onRetry={() => {
            setRetrying(true);
            setAttempt((n) => n + 1);
          }}
        />
      </div>
    );
  }
  const shown = !code ? props.children : Content && <Content {...(props.contentProps as P & object)} />;
  if (access.kind === 'show' && (!code || Content)) {
    return reserve ? (
      <div className={holder} style={{ '--brand-room': reserve[0], '--brand-room-wide': reserve[1] } as CSSProperties}>
        {shown}
      </div>
    ) : (
      <>{shown}</>
    );
  }
  if (access.kind === 'login' && !access.url) {
    return <p className={notice} data-account-signed-out="">{signedOutMessage?.trim() || DEFAULT_SIGNED_OUT}</p>;
  }
  // waiting for the visitor or for the content's code, or on the way to the login page
  const state = access.kind === 'login' ? 'login' : 'wait';
  if (waiting) {
    return (
      <div aria-busy="true" data-account-state={state}>
        {waiting}
      </div>
    );
  }
  return (
    <div
      className={skeleton}
      aria-busy="true"
      data-account-state={state}
      style={reserve && ({ '--brand-reserve': reserve[0], '--brand-reserve-wide': reserve[1] } as CSSProperties)}
    >
      <span />
      <span />
    </div>
  );
}
