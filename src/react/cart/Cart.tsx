import { useEffect, useRef, useState } from 'react';
import { cartMessage } from '../../core/commerce/cartOutcome';
import { cartSummary } from '../../core/commerce/cartView';
import type { CartRefresh } from '../../core/commerce/cartRefresh';
import { lazyModule } from '../runtime/lazyModule';
import { pageConfig } from '../../core/stores/pageConfig';
import type { HybrisConfig } from '../../core/services/configTypes';
import { authoredWords } from '../../core/text/template';
import { useThemedClass } from '../runtime/useThemedClass';
import { buttonStyles } from '../gates/buttonStyles';
import { Spinner } from '../gates/GateButton';
import { useSafeUrl } from '../shared/useSafeUrl';
import { CartLines } from '../shared/miniCart/CartLines';
import { useVisitorCart } from '../shared/miniCart/useVisitorCart';
import { cartCalls, useCartLineEditing, type CartLineMessages } from '../shared/miniCart/useCartLineEditing';
import { LazyConfirmDialog, preloadConfirmDialog } from '../shared/modal/LazyConfirmDialog';
import { cartStyles, emptyStyles, messageStyles, skeletonStyles, summaryStyles } from './styles';
import { usePageConfig } from '../runtime/context';
import { isRecord } from '../../core/isRecord';

export interface CartProps {
  title?: string;
  emptyMessage?: string;
  shopUrl?: string;
  shopLabel?: string;
  subtotalLabel?: string;
  taxLabel?: string;
  totalLabel?: string;
  quantityLabel?: string;
  lendingLabel?: string;
  removeLabel?: string;
  checkoutUrl?: string;
  checkoutLabel?: string;
  /** the line messages replacing the defaults (cartLines.ts CART_LINE_MESSAGES), by key */
  lineMessages?: CartLineMessages;
  clearCartLabel?: string;
  clearConfirmTitle?: string;
  clearConfirmMessage?: string;
  clearConfirmLabel?: string;
  cancelLabel?: string;
  clearErrorMessage?: string;
  clearedMessage?: string;
  loadErrorMessage?: string;
  hybrisConfig?: HybrisConfig;
}

const DEFAULTS = {
  title: 'Your cart',
  emptyMessage: 'Your cart is empty.',
  shopLabel: 'Continue shopping',
  subtotalLabel: 'Subtotal',
  taxLabel: 'Tax included',
  totalLabel: 'Total',
  quantityLabel: 'Quantity',
  lendingLabel: '{days}-day loan',
  removeLabel: 'Remove',
  checkoutLabel: 'Checkout',
  clearCartLabel: 'Clear cart',
  clearConfirmTitle: 'Clear your cart?',
  clearConfirmMessage: 'Everything in your cart will be removed.',
  clearConfirmLabel: 'Clear cart',
  cancelLabel: 'Cancel',
  clearErrorMessage: 'We could not clear your cart. Please try again. Your cart has not changed.',
  clearedMessage: 'Your cart was cleared.',
  loadErrorMessage: 'We could not load your cart. Please try again in a moment.',
};

type Words = typeof DEFAULTS;

const words = (props: CartProps): Words => authoredWords(DEFAULTS, props);

/**
 * The read of OCC's cart (with the cart's calls, OCC's cart client and the commerce token), loaded as the page first
 * renders: the lines the local cart holds show without it. If it cannot load, they stay (with none, the page says the
 * cart could not load).
 */
const refreshCode = lazyModule(() => import('../../core/commerce/cartRefresh'), '<brand-cart>: the cart could not be read: its code did not load.');

/**
 * The cart page (brand-cart): the visitor's cart read from OCC on mount and followed in the local cart store
 * (adds here, in the mini cart or another tab), its lines (each quantity a field, each line removable: shown at
 * once, put back with the reason if OCC refuses) and OCC's totals, an empty state with a link to the shop, and
 * "Clear cart" after a confirmation; a failed clear says so and keeps the cart.
 */
