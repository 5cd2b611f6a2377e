import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { projectCommands } from '../../../domain/projects/commands';
import { isFreeShippingEligible } from '../../../domain/cart/totals';
import { evolveNeed, initialNeedState, type NeedEvent, type NeedOwner, type NeedState, type NeedStatus, needStream } from '../../../domain/projects/need';
import { needDecider } from '../../../domain/projects/need.decide';
import { displayProjectId } from '../../../domain/projects/project-id';
import { revisionAllowance, revisionsLeft } from '../../../domain/projects/revisions';
import { parseProjectId } from '../../../domain/projects/project-id';
import { designStyles, furniturePics, lifestyles, lifestylesFor, stylePhotos } from '../../../domain/projects/options';
import { plansForRoom } from '../../../domain/projects/answers';
import { questionnaireSteps, type StepKey } from '../../../domain/projects/questionnaire';
import { houseStyleLabels, roomTypeById, roomTypes } from '../../../domain/projects/rooms';
import { NotFoundError, ValidationError } from '../../../domain/shared/errors';
import type { Actor } from '../../../domain/shared/messages';
import type { Runtime } from '../../../infra/runtime';
import { nextNeedNumbers } from '../../../infra/projects/need-numbers';
import { draftCount, getNeedOf, latestFreeShippingDate, listNeeds, type NeedOwnerRef, type NeedView, needsProjection } from '../../../projections/projects/needs';
import { parseWith } from '../../web/api.server';
import { checkRenderChoices } from './project-renders.server';

/** The RENDERINGS step's own-render choices and summary (issue 25), for the questionnaire's pages. */
export { ownRenderChoices, renderingsSummary } from './project-renders.server';
import { jsonTextOrNull } from '../../web/json-depth';
import { foldWithFreshness } from '../../web/stream-freshness.server';

/** Who asks: a visitor (drafts are theirs until they sign in) or a signed-in client. */
export interface ProjectCaller {
  actor: Actor;
  visitorId: string;
  userId: string | null;
}

export const ownerOf = (c: ProjectCaller): NeedOwnerRef => (c.userId ? { kind: 'client', clientId: c.userId } : { kind: 'visitor', visitorId: c.visitorId });
const notFound = () => new NotFoundError('NEED_NOT_FOUND', 'This project does not exist');

export const needIdField = z
  .union([z.string(), z.number()], { errorMap: () => ({ message: 'This project does not exist' }) })
  .transform((v) => String(v).trim())
  .transform((v) => (/^C\d{10}$/i.test(v) ? String(parseProjectId(v)) : v))
  .pipe(z.string().regex(/^\d{1,10}$/, 'This project does not exist'));

/** common getLabel / listLabel {group}: the labels of a group (HOUSE_STYLE: the room types). */
export function listLabels(input: unknown) {
  const { group } = parseWith(z.object({ group: z.string().trim().max(40).default('HOUSE_STYLE') }), input);
  return group.toUpperCase() === 'HOUSE_STYLE' ? houseStyleLabels.map(({ id, name, picture }) => ({ id, name, picture })) : [];
}

const siteItem = z.object({
  type: z.literal('SITE', { errorMap: () => ({ message: 'Please choose a room' }) }),
  value: z.union([z.string().max(500), z.object({ id: z.union([z.string(), z.number()]), name: z.string().optional() })], { errorMap: () => ({ message: 'Please choose a room' }) }),
});

/**
 * multipleNeed saveNeedList [{type:'SITE', value:'{"id":"3","name":"Bedroom"}'}…]: one
 * SITE item per room and count (part 2 §3); each becomes a draft project of one
 * package. Answers the package id.
 */
export async function saveNeedList(runtime: Runtime, caller: ProjectCaller, input: unknown): Promise<string> {
  return (await draftPackage(runtime, caller, input)).packageId;
}

