import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { budgetTiers } from '../../../domain/projects/budget';
import { absurdBudgetCents, leastBudgetCents, maxSplitPieces } from '../../../domain/projects/budget-choices';
import { plansForRoom } from '../../../domain/projects/answers';
import {
  type DetailKey,
  designScopes,
  detailPage,
  detailsFor,
  fabricChoices,
  legStyles,
  materialNames,
  maxStyleWords,
  maxWallColours,
  pieceKindsFor,
  pieceName,
  roomUsers,
  shapes,
  startingPoints,
  wallChoices,
  wallPalette,
  woodTones,
  workFromHome,
} from '../../../domain/projects/details';
import { pieces } from '../../../domain/catalogue/models3d/pieces';
import { findPlan, type PlanType } from '../../../domain/projects/plans';
import { isRemodel, nextStep, questionnaireContextOf, questionnaireSteps, stepHref, type StepKey, visibleSteps } from '../../../domain/projects/questionnaire';
import { ValidationError } from '../../../domain/shared/errors';
import type { Runtime } from '../../../infra/runtime';
import type { NeedView } from '../../../projections/projects/needs';
import { ok, visitorAction } from '../../web/page-form.server';
import { getSession, type RequestSession } from '../../web/session.server';
import { saveDetail } from '../application/details.server';
import { saveStep } from '../application/needs.server';
import { projectPayments } from '../application/project-money.server';
import { budgetText } from '../project-answers';
import { budgetFromForm } from './budget-form.server';
import { detailLine, pageLink } from './detail-links.server';
import { callerOf, needForPage, questionnaireQuery, stepPageData } from './questionnaire-pages.server';

/**
 * The questionnaire's optional pages (issue 23): the details around the steps
 * (/design/choose, the furniture pages, /design/material, /design/aboutYou/aboutYou),
 * the two hubs (/design/furniture, /design/budget), the budget's other two ways
 * (/design/budget/rangeChoose, /preciseBudget) and the payment part of the review
 * (/design/review/payment). Each reads and writes the caller's own project only.
 */

const noStore = { 'Cache-Control': 'private, no-store' };
const stepByKey = (key: StepKey) => questionnaireSteps.find((s) => s.key === key)!;
const ctxOf = (need: NeedView) => questionnaireContextOf(need);
const stepLink = (key: StepKey, need: NeedView, from?: string | null) => stepHref(stepByKey(key), { needId: need.needId, packageId: need.packageId, v: Date.now(), from });
const shows = (need: NeedView, key: StepKey) => visibleSteps(ctxOf(need)).some((s) => s.key === key);

/**
 * The caller's project; a signed-out visitor who cannot see it is sent to sign in
 * (it may be their account's), a signed-in client who cannot gets 404.
 */
async function projectFor(runtime: Runtime, request: Request, session: RequestSession): Promise<NeedView> {
  try {
    return await needForPage(runtime, request, session);
  } catch (error) {
    if (error instanceof Response && error.status === 404 && !session.user) {
      const url = new URL(request.url);
      throw redirect(`/design/sign-in?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`);
    }
    throw error;
  }
}

/** The step whose place in the progress a detail page shares. */
function stepOfDetail(key: DetailKey, need: NeedView): StepKey {
  if (key === 'SCOPE') return 'LIFESTYLE';
  if (key === 'ABOUT_YOU_MORE') return 'ALL_ABOUT_YOU';
  return shows(need, 'FURNITURE') ? 'FURNITURE' : 'ROOM_DETAILS';
}

/** Where a detail page's Back and Next lead: the review when it came from there, else the page that links to it. */
function homeOf(key: DetailKey, need: NeedView, from: string | null): string {
  if (from === 'review') return stepLink('REVIEW', need);
  if (key === 'SCOPE') return stepLink('LIFESTYLE', need);
  if (key === 'ABOUT_YOU_MORE') return stepLink('ALL_ABOUT_YOU', need);
  return pageLink('/design/furniture', need);
}

/** What a detail's page offers to choose from. */
function choicesFor(key: DetailKey, need: NeedView) {
  switch (key) {
    case 'SCOPE':
      return { scopes: designScopes, starts: startingPoints };
    case 'FURNITURE_PIECES': {
      // A kind's picture when the site draws a named piece of it (domain/catalogue/models3d/pieces.ts).
      const pictureOf = (kind: string) => {
        const name = Object.entries(pieces).find(([, p]) => p.kind === kind)?.[0];
        return name ? `/media/pieces/${name}.webp` : null;
      };
      return { kinds: pieceKindsFor(need.room.name).map((kind) => ({ id: kind, name: pieceName(kind), picture: pictureOf(kind) })) };
    }
    case 'FURNITURE_STYLE':
      return { woodTones, legs: legStyles, shapes, fabrics: fabricChoices };
    case 'WALL_COLOR':
      return { choices: wallChoices, palette: wallPalette, max: maxWallColours };
    case 'MATERIALS':
      return { materials: materialNames };
    case 'ABOUT_YOU_MORE':
      return { users: roomUsers, workFromHome, maxWords: maxStyleWords };
  }
}

