import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { PaymentHold } from '../../../domain/payments/payment';
import { getAccount } from '../../../projections/identity/accounts';
import { answerSchema } from '../../../domain/projects/answers';
import { projectCommands } from '../../../domain/projects/commands';
import { tipLimitsCents, tipRefusal, upgradeCost, upgradeRefusal } from '../../../domain/projects/need.decide';
import { evolvePricingSettings, initialPricingSettings, pricingSettingsStream } from '../../../domain/projects/pricing-settings';
import { findPlan, type PlanType, type PriceVariant, priceSetting, variantForRole } from '../../../domain/projects/plans';
import { applyCode, formatDollars, getAffiliateDiscount, normalizeCode } from '../../../domain/promotions/codes';
import { promotionCommands } from '../../../domain/promotions/commands';
import { DomainError, IllegalStateError, ValidationError } from '../../../domain/shared/errors';
import type { Runtime } from '../../../infra/runtime';
import { paidProjectCount } from '../../../projections/projects/needs';
import { promotionFacts } from '~/commerce/index.server';
import { cardChoiceOf, pay, runningFor, slotHold } from '../../payments/index.server';
import { parseWith } from '../../web/api.server';
import { assignmentIn, experimentsState } from '~/experiments/index.server';
import { getNeed, needState, type ProjectCaller } from './needs.server';

/** The plan prices staff chose (part 2 §9 variants); A until they choose. */
export async function activeVariant(runtime: Runtime): Promise<PriceVariant> {
  return (await runtime.loadAggregate({ initialState: initialPricingSettings, evolve: evolvePricingSettings }, pricingSettingsStream)).state.variant;
}

/**
 * The prices a browser sees: its price role's variant (prefix_letter), else its
 * arm of the running plan-price experiment (issue 26, ADR 052), else the one staff
 * chose. Pages and payment ask the same way, so the price shown is the price charged.
 */
export async function variantFor(runtime: Runtime, role: string | null | undefined, visitorId?: string | null): Promise<PriceVariant> {
  const active = await activeVariant(runtime);
  if (variantForRole(role, active) !== active || !visitorId) return variantForRole(role, active);
  const assignment = assignmentIn(await experimentsState(runtime), 'price', visitorId);
  return assignment.experimentId ? (assignment.arm as PriceVariant) : active;
}

/** multipleNeed getPriceSetting {role?}: payPrice and originPrice in cents per plan; a prefix_letter role picks the low-price variant. */
export async function getPriceSetting(runtime: Runtime, input: unknown, visitorId?: string) {
  const { role } = parseWith(z.object({ role: z.string().trim().max(40).optional() }), input);
  const variant = await variantFor(runtime, role, visitorId);
  return { variant, prices: priceSetting(variant) };
}

const paySchema = z.object({
  needId: z.unknown(),
  plan: z.string().trim().max(20).optional(),
  code: z.string().trim().max(32).optional(),
  /** A referring client's id (the ?ref= of their link): 20% off a first project. */
  ref: z.string().trim().max(64).regex(/^[A-Za-z0-9_-]*$/, 'This referral link is not valid').optional(),
  /** The browser's price role (prefix_letter): the price it was shown is the price charged. */
  role: z.string().trim().max(40).optional(),
  cardId: z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'Please choose a card').optional(),
  /** One per payment form: the same form sent twice pays once. */
  attemptId: z.string().trim().max(64).regex(/^[A-Za-z0-9_-]*$/, 'Please reload the page and try again').optional(),
});


/** The price of a plan for this project now: the active variant's offer, less one code or the referral. */
async function quotePlan(runtime: Runtime, clientId: string, plan: PlanType, code: string | undefined, ref: string | undefined, role: string | undefined, visitorId: string) {
  const offer = findPlan(plan, await variantFor(runtime, role, visitorId))!;
  const priceCents = offer.offerPrice;
  if (code) {
    const facts = promotionFacts(runtime);
    const status = await facts.codeStatus(code);
    const answer = applyCode(status, { goodsCents: priceCents, scope: 'project' }, { ordersCount: await paidProjectCount(runtime.db, clientId), usesOfThisCode: await facts.codeUsesBy(clientId, code) }, new Date().toISOString());
    if (!answer.applies) throw new ValidationError('CODE_REFUSED', `${normalizeCode(code)}: ${answer.message}`, { code: answer.message });
    return { priceCents, discountCents: answer.discountCents, code: answer.code };
  }
  if (ref && ref !== clientId && (await getAccount(runtime.db, ref)) && (await paidProjectCount(runtime.db, clientId)) === 0) {
    const { discountCents } = getAffiliateDiscount(priceCents);
    return { priceCents, discountCents, code: 'REFERRAL' };
  }
  return { priceCents, discountCents: 0, code: null };
}