/** saveNeedList's work: the package id and its rooms' need ids, in room order (the room page goes straight to the first). */
export async function draftPackage(runtime: Runtime, caller: ProjectCaller, input: unknown): Promise<{ packageId: string; needIds: string[] }> {
  const raw = Array.isArray(input) ? input : ((input as Record<string, unknown> | null)?.list ?? (input as Record<string, unknown> | null)?.values);
  const items = parseWith(z.array(siteItem, { errorMap: () => ({ message: 'Please choose a room' }) }).min(1, 'Please choose a room').max(20, 'Please choose at most 20 rooms at once'), typeof raw === 'string' ? safeJson(raw) : raw);
  const rooms = items.map((item) => {
    const value = typeof item.value === 'string' ? (safeJson(item.value) as { id?: unknown } | null) : item.value;
    const room = value && (typeof value.id === 'string' || typeof value.id === 'number') ? roomTypeById(String(value.id)) : undefined;
    if (!room) throw new ValidationError('UNKNOWN_ROOM', 'Please choose a room from the list', { list: 'Please choose a room from the list' });
    return room;
  });
  const packageId = `pk${randomBytes(8).toString('hex')}`;
  const ids = await nextNeedNumbers(runtime.db, rooms.length);
  const owner = caller.userId ? { kind: 'client' as const, clientId: caller.userId } : { kind: 'visitor' as const, visitorId: caller.visitorId };
  for (const [i, room] of rooms.entries())
    await runtime.execute(projectCommands.DraftNeed, { needId: ids[i]!, packageId, owner, room: { roomTypeId: room.id, name: room.name } }, { actor: caller.actor }, { waitFor: i === rooms.length - 1 ? ['projects-needs'] : [] });
  return { packageId, needIds: ids };
}

/** JSON text held in a field, or null; nested too deeply, a 400 (issue 20). */
const safeJson = (text: string): unknown => jsonTextOrNull(text, 'list');

/**
 * need getNeed {needId}: one of the caller's projects (another's: 404). While the
 * read model has not applied the project's latest events (just written, or the feed
 * held back), the answer comes from those events, so a page after a saved step
 * never shows, or bounces on, the project as it was (issue 20).
 */
export async function getNeed(runtime: Runtime, caller: ProjectCaller, input: unknown): Promise<NeedView> {
  const { needId } = parseWith(z.object({ needId: needIdField }), input);
  const owner = ownerOf(caller);
  const { state, caughtUp } = await foldWithFreshness(runtime, needViewFold, needStream(needId), [needsProjection.name]);
  const need = caughtUp ? await getNeedOf(runtime.db, owner, needId) : needViewOf(state, owner);
  if (!need) throw notFound();
  return need;
}

const ownedBy = (o: NeedOwner, ref: NeedOwnerRef) => o.kind === ref.kind && (o.kind === 'client' ? ref.kind === 'client' && o.clientId === ref.clientId : ref.kind === 'visitor' && o.visitorId === ref.visitorId);

/** What the needs read model keeps of a project besides the decider's state, folded from the same events. */
interface NeedViewFolded {
  need: NeedState;
  paidCents: number | null;
  freeShippingUntil: string | null;
  submittedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The project's events folded as the needs read model applies them (its dates and payments beside the decider's state). */
export const needViewFold = {
  initialState: (): NeedViewFolded => ({ need: initialNeedState(), paidCents: null, freeShippingUntil: null, submittedAt: null, createdAt: '', updatedAt: '' }),
  evolve(folded: NeedViewFolded, event: NeedEvent): NeedViewFolded {
    const before = folded.need.need?.status;
    const next = { ...folded, need: evolveNeed(folded.need, event) };
    const d = event.data as Record<string, unknown>;
    const at = [d.createdAt, d.answeredAt, d.claimedAt, d.submittedAt, d.paidAt, d.assignedAt, d.deliveredAt, d.requestedAt, d.deletedAt, d.upgradedAt].find((v): v is string => typeof v === 'string');
    if (event.type === 'NeedDrafted') next.createdAt = event.data.createdAt;
    if (event.type === 'NeedSubmitted') next.submittedAt = event.data.submittedAt;
    if (event.type === 'NeedPaid') [next.paidCents, next.freeShippingUntil] = [event.data.amountCents, event.data.freeShippingUntil];
    if (event.type === 'NeedUpgraded') next.paidCents = (next.paidCents ?? 0) + event.data.amountCents;
    // The row's date moves with each event it applies; a submission only when it leaves DRAFT.
    if (at && (needsProjection.handles as readonly string[]).includes(event.type) && (event.type !== 'NeedSubmitted' || before === 'DRAFT')) next.updatedAt = at;
    return next;
  },
};

