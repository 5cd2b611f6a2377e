import { z } from 'zod';
import { IllegalStateError } from '../shared/errors';
import type { Command, Decider } from '../shared/messages';
import { assertActsFor } from './account.decide';
import { hashField, timestampField, userIdField } from './fields';
import { evolveSession, initialSessionState, type SessionEvent, type SessionState } from './session';

const sessionId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Invalid session id');

export const startSessionSchema = z.object({
  sessionId,
  userId: userIdField,
  visitorId: z.string().min(1).max(64),
  tokenHash: hashField,
  method: z.enum(['password', 'register', 'reset', 'oauth', 'sess']),
  expiresAt: timestampField,
});
export const endSessionSchema = z.object({ sessionId, reason: z.enum(['logout', 'rotated', 'password_changed']) });

export type SessionCommand =
  | Command<'StartSession', z.infer<typeof startSessionSchema>>
  | Command<'EndSession', z.infer<typeof endSessionSchema>>;

export function decideSession(command: SessionCommand, state: SessionState): SessionEvent[] {
  switch (command.type) {
    case 'StartSession':
      // Session ids are fresh random values: a repeat is a bug or an attack, never a retry.
      if (state.status !== 'none') throw new IllegalStateError('SESSION_EXISTS', 'This session already exists');
      return [{ type: 'SessionStarted', data: { ...command.data, startedAt: command.metadata.now } }];
    case 'EndSession':
      if (state.status !== 'active') return [];
      assertActsFor(command.metadata.actor, state.userId);
      return [
        {
          type: 'SessionEnded',
          data: { sessionId: command.data.sessionId, userId: state.userId, reason: command.data.reason, endedAt: command.metadata.now },
        },
      ];
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const sessionDecider: Decider<SessionState, SessionCommand, SessionEvent> = {
  initialState: initialSessionState,
  evolve: evolveSession,
  decide: decideSession,
};
