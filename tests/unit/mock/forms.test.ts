import { beforeEach, describe, expect, it } from 'vitest';
import { call, parse } from './call';
import { MAX_STRING, listSubmissions, resetForms } from '../../../demo/mock/forms.mjs';

const JSON_TYPE = { 'Content-Type': 'application/json; charset=utf-8' };
const post = (path: string, body: string, headers: Record<string, string> = JSON_TYPE) => call('POST', path, { headers, body });

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
    expect((await post('/mock/forms/contact', '[1]')).status).toBe(400);
    expect((await post('/mock/forms/contact', 'nope')).status).toBe(400);
    await expect(call('POST', '/mock/forms/a%2Fb')).rejects.toThrow(/no mock route/);
  });

  it('applies demo_fault like every mock call', async () => {
    const response = await post('/mock/forms/contact?demo_fault=500', '{}');
    expect(response.status).toBe(500);
    expect(listSubmissions()).toHaveLength(0);
    const scoped = await post('/mock/leads', lead(), { ...JSON_TYPE, cookie: 'demo_fault=500; demo_fault_path=/mock/forms' });
    expect(scoped.status).toBe(201);
  });

  it('stores valid leads and lists them newest first with a count and nothing personal (no name, email or exact time)', async () => {
    expect((await post('/mock/leads', lead({ flavours: ['mint', 'berry'] }))).status).toBe(201);
    expect((await post('/mock/leads', lead({ firstName: undefined, name: 'Grace Hopper', email: 'gh@example.com', phone: '+44 1', timestamp: '2026-03-02T23:59:59+02:00' }))).status).toBe(201);
    const { count, leads } = parse(await call('GET', '/mock/leads'));
    expect(count).toBe(2);
    expect(leads).toHaveLength(2);
    expect(leads[0]).toEqual({ reference: expect.stringMatching(/^L-/), consents: ['news'], optIns: ['EMAIL', 'SMS'], flavours: [], day: '2026-03-02' });
    expect(leads[1]).toEqual({ reference: expect.stringMatching(/^L-/), consents: ['news'], optIns: ['EMAIL', 'SMS'], flavours: ['mint', 'berry'], day: '2026-03-01' });
    const listed = JSON.stringify(leads);
    for (const personal of ['Ada', 'Grace', 'ada', 'gh', 'example.com', '+44', '10:00', '23:59']) expect(listed).not.toContain(personal);
  });

  it('refuses a lead without a valid email, consents or timestamp (400 naming the fields)', async () => {
    const response = await post('/mock/leads', lead({ email: 'nope', consents: [{ id: 'x' }], timestamp: 'soon' }));
    expect(response.status).toBe(400);
    expect(Object.keys(parse(response).fields)).toEqual(['email', 'consents', 'timestamp']);
    expect(parse(await post('/mock/leads', lead({ consents: [] }))).fields).toEqual({ consents: 'Give at least one consent.' });
    expect(parse(await call('GET', '/mock/leads')).leads).toEqual([]);
  });

  it('takes only a strict ISO 8601 timestamp', async () => {
    for (const timestamp of ['2026-03-01', '2026-03-01 10:00:00Z', 'March 1, 2026', '2026-13-01T10:00:00Z', '2026-03-01T10:00Z', '1', '2026-03-01T10:00:00.000Z\n']) {
      expect(parse(await post('/mock/leads', lead({ timestamp }))).fields, timestamp).toHaveProperty('timestamp');
    }
    for (const timestamp of ['2026-03-01T10:00:00Z', '2026-03-01T10:00:00.5+05:30']) expect((await post('/mock/leads', lead({ timestamp }))).status, timestamp).toBe(201);
  });

  it('takes only Content-Type: application/json (415 otherwise)', async () => {
    for (const path of ['/mock/forms/contact', '/mock/leads']) {
      expect((await post(path, lead(), {})).status, path).toBe(415);
      expect((await post(path, lead(), { 'Content-Type': 'text/plain' })).status, path).toBe(415);
      expect((await post(path, 'email=a%40b.co', { 'Content-Type': 'application/x-www-form-urlencoded' })).status, path).toBe(415);
    }
    expect(listSubmissions()).toHaveLength(0);
    expect(parse(await call('GET', '/mock/leads')).count).toBe(0);
  });

  it('refuses strings longer than MAX_STRING, naming the field (nested values too)', async () => {
    const long = 'x'.repeat(MAX_STRING + 1);
    const form = await post('/mock/forms/contact', JSON.stringify({ name: 'Ada', message: long }));
    expect(form.status).toBe(400);
    expect(parse(form).fields).toEqual({ message: `at most ${MAX_STRING} characters` });
    const nested = await post('/mock/leads', lead({ flavours: ['mint', long] }));
    expect(parse(nested).fields).toEqual({ flavours: `at most ${MAX_STRING} characters` });
    expect((await post('/mock/forms/contact', JSON.stringify({ message: 'x'.repeat(MAX_STRING) }))).status).toBe(201);
  });
});