/** The project as the needs read model would show it once it has applied its events; null when it is another owner's or deleted. */
export function needViewOf(folded: NeedViewFolded, owner: NeedOwnerRef): NeedView | null {
  const { paidCents, freeShippingUntil, submittedAt, createdAt, updatedAt } = folded;
  const need = folded.need.need;
  if (!need || need.status === 'DELETED' || !ownedBy(need.owner, owner)) return null;
  return {
    needId: need.needId, projectId: displayProjectId(need.needId), packageId: need.packageId, room: need.room, status: need.status, plan: need.plan,
    answers: need.answers, details: need.details, ideas: need.ideas, designerId: need.designerId, clientId: need.owner.kind === 'client' ? need.owner.clientId : null, paidCents, freeShippingUntil,
    revisions: need.revisions.length, submittedAt, deliveredAt: need.deliveredAt, createdAt, updatedAt: updatedAt || createdAt,
  };
}

const stepField = z.enum(questionnaireSteps.map((s) => s.key) as [StepKey, ...StepKey[]], { errorMap: () => ({ message: 'This step does not exist' }) });

/**
 * need save {needId, step, values}: one step's answers (autosaved); each step needs its
 * choice. The answer comes from the project's events when the read model is behind;
 * an autosave (`waitForReadModel: false`) stays on its page and does not wait for it.
 */
export async function saveStep(runtime: Runtime, caller: ProjectCaller, input: unknown, options: { waitForReadModel?: boolean } = {}) {
  const { needId, step, values } = parseWith(z.object({ needId: needIdField, step: stepField, values: z.record(z.unknown(), { errorMap: () => ({ message: 'Please make a choice' }) }) }), input);
  await getNeed(runtime, caller, { needId });
  // RENDERINGS may name the caller's own finished AI renders (issue 25): another's, or an unfinished one, is refused.
  if (step === 'RENDERINGS') await checkRenderChoices(runtime, caller.userId, values);
  await runtime.execute(projectCommands.AnswerNeedStep, { needId, step, answer: values }, { actor: caller.actor }, { waitFor: options.waitForReadModel === false ? [] : ['projects-needs'] });
  return getNeed(runtime, caller, { needId });
}

/** need/manage submit {needId}: Next past the last step; the project leaves DRAFT. */
export async function submitNeed(runtime: Runtime, caller: ProjectCaller, input: unknown) {
  const { needId } = parseWith(z.object({ needId: needIdField }), input);
  await getNeed(runtime, caller, { needId });
  await runtime.execute(projectCommands.SubmitNeed, { needId }, { actor: caller.actor }, { waitFor: ['projects-needs'] });
  return getNeed(runtime, caller, { needId });
}

/** need/manage delete {needId}: a draft only. */
export async function deleteNeed(runtime: Runtime, caller: ProjectCaller, input: unknown) {
  const { needId } = parseWith(z.object({ needId: needIdField }), input);
  await getNeed(runtime, caller, { needId });
  await runtime.execute(projectCommands.DeleteNeed, { needId }, { actor: caller.actor }, { waitFor: ['projects-needs'] });
  return { needId };
}

const statuses = ['DRAFT', 'SUBMITTED', 'PAID', 'IN_DESIGN', 'DELIVERED'] as const;

/** need/manage list {status, start, pageSize}: the caller's projects, newest first. */
export async function myNeeds(runtime: Runtime, caller: ProjectCaller, input: unknown) {
  const q = parseWith(
    z.object({
      status: z.preprocess((v) => (v === '' || v === null ? undefined : typeof v === 'string' ? v.toUpperCase() : v), z.enum(statuses, { errorMap: () => ({ message: `status is one of ${statuses.join(', ')}` }) }).optional()),
      start: z.coerce.number().int().min(0).max(100_000).default(0),
      pageSize: z.coerce.number().int().min(1, 'pageSize must be 1 to 100').max(100, 'pageSize must be 1 to 100').default(20),
    }),
    input,
  );
  return listNeeds(runtime.db, ownerOf(caller), { status: (q.status as NeedStatus | undefined) ?? null, start: q.start, pageSize: q.pageSize });
}

export const myDraftCount = async (runtime: Runtime, caller: ProjectCaller) => ({ count: await draftCount(runtime.db, ownerOf(caller)) });

