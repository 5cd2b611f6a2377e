import { it } from 'vitest';
import { throttleStream, type ThrottleEvent } from '../../../domain/identity/sign-in-throttle';
import { throttleProjection, throttleTable } from '../../../projections/identity/sign-in-throttle';
import { describeProjection } from '../../support/projection-spec';

const failed = (key: string, at: string, attemptId?: string) => ({ type: 'SignInFailed', streamId: throttleStream(key), data: attemptId ? { key, at, attemptId } : { key, at } }) as const;

describeProjection<ThrottleEvent>(throttleProjection, ({ given }) => {
  it('records each failed (or unresolved) attempt per key, in order', () =>
    given(failed('ip:1', '2026-01-01T10:00:00.000Z', 'a1'), failed('ip:1', '2026-01-01T10:00:01.000Z'), failed('email:x', '2026-01-01T10:00:02.000Z', 'a3')).then({
      [throttleTable]: [
        { key: 'ip:1', failures: [{ at: '2026-01-01T10:00:00.000Z', attemptId: 'a1' }, { at: '2026-01-01T10:00:01.000Z', attemptId: null }] },
        { key: 'email:x', failures: [{ at: '2026-01-01T10:00:02.000Z', attemptId: 'a3' }] },
      ],
    }));

  it('keeps the last 100 only', () => {
    const times = Array.from({ length: 102 }, (_, i) => new Date(Date.parse('2026-01-01T10:00:00Z') + i * 1000).toISOString());
    return given(...times.map((at) => failed('ip:1', at))).then({ [throttleTable]: [{ key: 'ip:1', failures: times.slice(2).map((at) => ({ at, attemptId: null })) }] });
  });

  it('an attempt that succeeds takes its own entry back; clearing empties the key', () =>
    given(
      failed('ip:1', '2026-01-01T10:00:00.000Z', 'a1'),
      failed('ip:1', '2026-01-01T10:00:01.000Z', 'a2'),
      failed('ip:2', '2026-01-01T10:00:01.000Z', 'a3'),
      { type: 'SignInAttemptSucceeded', streamId: throttleStream('ip:1'), data: { key: 'ip:1', attemptId: 'a2' } },
      { type: 'SignInFailuresCleared', streamId: throttleStream('ip:2'), data: { key: 'ip:2', at: '2026-01-01T10:01:00.000Z' } },
    ).then({
      [throttleTable]: [
        { key: 'ip:1', failures: [{ at: '2026-01-01T10:00:00.000Z', attemptId: 'a1' }] },
        { key: 'ip:2', failures: [] },
      ],
    }));
});
