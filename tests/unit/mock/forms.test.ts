import { beforeEach, describe, expect, it } from 'vitest';
import { call, parse } from './call';
import { listSubmissions, maskEmail, resetForms } from '../../../demo/mock/forms.mjs';

const lead = (over: Record<string, unknown> = {}) =>
  JSON.stringify({ firstName: 'Ada', email: 'ada.lovelace@example.com', consents: [{ id: 'news', optIns: ['EMAIL', 'SMS'] }], timestamp: '2026-03-01T10:00:00.000Z', ...over });

describe('mock backend: forms and leads', () => {
  beforeEach(() => resetForms());

  it('stores a form submission and answers 201 with a reference', async () => {
    const response = await call('POST', '/mock/forms/contact', { headers: { 'Content-Type': 'application/json' }, body: '{"name":"Ada","topics":["a","b"]}' });
    expect(response.status).toBe(201);
    expect(parse(response)).toMatchObject({ reference: expect.stringMatching(/^F-\d{5}$/), id: 'contact' });
    expect(listSubmissions()[0]).toMatchObject({ id: 'contact', data: { name: 'Ada', topics: ['a', 'b'] } });
  });

  it('refuses a body that is not a JSON object, and an unreadable form id', async () => {
    expect((await call('POST', '/mock/forms/contact', { body: '[1]' })).status).toBe(400);
    expect((await call('POST', '/mock/forms/contact', { body: 'nope' })).status).toBe(400);
    await expect(call('POST', '/mock/forms/a%2Fb')).rejects.toThrow(/no mock route/);
  });

  it('applies demo_fault like every mock call', async () => {
    const response = await call('POST', '/mock/forms/contact?demo_fault=500', { body: '{}' });
    expect(response.status).toBe(500);
    expect(listSubmissions()).toHaveLength(0);
    const scoped = await call('POST', '/mock/leads', { headers: { cookie: 'demo_fault=500; demo_fault_path=/mock/forms' }, body: lead() });
    expect(scoped.status).toBe(201);
  });

  it('stores valid leads and lists them newest first, with a masked email and no other personal data', async () => {
    expect((await call('POST', '/mock/leads', { body: lead() })).status).toBe(201);
    expect((await call('POST', '/mock/leads', { body: lead({ firstName: undefined, name: 'Grace Hopper', email: 'gh@example.com', phone: '+44 1' }) })).status).toBe(201);
    const { leads } = parse(await call('GET', '/mock/leads'));
    expect(leads).toHaveLength(2);
    expect(leads[0]).toEqual({ reference: expect.stringMatching(/^L-/), name: 'Grace', email: 'gh@…', consents: ['news'], optIns: ['EMAIL', 'SMS'], timestamp: '2026-03-01T10:00:00.000Z' });
    expect(leads[1]).toMatchObject({ name: 'Ada', email: 'ada…@…' });
    expect(JSON.stringify(leads)).not.toContain('example.com');
  });

  it('refuses a lead without a valid email, consents or timestamp (400 naming the fields)', async () => {
    const response = await call('POST', '/mock/leads', { body: lead({ email: 'nope', consents: [{ id: 'x' }], timestamp: 'soon' }) });
    expect(response.status).toBe(400);
    expect(Object.keys(parse(response).fields)).toEqual(['email', 'consents', 'timestamp']);
    expect(parse(await call('POST', '/mock/leads', { body: lead({ consents: [] }) })).fields).toEqual({ consents: 'Give at least one consent.' });
    expect(parse(await call('GET', '/mock/leads')).leads).toEqual([]);
  });

  it('masks emails', () => {
    expect(maskEmail('ada.lovelace@example.com')).toBe('ada…@…');
    expect(maskEmail('ab@x.io')).toBe('ab@…');
  });
});
