import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { upgradeCost, upgradeRefusal } from '../../../domain/projects/need.decide';
import { findPlan, type PlanType } from '../../../domain/projects/plans';
import { revisionRefusal, revisionsLeft } from '../../../domain/projects/revisions';
import { ValidationError } from '../../../domain/shared/errors';
import { listCards } from '../../../projections/payments/cards';
import { proposalsOfNeed } from '../../../projections/review/proposals';
import { userAction } from '../../web/page-form.server';
import { furniturePayment, priceOfGoods, projectGoods } from '../application/furniture.server';
import { type AfterRevisionRequest, rateProject, requestRevision } from '../application/needs.server';
import { shopperOf } from '~/commerce/index.server';
import { activeVariant, requestRedesign, upgradePlan } from '../application/plan-payment.server';
import { planTitle, revisionsText } from '../project-story';
import { callerOf, noStore, onceId, ownProject } from './project-pages.server';

const upgradeTargets: PlanType[] = ['CLASSIC', 'LUXE', 'IN_PERSON'];
const needIdOf = (request: Request) => new URL(request.url).searchParams.get('needId') ?? new URL(request.url).searchParams.get('id') ?? '';
const back = (request: Request, flag: string) => {
  const url = new URL(request.url);
  return `${url.pathname}?${new URLSearchParams({ needId: needIdOf(request), [flag]: '1' })}`;
};

/** upgrade: the dearer plans this project may move to, each with what it costs now (the difference), and the client's cards. */
export async function upgradeLoader(args: LoaderFunctionArgs) {
  const { view, need, url, session } = await ownProject(args);
  const variant = await activeVariant(args.context.runtime);
  const options = need.payment && need.plan
    ? upgradeTargets.filter((to) => upgradeRefusal(need, to) === null).map((to) => {
        const plan = findPlan(to, variant)!;
        return { type: to, title: plan.title, moduleText: plan.moduleText, priceCents: plan.offerPrice, payCents: upgradeCost(need.plan!, need.payment!.amountCents, plan.offerPrice).amountCents };
      })
    : [];
  const asked = (url.searchParams.get('plan') ?? '').toUpperCase();
  const chosen = options.find((o) => o.type === asked) ?? null;
  const cards = session.user && chosen ? await listCards(args.context.runtime.db, session.user.id) : [];
  return data(
    {
      needId: view.needId,
      paid: need.payment !== null,
      plan: planTitle(need.plan),
      remodel: need.plan === 'BATHROOM' || need.plan === 'KITCHEN',
      paidCents: need.payment?.amountCents ?? 0,
      options,
      chosen,
      cards: cards.map((c) => ({ uuid: c.uuid, brand: c.brand, last4: c.last4, expMonth: c.expMonth, expYear: c.expYear, isDefault: c.isDefault })),
      upgraded: planTitle(url.searchParams.get('upgraded')),
    },
    { headers: noStore },
  );
}

/** upgrade's form: a saved card (cardId) or a new one; a decline shows the gateway's message and changes nothing. */
export const upgradeAction = userAction(async ({ context, session, input, intent, request }) => {
  if (intent !== 'upgrade') throw new ValidationError('UNKNOWN_INTENT', 'Please try again');
  const plan = (input.plan ?? '').trim().toUpperCase();
  const { cardId, ...card } = input;
  const body = cardId ? { needId: needIdOf(request), plan, cardId } : { ...card, needId: needIdOf(request), plan };
  const outcome = await upgradePlan(context.runtime, callerOf(session), body);
  if (outcome.status === 'declined') return data({ ok: false as const, message: outcome.message, intent, code: 'DECLINED' }, { status: 402 });
  return redirect(`/project/info/upgrade?${new URLSearchParams({ needId: outcome.need.needId, upgraded: outcome.need.plan ?? plan })}`);
});

