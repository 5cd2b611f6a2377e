import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { budgetTiers } from '../../../domain/projects/budget';
import { bedSizes, plansForRoom, remodelScopes } from '../../../domain/projects/answers';
import { furniturePics, lifestylesFor, stylePersonality, stylePhotos } from '../../../domain/projects/options';
import { findPlan, type PlanType } from '../../../domain/projects/plans';
import { isRemodel, nextStep, previousStep, planOfNeed, progressFromRoute, questionnaireContextOf, questionnaireSteps, type Step, stepHref, type StepKey, stepOfRoute, visibleSteps } from '../../../domain/projects/questionnaire';
import { revisionAllowance } from '../../../domain/projects/revisions';
import { ValidationError } from '../../../domain/shared/errors';
import type { Runtime } from '../../../infra/runtime';
import { listCards } from '../../../projections/payments/cards';
import { type NeedOwnerRef, type NeedView, packageNeeds } from '../../../projections/projects/needs';
import { ok, visitorAction } from '../../web/page-form.server';
import { getSession, type RequestSession } from '../../web/session.server';
import { getNeed, ownRenderChoices, type ProjectCaller, renderingsSummary, saveStep, submitNeed } from '../application/needs.server';
import { checkPlanPromo, payForPlan, variantFor } from '../application/plan-payment.server';
import { keptReferral } from '~/promotions/index.server';
import { showArm } from '~/experiments/index.server';
import { suggestedStylePhotosFor } from '~/discovery/index.server';
import { priceRoleOf } from './price-role.server';
import { budgetFromForm } from './budget-form.server';
import { reviewExtras } from './detail-links.server';
import { defaultRoom } from '../../../domain/rooms/defaults';
import { parseRoom } from '../../../domain/rooms/room';
import { refusalOf } from '../../web/refusal';
import { getterOf, isUnits, onFormRows, roomFromFields, SHOWN_UNITS, UNITS } from '../room-plan-form';

/** The questionnaire's pages (part 2 §2): one loader and one action for every step, each page renders its own form. */

export const callerOf = (session: RequestSession): ProjectCaller => ({ actor: session.actor, visitorId: session.visitorId, userId: session.user?.id ?? null });
const ownerOf = (c: ProjectCaller): NeedOwnerRef => (c.userId ? { kind: 'client', clientId: c.userId } : { kind: 'visitor', visitorId: c.visitorId });
const noStore = { 'Cache-Control': 'private, no-store' };

/** The query every step carries (part 1 §2): needId or id, packageId, a timestamp v, and from=review. */
export function questionnaireQuery(request: Request) {
  const q = new URL(request.url).searchParams;
  return { needId: q.get('needId') ?? q.get('id'), packageId: q.get('packageId'), from: q.get('from') === 'review' ? 'review' : null };
}

const hrefOf = (step: Step, need: NeedView, from?: string | null) => stepHref(step, { needId: need.needId, packageId: need.packageId, v: Date.now(), from });
const routeHref = (route: string, need: NeedView, extra: Record<string, string> = {}) =>
  `${route}?${new URLSearchParams({ needId: need.needId, packageId: need.packageId, v: String(Date.now()), ...extra })}`;
const stepByKey = (key: StepKey) => questionnaireSteps.find((s) => s.key === key)!;
const ctxOf = (need: NeedView) => questionnaireContextOf(need);

/** The plan a project is on or has chosen, for the budget tiers and the price. */
const chosenPlan = (need: NeedView): PlanType | null => planOfNeed(need) as PlanType | null;

/**
 * The project a questionnaire page is about: by needId (the caller's own; anyone
 * else's is 404), or the first unfinished room of a package. No project: back to
 * the room choice.
 */
