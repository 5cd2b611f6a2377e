import type { Knex } from 'knex';
import { type AiBoardEvent, aiBoardEventTypes, type AiBrief } from '../../domain/aiboards/ai-board';
import type { ComposedSlot } from '../../domain/aiboards/composer';
import { defineProjection } from '../projection';

export const aiBoardsTable = 'aiboards_boards_v1';

/** AI mood boards, one row each: owner, the brief, the composed slots, which show their alternative, the total. */
export const aiBoardsProjection = defineProjection<AiBoardEvent>()({
  name: 'ai-boards',
  reads: aiBoardEventTypes,
  handles: ['AiBoardComposed', 'AiBoardPieceSwapped', 'AiBoardPhotoAttached', 'AiBoardClaimed'],
  ignores: [],
  tables: [aiBoardsTable],
  async apply(trx, events) {
    for (const event of events) {
      const row = () => trx(aiBoardsTable).where({ board_id: event.data.boardId });
      switch (event.type) {
        case 'AiBoardComposed': {
          const { boardId, owner, diyId, brief, slots, totalCents, composedAt } = event.data;
          await trx(aiBoardsTable)
            .insert({
              board_id: boardId, owner_kind: owner.kind, owner_id: owner.kind === 'client' ? owner.clientId : owner.visitorId, diy_id: diyId,
              room: brief.room, room_type_id: brief.roomTypeId, style: brief.style, budget_cents: brief.budgetCents,
              photo: brief.photo ? JSON.stringify(brief.photo) : null, slots: JSON.stringify(slots), swapped: '[]', total_cents: totalCents,
              created_at: composedAt, updated_at: composedAt,
            })
            .onConflict('board_id')
            .ignore();
          break;
        }
        case 'AiBoardPieceSwapped': {
          const { slot, alternative, totalCents, swappedAt } = event.data;
          const current = await row().first('swapped');
          if (!current) break;
          const others = (current.swapped as string[]).filter((k) => k !== slot);
          await row().update({ swapped: JSON.stringify(alternative ? [...others, slot] : others), total_cents: totalCents, updated_at: swappedAt });
          break;
        }
        case 'AiBoardPhotoAttached':
          await row().update({ photo: JSON.stringify(event.data.photo), updated_at: event.data.attachedAt });
          break;
        case 'AiBoardClaimed':
          await row().update({ owner_kind: 'client', owner_id: event.data.clientId, updated_at: event.data.claimedAt });
          break;
      }
    }
  },
});

export type AiBoardOwnerRef = { kind: 'client'; clientId: string } | { kind: 'visitor'; visitorId: string };

export interface AiBoardRow {
  boardId: string;
  diyId: string;
  brief: AiBrief;
  slots: ComposedSlot[];
  swapped: string[];
  totalCents: number;
  createdAt: string;
  updatedAt: string;
}

const toRow = (r: Record<string, any>): AiBoardRow => ({
  boardId: r.board_id,
  diyId: r.diy_id,
  brief: { room: r.room, roomTypeId: r.room_type_id, style: r.style, budgetCents: r.budget_cents, photo: r.photo ?? null },
  slots: r.slots,
  swapped: r.swapped,
  totalCents: r.total_cents,
  createdAt: new Date(r.created_at).toISOString(),
  updatedAt: new Date(r.updated_at).toISOString(),
});

const ownerWhere = (owner: AiBoardOwnerRef) => (owner.kind === 'client' ? { owner_kind: 'client', owner_id: owner.clientId } : { owner_kind: 'visitor', owner_id: owner.visitorId });

/** The owner's AI boards, newest first. */
export async function listAiBoards(db: Knex, owners: readonly AiBoardOwnerRef[], { start = 0, pageSize = 20 } = {}): Promise<{ total: number; list: AiBoardRow[] }> {
  const q = () => db(aiBoardsTable).where((w) => { for (const o of owners) w.orWhere(ownerWhere(o)); });
  const [rows, [{ n }]] = await Promise.all([q().select('*').orderBy('created_at', 'desc').orderBy('board_id').offset(start).limit(pageSize), q().count<{ n: string }[]>('* as n')]);
  return { total: Number(n), list: rows.map(toRow) };
}

/** One AI board if one of these owners has it, else null. */
export async function getAiBoardOf(db: Knex, owners: readonly AiBoardOwnerRef[], boardId: string): Promise<AiBoardRow | null> {
  const r = await db(aiBoardsTable).where({ board_id: boardId }).where((w) => { for (const o of owners) w.orWhere(ownerWhere(o)); }).first();
  return r ? toRow(r) : null;
}
