import { afterEach, describe, expect, it } from 'vitest';
import { loginUrl, refusalReason, signIn } from '../../../src/core/services/login';
import { logIn, sessionCookieOptions } from '../../../src/core/visitor/login';
import { DEFAULT_LOGIN_MESSAGES, failureMessage, fieldMessage, isEmailAddress, loginMessages, validateLoginForm } from '../../../src/core/visitor/loginForm';
import { visitorPending, visitorStore } from '../../../src/core/stores/visitor';
import { MULESOFT, captureConsole, failingFetch, fakeFetch, hangingFetch, json, memoryJar, text, type RecordedCall } from '../helpers/fakes';

const PASSWORD = 'demo1234-secret';

afterEach(() => visitorStore.set('LAS'));

describe('the login form rules', () => {
  it('asks for both fields, and for an email address that looks like one', () => {
    expect(validateLoginForm('', '')).toEqual({ email: 'required', password: 'required' });
    expect(validateLoginForm('   ', 'x')).toEqual({ email: 'required' });
    expect(validateLoginForm('laura@', 'x')).toEqual({ email: 'invalid' });
    expect(validateLoginForm('laura.underwood@example.co.uk', '')).toEqual({ password: 'required' });
    expect(validateLoginForm(' laura.underwood@example.co.uk ', ' ')).toEqual({});
  });
  it('accepts addresses with subdomains and plus tags, refuses spaces, two @ and a bare host', () => {
    expect(isEmailAddress('a+b@mail.example.co.uk')).toBe(true);
    for (const bad of ['a b@example.com', 'a@@example.com', 'a@example', '@example.com', 'a@.com', 'a@example.']) expect(isEmailAddress(bad), bad).toBe(false);
  });
  it('takes the authored messages over the defaults, blank ones excepted', () => {
    const messages = loginMessages({ lockedMessage: 'Gesperrt.', timeoutMessage: '  ', invalidCredentialsMessage: 7 });
    expect(messages.lockedMessage).toBe('Gesperrt.');
    expect(messages.timeoutMessage).toBe(DEFAULT_LOGIN_MESSAGES.timeoutMessage);
    expect(messages.invalidCredentialsMessage).toBe(DEFAULT_LOGIN_MESSAGES.invalidCredentialsMessage);
  });
  it('gives each failure its own message', () => {
    const reasons = ['invalid-credentials', 'locked', 'network', 'timeout', 'unavailable'] as const;
    const shown = reasons.map((reason) => failureMessage(reason, DEFAULT_LOGIN_MESSAGES));
    expect(new Set(shown).size).toBe(reasons.length);
    expect(failureMessage('not-configured', DEFAULT_LOGIN_MESSAGES)).toBe(DEFAULT_LOGIN_MESSAGES.unavailableMessage);
    expect(fieldMessage('email', 'invalid', DEFAULT_LOGIN_MESSAGES)).toBe(DEFAULT_LOGIN_MESSAGES.emailInvalidMessage);
    expect(fieldMessage('password', undefined, DEFAULT_LOGIN_MESSAGES)).toBeUndefined();
  });
});

describe('signIn (consumer service)', () => {
  const ok = () => fakeFetch(() => json(200, { 'response-data': { consumerId: 'demo-lau', token: 'token-demo-lau', expiresIn: 28800 } }));

  it('posts the credentials with the client headers to {url}/web/v1/api/v1/consumer/login', async () => {
    const fetch = ok();
    const result = await signIn(MULESOFT, { email: ' laura.underwood@example.co.uk ', password: PASSWORD }, { fetch });
    expect(result).toEqual({ ok: true, consumerId: 'demo-lau', token: 'token-demo-lau', expiresIn: 28800 });
    const call = fetch.calls[0] as RecordedCall;
    expect(call.url).toBe('/mock/mulesoft/web/v1/api/v1/consumer/login');
    expect(call.method).toBe('POST');
    expect(call.headers).toMatchObject({ 'Content-Type': 'application/json', client_id: 'demo-client', client_secret: 'demo-secret', channel: 'web' });
    expect(call.headers['x-user-token']).toBeUndefined();
    expect(JSON.parse(call.body ?? '')).toEqual({ email: 'laura.underwood@example.co.uk', password: PASSWORD, countryIsoCode: 'GB' });
    expect(loginUrl({ url: 'https://api.example/' })).toBe('https://api.example/web/v1/api/v1/consumer/login');
  });
  it('tells wrong credentials, a locked account, a refused client, a server failure and a malformed answer apart', async () => {
    const answer = async (response: Response) => signIn(MULESOFT, { email: 'a@b.co', password: 'x' }, { fetch: fakeFetch(() => response) });
    expect(await answer(json(401, { error: 'invalid_credentials' }))).toEqual({ ok: false, reason: 'invalid-credentials' });
    expect(await answer(json(423, { error: 'account_locked' }))).toEqual({ ok: false, reason: 'locked' });
    expect(await answer(json(401, { error: 'invalid_client' }))).toEqual({ ok: false, reason: 'unavailable' });
    expect(await answer(json(500, { error: 'boom' }))).toEqual({ ok: false, reason: 'unavailable' });
    expect(await answer(text(200, '{not json'))).toEqual({ ok: false, reason: 'unavailable' });
    expect(await answer(json(200, { 'response-data': { consumerId: 'x' } }))).toEqual({ ok: false, reason: 'unavailable' });
    expect(refusalReason(404)).toBe('invalid-credentials');
  });
  it('tells a network failure from a timeout, and says when no service is configured', async () => {
    expect(await signIn(MULESOFT, { email: 'a@b.co', password: 'x' }, { fetch: failingFetch() })).toEqual({ ok: false, reason: 'network' });
    expect(await signIn(MULESOFT, { email: 'a@b.co', password: 'x' }, { fetch: hangingFetch(), timeoutMs: 20 })).toEqual({ ok: false, reason: 'timeout' });
    expect(await signIn(undefined, { email: 'a@b.co', password: 'x' })).toEqual({ ok: false, reason: 'not-configured' });
    expect(await signIn({ clientId: 'x' }, { email: 'a@b.co', password: 'x' })).toEqual({ ok: false, reason: 'not-configured' });
  });
});

