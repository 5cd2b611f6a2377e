import { z } from 'zod';
import { mayDesignProject } from '../../../domain/authz';
import { projectCommands } from '../../../domain/projects/commands';
import type { NeedEvent } from '../../../domain/projects/need';
import { extraPrices } from '../../../domain/projects/plans';
import { formatDollars, normalizeCode } from '../../../domain/promotions/codes';
import { recordProjectProductsSchema } from '../../../domain/projects/furniture';
import { IllegalStateError, NotFoundError, UnauthorizedError, ValidationError } from '../../../domain/shared/errors';
import type { Actor } from '../../../domain/shared/messages';
import type { Runtime } from '../../../infra/runtime';
import { searchClientOrdersFor } from '../../../projections/orders/orders.queries';
import { lastDeliveredNeed, needById } from '../../../projections/projects/needs';
import { searchSchema } from '~/orders/index.server';
import { parseWith } from '../../web/api.server';
import { planTitle } from '../project-story';
import { getNeed, needState, ownerOf, type ProjectCaller } from './needs.server';
import { checkPlanPromo } from './plan-payment.server';
import { jsonTextOrNull } from '../../web/json-depth';

/**
 * What a design project was paid with and what it bought: its payments (from its
 * own stream), the orders of its furniture, the code applied to its plan, the
 * latest delivered design; and the designer's side of its furniture list.
 */

export interface ProjectPayment {
  kind: 'PLAN' | 'UPGRADE' | 'MEETING' | 'TIP';
  description: string;
  amountCents: number;
  discountCents: number;
  code: string | null;
  at: string;
}

/** One payment as the client reads it; never a card or a gateway reference. */
function paymentOf(event: NeedEvent): ProjectPayment | null {
  switch (event.type) {
    case 'NeedPaid':
      return { kind: 'PLAN', description: `${planTitle(event.data.plan)} plan`, amountCents: event.data.amountCents, discountCents: event.data.discountCents, code: event.data.code, at: event.data.paidAt };
    case 'NeedUpgraded':
      return { kind: 'UPGRADE', description: `Upgrade from ${planTitle(event.data.fromPlan)} to ${planTitle(event.data.toPlan)}`, amountCents: event.data.amountCents, discountCents: 0, code: null, at: event.data.upgradedAt };
    case 'MeetingBooked':
      // A meeting beyond the plan's free ones is charged the meeting price (needMeeting createMeetingPay).
      return event.data.paymentId ? { kind: 'MEETING', description: 'Extra meeting', amountCents: extraPrices.meeting, discountCents: 0, code: null, at: event.data.bookedAt } : null;
    case 'DesignerTipped':
      return { kind: 'TIP', description: 'Tip for your designer', amountCents: event.data.amountCents, discountCents: 0, code: null, at: event.data.tippedAt };
    default:
      return null;
  }
}

/** multipleNeed payments {needId}: the project's payments, oldest first, and their total (another client's project: 404). */
export async function projectPayments(runtime: Runtime, caller: ProjectCaller, input: unknown) {
  const { needId } = parseWith(z.object({ needId: z.unknown() }), input);
  const view = await getNeed(runtime, caller, { needId });
  const { state: payments } = await runtime.loadAggregate<ProjectPayment[], NeedEvent>(
    { initialState: () => [], evolve: (list, event) => { const p = paymentOf(event); return p ? [...list, p] : list; } },
    `need-${view.needId}`,
  );
  return { needId: view.needId, projectId: view.projectId, payments, totalCents: payments.reduce((s, p) => s + p.amountCents, 0) };
}

/** multipleNeed furnitureOrders {needId, start, pageSize, order, status}: the caller's orders holding this project's furniture. */
export async function furnitureOrders(runtime: Runtime, caller: ProjectCaller, input: unknown) {
  if (!caller.userId) throw new UnauthorizedError();
  const { needId, ...rest } = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const view = await getNeed(runtime, caller, { needId });
  return { needId: view.needId, ...(await searchClientOrdersFor(runtime.db, caller.userId, { type: 'NEED', id: view.needId }, parseWith(searchSchema, rest))) };
}

/**
 * multipleNeed applyPromo {needId, code, role?}: checks a project code against the
 * project's plan and records it on the project, so that payNeed uses it; an empty
 * code takes it off. A code that does not apply says why and changes nothing.
 */
