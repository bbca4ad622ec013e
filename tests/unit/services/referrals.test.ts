import { describe, expect, it } from 'vitest';
import { fetchReferrals, firstToReport, sendInvitation } from '../../../src/core/services/referrals';
import { MULESOFT, fakeFetch, json } from '../helpers/fakes';

const USER = { consumerId: 'demo-hav', token: 'token-demo-hav' };
const DATA = { referralCode: 'HARVEY-9K2M', stats: { invited: 0 }, invitations: [] };

/** A fetch whose answers wait until `release()`. */
function heldFetch(answer: () => Response) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const fetch = fakeFetch(async () => {
    await held;
    return answer();
  });
  return { fetch, release: () => release() };
}

describe('fetchReferrals: one read per consumer and URL while it is under way', () => {
  it('shares the GET of two callers; a later call reads again', async () => {
    const { fetch, release } = heldFetch(() => json(200, { 'response-data': DATA }));
    const first = fetchReferrals(MULESOFT, USER, { fetch });
    const second = fetchReferrals(MULESOFT, USER, { fetch });
    release();
    const [a, b] = await Promise.all([first, second]);
    expect(a).toEqual({ ok: true, value: expect.objectContaining({ referralCode: 'HARVEY-9K2M' }) });
    expect(b).toBe(a);
    expect(fetch.calls).toHaveLength(1);
    await fetchReferrals(MULESOFT, USER, { fetch });
    expect(fetch.calls).toHaveLength(2);
  });

  it('another consumer reads on its own', async () => {
    const { fetch, release } = heldFetch(() => json(200, { 'response-data': DATA }));
    const first = fetchReferrals(MULESOFT, USER, { fetch });
    const other = fetchReferrals(MULESOFT, { consumerId: 'demo-dev', token: 'token-demo-dev' }, { fetch });
    release();
    await Promise.all([first, other]);
    expect(fetch.calls.map((call) => call.url)).toEqual([expect.stringMatching(/consumer\/demo-hav\/referrals$/), expect.stringMatching(/consumer\/demo-dev\/referrals$/)]);
  });

  it("one caller's abort answers it `aborted` at once; the other still gets the answer", async () => {
    const { fetch, release } = heldFetch(() => json(200, { 'response-data': DATA }));
    const controller = new AbortController();
    const leaving = fetchReferrals(MULESOFT, USER, { fetch, signal: controller.signal });
    const staying = fetchReferrals(MULESOFT, USER, { fetch });
    controller.abort();
    expect(await leaving).toEqual({ ok: false, reason: 'aborted' });
    release();
    expect((await staying).ok).toBe(true);
    expect(fetch.calls).toHaveLength(1);
  });

  it('a shared failure is reported by the first caller only', async () => {
    const { fetch, release } = heldFetch(() => json(500, { error: 'boom' }));
    const first = fetchReferrals(MULESOFT, USER, { fetch });
    const second = fetchReferrals(MULESOFT, USER, { fetch });
    release();
    const [a, b] = await Promise.all([first, second]);
    expect(a).toEqual({ ok: false, reason: 'unavailable', status: 500, body: { error: 'boom' } });
    expect([firstToReport(a), firstToReport(b)]).toEqual([true, false]);
  });

  it('an accepted invitation forgets the read under way: the next read sees it', async () => {
    let invited = false;
    const fetch = fakeFetch((call) =>
      call.url.endsWith('/invitations')
        ? ((invited = true), json(201, { 'response-data': { invitationId: 'inv-1', email: 'n•••@example.com', status: 'sent', invitedAt: '2026-11-24T10:00:00Z' } }))
        : new Promise(() => {}),
    );
    void fetchReferrals(MULESOFT, USER, { fetch });
    expect((await sendInvitation(MULESOFT, USER, { email: 'nina@example.com', consent: true }, { fetch })).ok).toBe(true);
    expect(invited).toBe(true);
    void fetchReferrals(MULESOFT, USER, { fetch });
    expect(fetch.calls.filter((call) => call.url.endsWith('/referrals'))).toHaveLength(2);
  });
});
