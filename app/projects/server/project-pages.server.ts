import { randomBytes } from 'node:crypto';
import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { needStream } from '../../../domain/projects/need';
import { meetingTypes } from '../../../domain/projects/meetings';
import { findPlan } from '../../../domain/projects/plans';
import { questionnaireSteps, stepHref } from '../../../domain/projects/questionnaire';
import { revisionRefusal } from '../../../domain/projects/revisions';
import { isDomainError } from '../../../domain/shared/errors';
import { getAccount } from '../../../projections/identity/accounts';
import { getSession } from '../../web/session.server';
import { freeMeetingCount } from '../application/meetings.server';
import { getNeed, needState, revisionCounts } from '../application/needs.server';
import { activeVariant } from '../application/plan-payment.server';
import { newestFirst, planTitle, projectStoryFold, revisionsText, statusInWords } from '../project-story';
import { callerOf, firstStepHref } from './questionnaire-pages.server';

export const noStore = { 'Cache-Control': 'private, no-store' };

export { callerOf };

/** A 404 for a missing project and for another's alike: existence does not leak. */
const notFound = () => new Response('This project does not exist', { status: 404 });

/** The project the page's ?needId= (or the C0000000123 form) names, if it is the caller's; a 404 otherwise. */
export async function ownProject({ request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>) {
  const session = await getSession(request, context);
  const caller = callerOf(session);
  const url = new URL(request.url);
  const asked = url.searchParams.get('needId') ?? url.searchParams.get('id') ?? '';
  let view;
  try {
    view = await getNeed(context.runtime, caller, { needId: asked });
  } catch (error) {
    if (isDomainError(error)) throw notFound();
    throw error;
  }
  const need = await needState(context.runtime, view.needId);
  if (!need) throw notFound();
  return { session, caller, view, need, url };
}

/** A fresh id for a form that must act once however often it is sent (a double click, a resent page). */
export const onceId = (prefix: string) => `${prefix}-${randomBytes(8).toString('hex')}`;

/** /project/info (the layout): who, what, where it stands, the designer, revisions left. Without a tab: messages. */
export async function projectLayoutLoader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  if (url.pathname.replace(/\/+$/, '') === '/project/info') throw redirect(`/project/info/messages${url.search}`);
  const { view, need, caller } = await ownProject(args);
  const { runtime } = args.context;
  const designer = need.designerId ? await getAccount(runtime.db, need.designerId) : null;
  const revisions = need.plan ? await revisionCounts(runtime, caller, { needId: view.needId }) : null;
  const status = statusInWords(need.status, need.submitted, need.payment !== null);
  return data(
    {
      project: {
        needId: view.needId,
        projectId: view.projectId,
        room: need.room.name,
        plan: planTitle(need.plan ?? (need.answers.PAYMENT?.plan as string | undefined)),
        paid: need.payment !== null,
        status: need.status,
        statusLabel: status.label,
        next: status.next,
        designer: need.designerId ? (designer?.username ?? 'Your designer') : null,
        revisions: revisions ? revisionsText(revisions.left) : null,
        /** Where the questionnaire goes on, while it is not submitted. */
        continueHref: need.submitted ? null : firstStepHref(view),
      },
    },
    { headers: noStore },
  );
}

/** messages: the project's story from its stream, newest first, and a note to the designer once a design is delivered. */
export async function messagesLoader(args: LoaderFunctionArgs) {
  const { view, need, url } = await ownProject(args);
  const story = newestFirst((await args.context.runtime.loadAggregate(projectStoryFold, needStream(view.needId))).state);
  const refusal = need.status === 'DELIVERED' ? revisionRefusal(need.plan ?? 'CLASSIC', need.revisions.length, need.deliveredAt, new Date().toISOString()) : null;
  return data({ needId: view.needId, story, canWrite: need.status === 'DELIVERED' && !refusal, refusal, revisionId: onceId('rev'), sent: url.searchParams.has('sent') }, { headers: noStore });
}

/** messageCenter: meetings booked and the free meetings left of each type. */
export async function messageCenterLoader(args: LoaderFunctionArgs) {
  const { view, need, caller } = await ownProject(args);
  const counts = [];
  for (const type of meetingTypes) counts.push(await freeMeetingCount(args.context.runtime, caller, { needId: view.needId, type }));
  const meetings = [...need.meetings].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  return data({ needId: view.needId, paid: need.payment !== null, meetings, counts }, { headers: noStore });
}

/** additional: another room, at the catalogue's Additional Room price. */
export async function additionalLoader(args: LoaderFunctionArgs) {
  const { view } = await ownProject(args);
  const plan = findPlan('ADDITIONAL_ROOM', await activeVariant(args.context.runtime))!;
  return data({ needId: view.needId, room: view.room.name, title: plan.title, moduleText: plan.moduleText, perks: plan.perks, priceCents: plan.offerPrice }, { headers: noStore });
}

/** albums, selections, roomDetail: the questionnaire's answers, shown. */
export async function answersLoader(args: LoaderFunctionArgs) {
  const { view, need } = await ownProject(args);
  const edit = (key: 'ALL_ABOUT_YOU' | 'ROOM_DETAILS') => stepHref(questionnaireSteps.find((s) => s.key === key)!, { needId: view.needId, packageId: view.packageId, v: Date.now() });
  // Room and household details stay editable while a designer works (ADR 013); the rest until one is assigned.
  return data({ needId: view.needId, room: need.room.name, plan: need.plan, answers: need.answers, status: need.status, editAboutYou: edit('ALL_ABOUT_YOU'), editRoom: edit('ROOM_DETAILS') }, { headers: noStore });
}

/** /project/submitted: the confirmation once a project is submitted (a draft goes back to its questionnaire's state). */
export async function submittedLoader(args: LoaderFunctionArgs) {
  const { view, need } = await ownProject(args);
  const status = statusInWords(need.status, need.submitted, need.payment !== null);
  return data(
    {
      needId: view.needId, projectId: view.projectId, room: need.room.name, submitted: need.submitted, paid: need.payment !== null, plan: planTitle(need.plan), designerAssigned: need.designerId !== null, statusLabel: status.label, next: status.next,
      payHref: need.payment || !need.answers.PAYMENT ? null : `/design/payment/payment?${new URLSearchParams({ needId: view.needId, packageId: view.packageId })}`,
      continueHref: need.submitted ? null : firstStepHref(view),
    },
    { headers: noStore },
  );
}
