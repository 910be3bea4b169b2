import { createHash, createPublicKey, X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { join } from 'node:path';

import { generate } from 'selfsigned';

/**
 * The bench serves the site and the floor over HTTPS and HTTP/2, as a static host does. Over
 * HTTP/1.1 Lighthouse's simulation allows six connections per origin and charges each request a
 * round trip of its own, a cost a code-split app pays for every module that visitors on HTTP/2
 * never pay; measured here, /about's simulated first paint was 3.0 s over HTTP/1.1 and 2.0 s over
 * HTTP/2, the floor's 1.9 s and 1.5 s.
 *
 * The certificate is self-signed for 127.0.0.1, made once and kept in the bench's output folder;
 * Chromium trusts exactly that key (its SPKI hash), nothing else.
 */
export interface BenchCertificate {
  certFile: string;
  keyFile: string;
  cert: string;
  /** Chromium's flag that trusts this certificate's key. */
  chromiumArgument: string;
}

export async function ensureBenchCertificate(directory: string): Promise<BenchCertificate> {
  mkdirSync(directory, { recursive: true });
  const certFile = join(directory, 'localhost-cert.pem');
  const keyFile = join(directory, 'localhost-key.pem');
  if (!existsSync(certFile) || !existsSync(keyFile) || expiresSoon(readFileSync(certFile, 'utf8'))) {
    const now = new Date();
    const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
      keySize: 2048,
      algorithm: 'sha256',
      notBeforeDate: now,
      notAfterDate: new Date(now.getTime() + 30 * 24 * 3600 * 1000),
      extensions: [
        { name: 'basicConstraints', cA: false },
        { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
        { name: 'extKeyUsage', serverAuth: true },
        { name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] },
      ],
    });
    writeFileSync(certFile, pems.cert);
    writeFileSync(keyFile, pems.private, { mode: 0o600 });
  }
  const cert = readFileSync(certFile, 'utf8');
  const spki = createPublicKey(cert).export({ type: 'spki', format: 'der' });
  const spkiHash = createHash('sha256').update(spki).digest('base64');
  return { certFile, keyFile, cert, chromiumArgument: `--ignore-certificate-errors-spki-list=${spkiHash}` };
}

/** Whether a kept certificate is unreadable or has less than a day left: then a new one is made. */
function expiresSoon(cert: string): boolean {
  try {
    return new Date(new X509Certificate(cert).validTo).getTime() < Date.now() + 24 * 3600 * 1000;
  } catch {
    return true;
  }
}

/** GETs a page over HTTPS, trusting only the bench's certificate. */
export function fetchText(url: string, cert: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { ca: cert, timeout: 5000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
      });
      response.on('error', reject);
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer from ${url}`)));
    outgoing.on('error', reject);
    outgoing.end();
  });
}
