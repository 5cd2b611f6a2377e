import { describe, expect, it } from 'vitest';
import { activationCode, codeHash, derivedKey, hashPassword, seal, unseal, verifyPassword } from './secrets';

describe('secrets', () => {
  it('hashes passwords with scrypt and a salt per password', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('correct');
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horsf', a)).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });

  it('makes six-digit codes and keys their hashes with the secret', () => {
    expect(activationCode()).toMatch(/^\d{6}$/);
    expect(codeHash('s1', 'u1', '123456')).not.toBe(codeHash('s2', 'u1', '123456'));
    expect(codeHash('s1', 'u1', ' 123456 ')).toBe(codeHash('s1', 'u1', '123456'));
  });

  it('seals with AES-256-GCM under a derived key, bound to its context', () => {
    const key = derivedKey('s1', 'mail');
    expect(key).toHaveLength(32);
    expect(derivedKey('s1', 'other').equals(key)).toBe(false);
    expect(derivedKey('s2', 'mail').equals(key)).toBe(false);
    const sealed = seal(key, 'code 123456', 'ann@example.com');
    expect(sealed.toString('utf8')).not.toContain('123456');
    expect(seal(key, 'code 123456', 'ann@example.com').equals(sealed)).toBe(false);
    expect(unseal(key, sealed, 'ann@example.com')).toBe('code 123456');
    expect(() => unseal(key, sealed, 'eve@example.com')).toThrow();
    expect(() => unseal(derivedKey('s2', 'mail'), sealed, 'ann@example.com')).toThrow();
    const tampered = Buffer.from(sealed);
    tampered[tampered.length - 1] ^= 1;
    expect(() => unseal(key, tampered, 'ann@example.com')).toThrow();
    expect(() => unseal(key, Buffer.from('plain'), 'ann@example.com')).toThrow('not a sealed value');
  });
});
