import { z } from 'zod';
import { ideaKey, ideaLimits, ideaMessages, type IdeaKind, type IdeaOwner, type IdeaRef } from '../../../domain/ideas/idea-boards';
import { boardIdField } from '../../../domain/ideas/idea-boards.decide';
import { NotFoundError, UnauthorizedError } from '../../../domain/shared/errors';
import type { Actor } from '../../../domain/shared/messages';
import type { Runtime } from '../../../infra/runtime';
import { delistedAmong, getGoodsByIds } from '../../../projections/catalogue/goods.queries';
import { casesByIds } from '../../../projections/content/design-cases';
import { boardById, latestItemsOf, type IdeaBoardRecord, type IdeaItemRecord } from '../../../projections/ideas/idea-boards';
import { parseWith } from '../../web/api.server';

/** Who asks: a signed-in client, or a visitor (who may only save, and read public boards). */
export interface IdeaAsker {
  user: { id: string } | null;
  visitorId: string;
  actor: Actor;
}

export const userOwner = (id: string): IdeaOwner => ({ kind: 'user', id });
export const ownerOfAsker = (a: IdeaAsker): IdeaOwner => (a.user ? userOwner(a.user.id) : { kind: 'visitor', id: a.visitorId });
export function signedInOwner(a: IdeaAsker): IdeaOwner {
  if (!a.user) throw new UnauthorizedError('Please sign in to see your idea boards');
  return userOwner(a.user.id);
}

export const boardNotFound = () => new NotFoundError('BOARD_NOT_FOUND', ideaMessages.notFound);
export const boardIdOf = (value: unknown) => parseWith(z.object({ boardId: boardIdField }), { boardId: value }).boardId;

/** An idea as the calls take it: `case:<id>`, `product:<id>`, or a bare id (a case). */
const refText = z
  .string({ invalid_type_error: 'Each id is a text' })
  .trim()
  .regex(/^((case|product):)?[A-Za-z0-9_-]{1,80}$/, 'Unknown idea')
  .transform((s): IdeaRef => {
    const m = /^(case|product):(.+)$/.exec(s);
    return m ? { kind: m[1] as IdeaKind, refId: m[2]! } : { kind: 'case', refId: s };
  });
export const ideaIdsField = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v),
  z.array(refText, { required_error: ideaMessages.noIds, invalid_type_error: ideaMessages.noIds }).min(1, ideaMessages.noIds).max(ideaLimits.idsMax, ideaMessages.tooManyIds),
);

/** A form's or a call's yes/no: true, 'true', '1', 'on'. */
const yes = ['true', '1', 'on', 'yes'];
const no = ['false', '0', 'off', 'no'];
export const flag = z.preprocess((v) => {
  const s = typeof v === 'string' ? v.trim().toLowerCase() : null;
  return s === null ? v : yes.includes(s) ? true : no.includes(s) ? false : v;
}, z.boolean({ invalid_type_error: 'Please answer true or false' }));

/** A saved idea as pages and calls show it. */
export interface IdeaView {
  id: string;
  kind: IdeaKind;
  refId: string;
  title: string;
  subtitle: string;
  picture: string | null;
  url: string;
  priceCents: number | null;
  savedAt: string;
}

/** A board as lists show it. */
export interface BoardCard {
  id: string;
  name: string;
  isPrivate: boolean;
  isDefault: boolean;
  itemCount: number;
  /** The latest ideas' pictures, the first the cover. */
  covers: string[];
  cover: string | null;
  clientId: string;
  url: string;
  createdAt: string;
  updatedAt: string;
}

export const boardPath = (boardId: string) => `/ideas/${encodeURIComponent(boardId)}`;

/** The ideas shown: published cases and listed products only (one no longer shown is left out). */
export async function ideaViews(runtime: Runtime, items: readonly IdeaItemRecord[]): Promise<IdeaView[]> {
  const caseIds = items.filter((i) => i.kind === 'case').map((i) => i.refId);
  const goodsIds = items.filter((i) => i.kind === 'product').map((i) => i.refId);
  const [cases, goods, delisted] = await Promise.all([casesByIds(runtime.db, caseIds), getGoodsByIds(runtime.db, goodsIds), delistedAmong(runtime.db, goodsIds)]);
  const caseOf = new Map(cases.filter((c) => c.status === 'published').map((c) => [c.caseId, c]));
  const goodsOf = new Map(goods.filter((g) => !delisted.has(g.id)).map((g) => [g.id, g]));
  return items.flatMap((i): IdeaView[] => {
    if (i.kind === 'case') {
      const c = caseOf.get(i.refId);
      if (!c) return [];
      return [{ id: ideaKey(i), kind: 'case', refId: i.refId, title: c.title, subtitle: `${c.style} design case`, picture: c.pictures[0]?.url ?? null, url: `/design/case/${encodeURIComponent(c.caseId)}`, priceCents: null, savedAt: i.savedAt }];
    }
    const g = goodsOf.get(i.refId);
    if (!g) return [];
    return [{ id: ideaKey(i), kind: 'product', refId: i.refId, title: g.name, subtitle: g.brand, picture: g.savedPics[0] ?? null, url: g.visitUrl, priceCents: g.effectivePriceCents, savedAt: i.savedAt }];
  });
}

export async function boardCards(runtime: Runtime, boards: readonly IdeaBoardRecord[]): Promise<BoardCard[]> {
  const latest = await latestItemsOf(runtime.db, boards.map((b) => b.boardId));
  const all = await ideaViews(runtime, [...latest.values()].flat());
  const pictureOf = new Map(all.map((v) => [v.id, v.picture]));
  return boards.map((b) => {
    const covers = (latest.get(b.boardId) ?? []).map((i) => pictureOf.get(ideaKey(i))).filter((p): p is string => Boolean(p));
    return {
      id: b.boardId, name: b.name, isPrivate: b.isPrivate, isDefault: b.isDefault, itemCount: b.itemCount, covers, cover: covers[0] ?? null,
      clientId: b.owner.id, url: boardPath(b.boardId), createdAt: b.createdAt, updatedAt: b.updatedAt,
    };
  });
}

/** The board if the asker may read it: their own, or anyone's public board; anything else is not found. */
export async function readableBoard(runtime: Runtime, asker: IdeaAsker, boardId: unknown, clientId?: unknown): Promise<IdeaBoardRecord> {
  const id = boardIdOf(boardId);
  const board = await boardById(runtime.db, id);
  if (!board || board.owner.kind !== 'user') throw boardNotFound();
  if (clientId !== undefined && clientId !== null && clientId !== '' && String(clientId) !== board.owner.id) throw boardNotFound();
  const mine = asker.user?.id === board.owner.id;
  if (!mine && board.isPrivate) throw boardNotFound();
  return board;
}

/** One of the asker's own boards; another's (public or not) is not found for changes. */
export async function ownBoard(runtime: Runtime, asker: IdeaAsker, boardId: unknown): Promise<IdeaBoardRecord> {
  const owner = signedInOwner(asker);
  const board = await boardById(runtime.db, boardIdOf(boardId));
  if (!board || board.owner.kind !== 'user' || board.owner.id !== owner.id) throw boardNotFound();
  return board;
}