export async function needForPage(runtime: Runtime, request: Request, session: RequestSession): Promise<NeedView> {
  const q = questionnaireQuery(request);
  const caller = callerOf(session);
  if (q.needId) {
    try {
      return await getNeed(runtime, caller, { needId: q.needId });
    } catch {
      throw new Response('This project does not exist', { status: 404 });
    }
  }
  if (q.packageId && /^pk[a-f0-9]{16}$/.test(q.packageId)) {
    const rooms = await packageNeeds(runtime.db, ownerOf(caller), q.packageId);
    const first = rooms.find((n) => n.submittedAt === null) ?? rooms[0];
    if (first) {
      const url = new URL(request.url);
      url.searchParams.set('needId', first.needId);
      throw redirect(url.pathname + url.search);
    }
  }
  throw redirect('/design/room');
}

/** The package's rooms with this one as `need` tells it (the read model may not show its latest answers, or the room, yet). */
const withCurrent = (rooms: NeedView[], need: NeedView) =>
  (rooms.some((n) => n.needId === need.needId) ? rooms.map((n) => (n.needId === need.needId ? need : n)) : [...rooms, need]).sort((a, b) => Number(a.needId) - Number(b.needId));

/** The other rooms of the package, for "Room 2 of 3". */
async function packageRooms(runtime: Runtime, session: RequestSession, need: NeedView) {
  const rooms = withCurrent(await packageNeeds(runtime.db, ownerOf(callerOf(session)), need.packageId), need);
  return rooms.map((n) => ({ needId: n.needId, projectId: n.projectId, room: n.room.name, status: n.status, submitted: n.submittedAt !== null, current: n.needId === need.needId }));
}

/** What a step's page offers to choose from. */
async function optionsFor(runtime: Runtime, key: StepKey, need: NeedView, role: string | null, visitorId: string, userId: string | null) {
  switch (key) {
    case 'STYLES':
      return { photos: stylePhotos };
    case 'PAYMENT': {
      const variant = await variantFor(runtime, role, visitorId);
      return {
        plans: plansForRoom(need.room.name).map((type) => {
          const plan = findPlan(type, variant)!;
          const allowance = revisionAllowance(type);
          return { type, title: plan.title, title2: plan.title2, priceCents: plan.price, offerCents: plan.offerPrice, perks: plan.perks, tip: plan.tip, revisions: allowance.count === null ? 'Unlimited revisions' : allowance.withinDays ? `${allowance.count} revisions within ${allowance.withinDays} days` : `Up to ${allowance.count} revisions` };
        }),
      };
    }
    case 'LIFESTYLE':
      return { lifestyles: lifestylesFor(need.room.name) };
    case 'FURNITURE':
      return { pics: furniturePics };
    case 'BUDGET':
      return { tiers: budgetTiers(chosenPlan(need) ?? plansForRoom(need.room.name).find((p) => p !== 'KICK_START') ?? 'CLASSIC') };
    case 'RENDERINGS':
      return { renders: await ownRenderChoices(runtime, userId), renderings: stylePhotos };
    case 'REVIEW':
      return reviewOf(need);
    case 'ROOM_DETAILS':
      return { bedroom: need.room.name.trim().toLowerCase() === 'bedroom', remodel: isRemodel(need.room.name), sizes: bedSizes, scopes: remodelScopes, ...measuredRoomOf(need) };
    default:
      return {};
  }
}

/**
 * The plan editor's room (issue 23): the one the client measured, else the room
 * type's default to start from; and the units they measure in.
 */
function measuredRoomOf(need: NeedView) {
  const saved = (need.answers.ROOM_DETAILS ?? {}) as { room?: unknown; roomUnits?: unknown };
  const parsed = saved.room ? parseRoom(saved.room) : null;
  return { measured: Boolean(parsed?.room), room: parsed?.room ?? defaultRoom(need.room.name), units: isUnits(saved.roomUnits) ? saved.roomUnits : 'cm' };
}

