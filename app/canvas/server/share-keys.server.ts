import { createHash, randomBytes } from 'node:crypto';
import { sameHash } from '../../../infra/identity/secrets';

/** Share keys for the read-only link /mb/share/{id}?key=…: only the SHA-256 of a key is stored. */
export const hashShareKey = (key: string) => createHash('sha256').update(`mb-share:${key}`).digest('hex');

export function newShareKey() {
  return { key: randomBytes(24).toString('base64url'), keyId: randomBytes(8).toString('hex') };
}

export function shareKeyMatches(hashes: readonly string[], key: string): boolean {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(key)) return false;
  const hash = hashShareKey(key);
  return hashes.some((h) => sameHash(h, hash));
}
