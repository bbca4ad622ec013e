import type { MuleSoftConfig } from '../../core/services/configTypes';
import { fallbackHtml } from '../../core/text/userContext';
import { AccountGate, accountContent } from '../account/AccountGate';
import { useElement } from '../runtime/context';
import { useThemedClass } from '../runtime/useThemedClass';
import { SanitizedHtml } from '../shared/SanitizedHtml';
import { userContextStyles } from './styles';

export interface UserContextTextProps {
  /** authored HTML with {firstName}, {points}, … */
  text?: string;
  /** text per placeholder when its value is unknown: { "firstName": "there" } */
  fallbacks?: Record<string, string>;
  /** labels per tier code for {tier}: { "GOLD": "Gold" } */
  tierLabels?: Record<string, string>;
  loginUrl?: string;
  signedOutMessage?: string;
  muleSoftConfig?: MuleSoftConfig;
}

const content = accountContent('brand-account-user-context-text', () => import('./FilledText').then((module) => module.FilledText));

/**
 * Authored HTML with the signed-in visitor's values filled (brand-account-user-context-text), behind the account
 * gate. The editor shows the text with its placeholders as written.
 */
export function UserContextText(props: UserContextTextProps) {
  const { authoring } = useElement();
  const className = useThemedClass(userContextStyles);
  if (authoring) return <SanitizedHtml html={props.text ?? ''} className={className} data-user-context="editor" />;
  return (
    <AccountGate
      loginUrl={props.loginUrl}
      signedOutMessage={props.signedOutMessage}
      editorLabel="User context text"
      // the text filled with its fallbacks, unseen, as the loading state below: the room it will take, whatever was authored
      waiting={<SanitizedHtml html={fallbackHtml(props.text, props.fallbacks)} className={className} data-stand-in="" aria-hidden="true" />}
      content={content}
      contentProps={props}
    />
  );
}
