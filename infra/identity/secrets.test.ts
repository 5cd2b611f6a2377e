import { describe, expect, it } from 'vitest';
import { activationCode, codeHash, derivedKey, hashPassword, passwordHashParams, seal, unseal, verifyPassword } from './secrets';

describe('secrets', () => {
  it('hashes passwords with scrypt and a salt per password', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    // Inside the test runner new hashes cost 2^10 (ADR 071); see the next test for everywhere else.
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('correct');
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horsf', a)).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });

  it('hashes at the full cost (2^15) outside the test runner, and checks a hash at the cost it was made with', async () => {
    expect(passwordHashParams({})).toEqual({ N: 2 ** 15, r: 8, p: 1 });
    expect(passwordHashParams({ NODE_ENV: 'production' })).toEqual({ N: 2 ** 15, r: 8, p: 1 });
    expect(passwordHashParams({ NODE_ENV: 'test' })).toEqual({ N: 2 ** 15, r: 8, p: 1 });
    expect(passwordHashParams({ VITEST: 'true', NODE_ENV: 'production' })).toEqual({ N: 2 ** 15, r: 8, p: 1 });
    expect(passwordHashParams({ VITEST: 'true', NODE_ENV: 'test' })).toEqual({ N: 2 ** 10, r: 8, p: 1 });
    // A hash made at the full cost (as by `npm start`) still verifies here: its parameters travel with it.
    const full = 'scrypt$32768$8$1$c2FsdHNhbHRzYWx0c2FsdA$' + (await import('node:crypto')).scryptSync('correct horse', Buffer.from('c2FsdHNhbHRzYWx0c2FsdA', 'base64url'), 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 2 ** 26 }).toString('base64url');
    expect(await verifyPassword('correct horse', full)).toBe(true);
    expect(await verifyPassword('correct horsf', full)).toBe(false);
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
