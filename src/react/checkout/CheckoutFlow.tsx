import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { CHECKOUT_MESSAGES, CHECKOUT_STEPS, addressLabel, cardLabel, checkoutMessage, ecommerceOf, mustVerifyAgeToOrder, openStep, type CheckoutChoices, type CheckoutFailure, type CheckoutStep } from '../../core/commerce/checkout';
import { refreshVisitorCart } from '../../core/commerce/cartRefresh';
import { cartSummary } from '../../core/commerce/cartView';
import { forgetCart } from '../../core/commerce/cart';
import { sortAddressesDefaultFirst } from '../../core/account/addresses';
import { pushEvent } from '../../core/analytics/dataLayer';
import { ANALYTICS_EVENTS } from '../../core/analytics/events';
import { isHttpError } from '../../core/services/http';
import { isOccAccountError, type OccAddress, type OccOrder, type OccPaymentDetails } from '../../core/services/occAccount';
import { createOccCheckoutClient, type NewCardInput, type OccDeliveryMode } from '../../core/services/occCheckout';
import { occCartId, type OccCart } from '../../core/services/occCart';
import type { HybrisConfig } from '../../core/services/configTypes';
import { isRecord } from '../../core/isRecord';
import { authoredWords } from '../../core/text/template';
import { AccountAlert, AccountSkeleton } from '../account/AccountStates';
import { useAccountServices } from '../account/useOccAccount';
import { useAccountData } from '../account/useAccountData';
import { useAccountVisitorType } from '../account/useAccountAccess';
import { useVisitorCart } from '../shared/miniCart/useVisitorCart';
import { CartLines } from '../shared/miniCart/CartLines';
import { useSafeUrl } from '../shared/useSafeUrl';
import { Spinner } from '../gates/GateButton';
import { buttonStyles } from '../gates/buttonStyles';
import { usePageConfig } from '../runtime/context';
import { useThemedClass } from '../runtime/useThemedClass';
import { checkoutStyles, stepStyles } from './styles';
// the cart page's summary box: the checkout's order summary looks the same
import { summaryStyles } from '../cart/styles';
import type { CardFieldRefusal, NewCardFormProps } from './NewCardForm';
import { formWords, type AddressFormWordProps } from '../accountAddresses/words';
import type { AddressDialogProps } from '../accountAddresses/AddressDialog';

// The account area's address editor, loaded when a member adds an address here (most check out with a saved one).
let addressDialog: Promise<ComponentType<AddressDialogProps>> | undefined;
const loadAddressDialog = () => (addressDialog ??= import('../accountAddresses/AddressDialog').then((module) => module.AddressDialog));
// The new card form (its fields and checks), loaded when a member adds a card here.
let newCardForm: Promise<ComponentType<NewCardFormProps>> | undefined;
const loadNewCardForm = () => (newCardForm ??= import('./NewCardForm').then((module) => module.NewCardForm));

export interface CheckoutProps {
  title?: string;
  termsLabel?: string;
  placeOrderLabel?: string;
  loginUrl?: string;
  confirmationTitle?: string;
  cartUrl?: string;
  ordersUrl?: string;
  verifyAgeUrl?: string;
  addressTitle?: string;
  deliveryTitle?: string;
  paymentTitle?: string;
  reviewTitle?: string;
  continueLabel?: string;
  changeLabel?: string;
  emptyMessage?: string;
  cartLinkLabel?: string;
  noAddressMessage?: string;
  noCardMessage?: string;
  verifyAgeMessage?: string;
  verifyAgeLinkLabel?: string;
  orderNumberLabel?: string;
  confirmationMessage?: string;
  ordersLinkLabel?: string;
  subtotalLabel?: string;
  deliveryCostLabel?: string;
  totalLabel?: string;
  loadErrorMessage?: string;
  newAddressLabel?: string;
  newAddressTitle?: string;
  quantityLabel?: string;
  newCardLabel?: string;
  cardHolderLabel?: string;
  cardNumberLabel?: string;
  expiryMonthLabel?: string;
  expiryYearLabel?: string;
  saveCardLabel?: string;
  cancelLabel?: string;
  /** a card as a choice: {type}, {last4}, {month}, {year} */
  cardTemplate?: string;
  /** the address form's words (brand-account-addresses' field labels and messages), by their names there */
  addressFormWords?: AddressFormWordProps;
  hybrisConfig?: HybrisConfig;
}

