import type { CSSProperties, ReactNode } from 'react';
import { useThemedClass } from '../runtime/useThemedClass';
import { useElement } from '../runtime/context';
import { EditorPlaceholder } from '../runtime/EditorPlaceholder';
import { useAccountAccess } from './useAccountAccess';
import { accountSkeletonStyles, accountNoticeStyles } from './styles';

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
}

const DEFAULT_SIGNED_OUT = 'Log in to see your account.';

/**
 * The account area's door: children mount, and so fetch, only for a logged-in visitor. Meanwhile a
 * skeleton holds the space (aria-busy); an anonymous visitor is sent to log in, or, without a login page, reads
 * one line saying so; the authoring editor shows `editorLabel` and never a visitor's data.
 */
export function AccountGate({ loginUrl, signedOutMessage, editorLabel, children, childrenInEditor = false, reserve }: AccountGateProps) {
  const { authoring } = useElement();
  const access = useAccountAccess(loginUrl);
  const skeleton = useThemedClass(accountSkeletonStyles);
  const notice = useThemedClass(accountNoticeStyles);
  if (authoring && !childrenInEditor) return <EditorPlaceholder label={editorLabel} />;
  if (access.kind === 'show') return <>{children}</>;
  if (access.kind === 'login' && !access.url) {
    return <p className={notice} data-account-signed-out="">{signedOutMessage?.trim() || DEFAULT_SIGNED_OUT}</p>;
  }
  // waiting for the visitor, or on the way to the login page
  return (
    <div
      className={skeleton}
      aria-busy="true"
      data-account-state={access.kind === 'login' ? 'login' : 'wait'}
      style={reserve && ({ '--brand-reserve': reserve[0], '--brand-reserve-wide': reserve[1] } as CSSProperties)}
    >
      <span />
      <span />
    </div>
  );
}
