import { useEffect, useRef, useState, type ReactNode } from 'react';
import { sortAddressesDefaultFirst, type OccAddress } from '../../core/account/addresses';
import { addressLabel, withSavedAddress } from '../../core/account/addressEditing';
import { isolated } from './isolated';
import { writeEditAddressId } from '../../core/account/handoff';
import type { HybrisConfig, MuleSoftConfig } from '../../core/services/configTypes';
import type { OccAddress as ServiceAddress } from '../../core/services/occAccount';
import { useAccountServices } from '../account/useOccAccount';
import { useAccountData } from '../account/useAccountData';
import { accountActionsStyles, accountCardStyles, accountGridStyles, accountMessageStyles, accountNoticeStyles, accountSectionStyles, accountSkeletonStyles } from '../account/styles';
import { LazyConfirmDialog } from '../shared/modal/LazyConfirmDialog';
import { useThemedClass } from '../runtime/useThemedClass';
import { buttonStyles } from '../gates/buttonStyles';
import { useSafeUrl } from '../shared/useSafeUrl';
import { Spinner } from '../gates/GateButton';
import { AddressCard } from './AddressCard';
import { AddressDialog } from './AddressDialog';
import { addressListStyles } from './styles';
import { formWords, type AddressFormWordProps } from './words';
import { authoredWords, fillTemplate } from '../../core/text/template';

export interface AddressesProps extends AddressFormWordProps {
  title?: string;
  loginUrl?: string;
  signedOutMessage?: string;
  editAddressUrl?: string;
  addLabel?: string;
  editLabel?: string;
  makeDefaultLabel?: string;
  removeLabel?: string;
  defaultBadgeLabel?: string;
  emptyMessage?: string;
  loadErrorMessage?: string;
  retryLabel?: string;
  addTitle?: string;
  editTitle?: string;
  savedMessage?: string;
  defaultChangedMessage?: string;
  defaultErrorMessage?: string;
  removeConfirmTitle?: string;
  removeConfirmMessage?: string;
  removeConfirmLabel?: string;
  removedMessage?: string;
  removeErrorMessage?: string;
  hybrisConfig?: HybrisConfig;
  muleSoftConfig?: MuleSoftConfig;
}

const DEFAULTS = {
  title: 'Your addresses',
  addLabel: 'Add an address',
  editLabel: 'Edit',
  makeDefaultLabel: 'Make default',
  removeLabel: 'Remove',
  defaultBadgeLabel: 'Default',
  emptyMessage: 'You have no saved addresses yet.',
  loadErrorMessage: 'We could not load your addresses. Please try again in a moment.',
  retryLabel: 'Try again',
  addTitle: 'Add an address',
  editTitle: 'Edit your address',
  savedMessage: 'Your address was saved.',
  defaultChangedMessage: '{line1} is now your default address.',
  defaultErrorMessage: 'We could not change your default address. Please try again.',
  removeConfirmTitle: 'Remove this address?',
  removeConfirmMessage: '{line1} will be removed from your address book.',
  removeConfirmLabel: 'Remove address',
  removedMessage: '{line1} was removed from your address book.',
  removeErrorMessage: 'We could not remove the address. Please try again.',
};

type Saved = ServiceAddress & { id: string };
const TAG = 'brand-account-addresses';