/** A detail's answer from its page's form (each page names its fields after the answer's). */
export function detailFromForm(key: DetailKey, form: FormData): Record<string, unknown> {
  const text = (name: string) => (typeof form.get(name) === 'string' ? String(form.get(name)) : '');
  const one = (name: string) => text(name).trim() || undefined;
  const all = (name: string) => form.getAll(name).filter((v): v is string => typeof v === 'string');
  switch (key) {
    case 'SCOPE':
      return { covers: all('covers'), start: one('start'), keeping: text('keeping') };
    case 'FURNITURE_PIECES':
      return { need: all('need'), keep: all('keep'), note: text('note') };
    case 'FURNITURE_STYLE':
      return { woodTones: all('woodTones'), legs: all('legs'), shapes: all('shapes'), fabrics: all('fabrics'), note: text('note') };
    case 'WALL_COLOR':
      return { choice: one('choice'), colours: one('choice') === 'PALETTE' ? all('colours') : [], note: text('note') };
    case 'MATERIALS':
      return { liked: all('liked'), disliked: all('disliked'), note: text('note') };
    case 'ABOUT_YOU_MORE':
      return { users: all('users'), workFromHome: one('workFromHome'), accessibility: text('accessibility'), styleWords: text('styleWords').split(',').map((w) => w.trim()).filter(Boolean) };
  }
}

/** A detail's page: the project's progress, the saved answer and its choices. A room that does not ask it goes to its home. */
export function detailLoader(key: DetailKey) {
  const page = detailPage(key);
  return async ({ request, context }: LoaderFunctionArgs) => {
    const session = await getSession(request, context);
    const runtime = context.runtime;
    const need = await projectFor(runtime, request, session);
    const { from } = questionnaireQuery(request);
    if (!detailsFor(need.room.name).some((d) => d.key === key)) throw redirect(homeOf(key, need, from));
    const step = await stepPageData(runtime, session, need, stepByKey(stepOfDetail(key, need)), page.route, from);
    return data(
      { ...step, backHref: homeOf(key, need, from), detail: { key, title: page.title, answer: (need.details[key] ?? null) as Record<string, unknown> | null }, choices: choicesFor(key, need) },
      { headers: noStore },
    );
  };
}

/** A detail's form: "save" keeps it (autosave) and stays, "next" keeps it and goes back to where the page was opened from. */
export function detailAction(key: DetailKey) {
  return visitorAction(async ({ context, session, form, intent, request }) => {
    const runtime = context.runtime;
    const need = await projectFor(runtime, request, session);
    const { from } = questionnaireQuery(request);
    if (intent !== 'save' && intent !== 'next') throw new ValidationError('INVALID_INTENT', 'Please use the Next button to go on');
    const saved = await saveDetail(runtime, callerOf(session), { needId: need.needId, detail: key, values: detailFromForm(key, form) }, { waitForReadModel: intent !== 'save' });
    if (intent === 'save') return ok('Saved', 'save');
    return redirect(homeOf(key, saved, from));
  });
}

/** /design/furniture: the furniture questions' hub (pieces, style, walls, materials) with what is answered. */
export async function furnitureHubLoader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const runtime = context.runtime;
  const need = await projectFor(runtime, request, session);
  const { from } = questionnaireQuery(request);
  const furniture = shows(need, 'FURNITURE');
  const step = await stepPageData(runtime, session, need, stepByKey(furniture ? 'FURNITURE' : 'ROOM_DETAILS'), '/design/furniture', from);
  const keys: DetailKey[] = ['FURNITURE_PIECES', 'FURNITURE_STYLE', 'WALL_COLOR', 'MATERIALS'];
  const asked = keys.filter((k) => detailsFor(need.room.name).some((d) => d.key === k));
  const next =
    from === 'review' ? stepLink('REVIEW', need) : furniture && !need.answers.FURNITURE ? stepLink('FURNITURE', need) : stepLink(furniture ? nextStep('FURNITURE', ctxOf(need))!.key : 'BUDGET', need);
  return data(
    {
      ...step,
      lines: asked.map((k) => detailLine(k, need, null)),
      stylePicsHref: furniture ? stepLink('FURNITURE', need, from) : null,
      nextHref: next,
      backHref: furniture ? stepLink('FURNITURE', need, from) : stepLink('BUDGET', need, from),
    },
    { headers: noStore },
  );
}

/** The plan whose budget rules apply: the one paid or chosen, else the room's usual one (as the BUDGET step). */
const planOf = (need: NeedView): PlanType =>
  ((need.plan ?? (need.answers.PAYMENT as { plan?: string } | undefined)?.plan) as PlanType | undefined) ?? plansForRoom(need.room.name).find((p) => p !== 'KICK_START') ?? 'CLASSIC';

/** Where Next leads after the budget: the review when it came from there, else the step after BUDGET. */
const afterBudget = (need: NeedView, from: string | null) => (from === 'review' ? stepLink('REVIEW', need) : stepLink(nextStep('BUDGET', ctxOf(need))?.key ?? 'REVIEW', need));

