import { describe, expect, it } from 'vitest';
import { attentionMessage, checkAction, collectData, consentProblems, formMethod, leadPayload, reservedLeadFields, reservedLeadFieldsWarning, usableConsents } from '../../../src/core/forms/submission';
import { captchaHeaders, registerCaptcha } from '../../../src/core/forms/captcha';
import { formAccepted, sendForm } from '../../../src/core/services/forms';

const PAGE = 'https://shop.example/contact?x=1';

describe('checkAction', () => {
  it('accepts same-origin paths and absolute URLs, and https elsewhere', () => {
    expect(checkAction('/mock/forms/contact', PAGE)).toEqual({ ok: true, url: 'https://shop.example/mock/forms/contact' });
    expect(checkAction('https://shop.example/a', PAGE)).toEqual({ ok: true, url: 'https://shop.example/a' });
    expect(checkAction('https://forms.partner.example/in', PAGE)).toEqual({ ok: true, url: 'https://forms.partner.example/in' });
    expect(checkAction('forms/x', 'http://localhost:8080/storefront.html')).toEqual({ ok: true, url: 'http://localhost:8080/forms/x' });
  });
  it('refuses http to another origin, script and other schemes, blanks', () => {
    for (const action of ['http://evil.example/steal', 'javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', 'mailto:a@b.c', 'tel:123', '', '   ', undefined, 42]) {
      expect(checkAction(action, PAGE).ok, String(action)).toBe(false);
    }
    expect(checkAction('//evil.example/x', 'http://localhost/')).toMatchObject({ ok: false });
    expect(checkAction('//cdn.example/x', PAGE)).toEqual({ ok: true, url: 'https://cdn.example/x' });
  });
  it('refuses an action with a user name or password, without repeating them', () => {
    for (const action of ['https://u:p@forms.partner.example/in', 'https://user@forms.partner.example/in', 'https://u:secret@shop.example/mock/forms/x']) {
      const result = checkAction(action, PAGE);
      expect(result, action).toMatchObject({ ok: false, reason: expect.stringContaining('has a user name or password in it') });
      expect(JSON.stringify(result)).not.toMatch(/secret|u:p|user@/);
    }
  });
  it('says why in the reason', () => {
    expect(checkAction('http://evil.example/', PAGE)).toMatchObject({ reason: expect.stringContaining('neither same-origin nor https') });
    expect(checkAction(undefined, PAGE)).toMatchObject({ reason: 'no action is set' });
  });
});

describe('collectData', () => {
  it('keeps arrays, skips disabled, nameless and null values', () => {
    expect(
      collectData([
        { name: 'email', value: 'a@b.c', disabled: false },
        { name: 'topics', value: ['orders', 'devices'], disabled: false },
        { name: 'off', value: 'x', disabled: true },
        { name: '', value: 'y', disabled: false },
        { name: 'none', value: null, disabled: false },
        undefined,
      ]),
    ).toEqual({ email: 'a@b.c', topics: ['orders', 'devices'] });
  });
  it('merges repeated names into one array in order', () => {
    expect(collectData([
      { name: 'a', value: '1', disabled: false },
      { name: 'a', value: ['2', '3'], disabled: false },
      { name: 'a', value: '4', disabled: false },
    ])).toEqual({ a: ['1', '2', '3', '4'] });
  });
  it('keeps an empty string and an empty array (the field is there, with nothing in it)', () => {
    expect(collectData([{ name: 'a', value: '', disabled: false }, { name: 'b', value: [], disabled: false }])).toEqual({ a: '', b: [] });
  });
});

describe('attentionMessage', () => {
  it('counts and names the fields, without trailing marks', () => {
    expect(attentionMessage(['Email *', 'Message:'])).toBe('2 fields need attention: Email, Message');
    expect(attentionMessage(['Email'])).toBe('1 field needs attention: Email');
    expect(attentionMessage(['  '])).toBe('1 field needs attention');
  });
});

describe('formMethod', () => {
  it('is POST unless PUT or PATCH', () => {
    expect(formMethod(undefined)).toBe('POST');
    expect(formMethod('get')).toBe('POST');
    expect(formMethod(' put ')).toBe('PUT');
    expect(formMethod('PATCH')).toBe('PATCH');
  });
});

describe('consents', () => {
  const consents = usableConsents([
    { id: 'terms', label: 'I accept', required: true, optIns: [] },
    { id: 'news', label: 'News', optIns: [{ id: 'EMAIL' }, { id: ' SMS ' }, { id: null }, null, { id: 7 }] },
    { label: 'no id' },
    null,
    'x',
  ]);
  it('keeps only consents with an id', () => {
    expect(consents.map((consent) => consent.id)).toEqual(['terms', 'news']);
    expect(usableConsents(undefined)).toEqual([]);
  });
  it('finds required consents not ticked', () => {
    expect(consentProblems(consents, new Set())).toEqual(['terms']);
    expect(consentProblems(consents, new Set(['terms']))).toEqual([]);
  });
  it('builds the lead with the consents given, their opt-in ids and an ISO timestamp', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    expect(leadPayload({ email: 'a@b.c' }, consents, new Set(['terms', 'news']), now)).toEqual({
      email: 'a@b.c',
      consents: [
        { id: 'terms', optIns: [] },
        { id: 'news', optIns: ['EMAIL', 'SMS', '7'] },
      ],
      timestamp: '2026-03-01T10:00:00.000Z',
    });
    expect(leadPayload({}, consents, new Set(['terms']), now).consents).toEqual([{ id: 'terms', optIns: [] }]);
  });
});

