import { useId, useRef, useState } from 'react';
import { cartMessage, type AddToCartOutcome, type AddToCartRequest, type CartMessageKey } from '../../core/commerce/cartOutcome';
import { addedProducts, clampQuantity, DEFAULT_MAX_QUANTITY, withQuantity } from '../../core/commerce/quantity';
import { pushAddToCart, type ProductFieldObject } from '../../core/analytics/commerce';
import { openMiniCart } from '../../core/stores/miniCart';
import { pageConfig } from '../../core/stores/pageConfig';
import type { HybrisConfig } from '../../core/services/configTypes';
import { useThemedClass } from '../runtime/useThemedClass';
import { buttonStyles } from '../gates/buttonStyles';
import { Spinner } from '../gates/GateButton';
import { MiniCartHost, loadMiniCart, type MiniCartLabels } from '../shared/miniCart/MiniCartHost';
import { ignoreHeldEnter } from '../shared/heldEnter';
import { QuantityStepper } from './QuantityStepper';
import { alertStyles, controlStyles, hintStyles, statusStyles } from './styles';
import { usePageConfig } from '../runtime/context';
import { lazyModule } from '../runtime/lazyModule';
import { onReach } from '../shared/onReach';

/**
 * The add itself (the cart, the commerce token, OCC's cart calls): a chunk fetched when the button is first reached
 * (pointer over or down, focus), else at the click. A load that failed is asked for again at the next.
 */
const cartCode = lazyModule(() => import('../../core/commerce/cart'), 'The cart could not load; the next add tries again.');
const prefetchCart = () => cartCode.use(() => undefined);

export interface AddToCartControlProps {
  /** what the button adds (the quantity inside is replaced by the stepper's for 'standard'); undefined disables it */
  request: AddToCartRequest | undefined;
  /** the button's text (the authored addToCartLabel) */
  label: string;
  /** show the quantity stepper (default true; never for 'product-set' nor 'lending') */
  stepper?: boolean;
  /** bounds of the stepper (default 1 and 20) and its start (default 1) */
  maxQuantity?: number;
  initialQuantity?: number;
  /** when set, the button is disabled and this reason is shown next to it (e.g. 'Out of stock') */
  unavailable?: string;
  /** the addToCart analytics products (their `quantity` is set from what OCC added) */
  analytics?: ProductFieldObject[];
  /** shown in the mini cart's heading after the add */
  productName?: string;
  /** the cart page, for the mini cart's link */
  cartUrl?: string;
  /** authored messages replacing CART_MESSAGES (src/core/commerce/cart.ts) */
  messages?: Partial<Record<CartMessageKey, string>>;
  /** words of the stepper and progress, English defaults */
  labels?: { quantity?: string; increase?: string; decrease?: string; adding?: string };
  /** hybrisConfig when no <brand-page> gives the root model's config (partner pages); else pageConfig's */
  hybrisConfig?: HybrisConfig;
  onAdded?: (outcome: AddToCartOutcome) => void;
  /** smaller, for product cards */
  compact?: boolean;
  /** (optional, H4) a hint under the button while it can be added, e.g. 'Only a few left' */
  hint?: string;
  /** (optional, H4) the currency of the analytics prices (default GBP) */
  currencyCode?: string;
  /** (optional, H4) the mini cart's words */
  miniCartLabels?: MiniCartLabels;
  /** (optional, H4) called on a failed add too */
  onFailed?: (outcome: AddToCartOutcome) => void;
  /** the button's accessible name when several share one label (a product card: 'Add to cart: ZYN Citrus 6 mg'); it should start with `label` */
  ariaLabel?: string;
}

const LABELS = { quantity: 'Quantity', increase: 'Increase quantity', decrease: 'Decrease quantity', adding: 'Adding to your cart' };

type Message = { kind: 'status' | 'alert'; text: string };

