import { AccountGate, accountContent } from '../account/AccountGate';
import type { WalletProps } from './WalletContent';

export type { WalletProps };

const content = accountContent('brand-account-wallet', () => import('./WalletContent').then((module) => module.WalletContent));

/** brand-account-wallet: the visitor's saved cards and the wallet links, for the logged-in visitor only. */
export function Wallet(props: WalletProps) {
  return (
    <AccountGate
      loginUrl={props.loginUrl}
      signedOutMessage={props.signedOutMessage}
      editorLabel="My wallet: the logged-in visitor's saved cards"
      reserve={['41rem', '19rem']}
      content={content}
      contentProps={props}
      loadErrorMessage={props.loadErrorMessage}
      retryLabel={props.retryLabel}
    />
  );
}
