import type { Knex } from 'knex';
import { ideaBoardsEventTypes, type IdeaBoardsEvent, type IdeaKind, type IdeaOwner, type IdeaRef } from '../../domain/ideas/idea-boards';
import { defineProjection } from '../projection';
import { pageWithTotal } from '../shared';

export const ideaBoardsTable = 'ideas_boards_v1';
export const ideaItemsTable = 'ideas_items_v1';
export const ideaHintsTable = 'ideas_hints_v1';

const ownerCols = (o: IdeaOwner) => ({ owner_kind: o.kind, owner_id: o.id });

/** Each owner's idea boards with their item counts, the ideas on them, and the dismissed hint (issue 24). */
export const ideaBoardsProjection = defineProjection<IdeaBoardsEvent>()({
  name: 'ideas-boards',
  reads: ideaBoardsEventTypes,
  handles: ideaBoardsEventTypes,
  ignores: [],
  tables: [ideaBoardsTable, ideaItemsTable, ideaHintsTable],
  async apply(trx, events) {
    for (const event of events) {
      const touched = new Set<string>();
      const d = event.data as { savedAt?: string; movedAt?: string; claimedAt?: string };
      const at = d.savedAt ?? d.movedAt ?? d.claimedAt;
      switch (event.type) {
        case 'IdeaBoardCreated': {
          const e = event.data;
          const row = { board_id: e.boardId, ...ownerCols(e.owner), name: e.name, is_private: e.isPrivate, is_default: e.isDefault, item_count: 0, created_at: e.createdAt, updated_at: e.createdAt, position: event.globalPosition };
          await trx(ideaItemsTable).where({ board_id: e.boardId }).delete();
          await trx(ideaBoardsTable).insert(row).onConflict('board_id').merge();
          break;
        }
        case 'IdeaBoardRenamed':
          await trx(ideaBoardsTable).where({ board_id: event.data.boardId }).update({ name: event.data.name, position: event.globalPosition });
          break;
        case 'IdeaBoardPrivacySet':
          await trx(ideaBoardsTable).where({ board_id: event.data.boardId }).update({ is_private: event.data.isPrivate, position: event.globalPosition });
          break;
        case 'IdeaBoardDeleted':
          await trx(ideaItemsTable).where({ board_id: event.data.boardId }).delete();
          await trx(ideaBoardsTable).where({ board_id: event.data.boardId }).delete();
          break;
        case 'IdeaSaved': {
          const e = event.data;
          await trx(ideaItemsTable).insert({ board_id: e.boardId, ...ownerCols(e.owner), item_kind: e.item.kind, ref_id: e.item.refId, saved_at: e.savedAt }).onConflict(['board_id', 'item_kind', 'ref_id']).ignore();
          touched.add(e.boardId);
          break;
        }
        case 'IdeasRemoved':
          await removeItems(trx, event.data.boardId, event.data.items);
          touched.add(event.data.boardId);
          break;
        case 'IdeasMoved': {
          const e = event.data;
          await removeItems(trx, e.fromBoardId, e.items);
          for (const i of e.items) {
            await trx(ideaItemsTable).insert({ board_id: e.toBoardId, ...ownerCols(e.owner), item_kind: i.kind, ref_id: i.refId, saved_at: e.movedAt }).onConflict(['board_id', 'item_kind', 'ref_id']).ignore();
          }
          touched.add(e.fromBoardId).add(e.toBoardId);
          break;
        }
        case 'IdeaHintDismissed':
          await trx(ideaHintsTable).insert({ ...ownerCols(event.data.owner), dismissed_at: event.data.dismissedAt }).onConflict(['owner_kind', 'owner_id']).ignore();
          break;
        case 'IdeasClaimed': {
          const e = event.data;
          for (const i of e.items) {
            await trx(ideaItemsTable).insert({ board_id: e.boardId, ...ownerCols(e.owner), item_kind: i.kind, ref_id: i.refId, saved_at: i.savedAt }).onConflict(['board_id', 'item_kind', 'ref_id']).ignore();
          }
          // The visitor's saves are the account's now: their visitor board goes.
          const visitor = { owner_kind: 'visitor', owner_id: e.visitorId };
          await trx(ideaItemsTable).where(visitor).delete();
          await trx(ideaBoardsTable).where(visitor).delete();
          touched.add(e.boardId);
          break;
        }
        default: {
          const never: never = event;
          return never;
        }
      }
      for (const boardId of touched) {
        const [{ n }] = await trx(ideaItemsTable).where({ board_id: boardId }).count<{ n: string }[]>({ n: '*' });
        await trx(ideaBoardsTable).where({ board_id: boardId }).update({ item_count: Number(n), position: event.globalPosition, ...(at ? { updated_at: at } : {}) });
      }
    }
  },
});

async function removeItems(trx: Knex, boardId: string, items: IdeaRef[]) {
  for (const i of items) await trx(ideaItemsTable).where({ board_id: boardId, item_kind: i.kind, ref_id: i.refId }).delete();
}

