import { describe, expect, it } from 'vitest';
import type { SignedPut, Storage } from '../../infra/storage';

/**
 * What every storage adapter must do. `putSigned` makes the upload a browser
 * would make with a signed URL (its answer status); `advance` moves the
 * clock that judges expiry.
 */
export interface StorageUnderTest {
  storage: Storage;
  putSigned(signed: SignedPut, body: Buffer, contentType: string, mutate?: (url: URL) => void): Promise<number>;
  advance(seconds: number): void;
}

export function storageContract(name: string, make: () => Promise<StorageUnderTest>) {
  describe(`${name} storage`, () => {
    it('keeps an object with its content type, and forgets it when deleted', async () => {
      const { storage } = await make();
      const body = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
      await storage.putObject('images/u1/a.png', body, 'image/png');
      expect(await storage.getObject('images/u1/a.png')).toEqual({ body, contentType: 'image/png' });
      await storage.putObject('images/u1/a.png', Buffer.from('again'), 'image/webp');
      expect((await storage.getObject('images/u1/a.png'))?.contentType).toBe('image/webp');
      await storage.deleteObject('images/u1/a.png');
      expect(await storage.getObject('images/u1/a.png')).toBeNull();
      expect(await storage.getObject('images/u1/never.png')).toBeNull();
    });

    it('refuses keys that could leave its folder or bucket', async () => {
      const { storage } = await make();
      for (const key of ['../x', 'images/../../etc/passwd', '/abs', 'a//b', 'a/./b', '', 'a\\b', 'a b', 'images/u1/%2e%2e']) {
        await expect(storage.putObject(key, Buffer.from('x'), 'image/png'), key).rejects.toThrow(/storage key/);
        expect(() => storage.signedPutUrl(key, 'image/png'), key).toThrow(/storage key/);
        expect(() => storage.publicUrl(key), key).toThrow(/storage key/);
      }
    });

    it('gives a public URL per key', async () => {
      const { storage } = await make();
      expect(storage.publicUrl('images/u1/b.jpg')).toMatch(/\/images\/u1\/b\.jpg$/);
      expect(storage.bucket).toBeTruthy();
    });

    it('signs a PUT for one key and content type that expires after 300 s', async () => {
      const t = await make();
      const signed = t.storage.signedPutUrl('images/u1/c.png', 'image/png');
      expect(signed.method).toBe('PUT');
      expect(signed.headers).toEqual({ 'Content-Type': 'image/png' });
      expect(Date.parse(signed.expiresAt) - Date.now()).toBeGreaterThan(295_000);
      expect(Date.parse(signed.expiresAt) - Date.now()).toBeLessThanOrEqual(300_000);
      // Another content type than the one signed: refused, nothing stored.
      expect(await t.putSigned(signed, Buffer.from('jpeg?'), 'image/jpeg')).toBe(403);
      // Another key with the same signature: refused.
      expect(await t.putSigned(signed, Buffer.from('x'), 'image/png', (u) => (u.pathname = u.pathname.replace('c.png', 'd.png')))).toBe(403);
      // A tampered signature or expiry: refused.
      expect(await t.putSigned(signed, Buffer.from('x'), 'image/png', (u) => u.searchParams.set(sigParam(u), '0'.repeat(64)))).toBe(403);
      expect(await t.putSigned(signed, Buffer.from('x'), 'image/png', (u) => bumpExpiry(u))).toBe(403);
      expect(await t.storage.getObject('images/u1/c.png')).toBeNull();
      expect(await t.storage.getObject('images/u1/d.png')).toBeNull();
      expect(await t.putSigned(signed, Buffer.from('png!'), 'image/png')).toBe(200);
      expect(await t.storage.getObject('images/u1/c.png')).toEqual({ body: Buffer.from('png!'), contentType: 'image/png' });
    });

    it('refuses a signed PUT once it has expired', async () => {
      const t = await make();
      const signed = t.storage.signedPutUrl('images/u1/e.png', 'image/png');
      t.advance(301);
      expect(await t.putSigned(signed, Buffer.from('late'), 'image/png')).toBe(403);
      expect(await t.storage.getObject('images/u1/e.png')).toBeNull();
    });
  });
}

const sigParam = (u: URL) => (u.searchParams.has('X-Amz-Signature') ? 'X-Amz-Signature' : 'sig');
function bumpExpiry(u: URL) {
  if (u.searchParams.has('X-Amz-Expires')) u.searchParams.set('X-Amz-Expires', '86400');
  else u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 86400));
}
