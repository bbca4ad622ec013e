/**
 * SAP Commerce OCC v2 account shapes as Spartacus reads them (OrderHistoryList, Order, ReturnRequest,
 * CartModificationList, Address, PaymentDetails); docs/mock-api.md "OCC account". Fields the elements use are
 * named; OCC may send more (kept as unknown).
 */
import type { OccPrice } from './occCart';

/**
 * SAP OrderStatus codes the demo uses: CREATED (placed), PAYMENT_CAPTURED (being processed), READY (packed),
 * COMPLETED (delivered), CANCELLED; CANCELLING and others can come from a real OCC.
 */
export type OccOrderStatus = 'CREATED' | 'PAYMENT_CAPTURED' | 'READY' | 'COMPLETED' | 'CANCELLED' | 'CANCELLING' | (string & {});

export interface OccPagination {
  currentPage?: number;
  pageSize?: number;
  sort?: string;
  totalPages?: number;
  totalResults?: number;
}

export interface OccSort {
  code?: string;
  selected?: boolean;
}

/** OrderHistoryWsDTO: one row of the orders list. */
export interface OccOrderHistory {
  code?: string;
  guid?: string;
  /** ISO date-time, SAP style (`2026-11-22T10:30:00+0000`) */
  placed?: string;
  status?: OccOrderStatus;
  statusDisplay?: string;
  total?: OccPrice;
  [field: string]: unknown;
}

/** OrderHistoryListWsDTO */
export interface OccOrderHistoryList {
  orders?: OccOrderHistory[];
  pagination?: OccPagination;
  sorts?: OccSort[];
}

export interface OccImage {
  imageType?: string;
  format?: string;
  url?: string;
  altText?: string;
}

export interface OccOrderEntry {
  entryNumber?: number;
  product?: { code?: string; name?: string; url?: string; images?: OccImage[] };
  quantity?: number;
  basePrice?: OccPrice;
  totalPrice?: OccPrice;
  cancellableQuantity?: number;
  cancelledItemsQuantity?: number;
  returnableQuantity?: number;
  returnedItemsQuantity?: number;
  /** a trial order's lent device (our extension, docs/mock-api.md): its lending configuration and days */
  lendingConfigurationCode?: string;
  lendingDays?: number;
  /** the loan was extended once already: it cannot be extended again */
  lendingExtended?: boolean;
  [field: string]: unknown;
}

/** ConsignmentWsDTO: SAP ConsignmentStatus (READY, SHIPPED, DELIVERY_COMPLETED, CANCELLED, …) and its date. */
export interface OccConsignment {
  code?: string;
  status?: string;
  statusDate?: string;
  entries?: { orderEntry?: { entryNumber?: number }; quantity?: number }[];
}

/** OrderWsDTO (fields=FULL) */
export interface OccOrder {
  code?: string;
  guid?: string;
  created?: string;
  status?: OccOrderStatus;
  statusDisplay?: string;
  entries?: OccOrderEntry[];
  totalItems?: number;
  totalUnitCount?: number;
  subTotal?: OccPrice;
  deliveryCost?: OccPrice;
  totalPrice?: OccPrice;
  totalPriceWithTax?: OccPrice;
  totalTax?: OccPrice;
  deliveryMode?: { code?: string; name?: string };
  deliveryAddress?: OccAddress;
  paymentInfo?: OccPaymentDetails;
  consignments?: OccConsignment[];
  /** OCC's own answer whether a cancellation can be asked for */
  cancellable?: boolean;
  /** OCC's own answer whether a return can be asked for */
  returnable?: boolean;
  [field: string]: unknown;
}

/** `{ orderEntryNumber, quantity }`: cancellationRequestEntryInputs and returnRequestEntryInputs alike. */
export interface OccEntryInput {
  orderEntryNumber: number;
  quantity: number;
}

/** ReturnRequestWsDTO */
export interface OccReturnRequest {
  code?: string;
  rma?: string;
  order?: { code?: string };
  status?: string;
  creationTime?: string;
  cancellable?: boolean;
  returnEntries?: { expectedQuantity?: number; orderEntry?: OccOrderEntry; refundAmount?: OccPrice }[];
  [field: string]: unknown;
}

/** CartModificationListWsDTO: what `cartFromOrder` answers (one modification per entry). */
export interface OccCartModificationList {
  cartModifications?: { statusCode?: string; quantityAdded?: number; quantity?: number; entry?: { product?: { code?: string } } }[];
}

export interface OccCountry {
  isocode?: string;
  name?: string;
}

/** AddressWsDTO */
export interface OccAddress {
  id?: string;
  titleCode?: string;
  firstName?: string;
  lastName?: string;
  line1?: string;
  line2?: string;
  town?: string;
  postalCode?: string;
  phone?: string;
  country?: OccCountry;
  region?: { isocode?: string; name?: string };
  formattedAddress?: string;
  defaultAddress?: boolean;
  shippingAddress?: boolean;
  visibleInAddressBook?: boolean;
  [field: string]: unknown;
}

/** What add and update send: the address fields (no id); `defaultAddress: true` makes it the default. */
export type OccAddressInput = Omit<OccAddress, 'id' | 'formattedAddress'>;

/**
 * PaymentDetailsWsDTO. `cardNumber` is masked by OCC (`************1111`): we never have, send, log or store a
 * full card number.
 */
export interface OccPaymentDetails {
  id?: string;
  accountHolderName?: string;
  cardNumber?: string;
  cardType?: { code?: string; name?: string };
  /** '01'…'12' */
  expiryMonth?: string;
  /** four digits */
  expiryYear?: string;
  defaultPayment?: boolean;
  saved?: boolean;
  subscriptionId?: string;
  billingAddress?: OccAddress;
  [field: string]: unknown;
}

/** What a card edit may change: expiry, holder, default. Never the number or the type. */
export interface OccPaymentDetailsPatch {
  expiryMonth?: string;
  expiryYear?: string;
  accountHolderName?: string;
  defaultPayment?: boolean;
}

export interface OccOrdersQuery {
  /** 0-based, default 0 */
  currentPage?: number;
  /** default 10 */
  pageSize?: number;
  /** `byDate` (newest first, the default) or `byOrderNumber` */
  sort?: string;
}
