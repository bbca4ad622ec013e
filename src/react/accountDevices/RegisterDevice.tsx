import { AccountGate, accountContent } from '../account/AccountGate';
import type { RegisterDeviceProps } from './RegisterForm';

export type { RegisterDeviceProps };

const content = accountContent('brand-account-register-device', () => import('./RegisterForm').then((module) => module.RegisterForm));

/** The new-device form (brand-account-register-device), behind the account gate. */
export function RegisterDevice(props: RegisterDeviceProps) {
  return (
    <AccountGate
      loginUrl={props.loginUrl}
      signedOutMessage={props.signedOutMessage}
      editorLabel="Register device: the new-device form"
      reserve={['21.25rem', '20rem']}
      content={content}
      contentProps={props}
    />
  );
}
