import { type ActionFunctionArgs, data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { type DiyStep, diyStepOf, diySteps, firstOpenStep, optionalDiySteps } from '../../../domain/diy/steps';
import { budgetTiers } from '../../../domain/projects/budget';
import { lifestylesFor, stylePhotos } from '../../../domain/projects/options';
import { isRemodel } from '../../../domain/projects/questionnaire';
import { roomTypes } from '../../../domain/projects/rooms';
import { ValidationError } from '../../../domain/shared/errors';
import type { Runtime } from '../../../infra/runtime';
import type { DiyProjectView } from '../../../projections/diy/projects';
import { answerFromForm, callerOf } from '~/projects/index.server';
import { ok, visitorAction } from '../../web/page-form.server';
import { getSession, type RequestSession } from '../../web/session.server';
import { shopperOf } from '~/commerce/index.server';
import { openDiyBoard } from '~/canvas/index.server';
import { suggestedStylePhotosFor } from '~/discovery/index.server';
import { diyProjectOf } from '../application/diy-view.server';
import { boardIdeas, boardSummary, buyBoard, getDiy, saveDiyBoard, saveDiyStep, startDiy, upgradeDiy } from '../application/diy.server';
import { diyProjectsHref } from '../components/diy-step';

/** The DIY flow's pages (part 1 §2, part 2 §2): /diy/room → image → budget → rendering → the mood-board step. */

const noStore = { 'Cache-Control': 'private, no-store' };
export const stepHref = (key: DiyStep, diyId: string) => `${diyStepOf(key).route}?${new URLSearchParams({ id: diyId })}`;

/** The project a page is about (?id=): the caller's own; anyone else's, or an unknown id, is 404. No id: the room choice. */
export async function diyForPage(runtime: Runtime, request: Request, session: RequestSession): Promise<DiyProjectView> {
  const id = new URL(request.url).searchParams.get('id');
  if (id === null || id === '') throw redirect('/diy/room');
  try {
    return await getDiy(runtime, callerOf(session), { id });
  } catch {
    throw new Response('This DIY project does not exist', { status: 404 });
  }
}

/** The four steps of the flow, for the progress line. */
function progress(view: DiyProjectView, current: DiyStep | 'ROOM' | 'BOARD') {
  const main = [
    { key: 'ROOM', title: 'Room', href: '/diy/room', done: true },
    ...diySteps.filter((s) => s.required).map((s) => ({ key: s.key as string, title: s.title, href: stepHref(s.key, view.diyId), done: Boolean(view.answers[s.key]) })),
    { key: 'BOARD', title: 'Mood board', href: stepHref('RENDERING', view.diyId), done: view.savedAt !== null },
  ];
  return main.map((s) => ({ ...s, current: s.key === current }));
}

const remodelPlan = (room: string) => (room.trim().toLowerCase() === 'kitchen' ? 'KITCHEN' : 'BATHROOM');

function optionsFor(step: DiyStep, view: DiyProjectView) {
  const room = view.room.name;
  switch (step) {
    case 'IMAGE':
      return { photos: stylePhotos };
    case 'BUDGET':
      return { tiers: budgetTiers(isRemodel(room) ? remodelPlan(room) : 'CLASSIC') };
    case 'LIFESTYLE':
      return { lifestyles: lifestylesFor(room) };
    case 'ROOM_DETAILS':
      return { bedroom: room.trim().toLowerCase() === 'bedroom', sizes: ['Twin', 'Full', 'Queen', 'King', 'California King'] };
    default:
      return {};
  }
}

/** Where Back goes from a step: the previous step of the flow; an optional step goes back to the board. */
function backOf(step: DiyStep, view: DiyProjectView): string {
  if (step === 'IMAGE') return '/diy/room';
  if (step === 'BUDGET') return stepHref('IMAGE', view.diyId);
  return stepHref(step === 'RENDERING' ? 'BUDGET' : 'RENDERING', view.diyId);
}

/** Where Next goes once a step is saved: on through the flow; an optional step returns to the board. */
function nextOf(step: DiyStep, view: DiyProjectView): string {
  if (step === 'IMAGE') return stepHref('BUDGET', view.diyId);
  return stepHref('RENDERING', view.diyId);
}

export function diyStepLoader(step: DiyStep) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const session = await getSession(request, context);
    const view = await diyForPage(context.runtime, request, session);
    if (view.needPackageId) throw redirect(`/design/image?${new URLSearchParams({ packageId: view.needPackageId })}`);
    return data(
      {
        project: view,
        step: diyStepOf(step),
        options: optionsFor(step, view),
        progress: progress(view, step),
        optional: optionalDiySteps.map((s) => ({ key: s.key, title: s.title, href: stepHref(s.key, view.diyId), done: Boolean(view.answers[s.key]) })),
        backHref: backOf(step, view),
        signedIn: Boolean(session.user),
        /** The style photos pre-filled from the visitor's style quiz (issue 24), until they answer the step. */
        suggestedPhotoIds: step === 'IMAGE' && !view.answers.IMAGE ? await suggestedStylePhotosFor(context.runtime, session) : null,
      },
      { headers: noStore },
    );
  };
}

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
};
const feetAndInches = (form: FormData, prefix: string) => ({ feet: text(form, `${prefix}Ft`), inches: text(form, `${prefix}In`) ?? '0' });