describe('logIn', () => {
  /** The consumer service: login, then the profile of the visitor it made (verified or not). */
  const service = (verified: boolean) =>
    fakeFetch((call) => {
      if (call.url.endsWith('/consumer/login')) return json(200, { 'response-data': { consumerId: 'demo-hav', token: 'token-demo-hav', expiresIn: 600 } });
      if (call.url.includes('/loyalty')) return json(200, { 'response-data': { tierInformation: { currentTier: 'GOLD' } } });
      if (call.url.includes('/assets')) return json(200, { 'response-data': { data: [] } });
      return json(200, { 'response-data': { profile: { consumerId: 'demo-hav' }, hardAgeVerification: [{ hardAVStatus: verified ? 'VERIFIED' : 'NOT_VERIFIED' }] } });
    });

  it('sets brand_uid and brand_token with the session flags, drops the anonymous commerce token and resolves the visitor again', async () => {
    const jar = memoryJar({ brand_commerce_token: 'anonymous-token' });
    const fetch = service(true);
    const pending: boolean[] = [];
    const stop = visitorPending.subscribe(() => pending.push(visitorPending.getSnapshot()));
    const result = await logIn({ email: 'harvey.avery@example.co.uk', password: PASSWORD }, { muleSoftConfig: MULESOFT, cookies: jar, fetch });
    stop();
    expect(result).toEqual({ ok: true, consumerId: 'demo-hav', visitorType: 'LAU-HAV' });
    expect(visitorStore.getSnapshot()).toBe('LAU-HAV');
    expect(jar.values.get('brand_uid')).toBe('demo-hav');
    expect(jar.values.get('brand_token')).toBe('token-demo-hav');
    expect(jar.attributes.get('brand_token')).toMatchObject({ path: '/', secure: true, sameSite: 'Strict' });
    expect(jar.attributes.get('brand_token')?.expires).toBeInstanceOf(Date);
    expect(jar.values.has('brand_commerce_token')).toBe(false);
    expect(pending).toEqual([true, false]);
    // The profile call carries the new token: the visitor was resolved with the new session.
    expect(fetch.calls.find((call) => call.url.endsWith('/consumer/demo-hav'))?.headers['x-user-token']).toBe('token-demo-hav');
  });
  it('undoes the sign-in when the profile then fails to load: no cookies, the service is unavailable', async () => {
    const console = captureConsole();
    try {
      const jar = memoryJar();
      const fetch = fakeFetch((call) => {
        if (call.url.endsWith('/consumer/login')) return json(200, { 'response-data': { consumerId: 'demo-lau', token: 'token-demo-lau' } });
        return Promise.reject(new TypeError('Failed to fetch'));
      });
      const result = await logIn({ email: 'laura.underwood@example.co.uk', password: PASSWORD }, { muleSoftConfig: MULESOFT, cookies: jar, fetch });
      expect(result).toEqual({ ok: false, reason: 'unavailable' });
      expect(jar.values.size).toBe(0);
      expect(jar.removed.map((entry) => entry.name)).toEqual(expect.arrayContaining(['brand_uid', 'brand_token']));
      expect(visitorStore.getSnapshot()).toBe('LAS');
    } finally {
      console.restore();
    }
  });
  it('keeps the session cookies for the browser session when the service gives no lifetime', () => {
    expect(sessionCookieOptions()).toEqual({ path: '/', secure: true, sameSite: 'Strict' });
    expect(sessionCookieOptions(60)).toMatchObject({ maxAge: 60 });
  });
  it('changes nothing on a refusal, and never logs the password', async () => {
    const console = captureConsole();
    try {
      const jar = memoryJar();
      const fetch = fakeFetch(() => json(401, { error: 'invalid_credentials' }));
      const result = await logIn({ email: 'harvey.avery@example.co.uk', password: PASSWORD }, { muleSoftConfig: MULESOFT, cookies: jar, fetch });
      expect(result).toEqual({ ok: false, reason: 'invalid-credentials' });
      expect(jar.values.size).toBe(0);
      expect(visitorStore.getSnapshot()).toBe('LAS');
      expect(console.text()).not.toContain(PASSWORD);
    } finally {
      console.restore();
    }
  });
});
