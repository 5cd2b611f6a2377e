import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes, randomInt, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password and token hashing. Passwords use scrypt (memory-hard) with a salt per
 * password; the parameters travel in the stored string so they can be raised
 * later. High-entropy tokens (session secrets, reset tokens, social keys) only
 * need a fast hash; short codes are keyed with the server secret.
 */
const productionParams = { N: 2 ** 15, r: 8, p: 1 };

/**
 * The scrypt cost new hashes get: 2^15 (about 90 ms of one core here) everywhere,
 * except inside the test runner (Vitest sets `VITEST` and `NODE_ENV=test`), where
 * 2^10 keeps a sign-in at about 2 ms: the suite signs in about a thousand times
 * (ADR 071). A hash keeps its own parameters, so it is always checked at the cost
 * it was made with.
 */
export function passwordHashParams(env: Record<string, string | undefined> = process.env): ScryptOptions {
  return env.VITEST === 'true' && env.NODE_ENV === 'test' ? { ...productionParams, N: 2 ** 10 } : productionParams;
}
const params = passwordHashParams();
const keyLength = 32;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem: 128 * options.N! * options.r! * 2 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, params);
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Checked when no account matches, so that a miss takes as long as a wrong password. */
let decoy: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoy);
  return false;
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A six-digit code for e-mails, and its keyed hash (a bare hash of six digits is easy to reverse). */
export function activationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function codeHash(secret: string, userId: string, code: string): string {
  return createHmac('sha256', secret).update(`activation:${userId}:${code.trim()}`).digest('base64url');
}

export function sign(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url').slice(0, 32);
}

/** A link's signature in mail (issue 26: the reminders' unsubscribe link): HMAC-SHA256 under a key of its own purpose, 43 characters. */
export function linkSignature(secret: string, value: string): string {
  return createHmac('sha256', derivedKey(secret, 'mail-links')).update(value).digest('base64url');
}

/** A 32-byte key for one purpose, derived from the server secret (HKDF-SHA256): another purpose or secret gives another key. */
export function derivedKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'roomcraft', purpose, 32));
}

const sealVersion = 1;

/**
 * AES-256-GCM: a version byte, a random 12-byte nonce, the 16-byte tag, then the
 * ciphertext. `context` is authenticated but not stored (the row's recipient, say):
 * a sealed value moved elsewhere no longer opens.
 */
export function seal(key: Buffer, plain: string, context: string): Buffer {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([Buffer.from([sealVersion]), nonce, cipher.getAuthTag(), body]);
}

/** The plain text of `seal`'s output; throws when the key, the context or a byte is wrong. */
export function unseal(key: Buffer, sealed: Buffer, context: string): string {
  if (sealed.length < 29 || sealed[0] !== sealVersion) throw new Error('not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(1, 13));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(sealed.subarray(13, 29));
  return Buffer.concat([decipher.update(sealed.subarray(29)), decipher.final()]).toString('utf8');
}
