import { call } from '../mock/call';
import { fakeFetch, type RecordedCall } from './fakes';

/** A fetch talking to the demo's mock backend (the same routes the demo server serves), with a fault hook. */
export function mockBackend(fault?: (call: RecordedCall) => Response | Promise<Response | undefined> | undefined) {
  return fakeFetch(async (recorded) => {
    const injected = await fault?.(recorded);
    if (injected) return injected;
    const response = await call(recorded.method, recorded.url, { headers: recorded.headers, body: recorded.body });
    return new Response(response.status === 200 && response.body === '' ? null : response.body, { status: response.status, headers: response.headers });
  });
}
