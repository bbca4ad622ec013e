import { describe, expect, it } from 'vitest';
import { call } from './call';
import { parseFormBody } from '../../../demo/mock/partnerForm.mjs';

describe('mock backend: the partner contact form', () => {
  it('answers an urlencoded post with a thank-you page listing the fields, escaped, repeated names kept', async () => {
    const body = new URLSearchParams([['name', 'Ann <b>&</b>'], ['interests', 'events'], ['interests', 'new-products'], ['source', 'partner']]).toString();
    const response = await call('POST', '/mock/partner/contact', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });
    expect(response.status).toBe(200);
    expect(response.headers['Content-Type']).toMatch(/^text\/html/);
    expect(response.body).toContain('data-received="4"');
    expect(response.body).toContain('<dt>name</dt><dd>Ann &lt;b&gt;&amp;&lt;/b&gt;</dd>');
    expect(response.body.match(/<dt>interests<\/dt>/g)).toHaveLength(2);
    expect(response.body).not.toContain('<b>&</b>');
  });

  it('reads multipart/form-data (a multi-line value, an empty value, a file)', () => {
    const boundary = '----demo42';
    const body = [
      `--${boundary}`, 'Content-Disposition: form-data; name="message"', '', 'Line one\r\nLine two',
      `--${boundary}`, 'Content-Disposition: form-data; name="topic"', '', '',
      `--${boundary}`, 'Content-Disposition: form-data; name="doc"; filename="a.pdf"', 'Content-Type: application/pdf', '', '%PDF',
      `--${boundary}--`, '',
    ].join('\r\n');
    expect(parseFormBody(`multipart/form-data; boundary=${boundary}`, body)).toEqual([['message', 'Line one\r\nLine two'], ['topic', ''], ['doc', '(file a.pdf)']]);
  });

  it('refuses another content type with 415', async () => {
    const response = await call('POST', '/mock/partner/contact', { headers: { 'Content-Type': 'application/json' }, body: '{"name":"x"}' });
    expect(response.status).toBe(415);
  });
});
