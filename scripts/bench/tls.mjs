// A throwaway self-signed certificate for 127.0.0.1, so the bench can serve the demo over HTTP/2
// (browsers speak HTTP/2 only over TLS), made with the machine's `openssl` in a temporary folder.
// Only the bench's own Chromium trusts it (--ignore-certificate-errors); nothing else sees it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** `{ tls: { key, cert } }` (PEM buffers), or `{ reason }` when no certificate could be made (no openssl). */
export function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'brand-bench-tls-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert],
      { stdio: 'ignore' },
    );
    return { tls: { key: readFileSync(key), cert: readFileSync(cert) } };
  } catch (error) {
    return { reason: `no self-signed certificate (${error.code === 'ENOENT' ? 'openssl is not installed' : error.message})` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