/**
 * need/manage payNeed (and pay) {needId, plan?, code?, ref?, attemptId?, cardId | card fields}: pays the
 * project's plan once, with the code given or the one applied to the project. The plan is the one chosen on the PAYMENT step (or given here,
 * if the room allows it). Through the payment process (ADR 025): the code's limits and the first-project rule
 * are held before the card is charged and let go if nothing is paid; one payment per project runs at a time.
 */
export async function payForPlan(runtime: Runtime, caller: ProjectCaller, input: unknown): Promise<{ status: 'paid'; need: Awaited<ReturnType<typeof getNeed>> } | { status: 'declined'; message: string }> {
  if (!caller.userId) throw new DomainError('unauthorized', 'UNAUTHORIZED', 'Please sign in to continue');
  const clientId = caller.userId;
  const data = parseWith(paySchema, input);
  const need = await getNeed(runtime, caller, { needId: data.needId });
  if (need.paidCents !== null) throw new IllegalStateError('ALREADY_PAID', 'This project is already paid');
  const chosen = (parseWith(answerSchema('PAYMENT', need.room.name, null), { plan: data.plan ?? (need.answers.PAYMENT as { plan?: string } | undefined)?.plan }) as { plan: string }).plan as PlanType;
  if ((need.answers.PAYMENT as { plan?: string } | undefined)?.plan !== chosen)
    await runtime.execute(projectCommands.AnswerNeedStep, { needId: need.needId, step: 'PAYMENT', answer: { plan: chosen }, renderingEnabled: false }, { actor: caller.actor });
  // A code applied to the project beforehand (multipleNeed applyPromo) is used unless the call names one.
  const code = data.code || (await needState(runtime, need.needId))?.chosenCode || undefined;
  const quote = await quotePlan(runtime, clientId, chosen, code, data.ref, data.role, caller.visitorId);
  const amountCents = quote.priceCents - quote.discountCents;
  const purpose = { kind: 'plan' as const, needId: need.needId, plan: chosen, discountCents: quote.discountCents, code: quote.code };
  const discount = await planDiscountHolds(runtime, clientId, need.needId, quote.code);
  const slot = `plan-${need.needId}`;
  const outcome = await pay(runtime, {
    clientId,
    actor: caller.actor,
    purpose,
    amountCents,
    description: `Roomcraft design ${need.projectId} (${chosen})`,
    card: amountCents > 0 ? cardChoiceOf(input) : null,
    holds: (paymentId, until) => [slotHold(slot, paymentId, until), ...discount],
    attempt: data.attemptId,
    readModels: ['projects-needs'],
    running: () => runningFor(runtime, slot, purpose),
  });
  if (outcome.status === 'declined') return { status: 'declined', message: outcome.message };
  return { status: 'paid', need: await getNeed(runtime, caller, { needId: need.needId }) };
}

/**
 * What a plan's discount holds before anything is charged: for a first-project
 * discount, the client's purchases ledger; the code's use on the code's own stream
 * (its total and per-client limits decided there, one payment after the other). A
 * refused hold charges nothing ("CODE: this code has been used up").
 */
async function planDiscountHolds(runtime: Runtime, clientId: string, needId: string, code: string | null): Promise<PaymentHold[]> {
  const orderId = `need-${needId}`;
  const firstOnly = code === 'REFERRAL' || (code ? (await promotionFacts(runtime).codeStatus(code))?.firstOrderOnly === true : false);
  const refusal = code ? { kind: 'validation' as const, code: 'CODE_REFUSED', template: `${code}: {message}`, field: 'code' } : undefined;
  return [
    {
      command: promotionCommands.HoldPurchase.type,
      input: { clientId, orderId, scope: 'project', firstOrderCode: firstOnly ? code : null, paidBefore: firstOnly ? await paidProjectCount(runtime.db, clientId) : 0 },
      release: { command: promotionCommands.ReleasePurchase.type, input: { clientId, orderId } },
      ...(refusal ? { refusal } : {}),
    },
    ...(code && code !== 'REFERRAL'
      ? [{ command: promotionCommands.RecordCodeUse.type, input: { code, orderId, clientId }, release: { command: promotionCommands.ReleaseCodeUse.type, input: { code, orderId } }, refusal: refusal! }]
      : []),
  ];
}

