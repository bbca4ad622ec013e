import { AccountGate, accountContent } from '../account/AccountGate';
import type { AccountDeviceCardProps } from './StandaloneCard';

export type { AccountDeviceCardProps };

const content = accountContent('brand-account-device-card', () => import('./StandaloneCard').then((module) => module.StandaloneCard));

/** One device preview card on its own (brand-account-device-card), behind the account gate. */
export function AccountDeviceCard(props: AccountDeviceCardProps) {
  return (
    <AccountGate
      loginUrl={props.loginUrl}
      signedOutMessage={props.signedOutMessage}
      editorLabel="Device card: one of the logged-in visitor's devices"
      reserve={['18rem', '13rem']}
      content={content}
      contentProps={props}
      retryLabel={props.retryLabel}
      loadErrorMessage={props.loadErrorMessage}
    />
  );
}