describe('reserved lead-gen field names', () => {
  it('finds fields named consents or timestamp, each once', () => {
    expect(reservedLeadFields(['email', 'timestamp', undefined, 'consents', 'timestamp'])).toEqual(['timestamp', 'consents']);
    expect(reservedLeadFields(['email', 'Timestamp', 'consent'])).toEqual([]);
  });
  it('says which are not sent, and nothing without them', () => {
    expect(reservedLeadFieldsWarning([])).toBe('');
    expect(reservedLeadFieldsWarning(['timestamp'])).toBe('A field named "timestamp" is not sent: the lead-gen form sets that key itself. Rename the field.');
    expect(reservedLeadFieldsWarning(['consents', 'timestamp'])).toContain('"consents" and "timestamp" is not sent');
  });
  it('the form\'s own keys win in the payload', () => {
    const body = leadPayload({ timestamp: 'mine', consents: 'x', email: 'a@b.co' }, [], new Set(), new Date('2026-03-01T10:00:00Z'));
    expect(body).toEqual({ email: 'a@b.co', consents: [], timestamp: '2026-03-01T10:00:00.000Z' });
  });
});

describe('captcha hook', () => {
  it('sends nothing without a provider, the token header with one', async () => {
    expect(await captchaHeaders('contact')).toEqual({});
    const remove = registerCaptcha({ token: (id) => `token-for-${id}` });
    expect(await captchaHeaders('contact')).toEqual({ 'X-Captcha-Token': 'token-for-contact' });
    registerCaptcha({ header: 'X-Recaptcha', token: async () => 'abc' });
    expect(await captchaHeaders('x')).toEqual({ 'X-Recaptcha': 'abc' });
    remove(); // not the current one: no effect
    expect(await captchaHeaders('x')).toEqual({ 'X-Recaptcha': 'abc' });
    registerCaptcha(undefined);
    expect(await captchaHeaders('x')).toEqual({});
  });
  it('rejects when the provider gives no token', async () => {
    const remove = registerCaptcha({ token: () => '' });
    await expect(captchaHeaders('x')).rejects.toThrow(/no token/);
    remove();
  });
  it('rejects, saying why, when the provider never answers, throws or rejects', async () => {
    let remove = registerCaptcha({ token: () => new Promise<string>(() => {}) });
    await expect(captchaHeaders('x', 30)).rejects.toThrow(/gave no token within 0\.03 s/);
    remove();
    remove = registerCaptcha({
      token: () => {
        throw new Error('script blocked');
      },
    });
    await expect(captchaHeaders('x', 30)).rejects.toThrow(/the captcha provider failed \(script blocked\)/);
    remove();
    remove = registerCaptcha({ token: () => Promise.reject(new Error('quota')) });
    await expect(captchaHeaders('x', 30)).rejects.toThrow(/failed \(quota\)/);
    remove();
  });
});

describe('sendForm', () => {
  it('sends JSON with same-origin credentials and answers ok and status', async () => {
    const calls: Array<[string, RequestInit]> = [];
    const result = await sendForm('/mock/forms/c', { a: '1' }, {
      headers: { 'X-Captcha-Token': 't' },
      fetch: async (url, init) => {
        calls.push([url, init]);
        return { status: 201, text: async () => '{"reference":"F-1"}' };
      },
    });
    expect(result).toEqual({ ok: true, status: 201, body: { reference: 'F-1' } });
    const [url, init] = calls[0]!;
    expect(url).toBe('/mock/forms/c');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"a":"1"}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', 'X-Captcha-Token': 't' });
  });
  it('never rejects: 500 and network failures are answers', async () => {
    expect(await sendForm('/x', {}, { fetch: async () => ({ status: 500, text: async () => 'oops' }) })).toMatchObject({ ok: false, status: 500 });
    expect(await sendForm('/x', {}, { fetch: async () => { throw new TypeError('Failed to fetch'); } })).toEqual({ ok: false, status: 0 });
    expect(await sendForm('/x', {}, { timeoutMs: 5, fetch: () => new Promise(() => {}) })).toEqual({ ok: false, status: 0 });
    expect(await sendForm('/x', {}, { fetch: async () => ({ status: 201, text: async () => 'Created' }) })).toEqual({ ok: true, status: 201 });
  });
  it('a redirected answer or a 200 that is not JSON (an HTML page) is a failure; an empty 2xx is taken', async () => {
    const html = async () => '<!doctype html><title>Sign in</title>';
    expect(await sendForm('/x', {}, { fetch: async () => ({ status: 200, text: html }) })).toEqual({ ok: false, status: 200 });
    expect(await sendForm('/x', {}, { fetch: async () => Object.assign({ status: 200, text: html }, { redirected: true }) })).toEqual({ ok: false, status: 200 });
    expect(await sendForm('/x', {}, { fetch: async () => Object.assign({ status: 200, text: async () => '{}' }, { redirected: true }) })).toMatchObject({ ok: false, status: 200 });
    expect(await sendForm('/x', {}, { fetch: async () => ({ status: 204, text: async () => '' }) })).toMatchObject({ ok: true, status: 204 });
    expect(await sendForm('/x', {}, { fetch: async () => ({ status: 200, text: async () => '' }) })).toMatchObject({ ok: true, status: 200 });
  });
  it('formAccepted: 2xx not redirected, JSON or empty, or a 201/202 with another body', () => {
    expect(formAccepted({ status: 200, redirected: false, body: 'json' })).toBe(true);
    expect(formAccepted({ status: 202, redirected: false, body: 'other' })).toBe(true);
    expect(formAccepted({ status: 200, redirected: false, body: 'other' })).toBe(false);
    expect(formAccepted({ status: 201, redirected: true, body: 'json' })).toBe(false);
    expect(formAccepted({ status: 302, redirected: false, body: 'empty' })).toBe(false);
  });
});
