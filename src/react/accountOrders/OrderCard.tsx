import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { allowedOrderActions, orderPhase, type OrderAction } from '../../core/account';
import { countText, formatOrderDate, orderItemCount } from '../../core/account/orderCard';
import type { HybrisConfig } from '../../core/services/configTypes';
import type { OccAccountClient, OccOrder, OccOrderHistory } from '../../core/services/occAccount';
import { useThemedClass } from '../runtime/useThemedClass';
import { buttonStyles } from '../gates/buttonStyles';
import { Icon } from '../icons';
import { accountMessageStyles, accountSkeletonStyles } from '../account/styles';
import { LazyConfirmDialog, preloadConfirmDialog } from '../shared/modal/LazyConfirmDialog';
import { useSafeUrl } from '../shared/useSafeUrl';
import { useOrderAction, type ActionOutcome } from './useOrderAction';
import { OrderDetails } from './OrderDetails';
import { actionLabel, type OrderWords } from './words';
import { orderCardStyles } from './styles';
import { fillTemplate } from '../../core/text/template';

export interface OrderCardProps {
  /** the order as the list gave it (OrderHistory) or read whole (Order: it has `entries`) */
  order: OccOrderHistory | OccOrder;
  occ: OccAccountClient | undefined;
  hybrisConfig: HybrisConfig | undefined;
  words: OrderWords;
  lang: string;
  cartUrl?: string;
  headingLevel?: 2 | 3 | 4;
  defaultExpanded?: boolean;
  /** each new value above 0 puts focus on the order's heading button (after its page's "Try again") */
  focusRequest?: number;
}

const isFull = (order: OccOrderHistory | OccOrder): order is OccOrder => Array.isArray((order as OccOrder).entries);
const fill = (template: string, code: string) => fillTemplate(template, { code });

/**
 * One order as an APG accordion item (shared by brand-account-orders and brand-account-order-card): the heading's
 * button is the summary row (number, date, status, total, item count) with aria-expanded / aria-controls; the
 * panel reads the whole order the first time it opens (the list gives only the history summary) and shows its
 * details and the actions its status allows, each confirmed in the shared ConfirmDialog.
 */
