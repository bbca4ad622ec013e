/**
 * Page model client: the page model fetch, and what a non-2xx answer resolves with.
 * GET with same-origin credentials; concurrent fetches of one URL share one request and one result;
 * with an error page root, a failed page fetch resolves with the error page model for its status.
 */
import { FETCH_REJECTED } from './messages';
import { withApiHost, withModelPath } from './paths';
import { MODEL_REQUEST, takePrefetchedModel } from './prefetch';
import type { FetchLike, ModelNode, ResponseLike } from './types';
import { isRecord } from '../isRecord';

export interface ModelClientOptions {
  /** prefix of every model fetch, e.g. `https://author.example.com` */
  apiHost?: string;
  /** e.g. `/content/brand/errors/`: a failed fetch loads `${errorPageRoot}${status}.model.json` */
  errorPageRoot?: string;
  /** defaults to the global fetch */
  fetch?: typeof fetch | FetchLike;
}

/** A non-2xx answer. `response` is the Response itself, `status` its status. */
export class ModelFetchError extends Error {
  readonly response: ResponseLike;
  readonly status: number;
  readonly url: string;
  constructor(url: string, response: ResponseLike) {
    const status = typeof response.status === 'number' ? response.status : 0;
    super(`Fetching model failed for path: ${url} (status ${status || 'unknown'})`);
    this.name = 'ModelFetchError';
    this.response = response;
    this.status = status;
    this.url = url;
  }
}

function isOk(response: ResponseLike): boolean {
  if (typeof response.status === 'number') return response.status >= 200 && response.status < 300;
  return response.ok === true;
}

export class ModelClient {
  readonly apiHost: string;
  readonly errorPageRoot: string | undefined;
  private readonly fetchImpl: FetchLike | undefined;
  private readonly inFlight = new Map<string, Promise<ModelNode>>();

  constructor(options: ModelClientOptions = {}) {
    this.apiHost = options.apiHost ?? '';
    this.errorPageRoot = options.errorPageRoot || undefined;
    this.fetchImpl = options.fetch as FetchLike | undefined;
  }

  /** Resolves with the model at `modelUrl` (a `.model.json` URL). */
  fetch(modelUrl: string): Promise<ModelNode> {
    if (!modelUrl || typeof modelUrl !== 'string') {
      return Promise.reject(new Error(`${FETCH_REJECTED}: ${String(modelUrl ?? '')}`));
    }
    const shared = this.inFlight.get(modelUrl);
    if (shared) return shared;
    const request = this.load(modelUrl).finally(() => {
      this.inFlight.delete(modelUrl);
    });
    this.inFlight.set(modelUrl, request);
    return request;
  }

  private fetcher(): FetchLike {
    const impl = this.fetchImpl ?? (globalThis.fetch as unknown as FetchLike | undefined);
    if (typeof impl !== 'function') throw new Error(`${FETCH_REJECTED}: no fetch available`);
    return impl;
  }

  private async load(modelUrl: string): Promise<ModelNode> {
    try {
      return await this.request(modelUrl);
    } catch (error) {
      if (!this.errorPageRoot || !(error instanceof ModelFetchError || error instanceof NetworkFailure)) {
        throw unwrap(error);
      }
      const status = error instanceof ModelFetchError && error.status ? error.status : 500;
      try {
        return await this.request(`${this.errorPageRoot}${status}.model.json`);
      } catch {
        throw unwrap(error);
      }
    }
  }

  /** One GET: 2xx → parsed model with `:path` stamped; non-2xx → ModelFetchError; network → NetworkFailure. */
  private async request(modelUrl: string): Promise<ModelNode> {
    const url = withApiHost(modelUrl, this.apiHost);
    let response: ResponseLike;
    try {
      // The loader may have started this very request already (src/core/model/prefetch.ts).
      const early = this.fetchImpl ? undefined : takePrefetchedModel(url);
      response = await (early ?? this.fetcher()(url, MODEL_REQUEST));
    } catch (cause) {
      throw new NetworkFailure(cause);
    }
    if (!isOk(response)) throw new ModelFetchError(modelUrl, response);
    let data: unknown;
    try {
      data = typeof response.text === 'function' ? JSON.parse(await response.text()) : await response.json?.();
    } catch (cause) {
      throw new Error(`Invalid JSON in the model at ${url}`, { cause });
    }
    if (!isRecord(data)) throw new Error(`The model at ${url} is not a JSON object`);
    return withModelPath(data, modelUrl) as ModelNode;
  }
}

/** Internal marker of a fetch() rejection (offline, DNS, CORS): carries the original error. */
class NetworkFailure extends Error {
  readonly original: unknown;
  constructor(original: unknown) {
    super(original instanceof Error ? original.message : String(original));
    this.original = original;
  }
}

function unwrap(error: unknown): unknown {
  return error instanceof NetworkFailure ? error.original : error;
}