/** /design/budget: the budget hub — the budget kept, and the three ways to set it. */
export async function budgetHubLoader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const runtime = context.runtime;
  const need = await projectFor(runtime, request, session);
  const { from } = questionnaireQuery(request);
  const step = await stepPageData(runtime, session, need, stepByKey('BUDGET'), '/design/budget', from);
  const budget = need.answers.BUDGET as Record<string, unknown> | undefined;
  return data(
    {
      ...step,
      budget: budgetText(budget),
      budgetType: typeof budget?.type === 'string' ? budget.type : null,
      ways: [
        { key: 'TIER', title: 'Choose a range', text: 'Pick one of your plan’s budget ranges, or type your own range.', href: stepLink('BUDGET', need, from) },
        { key: 'SPLIT', title: 'Split it by piece', text: 'Say what each piece may cost; the range is what they add up to.', href: pageLink('/design/budget/rangeChoose', need, from) },
        { key: 'PRECISE', title: 'An exact amount', text: 'One figure you want the whole room to come to.', href: pageLink('/design/budget/preciseBudget', need, from) },
      ],
      nextHref: budget ? afterBudget(need, from) : stepLink('BUDGET', need, from),
      backHref: from === 'review' ? stepLink('REVIEW', need) : stepLink('BUDGET', need),
    },
    { headers: noStore },
  );
}

/** /design/budget/rangeChoose and /preciseBudget: the plan's rules and the budget kept; the pieces to split over. */
export function budgetWayLoader(route: '/design/budget/rangeChoose' | '/design/budget/preciseBudget') {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const session = await getSession(request, context);
    const runtime = context.runtime;
    const need = await projectFor(runtime, request, session);
    const { from } = questionnaireQuery(request);
    const step = await stepPageData(runtime, session, need, stepByKey('BUDGET'), route, from);
    const plan = planOf(need);
    const budget = (need.answers.BUDGET ?? null) as Record<string, unknown> | null;
    // The pieces to split over: those the client said they need, else the room's usual ones.
    const wanted = ((need.details.FURNITURE_PIECES as { need?: string[] } | undefined)?.need ?? []) as string[];
    const kinds = pieceKindsFor(need.room.name);
    const offered = [...wanted, ...kinds.filter((k) => !wanted.includes(k))].slice(0, maxSplitPieces);
    return data(
      {
        ...step,
        budget,
        budgetText: budgetText(budget ?? undefined),
        rules: { plan: findPlan(plan)?.title ?? plan, leastCents: leastBudgetCents(budgetTiers(plan)), mostCents: absurdBudgetCents, tiers: budgetTiers(plan) },
        pieces: offered.map((k) => ({ id: k, name: pieceName(k), wanted: wanted.includes(k) })),
        remodel: isRemodel(need.room.name),
        backHref: pageLink('/design/budget', need, from),
      },
      { headers: noStore },
    );
  };
}

/** Saving either way writes the one BUDGET answer (the one the range page writes): the last one saved is the budget. */
export const budgetWayAction = visitorAction(async ({ context, session, form, intent, request }) => {
  const runtime = context.runtime;
  const need = await projectFor(runtime, request, session);
  const { from } = questionnaireQuery(request);
  if (intent !== 'save' && intent !== 'next') throw new ValidationError('INVALID_INTENT', 'Please use the Next button to go on');
  const saved = await saveStep(runtime, callerOf(session), { needId: need.needId, step: 'BUDGET', values: budgetFromForm(form) }, { waitForReadModel: intent !== 'save' });
  if (intent === 'save') return ok('Saved', 'save');
  return redirect(afterBudget(saved, from));
});

/** /design/review/payment: the plan chosen, what was paid and when, or how to pay. */
export async function paymentReviewLoader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const runtime = context.runtime;
  const need = await projectFor(runtime, request, session);
  const step = await stepPageData(runtime, session, need, stepByKey('REVIEW'), '/design/review/payment', 'review');
  const { payments, totalCents } = await projectPayments(runtime, callerOf(session), { needId: need.needId });
  const chosen = (need.plan ?? (need.answers.PAYMENT as { plan?: string } | undefined)?.plan ?? null) as string | null;
  const unpaid = need.paidCents === null;
  return data(
    {
      ...step,
      plan: chosen ? { type: chosen, title: findPlan(chosen)?.title ?? chosen } : null,
      paid: !unpaid,
      payments,
      totalCents,
      // Unpaid: pay for the chosen plan, or choose one first.
      payHref: unpaid ? (chosen ? pageLink('/design/payment/payment', need, 'review') : stepLink('PAYMENT', need, 'review')) : null,
      planHref: unpaid ? stepLink('PAYMENT', need, 'review') : `/project/info/upgrade?needId=${need.needId}`,
      backHref: stepLink('REVIEW', need),
      nextHref: stepLink('REVIEW', need),
    },
    { headers: noStore },
  );
}
