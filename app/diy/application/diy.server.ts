import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { diyCommands } from '../../../domain/diy/commands';
import { diyIdPattern } from '../../../domain/diy/diy-project.decide';
import { boardTotal, diyDeal, ideaSlots, slotBudgets } from '../../../domain/diy/ideas';
import { type DiyStep, diyStepKeys, maxIdeasKept, ideasMessage } from '../../../domain/diy/steps';
import { roomTypes } from '../../../domain/projects/rooms';
import { NotFoundError, ValidationError } from '../../../domain/shared/errors';
import type { Runtime } from '../../../infra/runtime';
import { getGoodsByIds } from '../../../projections/catalogue/goods.queries';
import { ideaCandidates } from '../../../projections/diy/ideas.queries';
import { type DiyOwnerRef, type DiyProjectView, listDiyProjects } from '../../../projections/diy/projects';
import { diyProjectOf } from './diy-view.server';
import { addBoardToCart, type Shopper } from '~/commerce/index.server';
import { upgradeToNeed, type ProjectCaller } from '~/projects/index.server';
import { parseWith } from '../../web/api.server';
import { ensureBoard } from '~/canvas/index.server';
import { jsonTextOrNull } from '../../web/json-depth';

/** Who asks: a visitor (their DIY projects are theirs until they sign in) or a signed-in client. */
export type DiyCaller = ProjectCaller;

const waitFor = { waitFor: ['diy-projects'] };
export const diyOwnerOf = (c: DiyCaller): DiyOwnerRef => (c.userId ? { kind: 'client', clientId: c.userId } : { kind: 'visitor', visitorId: c.visitorId });
const notFoundMessage = 'This DIY project does not exist';
const notFound = () => new NotFoundError('DIY_NOT_FOUND', notFoundMessage);

const idField = z.string({ required_error: notFoundMessage, invalid_type_error: notFoundMessage }).trim().regex(diyIdPattern, notFoundMessage);
/** The id as the pages (id) and the calls (id or diyId) send it. */
const idOf = (input: unknown) => {
  const o = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  return parseWith(idField, o.id ?? o.diyId);
};

/** The room a DIY project is for: a room type's id or name (living_room works too). */
export function roomFor(value: unknown) {
  const key = typeof value === 'string' || typeof value === 'number' ? String(value).trim().toLowerCase() : '';
  const room = roomTypes().find((r) => r.id === key || r.name.toLowerCase() === key || r.name.toLowerCase().replace(/\s+/g, '_') === key);
  if (!room) throw new ValidationError('UNKNOWN_ROOM', 'Please choose a room from the list', { roomType: 'Please choose a room from the list' });
  return room;
}

/** diy start {roomType}: a new DIY project for one room; answers the project. */
export async function startDiy(runtime: Runtime, caller: DiyCaller, input: unknown): Promise<DiyProjectView> {
  const o = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const room = roomFor(o.roomType ?? o.roomTypeId);
  const diyId = `dy${randomBytes(8).toString('hex')}`;
  const owner = caller.userId ? { kind: 'client' as const, clientId: caller.userId } : { kind: 'visitor' as const, visitorId: caller.visitorId };
  await runtime.execute(diyCommands.StartDiyProject, { diyId, owner, room: { roomTypeId: room.id, name: room.name } }, { actor: caller.actor }, waitFor);
  return getDiy(runtime, caller, { id: diyId });
}

/**
 * One of the caller's DIY projects (another's: 404), from its events while the read
 * model has not applied them all (diy-view.server.ts).
 */
export async function getDiy(runtime: Runtime, caller: DiyCaller, input: unknown): Promise<DiyProjectView> {
  const view = await diyProjectOf(runtime, diyOwnerOf(caller), idOf(input));
  if (!view) throw notFound();
  return view;
}