/** "Measured: L-shaped, 600 × 450 cm, ceiling 260 cm, 1 door, 1 window". */
function measuredSummary(room: unknown): string | null {
  const r = room ? parseRoom(room).room : null;
  if (!r) return null;
  const count = (type: string, word: string) => {
    const n = r.openings.filter((o) => o.type === type).length;
    return n ? `${n} ${word}${n === 1 ? '' : 's'}` : null;
  };
  const shape = r.shape.type === 'L' ? 'L-shaped' : 'rectangular';
  return [`Measured: ${shape}, ${Math.round(r.shape.width)} × ${Math.round(r.shape.length)} cm`, `ceiling ${Math.round(r.ceiling)} cm`, count('door', 'door'), count('window', 'window'), count('passage', 'open passage')].filter(Boolean).join(', ');
}

/** The review page's summary: each visible step's answer in words, with an edit link back to it (from=review). */
function reviewOf(need: NeedView) {
  const a = need.answers as Partial<Record<StepKey, Record<string, unknown>>>;
  const names = (ids: unknown, list: ReadonlyArray<{ id: string; name?: string; style?: string }>) =>
    (Array.isArray(ids) ? ids : []).map((id) => list.find((o) => o.id === id)).filter(Boolean).map((o) => o!.name ?? o!.style).join(', ');
  const say = (key: StepKey): string | null => {
    const v = a[key];
    if (!v) return null;
    switch (key) {
      case 'STYLES':
        return `${(v.photoIds as string[]).length} photos · ${stylePersonality(v.photoIds as string[]).map((s) => `${s.style} ${s.share}%`).join(', ')}`;
      case 'PAYMENT':
        return `${findPlan(String(v.plan))?.title ?? String(v.plan)}${need.paidCents !== null ? ' · paid' : ' · not paid yet'}`;
      case 'LIFESTYLE':
        return names(v.lifestyles, lifestylesFor(need.room.name));
      case 'FURNITURE':
        return names(v.stylePicIds, furniturePics);
      case 'BUDGET':
        return `${String(v.budget)} · ${formatRange(v.minPrice as number, v.maxPrice as number | null)}`;
      case 'ALL_ABOUT_YOU':
        return `${v.adultsCount} ${v.adultsCount === 1 ? 'adult' : 'adults'}, ${v.kidsNum} ${v.kidsNum === 1 ? 'child' : 'children'} · ${v.owned} · pets: ${v.pet}${v.petRemark ? ` (${v.petRemark})` : ''}`;
      case 'ROOM_DETAILS':
        return [v.size ? `${v.size} bed` : null, v.scope, v.address, v.remark, measuredSummary(v.room)].filter(Boolean).join(' · ');
      case 'RENDERINGS':
        return renderingsSummary(v.combinationIds);
      default:
        return null;
    }
  };
  return {
    summary: visibleSteps(ctxOf(need))
      .filter((s) => s.key !== 'REVIEW')
      .map((s) => ({ key: s.key, title: s.title, answer: say(s.key), editHref: s.key === 'PAYMENT' && need.paidCents === null && a.PAYMENT ? routeHref('/design/payment/payment', need, { from: 'review' }) : hrefOf(s, need, 'review') })),
    payHref: need.paidCents === null && a.PAYMENT ? routeHref('/design/payment/payment', need, { from: 'review' }) : null,
    ...reviewExtras(need),
  };
}

const formatRange = (min: number, max: number | null) => (max === min ? `$${(min / 100).toLocaleString('en-US')}` : max === null ? `$${(min / 100).toLocaleString('en-US')}+` : `$${(min / 100).toLocaleString('en-US')} - $${(max / 100).toLocaleString('en-US')}`);

/** The step a route shows; a step this project does not have (furniture for a kitchen) moves on to the next. */
export function questionnaireLoader(route: string) {
  const step = stepOfRoute(route)!;
  return async ({ request, context }: LoaderFunctionArgs) => {
    const session = await getSession(request, context);
    const runtime = context.runtime;
    const need = await needForPage(runtime, request, session);
    const q = questionnaireQuery(request);
    const ctx = ctxOf(need);
    const steps = visibleSteps(ctx);
    if (!steps.some((s) => s.key === step.key)) {
      const at = questionnaireSteps.findIndex((s) => s.key === step.key);
      const next = q.from === 'review' ? stepByKey('REVIEW') : (questionnaireSteps.slice(at + 1).find((s) => steps.some((v) => v.key === s.key)) ?? stepByKey('REVIEW'));
      throw redirect(hrefOf(next, need, q.from));
    }
    return data(await stepPageData(runtime, session, need, step, route, q.from, (await priceRoleOf(request)).role), { headers: noStore });
  };
}

