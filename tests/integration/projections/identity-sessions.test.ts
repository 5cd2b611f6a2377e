import { it } from 'vitest';
import { sessionStream, type SessionEvent } from '../../../domain/identity/session';
import { sessionsProjection, sessionsTable } from '../../../projections/identity/sessions';
import { describeProjection } from '../../support/projection-spec';

const started = (sessionId: string, userId: string) =>
  ({
    type: 'SessionStarted',
    streamId: sessionStream(sessionId),
    data: { sessionId, userId, visitorId: `v-${userId}`, tokenHash: `hash-${sessionId}`, method: 'password', startedAt: '2026-01-01T10:00:00.000Z', expiresAt: '2026-01-31T10:00:00.000Z' },
  }) as const;

describeProjection<SessionEvent>(sessionsProjection, ({ given }) => {
  it('keeps a started session open; the first record of a session stands', () =>
    given(started('s1', 'u1'), started('s1', 'u2')).then({
      [sessionsTable]: [{ session_id: 's1', user_id: 'u1', visitor_id: 'v-u1', token_hash: 'hash-s1', method: 'password', started_at: '2026-01-01T10:00:00.000Z', expires_at: '2026-01-31T10:00:00.000Z', ended_at: null, end_reason: null }],
    }));

  it('ends a session with its reason', () =>
    given(started('s1', 'u1'), started('s2', 'u1'), { type: 'SessionEnded', streamId: sessionStream('s1'), data: { sessionId: 's1', userId: 'u1', reason: 'logout', endedAt: '2026-01-02T10:00:00.000Z' } }).then({
      [sessionsTable]: [
        { session_id: 's1', ended_at: '2026-01-02T10:00:00.000Z', end_reason: 'logout' },
        { session_id: 's2', ended_at: null, end_reason: null },
      ],
    }));
});
