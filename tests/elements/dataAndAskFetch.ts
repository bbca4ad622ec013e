/**
 * A stand-in for the consumer service's data-request and invitation calls in element tests (no mock server here),
 * with the mock's rules: a data request advances one step per read; an invitation refuses an address twice
 * (`already-invited`) and the codes named in `refuse`. `fail` answers the next calls of one kind with a 500;
 * `hold` keeps the next POST until it resolves. `install()` replaces window.fetch and sets the session cookies.
 */
import { pageConfig } from '../../src/core/stores/pageConfig';
import { visitorPending, visitorStore } from '../../src/core/stores/visitor';

export const MULESOFT = { url: 'https://consumer.test/api', clientId: 'id', clientSecret: 'secret', channel: 'web' };

export interface StubRequest { requestId: string; status: string; requestedAt: string; readyAt?: string; expiresAt?: string; downloadUrl?: string }
export interface ConsumerStub {
  requests: StubRequest[];
  invited: string[];
  calls: { method: string; url: string; body?: unknown }[];
  fail: Partial<Record<'list' | 'request' | 'invite', boolean>>;
  /** the next invitation answers this error code (and status) */
  refuse?: { status: number; error: string };
  hold?: Promise<void>;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const realFetch = window.fetch;
const NEXT: Record<string, string> = { received: 'processing', processing: 'ready' };

export function installConsumer(requests: StubRequest[] = []): ConsumerStub {
  const stub: ConsumerStub = { requests: requests.map((request) => ({ ...request })), invited: [], calls: [], fail: {} };
  document.cookie = 'brand_uid=demo-test; Path=/';
  document.cookie = 'brand_token=token-test; Path=/';
  pageConfig.set({ muleSoftConfig: MULESOFT });
  visitorPending.set(false);
  visitorStore.set('LAU-HAV');
  let count = 0;
  window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    stub.calls.push({ method, url, body });
    if (url.endsWith('/data-requests')) {
      if (method === 'GET') {
        if (stub.fail.list) return json({ error: 'boom' }, 500);
        for (const request of stub.requests) {
          if (request.status === 'processing') Object.assign(request, { readyAt: '2026-11-24T10:00:00Z', expiresAt: '2099-12-08T10:00:00Z', downloadUrl: `/download/${request.requestId}.json` });
          request.status = NEXT[request.status] ?? request.status;
        }
        return json({ 'response-data': { requests: stub.requests.map((request) => ({ ...request })) } });
      }
      if (stub.hold) await stub.hold;
      if (stub.fail.request) return json({ error: 'boom' }, 500);
      if (stub.requests.some((request) => NEXT[request.status])) return json({ error: 'request_in_progress' }, 409);
      count += 1;
      const request = { requestId: `dr-${count}`, status: 'received', requestedAt: `2026-11-24T10:0${count}:00Z` };
      stub.requests.unshift(request);
      return json({ 'response-data': { ...request } }, 201);
    }
    if (url.endsWith('/referrals/invitations') && method === 'POST') {
      if (stub.hold) await stub.hold;
      if (stub.fail.invite) return json({ error: 'boom' }, 500);
      if (stub.refuse) {
        const { status, error } = stub.refuse;
        stub.refuse = undefined;
        return json({ error, message: error }, status);
      }
      const email = String(body?.email ?? '').toLowerCase();
      if (stub.invited.includes(email)) return json({ error: 'already_invited' }, 409);
      stub.invited.push(email);
      count += 1;
      return json({ 'response-data': { invitationId: `inv-${count}`, email: `${email[0]}•••${email.slice(email.indexOf('@'))}`, status: 'sent', invitedAt: '2026-11-24T10:00:00Z', ...(body?.firstName ? { firstName: body.firstName } : {}) } }, 201);
    }
    return json({}, 404);
  }) as typeof fetch;
  return stub;
}

export function restoreConsumer(): void {
  window.fetch = realFetch;
  for (const name of ['brand_uid', 'brand_token']) document.cookie = `${name}=; Path=/; Max-Age=0`;
  pageConfig.set({});
  visitorStore.set('LAS');
}