/** design: the delivered design, revisions left (or why none), the rating given. */
export async function designLoader(args: LoaderFunctionArgs) {
  const { view, need, url, caller } = await ownProject(args);
  // The furniture the designer picked (and the DIY ideas the project grew from), priced now.
  const { goods } = await projectGoods(args.context.runtime, caller, { needId: view.needId });
  const price = goods.some((g) => g.buyable) ? await priceOfGoods(args.context.runtime, caller, view.needId, goods) : null;
  const now = new Date().toISOString();
  const plan = need.plan ?? 'CLASSIC';
  const delivered = need.status === 'DELIVERED';
  const latest = (await proposalsOfNeed(args.context.runtime.db, view.needId, { publishedOnly: true }))[0];
  return data(
    {
      needId: view.needId,
      status: need.status,
      paid: need.payment !== null,
      delivered,
      deliveredAt: need.deliveredAt,
      revisionsUsed: need.revisions.length,
      revisionsLeft: need.plan ? revisionsText(revisionsLeft(plan, need.revisions.length, need.deliveredAt, now)) : null,
      refusal: delivered ? revisionRefusal(plan, need.revisions.length, need.deliveredAt, now) : null,
      redesigned: need.redesigned,
      rating: need.rating,
      canRate: need.deliveredAt !== null,
      revisionId: onceId('rev'),
      flash: url.searchParams.has('revised') ? 'Your revision request is with your designer.' : url.searchParams.has('rated') ? 'Thank you for rating your design.' : null,
      goods,
      proposal: latest ? { proposalId: latest.proposalId, version: latest.version, status: latest.status, boards: latest.boards.length, boardList: latest.boards.map((b) => ({ name: b.name, approved: latest.approvedBoardIds.includes(b.boardId) })) } : null,
      price: price ? { goodsCents: price.goodsCents, shippingCents: price.shippingCents, totalCents: price.totalCents, saleDiscountCents: price.saleDiscountCents, projectFreeShipping: price.project.eligible } : null,
    },
    { headers: noStore },
  );
}

/** A note to the designer: a revision of the delivered design, within the plan's allowance (messages and design). */
async function askRevision(args: Parameters<Parameters<typeof userAction>[0]>[0], afterRequest: AfterRevisionRequest) {
  const { context, session, input, request } = args;
  await requestRevision(context.runtime, callerOf(session), { needId: needIdOf(request), note: input.note ?? '', revisionId: input.revisionId || undefined }, afterRequest);
}

/** The design page's forms; `afterRequest` is what a revision request sets off in the review context (the route passes it). */
export const designAction = (afterRequest: AfterRevisionRequest) =>
  userAction(async (args) => {
    const { context, session, input, intent, request } = args;
    if (intent === 'revision') {
      await askRevision(args, afterRequest);
      return redirect(back(request, 'revised'));
    }
    if (intent === 'furniture') {
      // Every piece into the cart at once (only what it still lacks), then the checkout.
      const result = await furniturePayment(context.runtime, callerOf(session), shopperOf(session), { needId: needIdOf(request) });
      return redirect(result.next);
    }
    if (intent === 'rate') {
      await rateProject(context.runtime, callerOf(session), { needId: needIdOf(request), stars: input.stars ?? '', comment: input.comment ?? '' });
      return redirect(back(request, 'rated'));
    }
    throw new ValidationError('UNKNOWN_INTENT', 'Please try again');
  });

/** The messages page's note to the designer (a revision request; `afterRequest` as for the design page). */
export const messagesAction = (afterRequest: AfterRevisionRequest) =>
  userAction(async (args) => {
    if (args.intent !== 'note') throw new ValidationError('UNKNOWN_INTENT', 'Please try again');
    await askRevision(args, afterRequest);
    return redirect(back(args.request, 'sent'));
  });

/** /project/redesign: one fresh design of a delivered one, with the reason. */
export async function redesignLoader(args: LoaderFunctionArgs) {
  const { view, need, url } = await ownProject(args);
  return data({ needId: view.needId, projectId: view.projectId, room: need.room.name, status: need.status, redesigned: need.redesigned, requested: url.searchParams.has('requested') }, { headers: noStore });
}

export const redesignAction = userAction(async ({ context, session, input, intent, request }) => {
  if (intent !== 'redesign') throw new ValidationError('UNKNOWN_INTENT', 'Please try again');
  await requestRedesign(context.runtime, callerOf(session), { needId: needIdOf(request), reason: input.reason ?? '' });
  return redirect(back(request, 'requested'));
});
