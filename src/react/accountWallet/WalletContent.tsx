import { useEffect, useId, useRef, useState } from 'react';
import { sortCardsDefaultFirst, toCardView, type CardView } from '../../core/account/payment';
import { writeSelectedCardId } from '../../core/account/handoff';
import { applyCardUpdate, cardName } from '../../core/account/wallet';
import { authoredWords, fillTemplate } from '../../core/text/template';
import { accountGridStyles, accountMessageStyles, accountNoticeStyles, accountSectionStyles, accountSkeletonStyles } from '../account/styles';
import { buttonStyles } from '../gates/buttonStyles';
import { LazyConfirmDialog } from '../shared/modal/LazyConfirmDialog';
import { Modal } from '../shared/modal/Modal';
import { confirmBackdropStyles, confirmLayerStyles } from '../shared/modal/confirmStyles';
import { useSafeUrl } from '../shared/useSafeUrl';
import { useThemedClass } from '../runtime/useThemedClass';
import { CardEditor } from './CardEditor';
import { usePaymentDetails } from './usePaymentDetails';
import { WalletCard } from './WalletCard';
import { WalletLinks } from './WalletLinks';
import { editorDialogStyles } from './styles';
import { EDITOR_DEFAULTS, type AccountProps, type EditorWordProps } from './words';

export interface WalletProps extends AccountProps, EditorWordProps {
  title?: string;
  /** The authored wallet links: `[{ label, url, icon }]`. */
  walletLinks?: unknown;
  walletLinksLabel?: string;
  /** A page with brand-account-credit-card: Edit hands the card id over and goes there instead of the dialog. */
  editCardUrl?: string;
  emptyMessage?: string;
  loadErrorMessage?: string;
  retryLabel?: string;
  defaultBadge?: string;
  expiredBadge?: string;
  expiredLabel?: string;
  editLabel?: string;
  editTitle?: string;
  makeDefaultLabel?: string;
  madeDefaultMessage?: string;
  defaultErrorMessage?: string;
  removeLabel?: string;
  removeConfirmTitle?: string;
  removeConfirmMessage?: string;
  removedMessage?: string;
  removeErrorMessage?: string;
  updatedMessage?: string;
}

const DEFAULTS = {
  ...EDITOR_DEFAULTS,
  title: 'Saved cards',
  walletLinksLabel: 'More in your wallet',
  emptyMessage: 'You have no saved cards. A card is saved when you pay at checkout.',
  loadErrorMessage: 'We could not load your saved cards. Please try again in a moment.',
  retryLabel: 'Try again',
  defaultBadge: 'Default',
  expiredBadge: 'Expired',
  expiredLabel: 'Expired',
  editLabel: 'Edit',
  editTitle: 'Edit {card}',
  makeDefaultLabel: 'Make default',
  madeDefaultMessage: '{card} is now your default card.',
  defaultErrorMessage: 'We could not make {card} your default card. Please try again.',
  removeLabel: 'Remove',
  removeConfirmTitle: 'Remove this card?',
  removeConfirmMessage: '{card} will be removed from your wallet.',
  removedMessage: '{card} was removed from your wallet.',
  removeErrorMessage: 'We could not remove {card}. Please try again. Your card is still saved.',
  updatedMessage: '{card} now expires {expiry}.',
};

type Focus = { to: 'heading' } | { to: 'remove' | 'edit'; id: string } | undefined;

/** A ref callback keeping one button per card id in `map`. */
const keep = (map: Map<string, HTMLButtonElement>, id: string) => (button: HTMLButtonElement | null) => {
  if (button) map.set(id, button);
  else map.delete(id);
};

