import { sessionEventTypes } from '../../domain/identity/session';
import type { Knex } from 'knex';
import type { SessionEvent } from '../../domain/identity/session';
import { defineProjection } from '../projection';
import { accountsTable } from './accounts';

export const sessionsTable = 'identity_sessions_v1';

export const sessionsProjection = defineProjection<SessionEvent>()({
  name: 'identity-sessions',
  reads: sessionEventTypes,
  handles: ['SessionStarted', 'SessionEnded'],
  ignores: [],
  tables: [sessionsTable],
  async apply(trx, events) {
    for (const event of events) {
      if (event.type === 'SessionStarted') {
        const d = event.data;
        await trx(sessionsTable)
          .insert({
            session_id: d.sessionId, user_id: d.userId, visitor_id: d.visitorId, token_hash: d.tokenHash, method: d.method,
            started_at: d.startedAt, expires_at: d.expiresAt,
          })
          .onConflict('session_id')
          .ignore();
      } else if (event.type === 'SessionEnded') {
        await trx(sessionsTable).where({ session_id: event.data.sessionId }).update({ ended_at: event.data.endedAt, end_reason: event.data.reason });
      }
    }
  },
});

export interface SessionRow {
  sessionId: string;
  userId: string;
  visitorId: string;
  tokenHash: string;
  expiresAt: string;
  endedAt: string | null;
  user: { email: string; roles: string[]; status: string; username: string } | null;
}

/** A session with its account, for resolving who sends a request. */
export async function findSession(db: Knex, sessionId: string): Promise<SessionRow | null> {
  const row = await db(sessionsTable)
    .leftJoin(accountsTable, `${accountsTable}.user_id`, `${sessionsTable}.user_id`)
    .select(`${sessionsTable}.*`, `${accountsTable}.email`, `${accountsTable}.roles`, `${accountsTable}.status`, `${accountsTable}.username`, `${accountsTable}.blocked_at`)
    .where({ session_id: sessionId })
    .first();
  if (!row) return null;
  return {
    sessionId: row.session_id, userId: row.user_id, visitorId: row.visitor_id, tokenHash: row.token_hash,
    expiresAt: row.expires_at, endedAt: row.ended_at,
    // A blocked account's sessions stand for nobody: every request is a visitor's.
    user: row.email && !row.blocked_at ? { email: row.email, roles: row.roles, status: row.status, username: row.username } : null,
  };
}

export async function liveSessionIds(db: Knex, userId: string): Promise<string[]> {
  const rows = await db(sessionsTable).select('session_id').where({ user_id: userId }).whereNull('ended_at').where('expires_at', '>', new Date());
  return rows.map((r) => r.session_id);
}

/**
 * The e-mails of the accounts that signed in (or signed up) from this browser's
 * visitor id: what the development mailbox may show it.
 */
export async function emailsSignedInFrom(db: Knex, visitorId: string): Promise<string[]> {
  const rows = await db(sessionsTable)
    .join(accountsTable, `${accountsTable}.user_id`, `${sessionsTable}.user_id`)
    .distinct(`${accountsTable}.email`)
    .where(`${sessionsTable}.visitor_id`, visitorId);
  return rows.map((r) => r.email);
}