export function OrderCard({ order: given, occ, hybrisConfig, words, lang, cartUrl, headingLevel = 3, defaultExpanded = false, focusRequest = 0 }: OrderCardProps) {
  const code = given.code ?? '';
  const [expanded, setExpanded] = useState(defaultExpanded);
  const [full, setFull] = useState<OccOrder | undefined>(isFull(given) ? given : undefined);
  const [load, setLoad] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [pending, setPending] = useState<OrderAction | undefined>();
  const [outcome, setOutcome] = useState<ActionOutcome | undefined>();
  // after an action: focus on its button again when it failed and the button is still there, else the trigger
  const [focusAfter, setFocusAfter] = useState<{ n: number; action?: OrderAction }>({ n: 0 });
  const [now] = useState(() => Date.now());
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // the panel's "Try again" goes away with a successful read: focus then moves to the panel's first heading
  const [focusPanel, setFocusPanel] = useState(false);
  const panelId = useId();
  const triggerId = useId();
  const classes = {
    card: useThemedClass(orderCardStyles),
    button: useThemedClass(buttonStyles),
    message: useThemedClass(accountMessageStyles),
    skeleton: useThemedClass(accountSkeletonStyles),
  };
  const cartHref = useSafeUrl(cartUrl, 'cartUrl');
  const reorderWords = useMemo(
    () => ({ done: words.actions.reorder.done, partial: words.reorderPartialMessage, none: words.reorderNoneMessage }),
    [words.actions.reorder.done, words.reorderPartialMessage, words.reorderNoneMessage],
  );
  const { busy, run } = useOrderAction(occ, hybrisConfig, setFull, reorderWords);

  useEffect(() => {
    if (isFull(given)) setFull(given);
  }, [given]);

  // One read at a time; it runs to its end even if the panel closes meanwhile, and is aborted only on unmount.
  const reading = useRef<AbortController | undefined>(undefined);
  const read = useCallback(() => {
    if (!occ) {
      setLoad('failed');
      return;
    }
    if (reading.current) return;
    const controller = new AbortController();
    reading.current = controller;
    setLoad('loading');
    occ.getOrder(code, { signal: controller.signal }).then(
      (order) => {
        reading.current = undefined;
        if (controller.signal.aborted) return;
        setFull(order);
        setLoad('idle');
      },
      () => {
        reading.current = undefined;
        if (!controller.signal.aborted) setLoad('failed');
      },
    );
  }, [occ, code]);
  useEffect(() => () => reading.current?.abort(), []);

  const failed = load === 'failed';
  useEffect(() => {
    // a failed read waits for "Try again" instead of retrying by itself
    if (expanded && !full && !failed) read();
  }, [expanded, full, failed, read]);

  useEffect(() => {
    if (focusRequest) triggerRef.current?.focus();
  }, [focusRequest]);

  useEffect(() => {
    if (!focusAfter.n) return;
    const again = focusAfter.action ? panelRef.current?.querySelector<HTMLElement>(`[data-order-action="${focusAfter.action}"]`) : null;
    (again ?? triggerRef.current)?.focus();
  }, [focusAfter]);

  useEffect(() => {
    if (!focusPanel || !full) return;
    setFocusPanel(false);
    panelRef.current?.querySelector<HTMLElement>('[data-sub-heading]')?.focus();
  }, [focusPanel, full]);

  const shown = full ?? given;
  const phase = orderPhase(shown);
  const count = orderItemCount(shown);
  const placed = formatOrderDate((shown as OccOrderHistory).placed ?? shown.created, lang);
  const total = (full?.totalPriceWithTax ?? full?.totalPrice ?? (given as OccOrderHistory).total)?.formattedValue;
  const actions = full ? allowedOrderActions(full, { now }) : [];
  const Heading = (`h${headingLevel}` as 'h2' | 'h3' | 'h4');

  const confirm = async () => {
    if (!pending || !full) return;
    const result = await run(pending, full);
    setOutcome(result);
    setPending(undefined);
    setFocusAfter((previous) => ({ n: previous.n + 1, action: result.kind === 'alert' ? result.action : undefined }));
  };

  let message: ReactNode = '';
  if (outcome?.text !== undefined) message = fill(outcome.text, code);
  else if (outcome?.kind === 'alert') message = words.actionErrorMessage;
  else if (outcome) message = fill(words.actions[outcome.action].done, code);
  if (outcome?.kind === 'status' && outcome.action === 'reorder' && cartHref) message = <>{message} <a href={cartHref}>{words.cartLabel}</a></>;

  return (
    <article className={classes.card} data-order={code} data-phase={phase} aria-busy={busy || load === 'loading' || undefined}>
      <Heading data-order-heading="">
        <button ref={triggerRef} type="button" id={triggerId} aria-expanded={expanded} aria-controls={panelId} data-order-trigger="" onClick={() => setExpanded(!expanded)}>
          <span data-summary="">
            <span data-code="">
              {words.orderLabel} <bdi>{code}</bdi>
            </span>
            {placed && (
              <span data-placed="">
                {words.placedLabel} {placed}
              </span>
            )}
            <span data-status="" data-phase={phase}>
              {words.status[phase]}
            </span>
            {count !== undefined && <span data-count="">{countText(count, words.itemsLabel, words.itemLabel)}</span>}
            {total && (
              <span data-total="">
                {words.totalLabel} {total}
              </span>
            )}
          </span>
          <Icon name="chevron-down" data-chevron="" />
        </button>
      </Heading>
      <div ref={panelRef} id={panelId} role="region" aria-labelledby={triggerId} data-order-panel="" hidden={!expanded}>
        {expanded && !full && load !== 'failed' && (
          <div className={classes.skeleton} data-skeleton="" aria-busy="true">
            <span />
          </div>
        )}
        {load === 'failed' && !full && (
          <div data-actions="">
            <button
              type="button"
              className={classes.button}
              data-variant="outlined"
              data-order-retry=""
              onClick={() => {
                setFocusPanel(true);
                read();
              }}
            >
              {words.retryLabel}
            </button>
          </div>
        )}
        {full && <OrderDetails order={full} words={words} lang={lang} level={(headingLevel + 1) as 3 | 4 | 5} />}
        {full && actions.length > 0 && (
          <div data-actions="">
            {actions.map((action, index) => (
              <button
                key={action}
                type="button"
                className={classes.button}
                data-variant={index === 0 ? 'contained' : 'outlined'}
                data-order-action={action}
                onPointerEnter={preloadConfirmDialog}
                onFocus={preloadConfirmDialog}
                onClick={() => {
                  setOutcome(undefined);
                  setPending(action);
                }}
              >
                {actionLabel(words, action)}
              </button>
            ))}
          </div>
        )}
        <p className={classes.message} role="status" data-message="" data-order-status="">
          {outcome?.kind === 'status' ? message : ''}
        </p>
        <p className={classes.message} role="alert" data-message="" data-order-alert="">
          {outcome?.kind === 'alert' ? message : load === 'failed' && !full ? words.orderErrorMessage : ''}
        </p>
      </div>
      <LazyConfirmDialog
        open={pending !== undefined}
        title={pending ? fill(words.actions[pending].title, code) : ''}
        message={pending ? fill(words.actions[pending].message, code) : ''}
        confirmLabel={pending ? actionLabel(words, pending) : ''}
        cancelLabel={words.dismissLabel}
        busy={busy}
        marker="order"
        onConfirm={() => void confirm()}
        onCancel={() => !busy && setPending(undefined)}
      />
    </article>
  );
}