export interface IdeaBoardRecord {
  boardId: string;
  owner: IdeaOwner;
  name: string;
  isPrivate: boolean;
  isDefault: boolean;
  itemCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface IdeaItemRecord extends IdeaRef {
  boardId: string;
  savedAt: string;
}

const iso = (v: Date | string) => new Date(v).toISOString();
const toBoard = (r: Record<string, unknown>): IdeaBoardRecord => ({
  boardId: r.board_id as string,
  owner: { kind: r.owner_kind as 'user', id: r.owner_id as string },
  name: r.name as string,
  isPrivate: Boolean(r.is_private),
  isDefault: Boolean(r.is_default),
  itemCount: Number(r.item_count),
  createdAt: iso(r.created_at as string),
  updatedAt: iso(r.updated_at as string),
});
const toItem = (r: Record<string, unknown>): IdeaItemRecord => ({ boardId: r.board_id as string, kind: r.item_kind as IdeaKind, refId: r.ref_id as string, savedAt: iso(r.saved_at as string) });

export async function boardById(db: Knex, boardId: string): Promise<IdeaBoardRecord | null> {
  const row = await db(ideaBoardsTable).where({ board_id: boardId }).first();
  return row ? toBoard(row) : null;
}

export async function boardsByIds(db: Knex, boardIds: readonly string[]): Promise<IdeaBoardRecord[]> {
  if (!boardIds.length) return [];
  const rows = await db(ideaBoardsTable).whereIn('board_id', [...new Set(boardIds)]);
  const byId = new Map(rows.map((r) => [r.board_id as string, toBoard(r)]));
  return boardIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/** An owner's boards, the default board first, then newest first; `publicOnly` for what others may see. */
export async function boardsOf(db: Knex, owner: IdeaOwner, page: { start?: number; pageSize?: number; publicOnly?: boolean } = {}): Promise<{ total: number; list: IdeaBoardRecord[] }> {
  const base = () => {
    const q = db(ideaBoardsTable).where(ownerCols(owner));
    return page.publicOnly ? q.where({ is_private: false }) : q;
  };
  const { total, rows } = await pageWithTotal(db, base, [{ column: 'is_default', order: 'desc' }, { column: 'created_at', order: 'desc' }, { column: 'board_id', order: 'asc' }], page);
  return { total, list: rows.map(toBoard) };
}

/** A board's ideas, latest saved first. */
export async function itemsOf(db: Knex, boardId: string, page: { start?: number; pageSize?: number } = {}): Promise<{ total: number; list: IdeaItemRecord[] }> {
  const { total, rows } = await pageWithTotal(db, () => db(ideaItemsTable).where({ board_id: boardId }), [{ column: 'saved_at', order: 'desc' }, { column: 'item_kind' }, { column: 'ref_id' }], page);
  return { total, list: rows.map(toItem) };
}

/** The latest few ideas of each board (covers). */
export async function latestItemsOf(db: Knex, boardIds: readonly string[], each = 4): Promise<Map<string, IdeaItemRecord[]>> {
  const out = new Map<string, IdeaItemRecord[]>();
  if (!boardIds.length) return out;
  const rows = await db
    .select('*')
    .from(db(ideaItemsTable).whereIn('board_id', [...boardIds]).select('*', db.raw('row_number() over (partition by board_id order by saved_at desc, item_kind, ref_id) as rn')).as('ranked'))
    .where('rn', '<=', each)
    .orderBy([{ column: 'board_id' }, { column: 'rn' }]);
  for (const r of rows) out.set(r.board_id, [...(out.get(r.board_id) ?? []), toItem(r)]);
  return out;
}

/** Which of the owner's boards hold this idea. */
export async function boardsHolding(db: Knex, owner: IdeaOwner, item: IdeaRef): Promise<string[]> {
  const rows = await db(ideaItemsTable).where({ ...ownerCols(owner), item_kind: item.kind, ref_id: item.refId }).select('board_id');
  return rows.map((r) => r.board_id as string);
}

export async function ownerCounts(db: Knex, owner: IdeaOwner): Promise<{ boards: number; items: number; publicBoards: number }> {
  const [row] = await db(ideaBoardsTable)
    .where(ownerCols(owner))
    .select(db.raw('count(*)::int as boards'), db.raw('coalesce(sum(item_count), 0)::int as items'), db.raw('count(*) filter (where not is_private)::int as public_boards'));
  return { boards: Number(row?.boards ?? 0), items: Number(row?.items ?? 0), publicBoards: Number(row?.public_boards ?? 0) };
}

export async function hintDismissed(db: Knex, owner: IdeaOwner): Promise<boolean> {
  return Boolean(await db(ideaHintsTable).where(ownerCols(owner)).first());
}

/** Public boards with ideas on them whose name holds every word (the site search), latest changed first, and how many there are. */
export async function searchPublicBoards(db: Knex, words: readonly string[], limit: number): Promise<{ total: number; list: IdeaBoardRecord[] }> {
  const base = () => {
    const q = db(ideaBoardsTable).where({ is_private: false }).where('item_count', '>', 0);
    for (const w of words) q.whereRaw('lower(name) LIKE ?', [`%${w.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`]);
    return q;
  };
  const [[{ n }], rows] = await Promise.all([base().count<{ n: string }[]>({ n: '*' }), base().orderBy([{ column: 'updated_at', order: 'desc' }, { column: 'board_id' }]).limit(limit)]);
  return { total: Number(n), list: rows.map(toBoard) };
}