/** The words of the checkout but its title (the gate's, Checkout.tsx). */
const DEFAULTS = {
  termsLabel: 'I accept the terms and conditions of sale',
  placeOrderLabel: 'Place order',
  confirmationTitle: 'Thank you for your order',
  addressTitle: 'Delivery address',
  deliveryTitle: 'Delivery',
  paymentTitle: 'Payment',
  reviewTitle: 'Review and place your order',
  continueLabel: 'Continue',
  changeLabel: 'Change',
  emptyMessage: 'Your cart is empty: there is nothing to check out.',
  cartLinkLabel: 'Back to the cart',
  noAddressMessage: 'You have no saved address yet: add one to deliver to.',
  noCardMessage: 'You have no saved card yet: add one to pay with.',
  verifyAgeMessage: 'Your age must be verified before you can place an order.',
  verifyAgeLinkLabel: 'Verify your age',
  orderNumberLabel: 'Order number',
  confirmationMessage: 'We have your order and will email you when it ships.',
  ordersLinkLabel: 'See it in your orders',
  subtotalLabel: 'Subtotal',
  deliveryCostLabel: 'Delivery',
  totalLabel: 'Total',
  loadErrorMessage: 'We could not load your checkout. Please try again in a moment.',
  newAddressLabel: 'Add a new address',
  newAddressTitle: 'A new delivery address',
  quantityLabel: 'Quantity',
  newCardLabel: 'Add a new card',
  cardHolderLabel: 'Name on the card',
  cardNumberLabel: 'Card number',
  expiryMonthLabel: 'Expiry month',
  expiryYearLabel: 'Expiry year',
  saveCardLabel: 'Use this card',
  cancelLabel: 'Cancel',
  cardTemplate: '{type} ending {last4}, expires {month}/{year}',
};

type Words = typeof DEFAULTS & { title: string };

/** A failure of a checkout call, as checkoutMessage reads it. */
function failureOf(error: unknown): CheckoutFailure {
  if (isOccAccountError(error)) {
    const body = error.body;
    return { status: error.status, errors: isRecord(body) && Array.isArray(body.errors) ? body.errors.filter(isRecord) : [] };
  }
  if (isHttpError(error)) return error.kind === 'timeout' ? { kind: 'timeout' } : error.kind === 'network' || error.kind === 'aborted' ? { kind: 'network' } : {};
  return {};
}

const price = (value: unknown): string => (isRecord(value) && typeof value.formattedValue === 'string' ? value.formattedValue : '');

