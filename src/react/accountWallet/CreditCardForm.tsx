import { useEffect, useState } from 'react';
import { readSelectedCardId } from '../../core/account/handoff';
import { applyCardUpdate, pickCard } from '../../core/account/wallet';
import { accountMessageStyles, accountNoticeStyles, accountSectionStyles, accountSkeletonStyles } from '../account/styles';
import { buttonStyles } from '../gates/buttonStyles';
import { useSafeUrl } from '../shared/useSafeUrl';
import { useThemedClass } from '../runtime/useThemedClass';
import { CardEditor } from './CardEditor';
import { usePaymentDetails } from './usePaymentDetails';
import { EDITOR_DEFAULTS, type AccountProps, type EditorWordProps } from './words';
import { authoredWords } from '../../core/text/template';

export interface CreditCardProps extends AccountProps, EditorWordProps {
  /** The card to edit (OCC payment details id); else the one the wallet handed over, else the default card. */
  cardId?: string;
  /** The wallet page: Cancel goes back there (without it, Cancel puts the form back as it was). */
  walletUrl?: string;
  title?: string;
  noCardMessage?: string;
  loadErrorMessage?: string;
  retryLabel?: string;
}

const DEFAULTS = {
  ...EDITOR_DEFAULTS,
  title: 'Edit your card',
  noCardMessage: 'You have no saved cards. A card is saved when you pay at checkout.',
  loadErrorMessage: 'We could not load your card. Please try again in a moment.',
  retryLabel: 'Try again',
};

export function CreditCardForm(props: CreditCardProps) {
  const words = authoredWords(DEFAULTS, props);
  const { occ, cards } = usePaymentDetails(props, 'brand-account-credit-card');
  // The handoff lives in sessionStorage: read after the first render, never during it.
  const [handoff, setHandoff] = useState<{ id?: string } | undefined>(undefined);
  useEffect(() => setHandoff({ id: readSelectedCardId() }), []);
  const walletHref = useSafeUrl(props.walletUrl, 'walletUrl');
  const classes = {
    section: useThemedClass(accountSectionStyles),
    skeleton: useThemedClass(accountSkeletonStyles),
    notice: useThemedClass(accountNoticeStyles),
    message: useThemedClass(accountMessageStyles),
    button: useThemedClass(buttonStyles),
  };
  const card = cards.data && handoff ? pickCard(cards.data, { cardId: props.cardId, handoffId: handoff.id }) : undefined;
  const state = cards.status === 'failed' ? 'failed' : !cards.data || !handoff ? 'loading' : card ? 'ready' : 'empty';

  return (
    <section className={classes.section} aria-labelledby="brand-credit-card-title" aria-busy={state === 'loading' || undefined} data-credit-card-state={state}>
      <h2 id="brand-credit-card-title">{props.title?.trim() || words.title}</h2>
      {state === 'loading' && (
        <div className={classes.skeleton} aria-hidden="true" data-skeleton="">
          <span />
          <span />
        </div>
      )}
      {state === 'failed' && (
        <>
          <p className={classes.message} role="alert" data-load-error="">
            {words.loadErrorMessage}
          </p>
          <div>
            <button type="button" className={classes.button} data-variant="outlined" onClick={() => void cards.reload()} data-retry="">
              {words.retryLabel}
            </button>
          </div>
        </>
      )}
      {state === 'empty' && (
        <p className={classes.notice} data-no-card="">
          {words.noCardMessage}
        </p>
      )}
      {card && occ && (
        <CardEditor
          key={card.id}
          card={card}
          occ={occ}
          words={words}
          announceSaved
          onSaved={(updated) => cards.setData(applyCardUpdate(cards.data ?? [], updated))}
          // without a wallet page, Cancel puts the form back in place (focus stays on Cancel)
          onCancel={walletHref ? () => location.assign(walletHref) : undefined}
        />
      )}
    </section>
  );
}
