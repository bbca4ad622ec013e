import type { Ref } from 'react';
import type { CardView } from '../../core/account/payment';
import { buttonStyles } from '../gates/buttonStyles';
import { Spinner } from '../gates/GateButton';
import { accountActionsStyles, accountCardStyles } from '../account/styles';
import { useThemedClass } from '../runtime/useThemedClass';
import { walletCardStyles } from './styles';
import { preloadConfirmDialog } from '../shared/modal/LazyConfirmDialog';

export interface WalletCardWords {
  defaultBadge: string;
  expiredBadge: string;
  expiresLabel: string;
  expiredLabel: string;
  holderLabel: string;
  editLabel: string;
  makeDefaultLabel: string;
  removeLabel: string;
}

export interface WalletCardProps {
  view: CardView;
  name: string;
  holder?: string;
  words: WalletCardWords;
  /** this card's action on its way */
  busy: 'default' | 'remove' | undefined;
  /** some card's action is on its way: every action is aria-disabled and does nothing until it ends */
  locked: boolean;
  removeRef: Ref<HTMLButtonElement>;
  editRef: Ref<HTMLButtonElement>;
  onEdit: () => void;
  onMakeDefault: () => void;
  onRemove: () => void;
}

/**
 * One saved card: its type, •••• and the last four digits (the rest of the number is never ours to show), holder,
 * expiry, the Default and Expired badges, and Edit / Make default / Remove, each named with the card for a screen
 * reader ("Edit Visa ending 1234").
 */
export function WalletCard({ view, name, holder, words, busy, locked, removeRef, editRef, onEdit, onMakeDefault, onRemove }: WalletCardProps) {
  const classes = {
    card: useThemedClass(accountCardStyles),
    own: useThemedClass(walletCardStyles),
    actions: useThemedClass(accountActionsStyles),
    button: useThemedClass(buttonStyles),
  };
  const headingId = `card-${view.id}-title`;
  const named = <span data-visually-hidden="">{` ${name}`}</span>;
  const disabled = locked || busy ? true : undefined;
  const unlessLocked = (action: () => void) => () => !disabled && action();
  return (
    <li className={`${classes.card} ${classes.own}`} data-card={view.id} data-default={view.isDefault ? '' : undefined} data-expired={view.expired ? '' : undefined}>
      <div data-card-head="">
        <h3 id={headingId}>
          <span aria-hidden="true">{view.typeLabel}</span>
          <span data-visually-hidden="">{name}</span>
        </h3>
        <div data-badges="">
          {view.isDefault && <span data-badge="default">{words.defaultBadge}</span>}
          {view.expired && <span data-badge="expired">{words.expiredBadge}</span>}
        </div>
      </div>
      <p data-card-number="" aria-hidden="true">
        <span dir="ltr">{view.masked}</span>
      </p>
      {holder && (
        <p data-card-meta="">
          {words.holderLabel}: <span data-card-holder="">{holder}</span>
        </p>
      )}
      <p data-card-meta="">
        {view.expired ? words.expiredLabel : words.expiresLabel} <span data-card-expiry="" dir="ltr">{view.expiryLabel}</span>
      </p>
      <div className={classes.actions}>
        <button ref={editRef} type="button" className={classes.button} data-variant="outlined" aria-disabled={disabled} onClick={unlessLocked(onEdit)} data-edit-card={view.id}>
          {words.editLabel}
          {named}
        </button>
        {!view.isDefault && (
          <button type="button" className={classes.button} data-variant="outlined" aria-busy={busy === 'default' || undefined} aria-disabled={disabled} onClick={unlessLocked(onMakeDefault)} data-make-default={view.id}>
            {words.makeDefaultLabel}
            {named}
            {busy === 'default' && <Spinner />}
          </button>
        )}
        <button ref={removeRef} type="button" className={classes.button} data-variant="outlined" aria-haspopup="dialog" aria-busy={busy === 'remove' || undefined} aria-disabled={disabled} onClick={unlessLocked(onRemove)} onPointerEnter={preloadConfirmDialog} onFocus={preloadConfirmDialog} data-remove-card={view.id}>
          {words.removeLabel}
          {named}
          {busy === 'remove' && <Spinner />}
        </button>
      </div>
    </li>
  );
}
