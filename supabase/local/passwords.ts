import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashes: scrypt at one of OWASP's recommended settings (N = 2^15, r = 8, p = 3: 32 MiB
 * and about a quarter of a second here), run on libuv's thread pool so a sign-in never blocks the
 * server. Hashes are stored as `$scrypt$ln=15,r=8,p=3$<salt>$<hash>`; the older `scrypt$<salt>$<hash>`
 * (Node's defaults) still verifies. An unknown user is checked against a dummy hash at the same
 * cost, so the answer takes as long whether or not the account exists.
 */

/** GoTrue's floor: at least 6 characters (the settings may ask for more). */
export const minimumPasswordLength = 6;
/** bcrypt reads at most 72 bytes, so GoTrue refuses longer passwords; so does this backend. */
export const maximumPasswordBytes = 72;

const owasp = { logN: 15, r: 8, p: 3 } as const;
const keyLength = 64;

function scrypt(password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, length, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, keyLength, { N: 2 ** owasp.logN, r: owasp.r, p: owasp.p });
  return `$scrypt$ln=${String(owasp.logN)},r=${String(owasp.r)},p=${String(owasp.p)}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

interface ParsedHash {
  salt: Buffer;
  hash: Buffer;
  options: ScryptOptions;
}

function parseHash(stored: string): ParsedHash | undefined {
  const current = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored);
  if (current) {
    const [, logN, r, p, salt = '', hash = ''] = current;
    return {
      salt: Buffer.from(salt, 'base64'),
      hash: Buffer.from(hash, 'base64'),
      options: { N: 2 ** Number(logN), r: Number(r), p: Number(p) },
    };
  }
  const legacy = /^scrypt\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored);
  if (legacy) return { salt: Buffer.from(legacy[1] ?? '', 'base64'), hash: Buffer.from(legacy[2] ?? '', 'base64'), options: {} };
  return undefined;
}

let dummyHash: Promise<string> | undefined;

/** Whether the password matches the stored hash; with no hash, the same work against a dummy one. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = stored ? parseHash(stored) : undefined;
  if (!parsed) {
    dummyHash ??= hashPassword(randomBytes(16).toString('base64'));
    const dummy = parseHash(await dummyHash);
    if (dummy) await scrypt(password, dummy.salt, dummy.hash.length, dummy.options);
    return false;
  }
  const actual = await scrypt(password, parsed.salt, parsed.hash.length, parsed.options);
  return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
}