/**
 * need/manage upgrade {needId, plan, cardId | card fields} (multipleNeed upgrade
 * order): moves a paid project to a dearer plan, charging the difference once.
 */
export async function upgradePlan(runtime: Runtime, caller: ProjectCaller, input: unknown): Promise<{ status: 'upgraded'; need: Awaited<ReturnType<typeof getNeed>> } | { status: 'declined'; message: string }> {
  if (!caller.userId) throw new DomainError('unauthorized', 'UNAUTHORIZED', 'Please sign in to continue');
  const data = parseWith(paySchema.pick({ needId: true, cardId: true, attemptId: true }).extend({ plan: z.string({ required_error: 'Please choose a plan' }).trim().toUpperCase().max(20) }), input);
  const view = await getNeed(runtime, caller, { needId: data.needId });
  const need = (await needState(runtime, view.needId))!;
  const toPlan = data.plan as PlanType;
  const refused = findPlan(toPlan) ? upgradeRefusal(need, toPlan) : 'Please choose a plan';
  if (refused) throw new IllegalStateError('UPGRADE_REFUSED', refused);
  const offer = findPlan(toPlan, await activeVariant(runtime))!.offerPrice;
  const { amountCents } = upgradeCost(need.plan!, need.payment!.amountCents, offer);
  const purpose = { kind: 'upgrade' as const, needId: view.needId, toPlan };
  const slot = `upgrade-${view.needId}`;
  const outcome = await pay(runtime, {
    clientId: caller.userId,
    actor: caller.actor,
    purpose,
    amountCents,
    description: `Roomcraft upgrade ${view.projectId} to ${toPlan}`,
    card: amountCents > 0 ? cardChoiceOf(input) : null,
    holds: (paymentId, until) => [slotHold(slot, paymentId, until)],
    attempt: data.attemptId,
    readModels: ['projects-needs'],
    running: () => runningFor(runtime, slot, purpose),
  });
  if (outcome.status === 'declined') return { status: 'declined', message: outcome.message };
  return { status: 'upgraded', need: await getNeed(runtime, caller, { needId: view.needId }) };
}

/** need/manage redesign {needId, reason}: a fresh design once the first is delivered (once per project). */
export async function requestRedesign(runtime: Runtime, caller: ProjectCaller, input: unknown) {
  const { needId, reason } = parseWith(z.object({ needId: z.unknown(), reason: z.unknown() }), input);
  const view = await getNeed(runtime, caller, { needId });
  await runtime.execute(projectCommands.RequestRedesign, { needId: view.needId, reason }, { actor: caller.actor }, { waitFor: ['projects-needs'] });
  return getNeed(runtime, caller, { needId: view.needId });
}

/**
 * multipleNeed checkPromo {plan, code?, ref?} (promo apply/check): what the plan
 * costs with this code or referral, or exactly why the code does not apply.
 */
export async function checkPlanPromo(runtime: Runtime, caller: ProjectCaller, input: unknown) {
  const { plan, code, ref, role } = parseWith(paySchema.pick({ code: true, ref: true, role: true }).extend({ plan: z.string({ required_error: 'Please choose a plan' }).trim().toUpperCase().max(20) }), input);
  const offer = findPlan(plan);
  if (!offer || offer.type === 'AI_SUBSCRIPTION') throw new ValidationError('UNKNOWN_PLAN', 'Please choose a plan', { plan: 'Please choose a plan' });
  try {
    const quote = await quotePlan(runtime, caller.userId ?? caller.visitorId, offer.type, code || undefined, ref || undefined, role || undefined, caller.visitorId);
    const message = quote.code === 'REFERRAL' ? 'Referral: 20% off your first project' : quote.code ? `${quote.code} saves you ${formatDollars(quote.discountCents)}` : 'No discount applied';
    return { plan: offer.type, ...quote, payCents: quote.priceCents - quote.discountCents, applies: quote.discountCents > 0, message };
  } catch (error) {
    if (error instanceof ValidationError && error.code === 'CODE_REFUSED') return { plan: offer.type, priceCents: findPlan(offer.type, await variantFor(runtime, role, caller.visitorId))!.offerPrice, discountCents: 0, code: null, payCents: null, applies: false, message: error.message };
    throw error;
  }
}