/** The project as its own stream tells it (for rules the read model does not keep, like the delivery date). */
export async function needState(runtime: Runtime, needId: string) {
  return (await runtime.loadAggregate(needDecider, needStream(needId))).state.need;
}

/** need/manage revisionCounts {needId}: the plan's allowance and how many revisions are left (always shown to the client). */
export async function revisionCounts(runtime: Runtime, caller: ProjectCaller, input: unknown, now = new Date()) {
  const view = await getNeed(runtime, caller, input);
  const need = (await needState(runtime, view.needId))!;
  const plan = need.plan ?? 'CLASSIC';
  return { needId: view.needId, plan: need.plan, used: need.revisions.length, allowance: revisionAllowance(plan), left: revisionsLeft(plan, need.revisions.length, need.deliveredAt, now.toISOString()) };
}

/**
 * What follows a revision request in another context: the review context sends
 * its newest published proposal back. Passed in by the caller (projects does not
 * import review; review imports projects).
 */
export type AfterRevisionRequest = (runtime: Runtime, actor: Actor, needId: string, revisionId: string, note: string) => Promise<void>;

/** need/manage revision {needId, note, revisionId?}: asks the designer for a revision, within the plan's allowance. */
export async function requestRevision(runtime: Runtime, caller: ProjectCaller, input: unknown, afterRequest: AfterRevisionRequest) {
  const { needId, note, revisionId } = parseWith(z.object({ needId: needIdField, note: z.unknown(), revisionId: z.string().trim().max(64).regex(/^[A-Za-z0-9_-]+$/, 'Invalid revision').optional() }), input);
  await getNeed(runtime, caller, { needId });
  const id = revisionId ?? `rev-${randomBytes(8).toString('hex')}`;
  await runtime.execute(projectCommands.RequestRevision, { needId, note, revisionId: id }, { actor: caller.actor }, { waitFor: ['projects-needs'] });
  // The newest published proposal is the version sent back.
  await afterRequest(runtime, caller.actor, needId, id, String(note));
  return revisionCounts(runtime, caller, { needId });
}

/** A designer delivers their design for a project assigned to them (the client may then ask for revisions). */
export async function deliverDesign(runtime: Runtime, actor: Actor, needId: string) {
  const id = parseWith(needIdField, needId);
  await runtime.execute(projectCommands.DeliverDesign, { needId: id }, { actor }, { waitFor: ['projects-needs'] });
  return { needId: id, status: 'DELIVERED' as const };
}

/** need checkEligibleFreeShipping: whether the caller's paid projects ship their furniture free now, and until when. */
export async function eligibleFreeShipping(runtime: Runtime, caller: ProjectCaller, now = new Date()) {
  const until = caller.userId ? await latestFreeShippingDate(runtime.db, caller.userId) : null;
  return { eligible: isFreeShippingEligible(until, now.toISOString()), eligibleUntil: until };
}

/**
 * client checkProject: what the caller's design projects are — how many, by
 * stage — and the one to pick up next (the newest whose questionnaire is not
 * finished), so the shell can offer "Continue your project" instead of
 * "Start a design project". A visitor sees their drafts; nobody sees another's.
 */
export async function projectCheck(runtime: Runtime, caller: ProjectCaller) {
  const { rows, total } = await listNeeds(runtime.db, ownerOf(caller), { pageSize: 100 });
  const count = (status: NeedStatus) => rows.filter((n) => n.status === status).length;
  const next = rows.find((n) => n.submittedAt === null && n.status !== 'DELETED') ?? null;
  return {
    hasProject: total > 0,
    total,
    drafts: count('DRAFT'),
    paid: rows.filter((n) => n.paidCents !== null).length,
    inDesign: count('IN_DESIGN'),
    delivered: count('DELIVERED'),
    next,
  };
}

/** need getUnsubmittedPaidNeeds: paid projects whose questionnaire is not finished yet (to pick up where the client left). */
export async function unsubmittedPaidNeeds(runtime: Runtime, caller: ProjectCaller) {
  if (!caller.userId) return [];
  return (await listNeeds(runtime.db, ownerOf(caller), { status: 'PAID', pageSize: 100 })).rows.filter((n) => n.submittedAt === null);
}

/**
 * multipleNeed upgradeToNeed {roomType} (the Room-GPT page's AI upgrade): a draft
 * project for that room, as a package of one; answers the package id.
 */
