import { useId } from 'react';
import { useThemedClass } from '../runtime/useThemedClass';
import { AccountGate, accountContent } from '../account/AccountGate';
import { accountSectionStyles } from '../account/styles';
import { introStyles } from './styles';
import { words, type UploadReceiptProps } from './words';

export type { UploadReceiptProps } from './words';

const content = accountContent('brand-account-upload-receipt', () => import('./ReceiptUploader').then((module) => module.ReceiptUploader));

/**
 * brand-account-upload-receipt: the receipt upload area of the account, for a logged-in visitor only
 * (AccountGate: the editor sees a placeholder, an anonymous visitor is sent to log in).
 */
export function UploadReceipt(props: UploadReceiptProps) {
  const text = words(props);
  const titleId = useId();
  const section = useThemedClass(accountSectionStyles);
  const intro = useThemedClass(introStyles);
  return (
    <section className={section} aria-labelledby={titleId} data-upload-receipt="">
      <h2 id={titleId}>{text.title}</h2>
      {text.introText && <p className={intro} data-intro="">{text.introText}</p>}
      <AccountGate
        loginUrl={props.loginUrl}
        signedOutMessage={props.signedOutMessage}
        editorLabel="Upload a receipt: the logged-in visitor's devices and the receipt upload"
        reserve={['23.5rem', '22rem']}
        content={content}
        contentProps={{ text, props }}
        loadErrorMessage={props.loadErrorMessage}
        retryLabel={text.retryLabel}
      />
    </section>
  );
}