/** diy save {id, step, values}: one step's answers. */
export async function saveDiyStep(runtime: Runtime, caller: DiyCaller, input: unknown): Promise<DiyProjectView> {
  const view = await getDiy(runtime, caller, input);
  const o = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  // Form-encoded calls send the values as a JSON string.
  const given = typeof o.values === 'string' ? safeJson(o.values) : o.values;
  const { step, values } = parseWith(
    z.object({ step: z.enum(diyStepKeys, { errorMap: () => ({ message: 'This step does not exist' }) }), values: z.record(z.unknown(), { errorMap: () => ({ message: 'Please make a choice' }) }) }),
    { step: o.step, values: given },
  );
  if (step === 'RENDERING') return keepIdeas(runtime, caller, view, values.goodsIds);
  await runtime.execute(diyCommands.AnswerDiyStep, { diyId: view.diyId, step, answer: values }, { actor: caller.actor }, waitFor);
  return getDiy(runtime, caller, { id: view.diyId });
}

/** JSON text held in a field, or null; nested too deeply, a 400 (issue 20). */
const safeJson = (text: string): unknown => jsonTextOrNull(text, 'values');

/** The products kept on the board: each must be a listed marketplace product. */
async function keepIdeas(runtime: Runtime, caller: DiyCaller, view: DiyProjectView, raw: unknown): Promise<DiyProjectView> {
  const list = (Array.isArray(raw) ? raw : raw === undefined || raw === null || raw === '' ? [] : [raw]).map((v) => (typeof v === 'string' ? v.trim() : v));
  const ids = parseWith(z.array(z.string().max(64).regex(/^[A-Za-z0-9_-]+$/, 'This product does not exist'), { invalid_type_error: ideasMessage }).min(1, ideasMessage).max(maxIdeasKept, `Please keep at most ${maxIdeasKept} ideas`), list);
  const unique = [...new Set(ids)];
  const goods = await getGoodsByIds(runtime.db, unique);
  if (goods.length !== unique.length) throw new ValidationError('UNKNOWN_PRODUCT', 'This product is no longer in the marketplace', { goodsIds: 'This product is no longer in the marketplace' });
  await runtime.execute(diyCommands.AnswerDiyStep, { diyId: view.diyId, step: 'RENDERING' satisfies DiyStep, answer: { goodsIds: unique } }, { actor: caller.actor }, waitFor);
  // The flow reaches the mood-board step: the project gets its board (once).
  await ensureBoard(runtime, caller.actor, { diyId: view.diyId }, diyProjectOf);
  return getDiy(runtime, caller, { id: view.diyId });
}

/** The mood-board step's "Save to my projects": the ideas kept, and the project saved (it shows with status=DIY). */
export async function saveDiyBoard(runtime: Runtime, caller: DiyCaller, input: unknown): Promise<DiyProjectView> {
  const view = await getDiy(runtime, caller, input);
  const o = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  if (o.goodsIds !== undefined) await keepIdeas(runtime, caller, view, o.goodsIds);
  await runtime.execute(diyCommands.SaveDiyProject, { diyId: view.diyId }, { actor: caller.actor }, waitFor);
  return getDiy(runtime, caller, { id: view.diyId });
}

/** diy list: the caller's DIY projects, newest first. */
export async function myDiyProjects(runtime: Runtime, caller: DiyCaller, page: { start?: number; pageSize?: number } = {}) {
  return listDiyProjects(runtime.db, diyOwnerOf(caller), page);
}

/**
 * /diy/upgrade/{id}: the DIY project becomes a paid design project for its room (a
 * draft need, as the AI upgrade makes one); answers the package id. Asked again, the
 * same package.
 */
export async function upgradeDiy(runtime: Runtime, caller: DiyCaller, input: unknown): Promise<string> {
  const view = await getDiy(runtime, caller, input);
  if (view.needPackageId) return view.needPackageId;
  const packageId = await upgradeToNeed(runtime, caller, { roomType: view.room.roomTypeId });
  await runtime.execute(diyCommands.UpgradeDiyProject, { diyId: view.diyId, needPackageId: packageId }, { actor: caller.actor }, waitFor);
  return packageId;
}

/** The budget a project chose (cents), or null before the BUDGET step. */
export function budgetOf(view: DiyProjectView): { budget: string; minPrice: number; maxPrice: number | null } | null {
  const b = view.answers.BUDGET as { budget?: string; minPrice?: number; maxPrice?: number | null } | undefined;
  return b && typeof b.minPrice === 'number' ? { budget: String(b.budget ?? ''), minPrice: b.minPrice, maxPrice: b.maxPrice ?? null } : null;
}

