import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { boardNotFoundMessage } from '../../../domain/canvas/canvas-board.decide';
import type { Runtime } from '../../../infra/runtime';
import { type DiyOwnerRef, listDiyProjects } from '../../../projections/diy/projects';
import { designerNeeds, listNeeds } from '../../../projections/projects/needs';
import { visitorAction } from '../../web/page-form.server';
import { getSession, type RequestSession } from '../../web/session.server';
import { boardSvg } from '../editor/board-svg';
import { proxyHosts } from '../application/image-proxy';
import { roomProductFilter } from './room-filter.server';
import { type BoardAccess, boardFor, boardsOf, openNeedBoard, sharedBoard } from './boards.server';

/** Loaders and actions of the mood-board pages (thin: access is decided by boards.server.ts and the board aggregate). */

const noStore = { 'Cache-Control': 'private, no-store' };
const notFound = () => new Response(boardNotFoundMessage, { status: 404 });

/** What every editor page hands the browser. */
export async function editorData(runtime: Runtime, access: BoardAccess, session: RequestSession | null) {
  return {
    boardId: access.boardId,
    name: access.name,
    project: access.project,
    board: access.board,
    role: access.role,
    userId: access.userId,
    email: session?.user?.email ?? (access.role === 'viewer' ? 'Guest' : 'You'),
    canEditAll: access.canEditAll,
    readOnly: access.readOnly,
    changes: access.changes,
    previewSvg: boardSvg(access.board),
    /** Product storage / CDN hosts whose pictures the canvas loads through /cors/ (part 2 §7). */
    imageHosts: proxyHosts(runtime),
    /** The room's categories: the product list starts with them. */
    roomProducts: await roomProductFilter(runtime, access.board.roomName?.text),
  };
}
export type EditorData = Awaited<ReturnType<typeof editorData>>;

/** /moodboard/detail/{canvas_id}: the editor on one of the caller's boards (another's: 404). */
export async function boardDetailLoader({ request, context, params }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const access = await boardFor(context.runtime, session.actor, params.canvasId ?? '');
  if (!access) throw notFound();
  return data({ editor: await editorData(context.runtime, access, session), backHref: backHref(access) }, { headers: noStore });
}

const backHref = (a: BoardAccess) => (a.project.kind === 'diy' ? `/diy/proposal?${new URLSearchParams({ id: a.project.id })}` : `/project/info?${new URLSearchParams({ needId: a.project.id })}`);

/** /mb/share/{id}?key=…: read-only for anyone with the key; a wrong or missing key is 404. */
export async function sharedBoardLoader({ request, context, params }: LoaderFunctionArgs) {
  const key = new URL(request.url).searchParams.get('key') ?? '';
  const access = await sharedBoard(context.runtime, params.id ?? '', key);
  if (!access) throw notFound();
  return data({ editor: await editorData(context.runtime, access, null) }, { headers: { ...noStore, 'Referrer-Policy': 'no-referrer' } });
}

/** The caller's boards (canvas_boards_v1), and their projects without a board yet (to open one). */
export async function myBoards(runtime: Runtime, session: RequestSession) {
  const mine = await boardsOf(runtime, session.actor);
  const boards = mine.map((a) => ({
    boardId: a.boardId,
    name: a.name,
    title: a.project.kind === 'diy' ? 'DIY board' : a.private ? 'Draft for your client (private)' : 'Design project',
    role: a.role,
    items: Object.keys(a.board.objects).length,
    thumbSvg: boardSvg(a.board, { width: 480 }),
  }));
  // A designer's draft board is not the project's board: the project still offers its own.
  const diyOwner: DiyOwnerRef = session.user ? { kind: 'client', clientId: session.user.id } : { kind: 'visitor', visitorId: session.visitorId };
  const has = new Set(mine.filter((a) => !a.private).map((a) => `${a.project.kind}:${a.project.id}`));
  const diy = await listDiyProjects(runtime.db, diyOwner, { pageSize: 50 });
  const needs = session.user ? [...(await listNeeds(runtime.db, { kind: 'client', clientId: session.user.id }, { pageSize: 50 })).rows.filter((n) => n.designerId), ...(await designerNeeds(runtime.db, session.user.id))] : [];
  const unstarted = [
    ...diy.filter((d) => !has.has(`diy:${d.diyId}`)).map((d) => ({ title: `${d.room.name} · DIY`, href: `/div/moodboard?${new URLSearchParams({ id: d.diyId })}`, needId: null as string | null })),
    ...needs.filter((n) => !has.has(`need:${n.needId}`)).map((n) => ({ title: `${n.room.name} · ${n.projectId}`, href: null as string | null, needId: n.needId })),
  ];
  return { boards, unstarted };
}

export async function myBoardsLoader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  return data({ ...(await myBoards(context.runtime, session)), signedIn: Boolean(session.user) }, { headers: noStore });
}

/** Open from a list: ?intent=open-need&needId=… */
export const myBoardsAction = visitorAction(async ({ context, session, input }) => {
  const boardId = await openNeedBoard(context.runtime, session.actor, String(input.needId ?? ''));
  return redirect(`/moodboard/detail/${boardId}`);
});
