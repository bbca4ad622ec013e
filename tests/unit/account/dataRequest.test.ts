import { describe, expect, it } from 'vitest';
import { currentRequest, dataRequestActions, dataRequestDate, dataRequestFailureKey, dataRequestFormat, downloadableCopy, nextExpiry, effectiveStatus, isInProgress, requestSteps, withNewRequest } from '../../../src/core/account/dataRequest';
import type { DataRequest } from '../../../src/core/services/dataRequests';

const NOW = Date.parse('2026-11-24T10:00:00Z');
const request = (fields: Partial<DataRequest>): DataRequest => ({ requestId: 'r', status: 'received', requestedAt: '2026-11-20T10:00:00Z', ...fields });

describe('get your information: the rules', () => {
  it('the current request is the newest by date, whatever the order; none without requests', () => {
    expect(currentRequest([])).toBeUndefined();
    expect(currentRequest(undefined)).toBeUndefined();
    const old = request({ requestId: 'old', requestedAt: '2026-01-01T00:00:00Z' });
    const recent = request({ requestId: 'new', requestedAt: '2026-11-01T00:00:00Z' });
    const undated = request({ requestId: 'undated', requestedAt: 'soon' });
    expect(currentRequest([old, undated, recent])?.requestId).toBe('new');
  });

  it('a ready copy past its expiry counts as expired', () => {
    expect(effectiveStatus(request({ status: 'ready', expiresAt: '2026-11-24T09:59:59Z' }), NOW)).toBe('expired');
    expect(effectiveStatus(request({ status: 'ready', expiresAt: '2026-11-25T00:00:00Z' }), NOW)).toBe('ready');
    expect(effectiveStatus(request({ status: 'processing' }), NOW)).toBe('processing');
  });

  it('steps: received → processing → ready, the current one marked, all done when ready or expired', () => {
    const states = (status: DataRequest['status']) => requestSteps(status).map((step) => step.state);
    expect(requestSteps('received').map((step) => step.step)).toEqual(['received', 'processing', 'ready']);
    expect(states('received')).toEqual(['current', 'upcoming', 'upcoming']);
    expect(states('processing')).toEqual(['complete', 'current', 'upcoming']);
    expect(states('ready')).toEqual(['complete', 'complete', 'complete']);
    expect(states('expired')).toEqual(['complete', 'complete', 'complete']);
  });

  it('a new request only when none is in progress; a check only while one is; a download only while ready', () => {
    expect(dataRequestActions(undefined, NOW)).toEqual({ canRequest: true, canCheck: false });
    expect(dataRequestActions(request({ status: 'received' }), NOW)).toEqual({ canRequest: false, canCheck: true });
    expect(dataRequestActions(request({ status: 'processing' }), NOW)).toEqual({ canRequest: false, canCheck: true });
    expect(dataRequestActions(request({ status: 'ready', downloadUrl: '/d', expiresAt: '2026-12-01T00:00:00Z' }), NOW)).toEqual({ canRequest: true, canCheck: false, download: '/d' });
    expect(dataRequestActions(request({ status: 'ready', downloadUrl: '/d', expiresAt: '2026-11-01T00:00:00Z' }), NOW)).toEqual({ canRequest: true, canCheck: false });
    expect(dataRequestActions(request({ status: 'ready' }), NOW)).toEqual({ canRequest: true, canCheck: false });
    expect(isInProgress('expired')).toBe(false);
    expect(isInProgress(undefined)).toBe(false);
  });

  it('a new request being prepared keeps offering the newest unexpired ready copy', () => {
    const older = request({ requestId: 'old', status: 'ready', requestedAt: '2026-11-01T00:00:00Z', downloadUrl: '/old', expiresAt: '2026-12-01T00:00:00Z' });
    const ready = request({ requestId: 'ready', status: 'ready', requestedAt: '2026-11-10T00:00:00Z', downloadUrl: '/ready', expiresAt: '2026-12-05T00:00:00Z' });
    const fresh = request({ requestId: 'new', status: 'received', requestedAt: '2026-11-24T09:00:00Z' });
    expect(downloadableCopy([fresh, ready, older], NOW)?.requestId).toBe('ready');
    expect(downloadableCopy([fresh, older], NOW)?.downloadUrl).toBe('/old');
    // expired (by date or by the service), or no link: nothing to offer
    expect(downloadableCopy([fresh, request({ status: 'ready', downloadUrl: '/x', expiresAt: '2026-11-24T09:59:59Z' })], NOW)).toBeUndefined();
    expect(downloadableCopy([request({ status: 'expired', downloadUrl: '/x' }), request({ status: 'ready' })], NOW)).toBeUndefined();
    expect(downloadableCopy(undefined, NOW)).toBeUndefined();
    // the link stops at the earliest expiry still to come
    expect(nextExpiry([fresh, ready, older], NOW)).toBe(Date.parse('2026-12-01T00:00:00Z'));
    expect(nextExpiry([fresh, request({ status: 'ready', expiresAt: '2026-11-01T00:00:00Z' })], NOW)).toBeUndefined();
  });

  it('an authored format is sent only when the service knows it', () => {
    expect(dataRequestFormat('json')).toEqual({ format: 'json', invalid: false });
    expect(dataRequestFormat(' PDF ')).toEqual({ format: 'pdf', invalid: false });
    expect(dataRequestFormat(undefined)).toEqual({ invalid: false });
    expect(dataRequestFormat('')).toEqual({ invalid: false });
    expect(dataRequestFormat('csv')).toEqual({ invalid: true });
    expect(dataRequestFormat(7)).toEqual({ invalid: true });
  });

  it('a new request goes first; a refusal is named', () => {
    const first = request({ requestId: 'a' });
    expect(withNewRequest([first], request({ requestId: 'b' })).map((entry) => entry.requestId)).toEqual(['b', 'a']);
    expect(withNewRequest(undefined, first)).toEqual([first]);
    expect(withNewRequest([first], first)).toEqual([first]);
    expect(dataRequestFailureKey('in-progress')).toBe('inProgressMessage');
    expect(dataRequestFailureKey('session-expired')).toBe('sessionExpiredMessage');
    expect(dataRequestFailureKey('unavailable')).toBe('requestErrorMessage');
  });

  it('dates in the page language, en as en-GB; nothing for a bad date', () => {
    expect(dataRequestDate('2026-12-08T23:30:00Z', 'en')).toBe('8 December 2026');
    expect(dataRequestDate('2026-12-08T23:30:00Z', undefined)).toBe('8 December 2026');
    expect(dataRequestDate('2026-12-08T10:00:00Z', 'en-US')).toBe('December 8, 2026');
    expect(dataRequestDate('soon', 'en')).toBe('');
    expect(dataRequestDate(undefined, 'en')).toBe('');
    expect(dataRequestDate('2026-12-08T10:00:00Z', 'not a tag!')).toBe('8 December 2026');
  });
});