/** need/manage afterPaySuccess {needId}: the paid project and where the questionnaire goes on (payment/continue). */
export async function afterPaySuccess(runtime: Runtime, caller: ProjectCaller, input: unknown) {
  const need = await getNeed(runtime, caller, input);
  if (need.paidCents === null) throw new IllegalStateError('NOT_PAID', 'This project is not paid yet');
  return { need, next: `/design/payment/continue?needId=${need.needId}&packageId=${need.packageId}&v=${Date.now()}` };
}

/**
 * multipleNeed tips {needId, amount (dollars) | amountCents, note?, tipId?, cardId | card fields}:
 * a thank-you to the designer of a delivered design, paid once per tip id (a
 * double click sends the same one) through the payment process.
 */
export async function tipDesigner(runtime: Runtime, caller: ProjectCaller, input: unknown): Promise<{ status: 'tipped'; tips: Awaited<ReturnType<typeof projectTips>> } | { status: 'declined'; message: string }> {
  if (!caller.userId) throw new DomainError('unauthorized', 'UNAUTHORIZED', 'Please sign in to continue');
  const data = parseWith(
    paySchema.pick({ needId: true, cardId: true }).extend({
      amountCents: z.coerce.number({ invalid_type_error: 'A tip is $5.00 to $500.00' }).int('A tip is $5.00 to $500.00').optional(),
      amount: z.coerce.number({ invalid_type_error: 'A tip is $5.00 to $500.00' }).optional(),
      note: z.string().trim().max(500, 'Please keep it under 500 characters').default(''),
      tipId: z.string().trim().max(64).regex(/^[A-Za-z0-9_-]+$/, 'Invalid tip').optional(),
    }),
    input,
  );
  const amountCents = data.amountCents ?? (data.amount === undefined ? Number.NaN : Math.round(data.amount * 100));
  if (!Number.isInteger(amountCents) || amountCents < tipLimitsCents.min || amountCents > tipLimitsCents.max)
    throw new ValidationError('TIP_AMOUNT', 'A tip is $5.00 to $500.00', { amount: 'A tip is $5.00 to $500.00' });
  const view = await getNeed(runtime, caller, { needId: data.needId });
  const need = (await needState(runtime, view.needId))!;
  if (data.tipId && need.tips.some((t) => t.tipId === data.tipId)) return { status: 'tipped', tips: await projectTips(runtime, caller, { needId: view.needId }) };
  const refused = tipRefusal(need);
  if (refused) throw new IllegalStateError('TIP_REFUSED', refused);
  // Without a tip id, the same tip sent twice within a minute (same card, amount and note) is one tip.
  const card = data.cardId ?? String((input as { cardNumber?: unknown } | null)?.cardNumber ?? '').replace(/\D/g, '').slice(-4);
  const tipId = data.tipId ?? `tip-${createHash('sha256').update(`${view.needId}:${card}:${amountCents}:${data.note}:${new Date().toISOString().slice(0, 16)}`).digest('hex').slice(0, 24)}`;
  const purpose = { kind: 'tip' as const, needId: view.needId, tipId, note: data.note };
  const slot = `tip-${view.needId}`;
  const outcome = await pay(runtime, {
    clientId: caller.userId,
    actor: caller.actor,
    purpose,
    amountCents,
    description: `Roomcraft tip for the designer of ${view.projectId}`,
    card: cardChoiceOf(input),
    holds: (paymentId, until) => [slotHold(slot, paymentId, until)],
    readModels: [],
    running: () => runningFor(runtime, slot, purpose),
  });
  if (outcome.status === 'declined') return { status: 'declined', message: outcome.message };
  return { status: 'tipped', tips: await projectTips(runtime, caller, { needId: view.needId }) };
}

/** multipleNeed tips (GET) {needId}: the tips given on a project. */
export async function projectTips(runtime: Runtime, caller: ProjectCaller, input: unknown) {
  const view = await getNeed(runtime, caller, input);
  const need = (await needState(runtime, view.needId))!;
  return { needId: view.needId, canTip: tipRefusal(need) === null, tips: need.tips, totalCents: need.tips.reduce((s, t) => s + t.amountCents, 0) };
}
