import { describe, expect, it } from 'vitest';
import { activationCode, codeHash, hashPassword, verifyPassword } from './secrets';

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
});
