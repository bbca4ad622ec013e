import { useEffect, useState } from 'react';
import type { OccAddress } from '../../core/account/addresses';
import { addressToEdit } from '../../core/account/addressEditing';
import { readEditAddressId, writeEditAddressId } from '../../core/account/handoff';
import type { HybrisConfig, MuleSoftConfig } from '../../core/services/configTypes';
import { useAccountServices } from '../account/useOccAccount';
import { useAccountData } from '../account/useAccountData';
import { accountMessageStyles, accountSectionStyles, accountSkeletonStyles } from '../account/styles';
import { useThemedClass } from '../runtime/useThemedClass';
import { buttonStyles } from '../gates/buttonStyles';
import { useSafeUrl } from '../shared/useSafeUrl';
import { Spinner } from '../gates/GateButton';
import { AddressForm } from './AddressForm';
import { editAddressStyles } from './styles';
import { formWords, type AddressFormWordProps } from './words';
import { authoredWords } from '../../core/text/template';

export interface EditAddressProps extends AddressFormWordProps {
  addressId?: string;
  returnUrl?: string;
  loginUrl?: string;
  signedOutMessage?: string;
  addTitle?: string;
  editTitle?: string;
  savedMessage?: string;
  loadErrorMessage?: string;
  notFoundMessage?: string;
  retryLabel?: string;
  hybrisConfig?: HybrisConfig;
  muleSoftConfig?: MuleSoftConfig;
}

const PAGE_DEFAULTS = {
  addTitle: 'Add an address',
  editTitle: 'Edit your address',
  savedMessage: 'Your address was saved.',
  loadErrorMessage: 'We could not load your address. Please try again in a moment.',
  notFoundMessage: 'We could not find this address in your address book.',
  retryLabel: 'Try again',
};

const TAG = 'brand-account-edit-address';

export function EditAddressPage(props: EditAddressProps) {
  const text = authoredWords(PAGE_DEFAULTS, props);
  const words = formWords(props);
  const { occ } = useAccountServices(props, TAG);
  const returnHref = useSafeUrl(props.returnUrl, 'returnUrl');
  // Which address: read in an effect (sessionStorage), so the first render is the same on a server.
  const [target, setTarget] = useState<{ id?: string } | undefined>(undefined);
  useEffect(() => setTarget({ id: addressToEdit(props.addressId, readEditAddressId()) }), [props.addressId]);
  const id = target?.id;
  const data = useAccountData<OccAddress[]>(
    (signal) => {
      // Until the handoff is read nothing is known: stay loading (no flash of an empty form).
      if (target === undefined) return new Promise<never>(() => undefined);
      if (id === undefined) return Promise.resolve([]);
      return occ ? occ.getAddresses({ signal }) : Promise.reject(new Error('no commerce service'));
    },
    `${target === undefined ? 'pending' : id ?? 'new'}|${occ ? 'occ' : 'none'}`,
  );
  // after adding, the form edits the address it made
  const [added, setAdded] = useState<OccAddress | undefined>(undefined);
  const [status, setStatus] = useState('');
  const [formKey, setFormKey] = useState(0);
  const classes = {
    section: useThemedClass(accountSectionStyles),
    page: useThemedClass(editAddressStyles),
    message: useThemedClass(accountMessageStyles),
    skeleton: useThemedClass(accountSkeletonStyles),
    button: useThemedClass(buttonStyles),
  };

  const address = added ?? (id ? data.data?.find((entry) => entry.id === id) : undefined);
  const loading = target === undefined || data.status === 'loading';
  const failed = !loading && data.status === 'failed';
  const missing = !loading && !failed && id !== undefined && !address;

  const saved = (next: OccAddress) => {
    setStatus(text.savedMessage);
    setAdded(next);
    if (returnHref) {
      // done with this address: a later visit of the page (e.g. "Add an address") must not edit it again
      writeEditAddressId(undefined);
      location.assign(returnHref);
    } else if (!address && next.id) writeEditAddressId(next.id);
  };

  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    if (retrying) return;
    setRetrying(true);
    try {
      await data.reload();
    } finally {
      setRetrying(false);
    }
  };

  // the last "saved" goes once the visitor changes the form or saves again
  const clearStatus = () => setStatus((before) => (before ? '' : before));

  const cancel = () => {
    setStatus('');
    if (returnHref) location.assign(returnHref);
    else setFormKey((key) => key + 1); // back to what is saved
  };

  return (
    <section className={`${classes.section} ${classes.page}`} aria-labelledby={`${TAG}-title`} aria-busy={loading || undefined} data-edit-address-state={loading ? 'loading' : failed ? 'failed' : missing ? 'missing' : address ? 'edit' : 'add'}>
      <h2 id={`${TAG}-title`}>{address || (id && !failed) ? text.editTitle : text.addTitle}</h2>
      <p className={classes.message} role="alert" data-edit-address-message="">
        {/* emptied while retrying, so a repeated failure is announced again */}
        {failed ? (retrying ? '' : text.loadErrorMessage) : missing ? text.notFoundMessage : ''}
      </p>
      <p className={classes.message} role="status" data-edit-address-status="">
        {status}
      </p>
      {loading ? (
        <div className={classes.skeleton} aria-hidden="true" data-skeleton="">
          <span />
          <span />
        </div>
      ) : failed ? (
        <div>
          <button type="button" className={classes.button} data-variant="outlined" aria-busy={retrying || undefined} aria-disabled={retrying || undefined} onClick={() => void retry()} data-edit-address-retry="">
            {text.retryLabel}
            {retrying && <Spinner />}
          </button>
        </div>
      ) : missing ? (
        returnHref && (
          <div>
            <a className={classes.button} data-variant="outlined" href={returnHref}>
              {words.cancelLabel}
            </a>
          </div>
        )
      ) : (
        <div data-panel="">
          <AddressForm key={`${id ?? 'new'}-${formKey}`} occ={occ} address={address} words={words} onSaved={saved} onCancel={cancel} onActivity={clearStatus} />
        </div>
      )}
    </section>
  );
}