/**
 * The design ideas (part 2 §1): for each category of the room's board, real
 * marketplace products within the budget's share, the best fit first, with the
 * range of prices the ideas span; the picks' total against the budget.
 */
export async function boardIdeas(runtime: Runtime, view: DiyProjectView) {
  const budget = budgetOf(view) ?? { budget: '', minPrice: 0, maxPrice: null };
  const found = await ideaCandidates(runtime.db, slotBudgets(ideaSlots(view.room.name), budget));
  const kept = new Set(view.goodsIds);
  const slots = found.map((c) => {
    const prices = c.goods.map((g) => g.effectivePriceCents);
    return {
      category: c.categoryName,
      categoryId: c.categoryId,
      overBudget: c.overBudget,
      priceRange: { minCents: Math.min(...prices), maxCents: Math.max(...prices) },
      ideas: c.goods.map((g, i) => ({
        id: g.id, name: g.name, brand: g.brand, priceCents: g.effectivePriceCents, listPriceCents: g.priceCents,
        picture: g.savedPics[0] ?? null, href: g.visitUrl, pick: i === 0,
        kept: kept.size ? kept.has(g.id) : i === 0,
      })),
    };
  });
  // Products kept earlier that the ideas no longer offer stay on the board.
  const offered = new Set(slots.flatMap((s) => s.ideas.map((i) => i.id)));
  const extra = (await getGoodsByIds(runtime.db, view.goodsIds.filter((id) => !offered.has(id)))).map((g) => ({
    id: g.id, name: g.name, brand: g.brand, priceCents: g.effectivePriceCents, listPriceCents: g.priceCents, picture: g.savedPics[0] ?? null, href: g.visitUrl, pick: false, kept: true,
  }));
  const keptPrices = [...slots.flatMap((s) => s.ideas), ...extra].filter((i) => i.kept).map((i) => i.priceCents);
  return { budget, slots, extra, ...boardTotal(keptPrices, budget.maxPrice) };
}

/** The pieces a project keeps: those saved, or before any save the ideas the page shows ticked (each slot's pick). */
export async function keptPieces(runtime: Runtime, view: DiyProjectView): Promise<string[]> {
  if (view.goodsIds.length) return [...view.goodsIds];
  const ideas = await boardIdeas(runtime, view);
  return [...ideas.slots.flatMap((s) => s.ideas), ...ideas.extra].filter((i) => i.kept).map((i) => i.id);
}

/**
 * /diy/proposal: the saved board as a shopping list: each kept piece with its price and
 * whether it can be bought now, the total against the budget, and the DIY deal code
 * the total earns (and the next one within reach).
 */
export async function boardSummary(runtime: Runtime, view: DiyProjectView) {
  const budget = budgetOf(view);
  const found = new Map((await getGoodsByIds(runtime.db, view.goodsIds)).map((g) => [g.id, g]));
  const items = view.goodsIds.flatMap((id) => {
    const g = found.get(id);
    return g ? [{ id: g.id, name: g.name, brand: g.brand, priceCents: g.effectivePriceCents, listPriceCents: g.priceCents, picture: g.savedPics[0] ?? null, href: g.visitUrl, purchasable: g.purchasable }] : [];
  });
  const buyable = items.filter((i) => i.purchasable);
  const { totalCents, withinBudget } = boardTotal(buyable.map((i) => i.priceCents), budget?.maxPrice ?? null);
  return { budget, items, totalCents, withinBudget, unavailable: items.length - buyable.length, deal: diyDeal(totalCents) };
}

/** /diy/checkout: every piece on the board that can be bought goes into the cart at once ('Added To Cart.'). */
export async function buyBoard(runtime: Runtime, caller: DiyCaller, shopper: Shopper, input: unknown) {
  const view = await getDiy(runtime, caller, input);
  if (view.goodsIds.length === 0) throw new ValidationError('EMPTY_BOARD', 'Please keep at least one idea on your board', { goodsIds: 'Please keep at least one idea on your board' });
  return { view, ...(await addBoardToCart(runtime, shopper, { goodsStr: view.goodsIds.map((id) => `${id}:1`).join(',') }, { type: 'DIY', id: view.diyId })) };
}