/** A DIY step's answer from its form (the budget, lifestyle and about-you forms are the questionnaire's). */
export function diyAnswerFromForm(step: DiyStep, form: FormData): Record<string, unknown> {
  switch (step) {
    case 'IMAGE':
      return { photoIds: form.getAll('photoIds') };
    case 'BUDGET':
      return answerFromForm('BUDGET', form);
    case 'LIFESTYLE':
      return answerFromForm('LIFESTYLE', form);
    case 'ABOUT_YOU':
      return answerFromForm('ALL_ABOUT_YOU', form);
    case 'MEASUREMENTS':
      return { width: feetAndInches(form, 'width'), length: feetAndInches(form, 'length'), ceiling: feetAndInches(form, 'ceiling') };
    case 'ROOM_DETAILS':
      return Object.fromEntries(['remark', 'size'].map((n) => [n, text(form, n)]).filter(([, v]) => v !== undefined));
    case 'RENDERING':
      return { goodsIds: form.getAll('goodsIds') };
  }
}

/** A step's form: intent "save" keeps the answer and stays; "next" keeps it and moves on. */
export function diyStepAction(step: DiyStep) {
  return visitorAction(async ({ context, session, form, intent, request }) => {
    const view = await diyForPage(context.runtime, request, session);
    if (intent !== 'save' && intent !== 'next') throw new ValidationError('INVALID_INTENT', 'Please use the Next button to go on');
    const saved = await saveDiyStep(context.runtime, callerOf(session), { id: view.diyId, step, values: diyAnswerFromForm(step, form) });
    if (intent === 'save') return ok('Saved', 'save');
    return redirect(nextOf(step, saved));
  });
}

/** /diy/room: the room tiles; a DIY tile only reports its selection (part 1 §2): one room per DIY project. */
export async function diyRoomLoader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  return data({ rooms: roomTypes().map((r) => ({ id: r.id, name: r.name, picture: r.picture })), signedIn: Boolean(session.user) }, { headers: noStore });
}

export const diyRoomAction = visitorAction(async ({ context, session, form }) => {
  const roomType = form.get('roomType');
  if (typeof roomType !== 'string' || !roomType) throw new ValidationError('NO_ROOM', 'Please choose a room', { roomType: 'Please choose a room' });
  const view = await startDiy(context.runtime, callerOf(session), { roomType });
  return redirect(stepHref('IMAGE', view.diyId));
});

/** /diy/rendering: the design ideas drawn from the marketplace; the board's products are kept there, then saved to my projects. */
export async function renderingLoader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const view = await diyForPage(context.runtime, request, session);
  if (view.needPackageId) throw redirect(`/design/image?${new URLSearchParams({ packageId: view.needPackageId })}`);
  const open = firstOpenStep(view.answers);
  if (open && open !== 'RENDERING') throw redirect(stepHref(open, view.diyId));
  return data(
    {
      project: view,
      board: await boardIdeas(context.runtime, view),
      progress: progress(view, 'RENDERING'),
      optional: optionalDiySteps.map((s) => ({ key: s.key, title: s.title, href: stepHref(s.key, view.diyId), done: Boolean(view.answers[s.key]) })),
      backHref: backOf('RENDERING', view),
      upgradeHref: view.upgradeHref,
      signedIn: Boolean(session.user),
    },
    { headers: noStore },
  );
}

