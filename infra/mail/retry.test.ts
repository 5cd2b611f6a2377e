import { describe, expect, it } from 'vitest';
import { afterFailure, mailRetry, retryDelayMs } from './retry';

describe('mail retry schedule', () => {
  it('waits 30 s after the first failure, doubling each time, at most an hour', () => {
    const minutes = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => retryDelayMs(n) / 60_000);
    expect(minutes).toEqual([0.5, 1, 2, 4, 8, 16, 32, 60, 60]);
    expect(retryDelayMs(50)).toBe(mailRetry.capMs);
  });

  it('scales with the configured base (tests use milliseconds)', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 10))).toEqual([10, 20, 40, 80]);
    expect(retryDelayMs(40, 10)).toBe(mailRetry.capMs);
  });

  it('gives up after the tenth attempt, or at once on a permanent refusal', () => {
    expect(afterFailure(1, false, 10)).toEqual({ retry: true, inMs: 10 });
    expect(afterFailure(9, false)).toEqual({ retry: true, inMs: mailRetry.capMs });
    expect(afterFailure(10, false)).toEqual({ retry: false, reason: 'attempts' });
    expect(afterFailure(1, true)).toEqual({ retry: false, reason: 'permanent' });
    // About three hours of trying in all at the default base.
    const total = [1, 2, 3, 4, 5, 6, 7, 8, 9].reduce((sum, n) => sum + retryDelayMs(n), 0);
    expect(total / 60_000).toBe(183.5);
  });
});
