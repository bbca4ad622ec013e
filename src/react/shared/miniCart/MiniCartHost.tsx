import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { createStore } from '../../../core/stores/createStore';
import { closeMiniCart, miniCartStore } from '../../../core/stores/miniCart';
import { cartSummary } from '../../../core/commerce/cartView';
import { useThemedClass } from '../../runtime/useThemedClass';
import { buttonStyles } from '../../gates/styles';
import { Icon } from '../../icons';
import { Modal } from '../modal/Modal';
import { useSafeUrl } from '../useSafeUrl';
import { CartLines, DEFAULT_LINE_LABELS } from './CartLines';
import { useVisitorCart } from './useVisitorCart';
import { actionsStyles, backdropStyles, closeStyles, drawerStyles, emptyStyles, headStyles, layerStyles, totalStyles } from './styles';

export interface MiniCartLabels {
  title?: string;
  /** shown under the title after an add: '{name} was added.' */
  added?: string;
  empty?: string;
  total?: string;
  viewCart?: string;
  continueShopping?: string;
  close?: string;
  quantity?: string;
  lending?: string;
}

export const MINI_CART_LABELS: Required<MiniCartLabels> = {
  title: 'Your cart',
  added: '{name} was added.',
  empty: 'Your cart is empty.',
  total: 'Total',
  viewCart: 'View cart',
  continueShopping: 'Continue shopping',
  close: 'Close',
  quantity: DEFAULT_LINE_LABELS.quantity,
  lending: DEFAULT_LINE_LABELS.lending,
};

/** Which mounted host shows the one mini cart of the page: the first to mount; the next takes over when it goes. */
const ownerStore = createStore<string | undefined>(undefined);

const Z_INDEX = 1350;

/**
 * The one mini cart of the page: every element that adds to the cart renders a host, the first mounted
 * owns the drawer (the others render nothing), and it opens when miniCartStore says so (openMiniCart).
 */
export function MiniCartHost({ cartUrl, labels }: { cartUrl?: string; labels?: MiniCartLabels }) {
  const id = useId();
  const owner = useSyncExternalStore(ownerStore.subscribe, ownerStore.getSnapshot, ownerStore.getSnapshot);
  useEffect(() => {
    if (ownerStore.getSnapshot() === undefined) ownerStore.set(id);
  }, [id, owner]);
  useEffect(
    () => () => {
      if (ownerStore.getSnapshot() === id) ownerStore.set(undefined);
    },
    [id],
  );
  if (owner !== id) return null;
  return <MiniCart cartUrl={cartUrl} labels={labels} />;
}

function MiniCart({ cartUrl, labels: authored }: { cartUrl?: string; labels?: MiniCartLabels }) {
  const state = useSyncExternalStore(miniCartStore.subscribe, miniCartStore.getSnapshot, miniCartStore.getSnapshot);
  const { cart } = useVisitorCart();
  const href = useSafeUrl(cartUrl, 'cartUrl');
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const labels = { ...MINI_CART_LABELS, ...Object.fromEntries(Object.entries(authored ?? {}).filter(([, value]) => typeof value === 'string' && value.trim())) };
  const classes = {
    layer: useThemedClass(layerStyles),
    backdrop: useThemedClass(backdropStyles),
    drawer: useThemedClass(drawerStyles),
    head: useThemedClass(headStyles),
    close: useThemedClass(closeStyles),
    total: useThemedClass(totalStyles),
    actions: useThemedClass(actionsStyles),
    empty: useThemedClass(emptyStyles),
    button: useThemedClass(buttonStyles),
  };
  const summary = cartSummary(cart);
  return (
    <Modal
      open={state.open}
      key={state.seq}
      onClose={closeMiniCart}
      labelledBy={titleId}
      initialFocus={closeRef}
      zIndex={Z_INDEX}
      layerProps={{ className: classes.layer, 'data-mini-cart-layer': '' }}
      backdropProps={{ className: classes.backdrop }}
      dialogProps={{ className: classes.drawer, 'data-mini-cart': '', part: 'mini-cart' }}
    >
      <div className={classes.head}>
        <div>
          <h2 id={titleId}>{labels.title}</h2>
          {state.added && <p data-mini-cart-added="">{labels.added.replace('{name}', state.added)}</p>}
        </div>
        <button ref={closeRef} type="button" className={classes.close} aria-label={labels.close} onClick={closeMiniCart} data-mini-cart-close="">
          <Icon name="close" />
        </button>
      </div>
      {summary.lines.length === 0 ? (
        <p className={classes.empty}>{labels.empty}</p>
      ) : (
        <>
          <CartLines lines={summary.lines} labels={{ quantity: labels.quantity, lending: labels.lending }} />
          {summary.total && (
            <p className={classes.total} data-mini-cart-total="">
              <span>{labels.total}</span>
              <span>{summary.total}</span>
            </p>
          )}
        </>
      )}
      <div className={classes.actions}>
        {href && (
          <a className={classes.button} data-variant="contained" href={href} data-mini-cart-view="">
            {labels.viewCart}
          </a>
        )}
        <button type="button" className={classes.button} data-variant="outlined" onClick={closeMiniCart} data-mini-cart-continue="">
          {labels.continueShopping}
        </button>
      </div>
    </Modal>
  );
}