/** The board's form: "keep" saves which ideas stay; "next" (Save to my projects) keeps them and saves the project. */
export const renderingAction = visitorAction(async ({ context, session, form, intent, request }) => {
  const view = await diyForPage(context.runtime, request, session);
  const caller = callerOf(session);
  const goodsIds = form.getAll('goodsIds');
  if (intent === 'keep' || intent === 'save') {
    await saveDiyStep(context.runtime, caller, { id: view.diyId, step: 'RENDERING', values: { goodsIds } });
    return ok('Your board is saved', intent);
  }
  if (intent === 'arrange') {
    // "Arrange your pieces on a mood board": the pieces ticked are the ones kept, and the board opens with them.
    const kept = await saveDiyStep(context.runtime, caller, { id: view.diyId, step: 'RENDERING', values: { goodsIds } });
    await openDiyBoard(context.runtime, session.actor, kept.diyId, kept.goodsIds, diyProjectOf);
    return redirect(`/div/moodboard?${new URLSearchParams({ id: kept.diyId })}`);
  }
  if (intent !== 'next') throw new ValidationError('INVALID_INTENT', 'Please use Save to my projects to go on');
  await saveDiyBoard(context.runtime, caller, { id: view.diyId, goodsIds });
  return redirect(diyProjectsHref);
});

/** /diy/continue?id: the project picks up at its first open step, or its board. */
export async function continueLoader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const view = await diyForPage(context.runtime, request, session);
  if (view.needPackageId) throw redirect(`/design/image?${new URLSearchParams({ packageId: view.needPackageId })}`);
  throw redirect(stepHref(firstOpenStep(view.answers) ?? 'RENDERING', view.diyId));
}

/** /diy/upgrade/{id}: what a designer adds; posting makes the paid design project for this room. */
async function upgradeTarget(runtime: Runtime, id: string | undefined, session: RequestSession) {
  try {
    return await getDiy(runtime, callerOf(session), { id: id ?? '' });
  } catch {
    throw new Response('This DIY project does not exist', { status: 404 });
  }
}

export async function upgradeLoader({ request, context, params }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const view = await upgradeTarget(context.runtime, params.id, session);
  return data({ project: view, designHref: view.needPackageId ? `/design/image?${new URLSearchParams({ packageId: view.needPackageId })}` : null }, { headers: noStore });
}

export const upgradeAction = (args: ActionFunctionArgs) =>
  visitorAction(async ({ context, session }) => {
    const view = await upgradeTarget(context.runtime, args.params.id, session);
    const packageId = await upgradeDiy(context.runtime, callerOf(session), { id: view.diyId });
    return redirect(`/design/image?${new URLSearchParams({ packageId })}`);
  })(args);

/** /diy/proposal?id: the saved board as a shopping list, with what to do next. */
export async function proposalLoader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const view = await diyForPage(context.runtime, request, session);
  if (view.goodsIds.length === 0) throw redirect(stepHref(firstOpenStep(view.answers) ?? 'RENDERING', view.diyId));
  return data(
    { project: view, summary: await boardSummary(context.runtime, view), editHref: stepHref('RENDERING', view.diyId), checkoutAction: `/diy/checkout?${new URLSearchParams({ id: view.diyId })}`, signedIn: Boolean(session.user) },
    { headers: noStore },
  );
}

/** /diy/checkout?id (POST): every piece of the board that can be bought goes into the cart, which opens. */
export const checkoutAction = visitorAction(async ({ context, session, request }) => {
  const view = await diyForPage(context.runtime, request, session);
  // The proposal page says beforehand which pieces cannot be bought now; those stay out of the cart.
  await buyBoard(context.runtime, callerOf(session), shopperOf(session), { id: view.diyId });
  return redirect('/payment/index/cart');
});
