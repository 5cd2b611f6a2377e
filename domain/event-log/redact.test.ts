import { describe, expect, it } from 'vitest';
import { redact, redactedValue } from './redact';

describe('redact', () => {
  it('hides every secret and every hash of one, however deep', () => {
    const account = {
      userId: 'u1',
      email: 'a@example.com',
      passwordHash: 'scrypt$abc',
      activation: { codeHash: 'x'.repeat(64), expiresAt: '2026-01-01T00:00:00.000Z', failures: 0 },
      resetTokens: [{ tokenHash: 'y'.repeat(64), expiresAt: '2026-01-01T00:00:00.000Z' }],
      cards: [{ cardId: 'c1', card: { brand: 'visa', last4: '4242', expMonth: 1, expYear: 2030, token: 'tok_live_secret' } }],
      meta: { shareKeyHashes: ['z'.repeat(64)], keyId: 'k1' },
      session: { tokenHash: 'q'.repeat(64), activationCodeHash: 'w'.repeat(64), keyHash: 'e'.repeat(64) },
    };
    const out = redact(account) as typeof account;
    const text = JSON.stringify(out);
    for (const secret of ['scrypt$abc', 'x'.repeat(64), 'y'.repeat(64), 'tok_live_secret', 'z'.repeat(64), 'q'.repeat(64), 'w'.repeat(64), 'e'.repeat(64)]) expect(text).not.toContain(secret);
    expect(out).toMatchObject({ userId: 'u1', email: 'a@example.com', passwordHash: redactedValue, resetTokens: redactedValue, meta: { keyId: 'k1' } });
    expect(out.cards[0]!.card).toEqual({ brand: 'visa', last4: '4242', expMonth: 1, expYear: 2030, token: redactedValue });
    expect(account.passwordHash).toBe('scrypt$abc');
  });

  it('turns Maps, Sets, Dates and bytes into JSON', () => {
    const state = { m: new Map([['a', { passwordHash: 'p' }]]), s: new Set([1, 2]), d: new Date('2026-01-02T03:04:05.000Z'), b: new Uint8Array(3), n: null };
    expect(redact(state)).toEqual({ m: { a: { passwordHash: redactedValue } }, s: [1, 2], d: '2026-01-02T03:04:05.000Z', b: { bytes: 3 }, n: null });
  });
});
