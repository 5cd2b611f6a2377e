import { z } from 'zod';
import { NotFoundError } from '../../../domain/shared/errors';
import type { Runtime } from '../../../infra/runtime';
import { getGoodsByIds } from '../../../projections/catalogue/goods.queries';
import { casesByIds } from '../../../projections/content/design-cases';
import { getAccount } from '../../../projections/identity/accounts';
import { designerNeeds, needById, staffListNeeds } from '../../../projections/projects/needs';
import { parseWith } from '../../web/api.server';
import { roomPhotosForProjects } from './room-photos.server';
import { briefRendersOf } from './project-renders.server';

const needIdField = z.string().trim().regex(/^\d{1,10}$/, 'This project does not exist');

/** Staff: what AssignDesigner needs, checked — the project exists and the designer is an account with the designer role. */
export async function assignment(runtime: Runtime, needId: string, input: unknown) {
  const id = parseWith(needIdField, needId);
  const { designerId } = parseWith(z.object({ designerId: z.string({ required_error: 'Please choose a designer' }).trim().min(1, 'Please choose a designer').max(64).regex(/^[A-Za-z0-9_-]+$/, 'Please choose a designer') }), input);
  if (!(await needById(runtime.db, id))) throw new NotFoundError('NEED_NOT_FOUND', 'This project does not exist');
  const designer = await getAccount(runtime.db, designerId);
  if (!designer || !designer.roles.includes('designer')) throw new NotFoundError('DESIGNER_NOT_FOUND', 'There is no designer with this id');
  return { needId: id, designerId };
}

export const staffNeed = (runtime: Runtime, needId: string) => needById(runtime.db, needId);

/**
 * Staff: a project's room photos for the console (issue 23, ADR 037). The caller
 * has been checked as staff; the files' urls are /design/photo/…, which checks
 * again who asks (authz maySeeRoomPhotos). An unknown or malformed id: 404.
 */
export async function staffRoomPhotos(runtime: Runtime, needId: string) {
  const need = /^\d{1,10}$/.test(needId) ? await needById(runtime.db, needId) : null;
  if (!need) throw new NotFoundError('NEED_NOT_FOUND', 'This project does not exist');
  return { needId: need.needId, photos: (await roomPhotosForProjects(runtime, [need.needId])).get(need.needId) ?? [] };
}

/** A designer's workspace: their projects with the client's answers, room details and budget — nobody else's. */
export async function designerWorkspace(runtime: Runtime, designerId: string) {
  const needs = await designerNeeds(runtime.db, designerId);
  // The room photos are part of the brief (issue 23): the assigned designer sees them (authz maySeeRoomPhotos).
  const photos = await roomPhotosForProjects(runtime, needs.map((n) => n.needId));
  // The idea board a project was started from (issue 24): its cases and products by name, as links.
  const caseIds = [...new Set(needs.flatMap((n) => n.ideas?.caseIds ?? []))];
  const goodsIds = [...new Set(needs.flatMap((n) => n.ideas?.goodsIds ?? []))];
  const [cases, goods] = await Promise.all([caseIds.length ? casesByIds(runtime.db, caseIds) : [], goodsIds.length ? getGoodsByIds(runtime.db, goodsIds) : []]);
  const caseOf = new Map(cases.filter((c) => c.status === 'published').map((c) => [c.caseId, { title: c.title, url: `/design/case/${encodeURIComponent(c.caseId)}` }]));
  const goodsOf = new Map(goods.map((g) => [g.id, { title: g.name, url: g.visitUrl }]));
  const ideasOf = (n: (typeof needs)[number]) =>
    n.ideas
      ? {
          boardName: n.ideas.boardName,
          items: [...n.ideas.caseIds.map((id) => caseOf.get(id)), ...n.ideas.goodsIds.map((id) => goodsOf.get(id))].filter((x): x is { title: string; url: string } => Boolean(x)),
        }
      : null;
  // The client's own AI renders the brief names (issue 25), through the project's own picture route.
  const renders = await Promise.all(needs.map((n) => briefRendersOf(runtime, n)));
  return needs.map((n, i) => ({ ...n, roomPhotos: photos.get(n.needId) ?? [], ideas: ideasOf(n), aiRenders: renders[i]! }));
}

const staffSearch = z.object({
  status: z.preprocess((v) => (typeof v === 'string' && v ? v.toUpperCase() : undefined), z.enum(['DRAFT', 'SUBMITTED', 'PAID', 'IN_DESIGN', 'DELIVERED', 'DELETED'], { errorMap: () => ({ message: 'status is one of DRAFT, SUBMITTED, PAID, IN_DESIGN, DELIVERED, DELETED' }) }).optional()),
  clientId: z.string().trim().max(64).regex(/^[A-Za-z0-9_-]*$/, 'Invalid client').optional(),
  start: z.coerce.number({ invalid_type_error: 'start must be a number' }).int().min(0).max(1_000_000).default(0),
  pageSize: z.coerce.number({ invalid_type_error: 'pageSize must be a number' }).int().min(1, 'pageSize must be 1 to 100').max(100, 'pageSize must be 1 to 100').default(25),
});

/** Staff: every project, by status or client, for the console to assign designers from. */
export async function staffSearchNeeds(runtime: Runtime, input: unknown) {
  const q = parseWith(staffSearch, input);
  return staffListNeeds(runtime.db, { status: q.status ?? null, clientId: q.clientId || null, start: q.start, pageSize: q.pageSize });
}