/** One questionnaire page's data; `role` is the browser's price role (it picks the plan prices shown). */
export async function stepPageData(runtime: Runtime, session: RequestSession, need: NeedView, step: Step, route: string, from: string | null, role: string | null = null) {
  const ctx = ctxOf(need);
  const steps = visibleSteps(ctx);
  const previous = previousStep(step.key, ctx);
  const at = steps.findIndex((s) => s.key === step.key);
  return {
    need,
    step,
    route,
    from,
    signedIn: Boolean(session.user),
    steps: steps.map((s, i) => ({ key: s.key, title: s.title, href: hrefOf(s, need), done: Boolean(need.answers[s.key]) || i < at, current: s.key === step.key })),
    showProgress: steps.findIndex((s) => s.key === 'PAYMENT') < at || route === progressFromRoute,
    backHref: step.key === 'STYLES' ? '/design/room' : step.key === 'PAYMENT' ? routeHref('/design/personality', need) : previous ? hrefOf(previous, need) : '/design/room',
    rooms: await packageRooms(runtime, session, need),
    options: await optionsFor(runtime, step.key, need, role, session.visitorId, session.user?.id ?? null),
    plan: chosenPlan(need),
    /** The style step pre-filled from the client's style quiz (issue 24), until they answer it themselves. */
    suggestedPhotoIds: step.key === 'STYLES' && !need.answers.STYLES ? await suggestedStylePhotosFor(runtime, session) : null,
  };
}

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' && v.trim() !== '' ? v : undefined;
};

/** A step's answer from its form (each page names its fields after the answer's). */
export function answerFromForm(key: StepKey, form: FormData): Record<string, unknown> {
  switch (key) {
    case 'STYLES':
      return { photoIds: form.getAll('photoIds') };
    case 'PAYMENT':
      return { plan: text(form, 'plan') };
    case 'LIFESTYLE':
      return { lifestyles: form.getAll('lifestyles') };
    case 'FURNITURE':
      return { stylePicIds: form.getAll('stylePicIds') };
    case 'BUDGET':
      return budgetFromForm(form);
    case 'ALL_ABOUT_YOU':
      return { adultsCount: text(form, 'adultsCount'), kidsNum: text(form, 'kidsNum') ?? '0', owned: text(form, 'owned'), pet: text(form, 'pet'), petRemark: text(form, 'petRemark') ?? '' };
    case 'ROOM_DETAILS':
      return Object.fromEntries(['remark', 'size', 'address', 'scope'].map((n) => [n, text(form, n)]).filter(([, v]) => v !== undefined));
    case 'RENDERINGS':
      return { combinationIds: form.getAll('combinationIds') };
    case 'REVIEW':
      return {};
  }
}

/** Where Next goes after a step is saved. */
async function afterStep(need: NeedView, key: StepKey, from: string | null): Promise<string> {
  if (key === 'STYLES' && from !== 'review') return routeHref('/design/personality', need);
  if (key === 'PAYMENT' && need.paidCents === null) return routeHref('/design/payment/payment', need, from ? { from } : {});
  const next = nextStep(key, ctxOf(need), from);
  return next ? hrefOf(next, need) : hrefOf(stepByKey('REVIEW'), need);
}

/** After the last step: the next unfinished room of the package, or the success page. */
async function afterSubmit(runtime: Runtime, session: RequestSession, need: NeedView): Promise<string> {
  const rooms = await packageNeeds(runtime.db, ownerOf(callerOf(session)), need.packageId);
  const nextRoom = rooms.find((n) => n.submittedAt === null && n.needId !== need.needId);
  if (nextRoom) return hrefOf(stepByKey('STYLES'), nextRoom);
  return `/design/success?${new URLSearchParams({ packageId: need.packageId, needId: need.needId })}`;
}

