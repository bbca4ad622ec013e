/**
 * The visitor's cart as the mini cart and the cart page show it: from the OCC carts recorded in
 * the local cart, the one of the current OCC user, and each entry as a line (picture, name, quantity, line
 * total, the lending days of a lent device, the tins of a product set). Pure functions; nothing here fetches.
 */
import { isRecord } from '../isRecord';
import { lineMaxQuantity } from './cartLines';
import type { OccCart, OccPrice } from '../services/occCart';

export interface CartLinePart {
  code: string;
  name: string;
  quantity: number;
}

export interface CartLine {
  /** the line's identity in the cart (its product, loan or tins), not its position */
  key: string;
  /** OCC's number of the entry: what a change or removal of the line names */
  entryNumber: number;
  /** the most the line may be set to (cartLines.ts lineMaxQuantity), when OCC says */
  maxQuantity?: number;
  code: string;
  name: string;
  quantity: number;
  /** the line total as the shop formats it ('£14.10') */
  total?: string;
  imageUrl?: string;
  imageAlt?: string;
  /** a lent device: for how many days */
  lendingDays?: number;
  /** a product set: its tins */
  parts: CartLinePart[];
}

export interface CartSummary {
  lines: CartLine[];
  totalUnitCount: number;
  subtotal?: string;
  tax?: string;
  total?: string;
}

const cartUser = (cart: unknown): string | undefined =>
  isRecord(cart) && isRecord(cart.user) && typeof cart.user.uid === 'string' ? cart.user.uid : undefined;

/**
 * The visitor's own cart among the recorded ones (the one of OCC user `user`, 'anonymous' for a guest), if any: what
 * the mini cart and the cart page show, and the cart the adds and the refresh work on.
 */
export function visitorCart(carts: readonly unknown[], user: string): OccCart | undefined {
  for (const cart of carts) {
    if (isRecord(cart) && typeof cart.guid === 'string' && (cartUser(cart) ?? 'anonymous') === user) return cart as OccCart;
  }
  return undefined;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);
const formatted = (price: unknown): string | undefined =>
  isRecord(price) && typeof (price as OccPrice).formattedValue === 'string' ? (price as OccPrice).formattedValue : undefined;

function cartIcon(product: unknown): { url?: string; alt?: string } {
  if (!isRecord(product) || !Array.isArray(product.images)) return {};
  const images = product.images.filter((image) => isRecord(image) && typeof image.url === 'string');
  const best = images.find((image) => image.format === 'cartIcon') ?? images.find((image) => image.format === 'thumbnail') ?? images[0];
  return best ? { url: text(best.url), alt: text(best.altText) } : {};
}

/** The cart's entries as lines; entries without a product code or quantity are left out. */
export function cartLines(cart: OccCart | undefined): CartLine[] {
  const entries = Array.isArray(cart?.entries) ? cart.entries : [];
  return entries.flatMap((entry, index) => {
    if (!isRecord(entry) || !isRecord(entry.product)) return [];
    const code = text(entry.product.code);
    const quantity = count(entry.quantity);
    if (!code || !quantity) return [];
    const image = cartIcon(entry.product);
    const parts = Array.isArray(entry.productSetEntries)
      ? entry.productSetEntries.flatMap((part) => {
          if (!isRecord(part) || !isRecord(part.product) || !text(part.product.code)) return [];
          const partCode = text(part.product.code);
          return [{ code: partCode, name: text(part.product.name) || partCode, quantity: count(part.quantity) || 1 }];
        })
      : [];
    const entryNumber = typeof entry.entryNumber === 'number' ? entry.entryNumber : index;
    const line: CartLine = {
      // The same through a removal above it (which numbers the entries down): a product, its loan or its tins.
      key: [code, text(entry.lendingConfigurationCode), ...parts.map((part) => `${part.quantity}×${part.code}`)].join('|'),
      entryNumber,
      code,
      name: text(entry.product.name) || code,
      quantity,
      parts,
    };
    const total = formatted(entry.totalPrice);
    if (total) line.total = total;
    if (image.url) line.imageUrl = image.url;
    if (image.alt) line.imageAlt = image.alt;
    if (count(entry.lendingDays)) line.lendingDays = count(entry.lendingDays);
    const max = lineMaxQuantity(entry);
    if (max !== undefined) line.maxQuantity = max;
    return [line];
  });
}

/** Lines and totals of a cart; the empty summary without one. */
export function cartSummary(cart: OccCart | undefined): CartSummary {
  const lines = cartLines(cart);
  const units = count(cart?.totalUnitCount) || lines.reduce((sum, line) => sum + line.quantity, 0);
  const summary: CartSummary = { lines, totalUnitCount: units };
  const record = (cart ?? {}) as Record<string, unknown>;
  const subtotal = formatted(record.subTotal);
  const tax = formatted(record.totalTax);
  const total = formatted(record.totalPriceWithTax) ?? formatted(record.totalPrice);
  if (subtotal) summary.subtotal = subtotal;
  if (tax) summary.tax = tax;
  if (total) summary.total = total;
  return summary;
}
