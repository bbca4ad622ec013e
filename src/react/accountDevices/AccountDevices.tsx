import { AccountGate, accountContent } from '../account/AccountGate';
import type { AccountDevicesProps } from './DevicesList';

export type { AccountDevicesProps };

const content = accountContent('brand-account-devices', () => import('./DevicesList').then((module) => module.DevicesList));

/** The registered devices of the logged-in visitor (brand-account-devices), behind the account gate. */
export function AccountDevices(props: AccountDevicesProps) {
  return (
    <AccountGate
      loginUrl={props.loginUrl}
      signedOutMessage={props.signedOutMessage}
      editorLabel="My devices: the logged-in visitor's registered devices"
      reserve={['20.75rem', '17.75rem']}
      content={content}
      contentProps={props}
      retryLabel={props.retryLabel}
      loadErrorMessage={props.loadErrorMessage}
    />
  );
}
