import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { closeMiniCart, miniCartStore } from '../../../core/stores/miniCart';
import { cartSummary } from '../../../core/commerce/cartView';
import { pushEvent } from '../../../core/analytics/dataLayer';
import { ANALYTICS_EVENTS } from '../../../core/analytics/events';
import { useThemedClass } from '../../runtime/useThemedClass';
import { buttonStyles } from '../../gates/buttonStyles';
import { Icon } from '../../icons';
import { Modal } from '../modal/Modal';
import { useSafeUrl } from '../useSafeUrl';
import { ignoreHeldEnter } from '../heldEnter';
import { CartLines, DEFAULT_LINE_LABELS } from './CartLines';
import { useVisitorCart } from './useVisitorCart';
import { useCartLineEditing } from './useCartLineEditing';
import type { HybrisConfig } from '../../../core/services/configTypes';
import type { MiniCartLabels } from './MiniCartHost';
import { actionsStyles, backdropStyles, closeStyles, drawerStyles, emptyStyles, headStyles, layerStyles, saidStyles, totalStyles } from './styles';

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
  remove: DEFAULT_LINE_LABELS.remove,
};

const Z_INDEX = 1350;

/** The drawer: the cart's lines (editable), its total, and the way to the cart page (the code MiniCartHost loads on the first opening). */
export function MiniCart({ cartUrl, labels: authored, hybrisConfig }: { cartUrl?: string; labels?: MiniCartLabels; hybrisConfig?: HybrisConfig }) {
  const state = useSyncExternalStore(miniCartStore.subscribe, miniCartStore.getSnapshot, miniCartStore.getSnapshot);
  const { cart } = useVisitorCart({ browserOnly: true });
  const href = useSafeUrl(cartUrl, 'cartUrl');
  const titleId = useId();
  const addedId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  // Its lines change as the cart page's do (the drawer is a modal: its own live regions)
  const editing = useCartLineEditing(hybrisConfig);
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
    said: useThemedClass(saidStyles),
  };
  const summary = cartSummary(cart);
  // The miniCartDisplay analytics event: once per opening (the header's cart link pushes its own on a click).
  useEffect(() => {
    if (state.open) pushEvent(ANALYTICS_EVENTS.miniCartDisplay, { trigger: 'addToCart', ...(state.added ? { added: state.added } : {}) });
  }, [state.open, state.seq, state.added]);
  return (
    <Modal
      open={state.open}
      key={state.seq}
      onClose={closeMiniCart}
      labelledBy={titleId}
      describedBy={state.added ? addedId : undefined}
      initialFocus={closeRef}
      zIndex={Z_INDEX}
      layerProps={{ className: classes.layer, 'data-mini-cart-layer': '' }}
      backdropProps={{ className: classes.backdrop }}
      dialogProps={{ className: classes.drawer, 'data-mini-cart': '', part: 'mini-cart' }}
    >
      <div className={classes.head}>
        <div>
          <h2 id={titleId}>{labels.title}</h2>
          {state.added && <p id={addedId} data-mini-cart-added="">{labels.added.replace('{name}', state.added)}</p>}
        </div>
        <button ref={closeRef} type="button" className={classes.close} aria-label={labels.close} onClick={closeMiniCart} onKeyDown={ignoreHeldEnter} data-mini-cart-close="">
          <Icon name="close" />
        </button>
      </div>
      {/* live regions by aria-live, not role: the drawer renders inside the element whose own status and alert they are not */}
      <p className={classes.said} aria-live="polite" data-mini-cart-status="">
        {editing.status}
      </p>
      <p className={classes.said} aria-live="assertive" data-mini-cart-alert="">
        {editing.alert}
      </p>
      {summary.lines.length === 0 ? (
        <p className={classes.empty}>{labels.empty}</p>
      ) : (
        <>
          <CartLines
            lines={summary.lines}
            labels={{ quantity: labels.quantity, lending: labels.lending, remove: labels.remove }}
            editing={editing}
            onEmptied={() => closeRef.current?.focus()}
          />
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
        <button type="button" className={classes.button} data-variant="outlined" onClick={closeMiniCart} onKeyDown={ignoreHeldEnter} data-mini-cart-continue="">
          {labels.continueShopping}
        </button>
      </div>
    </Modal>
  );
}
