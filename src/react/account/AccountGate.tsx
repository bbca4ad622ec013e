import type { CSSProperties, ReactNode } from 'react';
import { useThemedClass } from '../runtime/useThemedClass';
import { useElement } from '../runtime/context';
import { EditorPlaceholder } from '../runtime/EditorPlaceholder';
import { useAccountAccess } from './useAccountAccess';
import { accountReserveStyles, accountSkeletonStyles, accountNoticeStyles } from './styles';

export interface AccountGateProps {
  /** The login page (same-origin path); an anonymous visitor is sent there with `return` set to this page. */
  loginUrl?: string;
  /** Shown to an anonymous visitor when no usable `loginUrl` is given (default 'Log in to see your account.'). */
  signedOutMessage?: string;
  /** What the editor shows instead of a visitor's data, e.g. 'My orders: the logged-in visitor's orders'. */
  editorLabel: string;
  /** Rendered (and so fetching) only for a logged-in visitor. */
  children: ReactNode;
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
}

const DEFAULT_SIGNED_OUT = 'Log in to see your account.';

/**
 * The account area's door: children mount, and so fetch, only for a logged-in visitor. Meanwhile a
 * skeleton holds the space (aria-busy), and the children keep it while their first answer is awaited; an
 * anonymous visitor is sent to log in, or, without a login page, reads one line saying so; the authoring
 * editor shows `editorLabel` and never a visitor's data.
 */
export function AccountGate({ loginUrl, signedOutMessage, editorLabel, children, childrenInEditor = false, reserve, waiting }: AccountGateProps) {
  const { authoring } = useElement();
  const access = useAccountAccess(loginUrl);
  const skeleton = useThemedClass(accountSkeletonStyles);
  const notice = useThemedClass(accountNoticeStyles);
  const holder = useThemedClass(accountReserveStyles);
  if (authoring && !childrenInEditor) return <EditorPlaceholder label={editorLabel} />;
  if (access.kind === 'show') {
    return reserve ? (
      <div className={holder} style={{ '--brand-room': reserve[0], '--brand-room-wide': reserve[1] } as CSSProperties}>
        {children}
      </div>
    ) : (
      <>{children}</>
    );
  }
  if (access.kind === 'login' && !access.url) {
    return <p className={notice} data-account-signed-out="">{signedOutMessage?.trim() || DEFAULT_SIGNED_OUT}</p>;
  }
  // waiting for the visitor, or on the way to the login page
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
