import { loaderHandoff } from '../loaderHandoff';

/** How every page model is requested: GET, same-origin credentials. */
export const MODEL_REQUEST: RequestInit = { credentials: 'same-origin' };

/**
 * The root model response dist/loader.js started for `url`, in parallel with `<brand-page>`'s
 * code, taken once: the model client uses it instead of asking again. Undefined for any other
 * URL, a second time (a reload asks again), or without the loader.
 */
export function takePrefetchedModel(url: string): Promise<Response> | undefined {
  const handoff = loaderHandoff();
  const model = handoff?.model;
  if (!handoff || model?.url !== url) return undefined;
  handoff.model = undefined;
  return model.response;
}