export async function upgradeToNeed(runtime: Runtime, caller: ProjectCaller, input: unknown) {
  return (await draftOneRoom(runtime, caller, input)).packageId;
}

/** upgradeToNeed's work: the package and its one need id. */
export async function draftOneRoom(runtime: Runtime, caller: ProjectCaller, input: unknown) {
  const { roomType } = parseWith(z.object({ roomType: z.union([z.string(), z.number()], { errorMap: () => ({ message: 'Please choose a room' }) }).transform((v) => String(v).trim().toLowerCase()) }), input);
  const room = roomTypes().find((r) => r.id === roomType || r.name.toLowerCase() === roomType || r.name.toLowerCase().replace(/\s+/g, '_') === roomType);
  if (!room) throw new ValidationError('UNKNOWN_ROOM', 'Please choose a room from the list', { roomType: 'Please choose a room from the list' });
  return draftPackage(runtime, caller, { list: [{ type: 'SITE', value: JSON.stringify({ id: room.id, name: room.name }) }] });
}

/**
 * A design project started from one of the client's idea boards (issue 24): one room
 * drafted, and the board's cases and products attached to its brief for the designer.
 * Returns where the questionnaire starts (the style step).
 */
export async function draftRoomWithIdeas(runtime: Runtime, caller: ProjectCaller, input: { roomType: unknown; ideas: { boardId: string; boardName: string; caseIds: string[]; goodsIds: string[] } }) {
  const { packageId, needIds } = await draftOneRoom(runtime, caller, { roomType: input.roomType });
  const needId = needIds[0]!;
  await runtime.execute(projectCommands.AttachIdeas, { needId, ...input.ideas }, { actor: caller.actor }, { waitFor: ['projects-needs'] });
  return `/design/image?${new URLSearchParams({ packageId, needId })}`;
}

/** multipleNeed saveUserRating {needId, stars, comment}: the client's rating of a delivered design. */
export async function rateProject(runtime: Runtime, caller: ProjectCaller, input: unknown) {
  const { needId, stars, comment } = parseWith(z.object({ needId: needIdField, stars: z.unknown(), comment: z.unknown() }), input);
  await getNeed(runtime, caller, { needId });
  await runtime.execute(projectCommands.RateProject, { needId, stars, comment: comment ?? '' }, { actor: caller.actor });
  return projectRating(runtime, caller, { needId });
}

/** multipleNeed getUserRating {needId}: the rating given, or null. */
export async function projectRating(runtime: Runtime, caller: ProjectCaller, input: unknown) {
  const view = await getNeed(runtime, caller, input);
  return { needId: view.needId, rating: (await needState(runtime, view.needId))!.rating };
}

/** need styleList {room?}: what the questionnaire offers — the style photos, the furniture pictures and the room's lifestyles. */
export function styleLists(input: unknown) {
  const { room } = parseWith(z.object({ room: z.string().trim().max(40).optional() }), input);
  const known = room ? roomTypes().find((r) => r.name.toLowerCase() === room.toLowerCase() || r.id === room) : undefined;
  if (room && !known) throw new ValidationError('UNKNOWN_ROOM', 'Please choose a room from the list', { room: 'Please choose a room from the list' });
  return { styles: designStyles, photos: stylePhotos, furniture: furniturePics, lifestyles: known ? lifestylesFor(known.name) : lifestyles };
}

/** need/manage planType {needId}: the project's plan (paid or chosen) and the plans its room can have. */
export async function planType(runtime: Runtime, caller: ProjectCaller, input: unknown) {
  const need = await getNeed(runtime, caller, input);
  const chosen = (need.answers.PAYMENT as { plan?: string } | undefined)?.plan ?? null;
  return { needId: need.needId, plan: need.plan ?? chosen, paid: need.paidCents !== null, plans: plansForRoom(need.room.name) };
}

/** multipleNeed saveImageNeed {needId, photoIds}: the style step's photos (the image page's save). */
export async function saveImageNeed(runtime: Runtime, caller: ProjectCaller, input: unknown) {
  const { needId, photoIds } = parseWith(z.object({ needId: z.unknown(), photoIds: z.unknown() }), input);
  return saveStep(runtime, caller, { needId, step: 'STYLES', values: { photoIds } });
}