/** The checkout's steps and its confirmation (the content of Checkout's gate, for a member). */
export function CheckoutFlow({ props, title: authoredTitle }: { props: CheckoutProps; title: string }) {
  const text: Words = useMemo(() => ({ ...authoredWords(DEFAULTS, props), title: authoredTitle }), [props, authoredTitle]);
  const { occ, hybrisConfig } = useAccountServices(props, 'brand-checkout');
  const page = usePageConfig();
  const visitorType = useAccountVisitorType();
  const checkout = useMemo(
    () => (hybrisConfig?.apiUrl && hybrisConfig.site ? createOccCheckoutClient(hybrisConfig, { logLabel: 'brand-checkout' }) : undefined),
    [hybrisConfig?.apiUrl, hybrisConfig?.site],
  );
  const { cart, user } = useVisitorCart();
  const [refresh, setRefresh] = useState<'loading' | 'done' | 'failed'>('loading');
  const addresses = useAccountData((signal) => (occ ? occ.getAddresses({ signal }) : Promise.reject(new Error('no commerce service'))), 'addresses');
  const cards = useAccountData((signal) => (occ ? occ.getPaymentDetails({ signal }) : Promise.reject(new Error('no commerce service'))), 'cards');
  const [modes, setModes] = useState<OccDeliveryMode[] | undefined>();
  const [choices, setChoices] = useState<CheckoutChoices>({});
  const [picked, setPicked] = useState<CheckoutChoices>({});
  const [reopened, setReopened] = useState<CheckoutStep | undefined>();
  const [busy, setBusy] = useState<CheckoutStep | undefined>();
  const [alert, setAlert] = useState('');
  const [terms, setTerms] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const [order, setOrder] = useState<OccOrder | undefined>();
  const placing = useRef(false);
  const sectionRef = useRef<HTMLElement>(null);
  /** After Continue or Change: focus goes to the open step's chosen (or first) control once it is there. */
  const focusOpenStep = useRef(false);
  const begun = useRef(false);
  const termsRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const ids = useId();
  const classes = { root: useThemedClass(checkoutStyles), step: useThemedClass(stepStyles), summary: useThemedClass(summaryStyles), button: useThemedClass(buttonStyles) };
  const cartHref = useSafeUrl(props.cartUrl, 'cartUrl');
  const ordersHref = useSafeUrl(props.ordersUrl, 'ordersUrl');
  const verifyHref = useSafeUrl(props.verifyAgeUrl, 'verifyAgeUrl');
  const cartId = occCartId(cart, user ?? 'anonymous');
  const [AddressDialog, setAddressDialog] = useState<ComponentType<AddressDialogProps> | null>(null);
  const [adding, setAdding] = useState(false);
  const [addingCard, setAddingCard] = useState(false);
  const [NewCardForm, setNewCardForm] = useState<ComponentType<NewCardFormProps> | null>(null);
  const openNewCard = () => {
    if (NewCardForm) return setAddingCard(true);
    loadNewCardForm().then(
      (component) => {
        setNewCardForm(() => component);
        setAddingCard(true);
      },
      () => {
        newCardForm = undefined;
        setAlert(text.loadErrorMessage);
      },
    );
  };
  const addressWords = useMemo(() => formWords(isRecord(props.addressFormWords) ? props.addressFormWords : {}), [props.addressFormWords]);
  const addAddress = () => {
    setAdding(true);
    if (AddressDialog) return;
    loadAddressDialog().then(
      (component) => setAddressDialog(() => component),
      () => {
        addressDialog = undefined;
        setAdding(false);
        setAlert(text.loadErrorMessage);
      },
    );
  };
  const step = reopened ?? openStep(choices);

  // OCC's cart first (its prices, and the choices a previous visit left on it).
  useEffect(() => {
    if (user === undefined) return;
    let live = true;
    void refreshVisitorCart(hybrisConfig).then((result) => live && setRefresh(result === 'failed' ? 'failed' : 'done'));
    return () => {
      live = false;
    };
  }, [user, hybrisConfig?.apiUrl, hybrisConfig?.site]);

  // Choices a previous visit confirmed are OCC's: kept (once, when the cart is first read).
  const adopted = useRef(false);
  useEffect(() => {
    if (adopted.current || refresh !== 'done' || !cart) return;
    adopted.current = true;
    const kept: CheckoutChoices = {};
    const id = (value: unknown) => (isRecord(value) && typeof value.id === 'string' ? value.id : undefined);
    const code = (value: unknown) => (isRecord(value) && typeof value.code === 'string' ? value.code : undefined);
    if (id(cart.deliveryAddress)) kept.addressId = id(cart.deliveryAddress);
    if (kept.addressId && code(cart.deliveryMode)) kept.modeCode = code(cart.deliveryMode);
    if (kept.modeCode && id(cart.paymentInfo)) kept.paymentId = id(cart.paymentInfo);
    setChoices(kept);
    setPicked((current) => ({ ...current, ...kept }));
  }, [refresh, cart]);

  const summary = cartSummary(cart);
  // begin_checkout: once, with the cart it begins with
  useEffect(() => {
    if (begun.current || refresh !== 'done' || summary.lines.length === 0) return;
    begun.current = true;
    pushEvent(ANALYTICS_EVENTS.beginCheckout, { ecommerce: ecommerceOf(cart) });
  }, [refresh, summary.lines.length]);

  // The delivery modes once an address is on the cart (OCC offers none before).
  useEffect(() => {
    if (!checkout || !cartId || !choices.addressId || modes) return;
    let live = true;
    checkout.getDeliveryModes(cartId).then(
      (list) => {
        if (!live) return;
        setModes(list);
        setPicked((current) => (current.modeCode && list.some((mode) => mode.code === current.modeCode) ? current : { ...current, modeCode: list[0]?.code }));
      },
      (error: unknown) => live && setAlert(checkoutMessage(failureOf(error))),
    );
    return () => {
      live = false;
    };
  }, [checkout, cartId, choices.addressId, modes]);

  // Default picks: the default address and card.
  const addressList = useMemo(() => sortAddressesDefaultFirst(addresses.data ?? []), [addresses.data]);
  const cardList = useMemo(() => [...(cards.data ?? [])].sort((a, b) => Number(b.defaultPayment === true) - Number(a.defaultPayment === true)), [cards.data]);
  useEffect(() => {
    setPicked((current) => ({ ...current, addressId: current.addressId ?? addressList[0]?.id, paymentId: current.paymentId ?? cardList[0]?.id }));
  }, [addressList, cardList]);

  /** Sends one step's choice; on success the next step opens and the cart is read again (its delivery cost). */
  const confirm = async (which: Exclude<CheckoutStep, 'review'>) => {
    if (!checkout || !cartId || busy) return;
    setAlert('');
    setBusy(which);
    try {
      if (which === 'address' && picked.addressId) {
        await checkout.setDeliveryAddress(cartId, picked.addressId);
        setModes(undefined);
        // OCC drops the mode with a new address (its cost may change); the card stays chosen
        setChoices((current) => ({ addressId: picked.addressId, ...(current.paymentId ? { paymentId: current.paymentId } : {}) }));
      } else if (which === 'delivery' && picked.modeCode) {
        await checkout.setDeliveryMode(cartId, picked.modeCode);
        setChoices((current) => ({ ...current, modeCode: picked.modeCode }));
        const mode = modes?.find((candidate) => candidate.code === picked.modeCode);
        pushEvent(ANALYTICS_EVENTS.addShippingInfo, { ecommerce: { ...ecommerceOf(cart), shipping_tier: mode?.name ?? picked.modeCode } });
      } else if (which === 'payment' && picked.paymentId) {
        await checkout.setPaymentDetails(cartId, picked.paymentId);
        setChoices((current) => ({ ...current, paymentId: picked.paymentId }));
        const card = cardList.find((candidate) => candidate.id === picked.paymentId);
        pushEvent(ANALYTICS_EVENTS.addPaymentInfo, { ecommerce: { ...ecommerceOf(cart), payment_type: isRecord(card?.cardType) ? card.cardType.name : 'card' } });
      } else return;
      setReopened(undefined);
      focusOpenStep.current = true;
      await refreshVisitorCart(hybrisConfig);
    } catch (error) {
      const failure = failureOf(error);
      setAlert(checkoutMessage(failure));
      // a mode that went away: the modes are asked for again
      if (which === 'delivery' && failure.errors?.some((entry) => entry.type === 'UnsupportedDeliveryModeError')) setModes(undefined);
    } finally {
      setBusy(undefined);
    }
  };

  /** A new card: sent to OCC (saved, masked, and set on the cart), then the review opens; a field's refusal goes back to the form. */
  const addCard = async (card: Omit<NewCardInput, 'billingAddress'>, billingAddress: OccAddress | undefined): Promise<CardFieldRefusal> => {
    if (!checkout || !cartId || busy) return undefined;
    setAlert('');
    setBusy('payment');
    try {
      const saved = await checkout.addPaymentDetails(cartId, { ...card, ...(billingAddress ? { billingAddress } : {}) });
      cards.setData([...(cards.data ?? []), saved]);
      setPicked((current) => ({ ...current, paymentId: saved.id }));
      setChoices((current) => ({ ...current, paymentId: saved.id }));
      setAddingCard(false);
      pushEvent(ANALYTICS_EVENTS.addPaymentInfo, { ecommerce: { ...ecommerceOf(cart), payment_type: isRecord(saved.cardType) ? saved.cardType.name : 'card' } });
      setReopened(undefined);
      focusOpenStep.current = true;
      await refreshVisitorCart(hybrisConfig);
      return undefined;
    } catch (error) {
      const failure = failureOf(error);
      const first = failure.errors?.[0];
      if (first?.subject === 'cardNumber') return 'number';
      if (first?.reason === 'expired') return 'expiry';
      setAlert(checkoutMessage(failure));
      return undefined;
    } finally {
      setBusy(undefined);
    }
  };

  const mustVerify = mustVerifyAgeToOrder(page.shopConfig, visitorType);

  const place = async () => {
    if (!checkout || !cartId || placing.current || mustVerify) return;
    if (!terms) {
      setTermsError(true);
      termsRef.current?.focus();
      return;
    }
    placing.current = true;
    setAlert('');
    setBusy('review');
    try {
      const placed = await checkout.placeOrder(cartId);
      const ordered = cart;
      setOrder(placed);
      // OCC has turned the cart into the order: this browser forgets it (the badge goes)
      if (ordered?.guid) forgetCart(ordered.guid, undefined);
      pushEvent(ANALYTICS_EVENTS.purchase, { ecommerce: { ...ecommerceOf(placed as unknown as OccCart), transaction_id: placed.code } });
    } catch (error) {
      setAlert(checkoutMessage(failureOf(error), { ordering: true }));
      placing.current = false;
    } finally {
      setBusy(undefined);
    }
  };

  // Focus moves before the paint: the confirmation's heading, or the step that opened.
  useLayoutEffect(() => {
    if (order) confirmationRef.current?.focus();
  }, [order]);
  useLayoutEffect(() => {
    if (!focusOpenStep.current) return;
    const open = sectionRef.current?.querySelector('[data-step][data-state="open"]');
    const target = open?.querySelector<HTMLInputElement>('input:checked') ?? open?.querySelector<HTMLInputElement>('input');
    if (!target) return; // the delivery modes are still on their way: the next render
    focusOpenStep.current = false;
    target.focus();
  });

  const title = <h2 id={`${ids}-title`}>{text.title}</h2>;
  if (order) return <Confirmation order={order} text={text} ordersHref={ordersHref} headingRef={confirmationRef} className={classes.root} />;

  const loading = refresh === 'loading' || addresses.status === 'loading' || cards.status === 'loading';
  const failed = refresh === 'failed' || addresses.status === 'failed' || cards.status === 'failed' || !checkout;
  if (!loading && summary.lines.length === 0) {
    return (
      <section className={classes.root} aria-labelledby={`${ids}-title`} data-checkout-state="empty">
        {title}
        <p>{text.emptyMessage}</p>
        {cartHref && (
          <a className={classes.button} data-variant="outlined" href={cartHref}>
            {text.cartLinkLabel}
          </a>
        )}
      </section>
    );
  }

  const choice = (key: keyof CheckoutChoices, value: string | undefined, label: string, name: string) => (
    <label key={value} data-choice="">
      <input type="radio" name={`${ids}-${name}`} value={value} checked={picked[key] === value} onChange={() => setPicked((current) => ({ ...current, [key]: value }))} />
      <span>{label}</span>
    </label>
  );
  const chosenAddress = addressList.find((address) => address.id === choices.addressId) ?? (isRecord(cart?.deliveryAddress) ? (cart.deliveryAddress as OccAddress) : undefined);
  const chosenMode = modes?.find((mode) => mode.code === choices.modeCode) ?? (isRecord(cart?.deliveryMode) ? (cart.deliveryMode as OccDeliveryMode) : undefined);
  const chosenCard = cardList.find((card) => card.id === choices.paymentId) ?? (isRecord(cart?.paymentInfo) ? (cart.paymentInfo as OccPaymentDetails) : undefined);
  const modeLabel = (mode: OccDeliveryMode) => [mode.name, mode.description, price(mode.deliveryCost)].filter(Boolean).join(', ');

  const stepBlock = (which: CheckoutStep, number: number, heading: string, done: ReactNode, open: ReactNode) => {
    const isOpen = step === which;
    const isDone = !isOpen && CHECKOUT_STEPS.indexOf(which) < CHECKOUT_STEPS.indexOf(openStep(choices));
    return (
      <li className={classes.step} data-step={which} data-state={isOpen ? 'open' : isDone ? 'done' : 'later'} aria-current={isOpen ? 'step' : undefined}>
        <h3>
          <span aria-hidden="true">{number}</span> {heading}
        </h3>
        {isOpen ? open : isDone ? done : null}
      </li>
    );
  };
  /** A confirmed step: what was chosen, and "Change" (named by the step) to open it again. */
  const doneStep = (which: CheckoutStep, what: string, chosen: string) => (
    <div data-done="">
      <p>{chosen}</p>
      <button type="button" className={classes.button} data-variant="text" aria-label={`${text.changeLabel}: ${what}`} onClick={() => {
          focusOpenStep.current = true;
          setReopened(which);
        }} disabled={!!busy} data-change={which}>
        {text.changeLabel}
      </button>
    </div>
  );
  const continueButton = (which: Exclude<CheckoutStep, 'review'>, disabled: boolean) => (
    <button type="button" className={classes.button} data-variant="contained" onClick={() => void confirm(which)} disabled={disabled} aria-busy={busy === which || undefined} data-continue={which}>
      {text.continueLabel}
      {busy === which && <Spinner />}
    </button>
  );

  return (
    <section ref={sectionRef} className={classes.root} aria-labelledby={`${ids}-title`} aria-busy={loading || undefined} data-checkout-state={loading ? 'loading' : failed ? 'failed' : step}>
      {title}
      <AccountAlert data-checkout-alert="">{failed && !loading ? text.loadErrorMessage : alert}</AccountAlert>
      {loading ? (
        <AccountSkeleton lines={3} />
      ) : failed ? null : (
        <div data-checkout-body="">
          <ol data-checkout-steps="">
            {stepBlock(
              'address',
              1,
              text.addressTitle,
              doneStep('address', text.addressTitle, chosenAddress ? addressLabel(chosenAddress) : ''),
              <>
                {addressList.length === 0 ? (
                  <p>{text.noAddressMessage}</p>
                ) : (
                  <fieldset>
                    <legend>{text.addressTitle}</legend>
                    {addressList.map((address) => choice('addressId', address.id, addressLabel(address), 'address'))}
                    {continueButton('address', !picked.addressId || !!busy)}
                  </fieldset>
                )}
                <button type="button" className={classes.button} data-variant="outlined" aria-haspopup="dialog" onClick={addAddress} disabled={!!busy} data-new-address="">
                  {text.newAddressLabel}
                  {adding && !AddressDialog && <Spinner />}
                </button>
                {AddressDialog && (
                  <AddressDialog
                    open={adding}
                    title={text.newAddressTitle}
                    occ={occ}
                    words={addressWords}
                    onSaved={(address) => {
                      // saved to the address book (the account's form): offered here and picked
                      addresses.setData([...(addresses.data ?? []), address as OccAddress]);
                      setPicked((current) => ({ ...current, addressId: address.id }));
                      setAdding(false);
                    }}
                    onClose={() => setAdding(false)}
                  />
                )}
              </>,
            )}
            {stepBlock(
              'delivery',
              2,
              text.deliveryTitle,
              doneStep('delivery', text.deliveryTitle, chosenMode ? modeLabel(chosenMode) : ''),
              modes === undefined ? (
                <AccountSkeleton lines={2} />
              ) : (
                <fieldset>
                  <legend>{text.deliveryTitle}</legend>
                  {modes.map((mode) => choice('modeCode', mode.code, modeLabel(mode), 'mode'))}
                  {continueButton('delivery', !picked.modeCode || !!busy)}
                </fieldset>
              ),
            )}
            {stepBlock(
              'payment',
              3,
              text.paymentTitle,
              doneStep('payment', text.paymentTitle, chosenCard ? cardLabel(chosenCard, text.cardTemplate) : ''),
              addingCard && NewCardForm ? (
                <NewCardForm
                  words={{
                    holderLabel: text.cardHolderLabel,
                    numberLabel: text.cardNumberLabel,
                    monthLabel: text.expiryMonthLabel,
                    yearLabel: text.expiryYearLabel,
                    saveLabel: text.saveCardLabel,
                    cancelLabel: text.cancelLabel,
                  }}
                  busy={busy === 'payment'}
                  onSubmit={(card) => addCard(card, chosenAddress)}
                  onCancel={() => {
                    setAddingCard(false);
                    focusOpenStep.current = true;
                  }}
                />
              ) : (
                <>
                  {cardList.length === 0 ? (
                    <p>{text.noCardMessage}</p>
                  ) : (
                    <fieldset>
                      <legend>{text.paymentTitle}</legend>
                      {cardList.map((card) => choice('paymentId', card.id, cardLabel(card, text.cardTemplate), 'card'))}
                      {continueButton('payment', !picked.paymentId || !!busy)}
                    </fieldset>
                  )}
                  <button type="button" className={classes.button} data-variant="outlined" onClick={openNewCard} disabled={!!busy} data-new-card-open="">
                    {text.newCardLabel}
                  </button>
                </>
              ),
            )}
            {stepBlock(
              'review',
              4,
              text.reviewTitle,
              null,
              <div data-review="">
                {mustVerify && (
                  <p data-verify-age="">
                    {text.verifyAgeMessage}{' '}
                    {verifyHref && <a href={verifyHref}>{text.verifyAgeLinkLabel}</a>}
                  </p>
                )}
                <label data-terms="">
                  <input
                    ref={termsRef}
                    type="checkbox"
                    checked={terms}
                    aria-invalid={termsError || undefined}
                    aria-describedby={termsError ? `${ids}-terms-error` : undefined}
                    onChange={(event) => {
                      setTerms(event.currentTarget.checked);
                      if (event.currentTarget.checked) setTermsError(false);
                    }}
                  />
                  <span>{text.termsLabel}</span>
                </label>
                {termsError && (
                  <p id={`${ids}-terms-error`} data-terms-error="">
                    {CHECKOUT_MESSAGES.terms}
                  </p>
                )}
                <button
                  type="button"
                  className={classes.button}
                  data-variant="contained"
                  onClick={() => void place()}
                  aria-disabled={mustVerify || busy === 'review' || undefined}
                  aria-busy={busy === 'review' || undefined}
                  data-place-order=""
                >
                  {text.placeOrderLabel}
                  {busy === 'review' && <Spinner />}
                </button>
              </div>,
            )}
          </ol>
          <aside className={classes.summary} aria-label={text.totalLabel} data-checkout-summary="">
            <CartLines lines={summary.lines} labels={{ quantity: text.quantityLabel }} />
            <dl>
              <dt>{text.subtotalLabel}</dt>
              <dd data-subtotal="">{summary.subtotal ?? ''}</dd>
              {isRecord(cart?.deliveryCost) && (
                <>
                  <dt>{text.deliveryCostLabel}</dt>
                  <dd data-delivery-cost="">{price(cart.deliveryCost)}</dd>
                </>
              )}
              <dt data-total="">{text.totalLabel}</dt>
              <dd data-total="" data-checkout-total="">
                {price(cart?.totalPrice) || summary.total}
              </dd>
            </dl>
          </aside>
        </div>
      )}
    </section>
  );
}