/**
 * The add-to-cart button every commerce element uses: an optional quantity stepper, the button (progress while
 * the add runs, disabled meanwhile: a double click adds once), then a polite status and the mini cart on
 * success, or the failure in words a shopper understands (role="alert"), nothing else changing.
 */
export function AddToCartControl({
  request,
  label,
  stepper = true,
  maxQuantity = DEFAULT_MAX_QUANTITY,
  initialQuantity = 1,
  unavailable,
  analytics,
  productName,
  cartUrl,
  messages,
  labels: authoredLabels,
  ariaLabel,
  hybrisConfig,
  onAdded,
  compact,
  hint,
  currencyCode,
  miniCartLabels,
  onFailed,
}: AddToCartControlProps) {
  const page = usePageConfig();
  const labels = { ...LABELS, ...Object.fromEntries(Object.entries(authoredLabels ?? {}).filter(([, value]) => typeof value === 'string' && value)) };
  const [quantity, setQuantity] = useState(() => clampQuantity(initialQuantity, 1, maxQuantity));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>();
  const busyRef = useRef(false);
  const hostId = useId();
  const classes = {
    root: useThemedClass(controlStyles),
    button: useThemedClass(buttonStyles),
    status: useThemedClass(statusStyles),
    alert: useThemedClass(alertStyles),
    hint: useThemedClass(hintStyles),
  };
  // a cart holds one lent device: no quantity to choose for 'lending' (nor for a set)
  const showStepper = stepper && request?.type !== 'product-set' && request?.type !== 'lending';
  const blocked = !request || !!unavailable;

  const add = async () => {
    if (busyRef.current || blocked || !request) return;
    busyRef.current = true;
    setBusy(true);
    setMessage(undefined);
    // the drawer's code, fetched beside the add it opens after
    loadMiniCart();
    const asked = showStepper ? withQuantity(request, clampQuantity(quantity, 1, maxQuantity)) : request;
    // its code not loaded (offline): the shop could not be reached, as a lost connection during the add says
    const outcome: AddToCartOutcome = await cartCode.load().then(
      ({ addToCart }) => addToCart(hybrisConfig ?? page.hybrisConfig, asked),
      (): AddToCartOutcome => ({ ok: false, reason: 'network' }),
    );
    busyRef.current = false;
    setBusy(false);
    setMessage({ kind: outcome.ok ? 'status' : 'alert', text: cartMessage(outcome, messages) });
    if (outcome.ok) {
      if (analytics?.length) pushAddToCart(addedProducts(analytics, outcome.quantityAdded, request.type), currencyCode);
      openMiniCart(productName, hostId);
      onAdded?.(outcome);
    } else {
      onFailed?.(outcome);
    }
  };

  return (
    <div className={classes.root} data-compact={compact ? '' : undefined} data-add-to-cart="">
      {showStepper && (
        <QuantityStepper value={quantity} min={1} max={Math.max(1, maxQuantity)} disabled={blocked || busy} labels={labels} onChange={setQuantity} />
      )}
      <button
        type="button"
        className={classes.button}
        data-variant="contained"
        data-add-button=""
        disabled={blocked}
        aria-label={ariaLabel || undefined}
        aria-busy={busy || undefined}
        aria-disabled={busy || undefined}
        onClick={() => void add()}
        onKeyDown={ignoreHeldEnter}
        {...onReach(prefetchCart)}
      >
        {label}
        {busy && <Spinner label={labels.adding} />}
      </button>
      {unavailable ? (
        <p className={classes.alert} data-unavailable="">{unavailable}</p>
      ) : hint ? (
        <p className={classes.hint} data-hint="">{hint}</p>
      ) : null}
      <p className={classes.status} role="status" data-status="">{message?.kind === 'status' ? message.text : ''}</p>
      <p className={classes.alert} role="alert" data-alert="">{message?.kind === 'alert' ? message.text : ''}</p>
      <MiniCartHost id={hostId} cartUrl={cartUrl} labels={miniCartLabels} hybrisConfig={hybrisConfig ?? page.hybrisConfig} />
    </div>
  );
}
