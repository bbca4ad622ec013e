import { afterEach, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleMock } from '../../../demo/mock/index.mjs';

let server: http.Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A mock server on a free port; POSTs `bytes` of JSON-ish body and resolves with the answer's status, headers and body. */
async function postBody(bytes: number): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  server = http.createServer((req, res) => void handleMock(req, res));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/mock/forms/big', headers: { 'Content-Type': 'application/json', 'Content-Length': bytes } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      response.on('error', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    // The server may close while the rest is still being written: that is the point, not a failure.
    request.on('error', (failure) => reject(failure));
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let left = bytes;
    const write = () => {
      while (left > 0) {
        const size = Math.min(left, chunk.length);
        left -= size;
        if (!request.write(size === chunk.length ? chunk : chunk.subarray(0, size))) {
          request.once('drain', write);
          return;
        }
      }
      request.end();
    };
    write();
  });
}

describe('mock backend: request body limit', () => {
  it('answers 413 with Connection: close to a body over 1 MiB (the answer is written, not the socket destroyed)', async () => {
    const answer = await postBody(1024 * 1024 + 200 * 1024);
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toEqual({ error: 'request body too large' });
  });

  it('reads a body under the limit as usual', async () => {
    const answer = await postBody(1000);
    expect(answer.status).toBe(400); // spaces only: not a JSON object
  });
});