export function Cart(props: CartProps) {
  const text = words(props);
  const page = usePageConfig();
  const config = props.hybrisConfig ?? page.hybrisConfig;
  const { cart, user } = useVisitorCart();
  const [refresh, setRefresh] = useState<CartRefresh | 'loading'>('loading');
  const [confirming, setConfirming] = useState(false);
  const [clearing, setClearing] = useState(false);
  const [alert, setAlert] = useState('');
  const [cleared, setCleared] = useState(false);
  const clearRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shopHref = useSafeUrl(props.shopUrl, 'shopUrl');
  const checkoutHref = useSafeUrl(props.checkoutUrl, 'checkoutUrl');
  const editing = useCartLineEditing(config, isRecord(props.lineMessages) ? props.lineMessages : undefined);
  const classes = {
    root: useThemedClass(cartStyles),
    summary: useThemedClass(summaryStyles),
    message: useThemedClass(messageStyles),
    empty: useThemedClass(emptyStyles),
    skeleton: useThemedClass(skeletonStyles),
    button: useThemedClass(buttonStyles),
  };

  useEffect(() => {
    if (user === undefined) return;
    let live = true;
    setRefresh('loading');
    void refreshCode
      .load()
      .then(({ refreshVisitorCart }) => refreshVisitorCart(config), (): CartRefresh => 'failed')
      .then((result) => live && setRefresh(result));
    return () => {
      live = false;
    };
  }, [user, config?.apiUrl, config?.site]);

  const clear = async () => {
    setConfirming(false);
    setClearing(true);
    setAlert('');
    setCleared(false);
    const outcome = await cartCalls.load().then(
      ({ clearCart }) => clearCart(config),
      () => ({ ok: false, reason: 'network' }) as const,
    );
    setClearing(false);
    if (!outcome.ok) {
      setAlert(outcome.reason === 'not-configured' ? cartMessage(outcome) : text.clearErrorMessage);
      clearRef.current?.focus();
    } else {
      // the clear button goes with the lines: focus the heading (always there) and say what happened
      setCleared(true);
      headingRef.current?.focus();
    }
  };

  const summary = cartSummary(cart);
  const loading = summary.lines.length === 0 && (refresh === 'loading' || user === undefined);
  const failed = summary.lines.length === 0 && refresh === 'failed';
  const filled = summary.lines.length > 0;
  // "cleared" is over once something is in the cart again
  useEffect(() => {
    if (filled) setCleared(false);
  }, [filled]);
  return (
    <section className={classes.root} aria-labelledby="brand-cart-title" aria-busy={loading || undefined} data-cart-state={loading ? 'loading' : summary.lines.length ? 'filled' : failed ? 'failed' : 'empty'}>
      <h2 id="brand-cart-title" ref={headingRef} tabIndex={-1}>{text.title}</h2>
      <p className={classes.message} role="alert" data-cart-message="">
        {failed ? text.loadErrorMessage : alert || editing.alert}
      </p>
      <p className={classes.message} role="status" data-cart-status="">
        {cleared && !filled ? text.clearedMessage : editing.status}
      </p>
      {loading ? (
        <div className={classes.skeleton} aria-hidden="true" data-skeleton="">
          <span />
          <span />
        </div>
      ) : summary.lines.length === 0 ? (
        !failed && (
          <div className={classes.empty} data-cart-empty="">
            <p>{text.emptyMessage}</p>
            {shopHref && (
              <a className={classes.button} data-variant="contained" href={shopHref}>
                {text.shopLabel}
              </a>
            )}
          </div>
        )
      ) : (
        <>
          <CartLines
            lines={summary.lines}
            labels={{ quantity: text.quantityLabel, lending: text.lendingLabel, remove: text.removeLabel }}
            editing={editing}
            onEmptied={() => headingRef.current?.focus()}
          />
          {/* OCC's totals: until it has answered a change, they are the ones before it */}
          <div className={classes.summary} data-cart-summary="" aria-busy={editing.busy.size > 0 || undefined}>
            <dl>
              {summary.subtotal && (
                <>
                  <dt>{text.subtotalLabel}</dt>
                  <dd data-subtotal="">{summary.subtotal}</dd>
                </>
              )}
              {summary.tax && (
                <>
                  <dt data-tax="">{text.taxLabel}</dt>
                  <dd data-tax="">{summary.tax}</dd>
                </>
              )}
              {summary.total && (
                <>
                  <dt data-total="">{text.totalLabel}</dt>
                  <dd data-total="" data-cart-total="">{summary.total}</dd>
                </>
              )}
            </dl>
            {checkoutHref && (
              <a className={classes.button} data-variant="contained" href={checkoutHref} data-checkout-link="">
                {text.checkoutLabel}
              </a>
            )}
            <button
              ref={clearRef}
              type="button"
              className={classes.button}
              data-variant="outlined"
              aria-busy={clearing || undefined}
              aria-disabled={clearing || undefined}
              onClick={() => !clearing && setConfirming(true)}
              // (the confirmation's code, loaded when it first opens, is asked for as the visitor reaches the button)
              onPointerEnter={preloadConfirmDialog}
              onFocus={preloadConfirmDialog}
              aria-haspopup="dialog"
              data-clear-cart=""
            >
              {text.clearCartLabel}
              {clearing && <Spinner />}
            </button>
          </div>
        </>
      )}
      <LazyConfirmDialog
        marker="clear"
        open={confirming}
        title={text.clearConfirmTitle}
        message={text.clearConfirmMessage}
        confirmLabel={text.clearConfirmLabel}
        cancelLabel={text.cancelLabel}
        onConfirm={() => void clear()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