export function WalletContent(props: WalletProps) {
  const words = authoredWords(DEFAULTS, props);
  const { occ, cards } = usePaymentDetails(props, 'brand-account-wallet');
  const [editing, setEditing] = useState<string | undefined>();
  // The editor's Save is on its way: the dialog may not be dismissed, or a failure would be lost with it.
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState<string | undefined>();
  const [busy, setBusy] = useState<{ id: string; kind: 'default' | 'remove' } | undefined>();
  const [alert, setAlert] = useState('');
  const [status, setStatus] = useState('');
  const [focus, setFocus] = useState<Focus>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const editButtons = useRef(new Map<string, HTMLButtonElement>());
  const monthRef = useRef<HTMLSelectElement>(null);
  const dialogTitleId = useId();
  const editHref = useSafeUrl(props.editCardUrl, 'editCardUrl');
  const classes = {
    section: useThemedClass(accountSectionStyles),
    grid: useThemedClass(accountGridStyles),
    skeleton: useThemedClass(accountSkeletonStyles),
    notice: useThemedClass(accountNoticeStyles),
    message: useThemedClass(accountMessageStyles),
    button: useThemedClass(buttonStyles),
    layer: useThemedClass(confirmLayerStyles),
    backdrop: useThemedClass(confirmBackdropStyles),
    dialog: useThemedClass(editorDialogStyles),
  };

  // After a dialog has closed (and given focus back), or a card moved to the top: the heading when the card is
  // gone, else its button (Make default disappears once the card is the default: its Edit then).
  useEffect(() => {
    if (!focus) return;
    if (focus.to === 'heading') headingRef.current?.focus();
    else (focus.to === 'edit' ? editButtons : removeButtons).current.get(focus.id)?.focus();
    setFocus(undefined);
  }, [focus]);

  const now = new Date();
  const list = sortCardsDefaultFirst(cards.data ?? []).flatMap((details) => {
    const view = toCardView(details, now);
    return view ? [{ details, view }] : [];
  });
  const nameOf = (view: CardView) => cardName(view, words.cardNameTemplate);
  const find = (id: string | undefined) => list.find((entry) => entry.view.id === id);
  const say = (template: string, view: CardView, extra: Record<string, string> = {}) => fillTemplate(template, { card: nameOf(view), ...extra });

  const makeDefault = async (view: CardView) => {
    if (!occ || busy) return;
    setBusy({ id: view.id, kind: 'default' });
    setAlert('');
    setStatus('');
    try {
      await occ.setDefaultPaymentDetails(view.id);
      cards.setData((cards.data ?? []).map((entry) => ({ ...entry, defaultPayment: entry.id === view.id })));
      setStatus(say(words.madeDefaultMessage, view));
      setFocus({ to: 'edit', id: view.id });
    } catch {
      setAlert(say(words.defaultErrorMessage, view));
    } finally {
      setBusy(undefined);
    }
  };

  const remove = async (view: CardView) => {
    if (!occ || busy) return;
    setBusy({ id: view.id, kind: 'remove' });
    setAlert('');
    setStatus('');
    try {
      await occ.deletePaymentDetails(view.id);
      cards.setData((cards.data ?? []).filter((entry) => entry.id !== view.id));
      setStatus(say(words.removedMessage, view));
      setFocus({ to: 'heading' });
      void cards.reload(); // the server names the next default card
    } catch {
      setAlert(say(words.removeErrorMessage, view));
      setFocus({ to: 'remove', id: view.id });
    } finally {
      setBusy(undefined);
      setConfirming(undefined);
    }
  };

  const edit = (view: CardView) => {
    if (busy) return;
    setAlert('');
    setStatus('');
    if (editHref) {
      writeSelectedCardId(view.id);
      location.assign(editHref);
    } else setEditing(view.id);
  };

  const editingCard = find(editing);
  const confirmingCard = find(confirming);
  const state = cards.status === 'failed' ? 'failed' : cards.status === 'loading' ? 'loading' : list.length ? 'filled' : 'empty';

  return (
    <section className={classes.section} aria-labelledby="brand-wallet-title" aria-busy={state === 'loading' || undefined} data-wallet-state={state}>
      <h2 id="brand-wallet-title" ref={headingRef} tabIndex={-1}>
        {props.title?.trim() || words.title}
      </h2>
      <p className={classes.message} role="alert" data-wallet-alert="">
        {state === 'failed' ? words.loadErrorMessage : alert}
      </p>
      <p className={classes.message} role="status" data-wallet-status="">
        {status}
      </p>
      {state === 'loading' && (
        <div className={classes.skeleton} aria-hidden="true" data-skeleton="">
          <span />
          <span />
        </div>
      )}
      {state === 'failed' && (
        <div>
          <button type="button" className={classes.button} data-variant="outlined" onClick={() => void cards.reload()} data-retry="">
            {words.retryLabel}
          </button>
        </div>
      )}
      {state === 'empty' && (
        <p className={classes.notice} data-wallet-empty="">
          {words.emptyMessage}
        </p>
      )}
      {list.length > 0 && (
        <ul className={classes.grid} data-cards="">
          {list.map(({ details, view }) => (
            <WalletCard
              key={view.id}
              view={view}
              name={nameOf(view)}
              holder={details.accountHolderName}
              words={words}
              busy={busy?.id === view.id ? busy.kind : undefined}
              locked={Boolean(busy)}
              removeRef={keep(removeButtons.current, view.id)}
              editRef={keep(editButtons.current, view.id)}
              onEdit={() => edit(view)}
              onMakeDefault={() => void makeDefault(view)}
              onRemove={() => !busy && setConfirming(view.id)}
            />
          ))}
        </ul>
      )}
      <WalletLinks links={props.walletLinks} label={words.walletLinksLabel} />
      <Modal
        open={Boolean(editingCard && occ)}
        onClose={() => !saving && setEditing(undefined)}
        dismissible={!saving}
        labelledBy={dialogTitleId}
        initialFocus={monthRef}
        zIndex={1300}
        layerProps={{ className: classes.layer }}
        backdropProps={{ className: classes.backdrop }}
        dialogProps={{ className: classes.dialog, 'data-edit-card-dialog': '' }}
      >
        {editingCard && occ && (
          <>
            <h3 id={dialogTitleId}>{say(words.editTitle, editingCard.view)}</h3>
            <CardEditor
              card={editingCard.details}
              occ={occ}
              words={words}
              monthRef={monthRef}
              onBusyChange={setSaving}
              onCancel={() => !saving && setEditing(undefined)}
              onSaved={(updated) => {
                cards.setData(applyCardUpdate(cards.data ?? [], updated));
                setSaving(false);
                const view = toCardView(updated, new Date());
                setEditing(undefined);
                if (view) setStatus(say(words.updatedMessage, view, { expiry: view.expiryLabel }));
              }}
            />
          </>
        )}
      </Modal>
      <LazyConfirmDialog
        marker="remove-card"
        open={Boolean(confirmingCard)}
        title={words.removeConfirmTitle}
        message={confirmingCard ? say(words.removeConfirmMessage, confirmingCard.view) : ''}
        confirmLabel={words.removeLabel}
        cancelLabel={words.cancelLabel}
        busy={busy?.kind === 'remove'}
        onConfirm={() => confirmingCard && void remove(confirmingCard.view)}
        onCancel={() => !busy && setConfirming(undefined)}
      />
    </section>
  );
}