/**
 * A step's form: intent "save" keeps the answers (autosave) and stays; "next" keeps
 * them and moves on; on REVIEW "next" submits the project (it leaves DRAFT).
 */
export function questionnaireAction(route: string) {
  const step = stepOfRoute(route)!;
  return visitorAction(async ({ context, session, form, intent, request, input }) => {
    const runtime = context.runtime;
    const caller = callerOf(session);
    const need = await needForPage(runtime, request, session);
    const { from } = questionnaireQuery(request);
    if (step.key === 'REVIEW') {
      if (intent !== 'next') throw new ValidationError('INVALID_INTENT', 'Please use the Next button to submit your project');
      const submitted = await submitNeed(runtime, caller, { needId: need.needId });
      return redirect(await afterSubmit(runtime, session, submitted));
    }
    if (intent !== 'save' && intent !== 'next') throw new ValidationError('INVALID_INTENT', 'Please use the Next button to go on');
    const values = answerFromForm(step.key, form);
    // ROOM DETAILS: the plan editor's form gives the measured room (or none: its box unticked); the other ways in keep it.
    let rows: number[] | null = null;
    if (step.key === 'ROOM_DETAILS') {
      const kept = (need.answers.ROOM_DETAILS ?? {}) as { room?: unknown; roomUnits?: unknown };
      if (form.has(SHOWN_UNITS)) {
        const plan = roomFromFields(getterOf(form));
        if (plan) [values.room, rows] = [plan.room, plan.rows];
        const units = form.get(UNITS);
        values.roomUnits = isUnits(units) ? units : (plan?.units ?? 'cm');
      } else {
        if (kept.room !== undefined) values.room = kept.room;
        if (kept.roomUnits !== undefined) values.roomUnits = kept.roomUnits;
      }
    }
    let saved: NeedView;
    try {
      // An autosave stays on its page: it need not wait for the read models.
      saved = await saveStep(runtime, caller, { needId: need.needId, step: step.key, values }, { waitForReadModel: intent !== 'save' });
    } catch (error) {
      const refusal = rows ? refusalOf(error) : null;
      if (!refusal?.fields) throw error;
      // The plan editor's messages on the rows they came from, with what was typed (a page without scripts shows it again).
      const fields = onFormRows(refusal.fields, rows!);
      return data({ ok: false as const, message: refusal.message, code: refusal.code, fields, intent, values: input }, { status: refusal.status });
    }
    if (intent === 'save') return ok('Saved', 'save');
    return redirect(await afterStep(saved, step.key, from));
  });
}

/** /design/personality: the style the client's photos say, between STYLES and PAYMENT. */
export async function personalityLoader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const need = await needForPage(context.runtime, request, session);
  const photoIds = ((need.answers.STYLES as { photoIds?: string[] } | undefined)?.photoIds ?? []) as string[];
  if (!photoIds.length) throw redirect(hrefOf(stepByKey('STYLES'), need));
  const page = await stepPageData(context.runtime, session, need, stepByKey('STYLES'), '/design/personality', null);
  return data(
    { ...page, personality: stylePersonality(photoIds), photos: stylePhotos.filter((p) => photoIds.includes(p.id)), nextHref: hrefOf(stepByKey('PAYMENT'), need), backHref: hrefOf(stepByKey('STYLES'), need) },
    { headers: noStore },
  );
}