function Confirmation({ order, text, ordersHref, headingRef, className }: { order: OccOrder; text: Words; ordersHref?: string; headingRef: React.RefObject<HTMLHeadingElement | null>; className: string }) {
  const record = order as Record<string, unknown>;
  const address = isRecord(record.deliveryAddress) ? (record.deliveryAddress as OccAddress) : undefined;
  const card = isRecord(record.paymentInfo) ? (record.paymentInfo as OccPaymentDetails) : undefined;
  const mode = isRecord(record.deliveryMode) ? (record.deliveryMode as OccDeliveryMode) : undefined;
  const lines = cartSummary(order as unknown as OccCart).lines;
  const button = useThemedClass(buttonStyles);
  return (
    <section className={className} aria-labelledby="brand-checkout-confirmation" data-checkout-state="confirmed">
      <h2 id="brand-checkout-confirmation" ref={headingRef} tabIndex={-1}>
        {text.confirmationTitle}
      </h2>
      <p role="status" data-order-number={order.code}>
        {`${text.orderNumberLabel}: ${order.code ?? ''}`}
      </p>
      <p>{text.confirmationMessage}</p>
      <CartLines lines={lines} labels={{ quantity: text.quantityLabel }} />
      <dl data-confirmation="">
        {address && (
          <>
            <dt>{text.addressTitle}</dt>
            <dd>{addressLabel(address)}</dd>
          </>
        )}
        {mode?.name && (
          <>
            <dt>{text.deliveryTitle}</dt>
            <dd>{mode.name}</dd>
          </>
        )}
        {card && (
          <>
            <dt>{text.paymentTitle}</dt>
            <dd>{cardLabel(card, text.cardTemplate)}</dd>
          </>
        )}
        <dt>{text.totalLabel}</dt>
        <dd data-order-total="">{price(record.totalPrice)}</dd>
      </dl>
      {ordersHref && (
        <a className={button} data-variant="contained" href={ordersHref} data-orders-link="">
          {text.ordersLinkLabel}
        </a>
      )}
    </section>
  );
}
