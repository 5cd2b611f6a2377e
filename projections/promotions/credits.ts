import type { Knex } from 'knex';
import { type CreditsEvent, creditsEventTypes } from '../../domain/promotions/credits-ledger';
import { defineProjection } from '../projection';

export const creditEntriesTable = 'promotions_credit_entries_v1';
export const creditLotsTable = 'promotions_credit_lots_v1';

/** Each client's credit ledger (grants, spends, returns) and what is left of each grant. */
export const creditsProjection = defineProjection<CreditsEvent>()({
  name: 'promotions-credits',
  reads: creditsEventTypes,
  handles: ['CreditsGranted', 'CreditsSpent', 'CreditsReturned'],
  ignores: [],
  tables: [creditEntriesTable, creditLotsTable],
  async apply(trx, events) {
    const move = async (clientId: string, draws: { grantId: string; amountCents: number }[], sign: 1 | -1) => {
      for (const d of draws)
        await trx(creditLotsTable).where({ client_id: clientId, grant_id: d.grantId }).update({ remaining_cents: trx.raw('remaining_cents + ?', [sign * d.amountCents]) });
    };
    for (const event of events) {
      switch (event.type) {
        case 'CreditsGranted': {
          const { clientId, grantId, amountCents, reason, expiresAt, grantedAt } = event.data;
          const inserted = await trx(creditEntriesTable)
            .insert({ client_id: clientId, entry_id: `grant-${grantId}`, kind: 'granted', amount_cents: amountCents, reason, expires_at: expiresAt, at: grantedAt })
            .onConflict(['client_id', 'entry_id'])
            .ignore()
            .returning('entry_id');
          if (inserted.length) await trx(creditLotsTable).insert({ client_id: clientId, grant_id: grantId, remaining_cents: amountCents, expires_at: expiresAt });
          break;
        }
        case 'CreditsSpent': {
          const { clientId, orderId, amountCents, from, spentAt } = event.data;
          const inserted = await trx(creditEntriesTable)
            .insert({ client_id: clientId, entry_id: `spent-${orderId}`, kind: 'spent', amount_cents: amountCents, order_id: orderId, draws: JSON.stringify(from), at: spentAt })
            .onConflict(['client_id', 'entry_id'])
            .ignore()
            .returning('entry_id');
          if (inserted.length) await move(clientId, from, -1);
          break;
        }
        case 'CreditsReturned': {
          const { clientId, orderId, amountCents, returnedAt } = event.data;
          const spend = await trx(creditEntriesTable).where({ client_id: clientId, entry_id: `spent-${orderId}` }).first();
          const inserted = await trx(creditEntriesTable)
            .insert({ client_id: clientId, entry_id: `returned-${orderId}`, kind: 'returned', amount_cents: amountCents, order_id: orderId, at: returnedAt })
            .onConflict(['client_id', 'entry_id'])
            .ignore()
            .returning('entry_id');
          if (inserted.length && spend?.draws) await move(clientId, spend.draws, 1);
          break;
        }
      }
    }
  },
});

/** What a client can spend now: unexpired grants less what orders took. */
export async function creditBalance(db: Knex, clientId: string, now: Date = new Date()): Promise<number> {
  const [row] = await db(creditLotsTable)
    .where({ client_id: clientId })
    .andWhere((q) => q.whereNull('expires_at').orWhere('expires_at', '>', now))
    .sum<{ total: string | null }[]>({ total: 'remaining_cents' });
  return Math.max(0, Number(row?.total ?? 0));
}

export interface CreditLedgerEntry {
  kind: 'granted' | 'spent' | 'returned';
  amountCents: number;
  reason: string | null;
  orderId: string | null;
  expiresAt: string | null;
  /** For a grant: what is left of it (0 once spent or expired). */
  remainingCents: number | null;
  expired: boolean;
  at: string;
}

/** A client's ledger, newest first. */
export async function creditLedger(db: Knex, clientId: string, now: Date = new Date()): Promise<CreditLedgerEntry[]> {
  const rows = await db(creditEntriesTable).where({ client_id: clientId }).orderBy([{ column: 'at', order: 'desc' }, { column: 'entry_id', order: 'desc' }]);
  const lots = await db(creditLotsTable).select('grant_id', 'remaining_cents').where({ client_id: clientId });
  const left = new Map(lots.map((l) => [`grant-${l.grant_id}`, Number(l.remaining_cents)]));
  return rows.map((r) => {
    const expiresAt = r.expires_at ? new Date(r.expires_at).toISOString() : null;
    const expired = expiresAt !== null && Date.parse(expiresAt) <= now.getTime();
    return {
      kind: r.kind, amountCents: Number(r.amount_cents), reason: r.reason, orderId: r.order_id, expiresAt,
      remainingCents: r.kind === 'granted' ? (expired ? 0 : left.get(r.entry_id) ?? 0) : null, expired, at: new Date(r.at).toISOString(),
    };
  });
}
