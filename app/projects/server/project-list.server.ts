import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { ValidationError } from '../../../domain/shared/errors';
import type { NeedView } from '../../../projections/projects/needs';
import { ok, visitorAction } from '../../web/page-form.server';
import { getSession } from '../../web/session.server';
import { type DiyOwnerRef, listDiyProjects } from '../../../projections/diy/projects';
import { deleteNeed, myNeeds } from '../application/needs.server';
import { projectFilters } from '../project-filters';
import { projectProgress } from '../project-progress';
import { projectPictures } from './project-pictures.server';
import { callerOf, firstStepHref } from './questionnaire-pages.server';
import { questionnaireContextOf } from '../../../domain/projects/questionnaire';


const statusParam = (request: Request) => {
  const raw = (new URL(request.url).searchParams.get('status') ?? '').trim().toUpperCase();
  return projectFilters.find((f) => f.status === raw)?.status ?? null;
};

/** What a row offers next: finish the questionnaire, pay, or follow the project. */
function nextMoves(n: NeedView) {
  const moves: Array<{ label: string; href: string }> = [{ label: 'Open project', href: `/project/info/messages?needId=${n.needId}` }];
  if (n.submittedAt === null) moves.push({ label: n.status === 'DRAFT' ? 'Continue' : 'Finish your answers', href: firstStepHref(n) });
  if (n.paidCents === null && n.answers.PAYMENT) moves.push({ label: 'Pay for your plan', href: `/design/payment/payment?${new URLSearchParams({ needId: n.needId, packageId: n.packageId })}` });
  if (n.submittedAt !== null) moves.push({ label: 'Your answers', href: `/design/review/review?${new URLSearchParams({ needId: n.needId, packageId: n.packageId })}` });
  return moves;
}

/** /project/index?status=…: the caller's projects (a visitor's drafts too), newest first. */
export async function projectListLoader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const status = statusParam(request);
  const start = Math.max(0, Math.min(100_000, Math.trunc(Number(new URL(request.url).searchParams.get('start') ?? 0)) || 0));
  const caller = callerOf(session);
  if (status === 'DIY') {
    // DIY boards are their own projects (diy-<id> streams): one page and a peek at the next.
    // Read from the DIY read model (projects does not import the diy context, which imports projects).
    const owner: DiyOwnerRef = caller.userId ? { kind: 'client', clientId: caller.userId } : { kind: 'visitor', visitorId: caller.visitorId };
    const boards = await listDiyProjects(context.runtime.db, owner, { start, pageSize: 21 });
    const pictures = await projectPictures(context.runtime, 'diy', boards.slice(0, 20).map((b) => ({ id: b.diyId, room: b.room })));
    return data(
      { status, start, total: start + boards.length, signedIn: Boolean(session.user), rows: [], boards: boards.slice(0, 20).map((b) => ({ ...b, picture: pictures.get(b.diyId)! })) },
      { headers: { 'Cache-Control': 'private, no-store' } },
    );
  }
  const { rows, total } = await myNeeds(context.runtime, caller, { status, start, pageSize: 20 });
  const pictures = await projectPictures(context.runtime, 'need', rows.map((n) => ({ id: n.needId, room: n.room })));
  const shown = rows.map((n) => ({ ...n, moves: nextMoves(n), picture: pictures.get(n.needId)!, progress: projectProgress(n, questionnaireContextOf(n)) }));
  return data(
    { status, start, total, signedIn: Boolean(session.user), rows: shown, boards: [] },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

/** Deleting a draft (only a draft; another's is not found). */
export const projectListAction = visitorAction(async ({ context, session, intent, input }) => {
  if (intent !== 'delete') throw new ValidationError('INVALID_INTENT', 'Nothing to do');
  await deleteNeed(context.runtime, callerOf(session), { needId: input.needId });
  return ok('Draft deleted', 'delete');
});

/** /project/draft and /project/Draft: the draft list (part 2 route table). */
export const draftListRedirect = () => redirect('/project/index?status=DRAFT');
