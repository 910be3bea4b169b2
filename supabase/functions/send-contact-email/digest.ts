/** Hex digests, with the Web Crypto API (the same in Deno and Node). */

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The SHA-256 digest of text, in hex. */
export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/** The HMAC-SHA-256 of text under a key, in hex. */
export async function hmacSha256Hex(key: string, text: string): Promise<string> {
  const hmacKey = await crypto.subtle.importKey('raw', new TextEncoder().encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return hex(await crypto.subtle.sign('HMAC', hmacKey, new TextEncoder().encode(text)));
}
