import { describe, expect, it, vi } from 'vitest';
import { fetchMuleSoft, type MuleSoftResource } from '../../../src/core/services/muleSoft';
import { ServiceError } from '../../../src/core/services/configTypes';
import { MULESOFT, fakeFetch, json } from '../helpers/fakes';

const USER = { consumerId: 'demo-lau', token: 'token-demo-lau' };
const NAME: MuleSoftResource<string> = {
  name: 'name',
  required: 'url',
  url: (config, consumerId) => (config.url ? `${config.url}/name/${consumerId}` : undefined),
  read: (data) => {
    if (typeof data.name !== 'string') throw new ServiceError('name: no name');
    return data.name;
  },
};

describe('fetchMuleSoft', () => {
  it('GETs the resource with the consumer headers and returns what read takes from response-data', async () => {
    const fetch = fakeFetch(() => json(200, { 'response-data': { name: 'Lau' } }));
    expect(await fetchMuleSoft(NAME, MULESOFT, USER, { fetch })).toBe('Lau');
    expect(fetch.calls[0]).toEqual(expect.objectContaining({ url: '/mock/mulesoft/name/demo-lau', method: 'GET' }));
    expect(fetch.calls[0]!.headers['x-user-token']).toBe('token-demo-lau');
  });

  it.each([
    ['no config', undefined, USER],
    ['no base url', { ...MULESOFT, url: undefined }, USER],
    ['no consumer id', MULESOFT, { ...USER, consumerId: '' }],
    ['no token', MULESOFT, { ...USER, token: '' }],
  ])('%s: no call, undefined, and onError names what is required', async (_, config, credentials) => {
    const fetch = fakeFetch(() => json(200, { 'response-data': { name: 'Lau' } }));
    const onError = vi.fn();
    expect(await fetchMuleSoft(NAME, config, credentials, { fetch, onError })).toBeUndefined();
    expect(fetch.calls).toHaveLength(0);
    expect(onError).toHaveBeenCalledWith(new ServiceError('name: url, consumerId and token are required'));
  });

  it('an answer without response-data, or one read rejects, resolves undefined and goes to onError', async () => {
    const onError = vi.fn();
    const options = { onError, onSessionExpired: () => {} };
    expect(await fetchMuleSoft(NAME, MULESOFT, USER, { ...options, fetch: fakeFetch(() => json(200, { other: 1 })) })).toBeUndefined();
    expect(await fetchMuleSoft(NAME, MULESOFT, USER, { ...options, fetch: fakeFetch(() => json(200, { 'response-data': {} })) })).toBeUndefined();
    expect(onError.mock.calls.map(([error]) => (error as Error).message)).toEqual(['MuleSoft answer without response-data', 'name: no name']);
  });
});