export async function applyProjectPromo(runtime: Runtime, caller: ProjectCaller, input: unknown) {
  if (!caller.userId) throw new UnauthorizedError();
  const { needId, code, role } = parseWith(
    z.object({ needId: z.unknown(), code: z.string({ invalid_type_error: 'Please enter a code' }).trim().max(32, 'this code does not exist').default(''), role: z.string().trim().max(40).optional() }),
    input,
  );
  const view = await getNeed(runtime, caller, { needId });
  if (view.paidCents !== null) throw new IllegalStateError('ALREADY_PAID', 'This project is already paid');
  const plan = view.plan ?? (view.answers.PAYMENT as { plan?: string } | undefined)?.plan;
  if (!plan) throw new ValidationError('NO_PLAN', 'Please choose a plan first', { plan: 'Please choose a plan first' });
  if (!code) {
    await runtime.execute(projectCommands.ChooseProjectCode, { needId: view.needId, code: null }, { actor: caller.actor }, { waitFor: [] });
    return { needId: view.needId, plan, code: null, applies: false, message: 'The code was removed' };
  }
  const quote = await checkPlanPromo(runtime, caller, { plan, code, role });
  if (!quote.applies || quote.code === 'REFERRAL' || quote.code === null) throw new ValidationError('CODE_REFUSED', quote.message, { code: quote.message });
  await runtime.execute(projectCommands.ChooseProjectCode, { needId: view.needId, code: normalizeCode(quote.code) }, { actor: caller.actor }, { waitFor: [] });
  return { needId: view.needId, plan, code: quote.code, applies: true, priceCents: quote.priceCents, discountCents: quote.discountCents, payCents: quote.payCents, message: `${quote.code} saves you ${formatDollars(quote.discountCents)}` };
}

/** The code a client applied to the project (promo apply), or null. */
export async function chosenProjectCode(runtime: Runtime, needId: string): Promise<string | null> {
  return (await needState(runtime, needId))?.chosenCode ?? null;
}

/** need getLastProposalNeed: the caller's project with the latest designer's delivery, or null. */
export async function lastProposalNeed(runtime: Runtime, caller: ProjectCaller) {
  if (!caller.userId) return null;
  return lastDeliveredNeed(runtime.db, ownerOf(caller));
}

/** A project the actor curates: staff any, a designer only those assigned to them (others are not found, like the decider says). */
async function curatedNeedId(runtime: Runtime, actor: Actor, needId: string): Promise<string> {
  const id = parseWith(z.string().trim().regex(/^\d{1,10}$/, 'This project does not exist'), needId);
  const need = await needById(runtime.db, id);
  if (!need || need.status === 'DELETED' || !mayDesignProject(actor, need)) throw new NotFoundError('NEED_NOT_FOUND', 'This project does not exist');
  return id;
}

const productsInput = z.object({
  products: z.unknown(),
  goodsStr: z.string().trim().max(4000, 'Too many products at once').optional(),
});

/**
 * The designer's (or staff's) list of a project's furniture: `products`
 * [{goodsId, count}] or `goodsStr` "id:count,…"; each a product in the catalogue.
 */
export async function recordProjectProducts(runtime: Runtime, actor: Actor, needId: string, input: unknown) {
  const { products, goodsStr } = parseWith(productsInput, input);
  const list = goodsStr
    ? goodsStr.split(',').map((part) => {
        const [goodsId = '', count = '1'] = part.split(':').map((s) => s.trim());
        return { goodsId, count: /^\d+$/.test(count) ? Number(count) : count };
      })
    : typeof products === 'string'
      ? safeJson(products)
      : products;
  const id = await curatedNeedId(runtime, actor, needId);
  const parsed = recordProjectProductsSchema.safeParse({ needId: id, products: list });
  if (parsed.success) {
    const ids = parsed.data.products.map((p) => p.goodsId);
    const known = new Set((await runtime.db('catalogue_goods_v1').select('id').whereIn('id', ids).where({ delisted: false })).map((r) => r.id as string));
    const unknown = ids.find((g) => !known.has(g));
    if (unknown) throw new ValidationError('UNKNOWN_PRODUCT', `${unknown}: this product is not in the marketplace`, { products: 'This product is not in the marketplace' });
  }
  await runtime.execute(projectCommands.RecordProjectProducts, { needId: id, products: list }, { actor }, { waitFor: [] });
  return { needId: id, products: (await needState(runtime, id))!.products };
}

/** The designer (or staff) takes a product off the project's list. */
export async function removeProjectProduct(runtime: Runtime, actor: Actor, needId: string, input: unknown) {
  const id = await curatedNeedId(runtime, actor, needId);
  const { goodsId } = parseWith(z.object({ goodsId: z.unknown() }), input);
  await runtime.execute(projectCommands.RemoveProjectProduct, { needId: id, goodsId }, { actor }, { waitFor: [] });
  return { needId: id, products: (await needState(runtime, id))!.products };
}

/** JSON text held in a field, or null; nested too deeply, a 400 (issue 20). */
const safeJson = (text: string): unknown => jsonTextOrNull(text, 'products');