export function AddressBook(props: AddressesProps) {
  const text = authoredWords(DEFAULTS, props);
  const words = formWords(props);
  const { occ } = useAccountServices(props, TAG);
  const editHref = useSafeUrl(props.editAddressUrl, 'editAddressUrl');
  const data = useAccountData<Saved[]>(
    async (signal) => {
      if (!occ) throw new Error('no commerce service');
      return (await occ.getAddresses({ signal })).filter((address): address is Saved => typeof address.id === 'string');
    },
    occ ? 'occ' : 'none',
  );
  // Changes that overlap build on the latest list, not on the one of the render that started them.
  const latest = useRef(data.data);
  latest.current = data.data;
  const update = (change: (list: Saved[]) => Saved[]) => {
    const next = change(latest.current ?? []);
    latest.current = next;
    data.setData(next);
  };
  const [editing, setEditing] = useState<{ address?: Saved } | undefined>(undefined);
  const [removing, setRemoving] = useState<Saved | undefined>(undefined);
  const [removeBusy, setRemoveBusy] = useState(false);
  const [settingDefault, setSettingDefault] = useState<ReadonlySet<string>>(new Set());
  const [retrying, setRetrying] = useState(false);
  const [alert, setAlert] = useState('');
  const [status, setStatus] = useState<ReactNode>('');
  const [focusTarget, setFocusTarget] = useState<{ kind: 'heading' } | { kind: 'card'; id: string } | undefined>(undefined);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cardHeadings = useRef(new Map<string, HTMLHeadingElement>());
  const classes = {
    section: useThemedClass(accountSectionStyles),
    list: useThemedClass(addressListStyles),
    grid: useThemedClass(accountGridStyles),
    card: useThemedClass(accountCardStyles),
    actions: useThemedClass(accountActionsStyles),
    message: useThemedClass(accountMessageStyles),
    notice: useThemedClass(accountNoticeStyles),
    skeleton: useThemedClass(accountSkeletonStyles),
    button: useThemedClass(buttonStyles),
  };

  // After the modal has given focus back (its layout effect), move it where the change left the visitor.
  useEffect(() => {
    if (!focusTarget) return;
    if (focusTarget.kind === 'heading') headingRef.current?.focus();
    else cardHeadings.current.get(focusTarget.id)?.focus();
    setFocusTarget(undefined);
  }, [focusTarget, data.data]);

  const start = (message = '') => {
    setAlert(message);
    setStatus('');
  };

  // A save shows at once what was saved (merged by id), then the list is read again quietly: the shop decides the
  // order and which address is the default. A failed quiet read keeps the list and says nothing more.
  const saved = (address: OccAddress) => {
    // The first address replaces the empty state and the Add button that opened the dialog: focus its card.
    const wasEmpty = (latest.current ?? []).length === 0;
    setEditing(undefined);
    start();
    if (typeof address.id === 'string') {
      const id = address.id;
      update((list) => withSavedAddress(list, { ...address, id }));
      if (wasEmpty) setFocusTarget({ kind: 'card', id });
    }
    setStatus(text.savedMessage);
    void data.reload();
  };

  const retry = async () => {
    if (retrying) return;
    setRetrying(true);
    try {
      await data.reload();
    } finally {
      setRetrying(false);
    }
  };

  const makeDefault = async (address: Saved) => {
    if (!occ || settingDefault.has(address.id)) return;
    start();
    setSettingDefault((ids) => new Set(ids).add(address.id));
    try {
      await occ.setDefaultAddress(address.id);
      update((list) => list.map((entry) => ({ ...entry, defaultAddress: entry.id === address.id })));
      setStatus(isolated(text.defaultChangedMessage, { line1: addressLabel(address) }));
      setFocusTarget({ kind: 'card', id: address.id });
    } catch {
      setAlert(text.defaultErrorMessage);
    } finally {
      setSettingDefault((ids) => {
        const next = new Set(ids);
        next.delete(address.id);
        return next;
      });
    }
  };

  const remove = async () => {
    const address = removing;
    if (!address || !occ || removeBusy) return;
    start();
    setRemoveBusy(true);
    try {
      await occ.deleteAddress(address.id);
      update((list) => list.filter((entry) => entry.id !== address.id));
      setRemoving(undefined);
      setStatus(isolated(text.removedMessage, { line1: addressLabel(address) }));
      setFocusTarget({ kind: 'heading' });
      void data.reload(); // the book may have a new default now
    } catch {
      setRemoving(undefined);
      setAlert(text.removeErrorMessage);
    } finally {
      setRemoveBusy(false);
    }
  };

  const addresses = sortAddressesDefaultFirst(data.data ?? []);
  const loading = data.status === 'loading';
  const failed = data.status === 'failed';
  const addHref = editHref;
  // a new tab (middle click, the context menu) gets the handoff too: written before the browser opens the link
  const forgetHandoff = () => writeEditAddressId(undefined);
  const addButton = addHref ? (
    <a className={classes.button} data-variant="contained" href={addHref} onClick={forgetHandoff} onAuxClick={forgetHandoff} onContextMenu={forgetHandoff} data-address-add="">
      {text.addLabel}
    </a>
  ) : (
    <button type="button" className={classes.button} data-variant="contained" aria-haspopup="dialog" onClick={() => setEditing({})} data-address-add="">
      {text.addLabel}
    </button>
  );

  return (
    <section className={`${classes.section} ${classes.list}`} aria-labelledby={`${TAG}-title`} aria-busy={loading || undefined} data-addresses-state={loading ? 'loading' : failed ? 'failed' : addresses.length ? 'filled' : 'empty'}>
      <div data-addresses-head="">
        <h2 id={`${TAG}-title`} ref={headingRef} tabIndex={-1}>
          {props.title?.trim() || text.title}
        </h2>
        {!loading && !failed && addresses.length > 0 && addButton}
      </div>
      <p className={classes.message} role="alert" data-addresses-message="">
        {/* emptied while retrying, so a repeated failure is announced again */}
        {failed ? (retrying ? '' : text.loadErrorMessage) : alert}
      </p>
      <p className={classes.message} role="status" data-addresses-status="">
        {status}
      </p>
      {loading ? (
        <div className={classes.skeleton} aria-hidden="true" data-skeleton="">
          <span />
          <span />
        </div>
      ) : failed ? (
        <div>
          <button type="button" className={classes.button} data-variant="outlined" aria-busy={retrying || undefined} aria-disabled={retrying || undefined} onClick={() => void retry()} data-addresses-retry="">
            {text.retryLabel}
            {retrying && <Spinner />}
          </button>
        </div>
      ) : addresses.length === 0 ? (
        <div className={classes.notice} data-empty="">
          <p>{text.emptyMessage}</p>
          {addButton}
        </div>
      ) : (
        <ul className={classes.grid} data-address-list="">
          {addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              labels={{ ...text, phoneLabel: words.phoneLabel }}
              classes={{ card: classes.card, actions: classes.actions, button: classes.button }}
              editHref={editHref}
              onEdit={() => setEditing({ address })}
              onEditLink={() => writeEditAddressId(address.id)}
              onMakeDefault={() => void makeDefault(address)}
              onRemove={() => setRemoving(address)}
              settingDefault={settingDefault.has(address.id)}
              headingRef={(node) => {
                if (node) cardHeadings.current.set(address.id, node);
                else cardHeadings.current.delete(address.id);
              }}
            />
          ))}
        </ul>
      )}
      <AddressDialog
        open={editing !== undefined}
        title={editing?.address ? text.editTitle : text.addTitle}
        occ={occ}
        address={editing?.address}
        words={words}
        onSaved={saved}
        onClose={() => setEditing(undefined)}
      />
      <LazyConfirmDialog
        marker="remove-address"
        open={removing !== undefined}
        title={text.removeConfirmTitle}
        message={isolated(text.removeConfirmMessage, { line1: addressLabel(removing) })}
        fallbackText={`${text.removeConfirmTitle}\n\n${fillTemplate(text.removeConfirmMessage, { line1: addressLabel(removing) })}`}
        confirmLabel={text.removeConfirmLabel}
        cancelLabel={words.cancelLabel}
        busy={removeBusy}
        onConfirm={() => void remove()}
        onCancel={() => !removeBusy && setRemoving(undefined)}
      />
    </section>
  );
}