/** /design/payment/payment: paying for the plan chosen on the PAYMENT step (sign-in needed; a visitor may pay later). */
export async function planPaymentLoader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const runtime = context.runtime;
  const need = await needForPage(runtime, request, session);
  const { from } = questionnaireQuery(request);
  if (need.paidCents !== null) throw redirect(routeHref('/design/payment/continue', need));
  const type = chosenPlan(need);
  if (!type) throw redirect(hrefOf(stepByKey('PAYMENT'), need));
  const { role } = await priceRoleOf(request);
  const plan = findPlan(type, await variantFor(runtime, role, session.visitorId))!;
  // Shown: the visitor's arm of a running plan-price experiment counts as an exposure (with consent).
  await showArm(runtime, request, session, 'price');
  const page = await stepPageData(runtime, session, need, stepByKey('PAYMENT'), '/design/payment/payment', from, role);
  const later = from === 'review' ? hrefOf(stepByKey('REVIEW'), need) : hrefOf(nextStep('PAYMENT', ctxOf(need))!, need);
  // A friend's link followed earlier in this browser session: what the first project costs with it.
  const ref = session.user ? await keptReferral(runtime, request) : null;
  const quote = ref ? await checkPlanPromo(runtime, callerOf(session), { plan: type, ref, role: role ?? undefined }) : null;
  return data(
    {
      ...page,
      payPlan: { type, title: plan.title, priceCents: plan.price, offerCents: plan.offerPrice },
      referral: quote?.applies && quote.payCents !== null ? { discountCents: quote.discountCents, payCents: quote.payCents } : null,
      cards: session.user ? await listCards(runtime.db, session.user.id) : [],
      laterHref: later,
      backHref: hrefOf(stepByKey('PAYMENT'), need),
    },
    { headers: noStore },
  );
}

export const planPaymentAction = visitorAction(async ({ context, session, input, request }) => {
  const runtime = context.runtime;
  const need = await needForPage(runtime, request, session);
  const { from } = questionnaireQuery(request);
  // The price this browser was shown (its price role) is the price charged.
  const { role } = await priceRoleOf(request);
  // A friend's referral rides in the session's referral cookie unless the form names one; a code wins over it.
  const ref = input.ref?.trim() || (await keptReferral(runtime, request)) || undefined;
  const result = await payForPlan(runtime, callerOf(session), { ...input, needId: need.needId, code: input.code?.trim() || undefined, ref, role: role ?? undefined, cardId: input.cardId || undefined });
  if (result.status === 'declined') return { ok: false, message: result.message, code: 'CARD_DECLINED' };
  return redirect(routeHref('/design/payment/continue', result.need, from ? { from } : {}));
});

/** /design/payment/continue: the plan is paid; the questionnaire goes on with the progress shown from here. */
export async function paymentContinueLoader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const runtime = context.runtime;
  const need = await needForPage(runtime, request, session);
  const { from } = questionnaireQuery(request);
  if (need.paidCents === null) throw redirect(hrefOf(stepByKey('PAYMENT'), need));
  const page = await stepPageData(runtime, session, need, stepByKey('PAYMENT'), progressFromRoute, from);
  const next = from === 'review' ? stepByKey('REVIEW') : nextStep('PAYMENT', ctxOf(need))!;
  return data({ ...page, showProgress: true, nextHref: hrefOf(next, need), nextTitle: next.title }, { headers: noStore });
}

/** /design/success?packageId (&needId: the room just submitted): the rooms of a package once submitted, with what happens next. */
export async function successLoader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const query = new URL(request.url).searchParams;
  const packageId = query.get('packageId') ?? '';
  if (!/^pk[a-f0-9]{16}$/.test(packageId)) throw redirect('/project/index');
  let rooms = await packageNeeds(context.runtime.db, ownerOf(callerOf(session)), packageId);
  // The room just submitted, as its events tell it: the read model may not show it submitted, or at all, yet.
  const just = query.get('needId') ? await getNeed(context.runtime, callerOf(session), { needId: query.get('needId') }).catch(() => null) : null;
  if (just && just.packageId === packageId) rooms = withCurrent(rooms, just);
  if (!rooms.length) throw new Response('This project does not exist', { status: 404 });
  return data({ rooms, signedIn: Boolean(session.user) }, { headers: noStore });
}

export const firstStepHref = (need: NeedView) => {
  const open = visibleSteps(ctxOf(need)).find((s) => s.key !== 'REVIEW' && !need.answers[s.key]) ?? stepByKey('REVIEW');
  return hrefOf(open, need);
};
