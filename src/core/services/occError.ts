import { isRecord } from '../isRecord';

/**
 * An OCC answer that is not the one asked for: its status and body (the cart, product and account clients reject
 * with it). A module of its own: reading products needs it without the cart client.
 */
export class OccError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(message: string, status: number, body: unknown) {
    super(`${message} (status ${status})`);
    this.name = 'OccError';
    this.status = status;
    this.body = body;
  }
}

/** OCC's 404 for a cart or an entry, as the cart client resolves it (not a rejection: a cart gone is an answer). */
export interface OccNotFound {
  notFound: true;
  body: unknown;
}

export function isOccNotFound(value: unknown): value is OccNotFound {
  return isRecord(value) && value.notFound === true;
}
