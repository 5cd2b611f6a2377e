import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { hasRole, projectReaderOf } from '../../../domain/authz';
import { contentCommands } from '../../../domain/content/commands';
import { caseMessages, caseStyles, projectCaseId } from '../../../domain/content/design-case';
import { NotFoundError, UnauthorizedError } from '../../../domain/shared/errors';
import type { Actor } from '../../../domain/shared/messages';
import { idField } from '../../../domain/shared/schemas';
import type { Runtime } from '../../../infra/runtime';
import { getGoodsByIds } from '../../../projections/catalogue/goods.queries';
import { similarGoods } from '../../../projections/content/similar-goods';
import { caseLooksProjection, hasLooked, lookedCases } from '../../../projections/content/case-looks';
import { caseById, casesByIds, casesOfPerson, designCasesProjection, publishedCases, similarCases, type CaseRecord } from '../../../projections/content/design-cases';
import { needById } from '../../../projections/projects/needs';
import { parseWith } from '../../web/api.server';
import { styleOfNeed, budgetOfNeed } from './case-facts.server';
import { toCard, toProduct, toView, type CaseCard, type CaseView } from './case-views.server';

/** Who is asking. */
export interface Asker {
  user: { id: string } | null;
  actor: Actor;
}

const notFound = () => new NotFoundError('CASE_NOT_FOUND', caseMessages.notFound);
const caseIdInput = idField('Unknown design case', 80);
const whole = (name: string, min: number, max: number, fallback: number) =>
  z.coerce
    .number({ invalid_type_error: `${name} is ${min} to ${max}` })
    .int(`${name} is ${min} to ${max}`)
    .min(min, `${name} is ${min} to ${max}`)
    .max(max, `${name} is ${min} to ${max}`)
    .default(fallback);
/** The picture width a client asks for (spec `width`): checked; the pictures come in their one stored size. */
const width = z.coerce.number({ invalid_type_error: 'width is 16 to 4096' }).int('width is 16 to 4096').min(16, 'width is 16 to 4096').max(4096, 'width is 16 to 4096').optional();
const styleInput = z
  .string({ invalid_type_error: `styleId is one of ${caseStyles.join(', ')}` })
  .trim()
  .transform((s) => caseStyles.find((c) => c.toLowerCase() === s.toLowerCase()) ?? s)
  .refine((s) => (caseStyles as readonly string[]).includes(s), `styleId is one of ${caseStyles.join(', ')}`);
const roomTypeInput = idField('Unknown room type', 10);
const listInput = (max: number) => z.object({ start: whole('start', 0, 1_000_000, 0), pageSize: whole('pageSize', 1, max, 10), roomTypeId: roomTypeInput.optional(), styleId: styleInput.optional() });

/** Whether the asker may see the case: a published one anyone; any other its designer, its client and staff only. */
export function maySeeCase(actor: Actor, c: CaseRecord): boolean {
  if (c.status === 'published') return true;
  if (actor.kind !== 'user') return false;
  if (hasRole(actor, 'staff')) return true;
  return actor.userId === c.designerId || actor.userId === c.clientId;
}

/** The case, or 404 for anyone who may not see it (an unpublished case is not found to the public). */
export async function visibleCase(runtime: Runtime, actor: Actor, caseId: unknown): Promise<CaseRecord> {
  const id = parseWith(z.object({ id: caseIdInput }), { id: caseId }).id;
  const found = await caseById(runtime.db, id);
  if (!found || !maySeeCase(actor, found)) throw notFound();
  return found;
}

/** designCase list {start, pageSize} and case listAll: published cases, newest first (page size 10; a short page is the last). */
export async function listCases(runtime: Runtime, input: unknown, maxPageSize = 50): Promise<{ total: number; list: CaseCard[] }> {
  const { start, pageSize, roomTypeId, styleId } = parseWith(listInput(maxPageSize), input);
  const { total, list } = await publishedCases(runtime.db, { start, pageSize, roomTypeId, style: styleId });
  return { total, list: list.map(toCard) };
}

/** case get {id, width}: one case, its products priced now. */
export async function getCase(runtime: Runtime, asker: Asker, input: Record<string, unknown>): Promise<CaseView> {
  parseWith(z.object({ width }), { width: input.width });
  return toView(runtime, await visibleCase(runtime, asker.actor, input.id));
}

/** case listCase {ids, width}: the cases named, in that order; those the asker may not see are left out. */
export async function listCaseByIds(runtime: Runtime, asker: Asker, input: unknown): Promise<{ list: CaseCard[] }> {
  const ids = z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v),
    z.array(caseIdInput, { required_error: 'Please name the cases (ids)', invalid_type_error: 'ids is a list of case ids' }).min(1, 'Please name the cases (ids)').max(50, 'At most 50 cases at a time'),
  );
  const { ids: wanted } = parseWith(z.object({ ids, width }), input);
  const found = await casesByIds(runtime.db, wanted);
  return { list: found.filter((c) => maySeeCase(asker.actor, c)).map(toCard) };
}

/**
 * case listRecommends {styleId, needId}: published cases for a style and a
 * project — the project's room and budget (a project the asker may read;
 * anyone else's is not found), the style given or the project's.
 */
export async function listRecommends(runtime: Runtime, asker: Asker, input: unknown): Promise<{ list: CaseCard[] }> {
  const { styleId, needId, pageSize } = parseWith(z.object({ styleId: styleInput.optional(), needId: idField('Unknown project').optional(), pageSize: whole('pageSize', 1, 20, 10) }), input);
  let style: string | null = styleId ?? null;
  let roomTypeId: string | null = null;
  let budgetCents: number | null = null;
  if (needId) {
    const need = await needById(runtime.db, needId);
    if (!need || need.status === 'DELETED' || !projectReaderOf(asker.actor, need)) throw new NotFoundError('NEED_NOT_FOUND', 'This project was not found.');
    roomTypeId = need.room.roomTypeId;
    budgetCents = budgetOfNeed(need);
    style ??= styleOfNeed(need);
  }
  const list = await similarCases(runtime.db, { style, roomTypeId, budgetCents, exclude: null, limit: pageSize });
  return { list: list.map(toCard) };
}

/** Published cases of one style (the style quiz's result). */
export async function casesInStyle(runtime: Runtime, style: string, limit = 6): Promise<CaseCard[]> {
  return (await similarCases(runtime.db, { style, roomTypeId: null, budgetCents: null, exclude: null, limit })).map(toCard);
}

/** case alsoLike {id}: other published cases of the same style or room, nearest budget first. */
export async function alsoLike(runtime: Runtime, asker: Asker, input: unknown): Promise<{ list: CaseCard[] }> {
  const { id, pageSize } = parseWith(z.object({ id: z.unknown(), pageSize: whole('pageSize', 1, 20, 6) }), input);
  const c = await visibleCase(runtime, asker.actor, id);
  const list = await similarCases(runtime.db, { style: c.style, roomTypeId: c.roomTypeId, budgetCents: c.budgetCents, exclude: c.caseId, limit: pageSize });
  return { list: list.map(toCard) };
}

/**
 * case similarProducts {id, count, splitCount} (count 50, splitCount 50): for
 * each of the case's products, others of its category at the nearest prices
 * (at most splitCount each), none already in the case, at most count in all.
 */
export async function similarProducts(runtime: Runtime, asker: Asker, input: unknown) {
  const { id, count, splitCount } = parseWith(z.object({ id: z.unknown(), count: whole('count', 1, 50, 50), splitCount: whole('splitCount', 1, 50, 50) }), input);
  const c = await visibleCase(runtime, asker.actor, id);
  const own = await getGoodsByIds(runtime.db, c.goodsIds);
  const taken = new Set(c.goodsIds);
  const list: ReturnType<typeof toProduct>[] = [];
  for (const g of own) {
    if (list.length >= count) break;
    const rows = await similarGoods(runtime.db, g, [...taken], Math.min(splitCount, count - list.length));
    for (const r of rows) {
      taken.add(r.id);
      list.push(toProduct(r));
    }
  }
  return { list };
}

const signedInUser = (asker: Asker) => {
  if (!asker.user) throw new UnauthorizedError(caseMessages.signIn);
  return asker.user;
};

/** case isLook {caseId}: whether the signed-in user has looked at the case; POST also records this look (their history). */
export async function isLook(runtime: Runtime, asker: Asker, input: unknown, record: boolean, commandId?: string) {
  const user = signedInUser(asker);
  const { caseId } = parseWith(z.object({ caseId: caseIdInput }), input);
  const c = await visibleCase(runtime, asker.actor, caseId);
  const before = await hasLooked(runtime.db, user.id, c.caseId);
  if (!record) return { caseId: c.caseId, looked: before !== null, lookedAt: before };
  await runtime.execute(contentCommands.LookAtDesignCase, { userId: user.id, caseId: c.caseId }, { actor: asker.actor, commandId }, { waitFor: [caseLooksProjection.name] });
  return { caseId: c.caseId, looked: true, lookedAt: await hasLooked(runtime.db, user.id, c.caseId), firstLook: before === null };
}

/** case listLook {start, pageSize}: the cases the signed-in user looked at, latest first (published ones only). */
export async function listLook(runtime: Runtime, asker: Asker, input: unknown) {
  const user = signedInUser(asker);
  const { start, pageSize } = parseWith(z.object({ start: whole('start', 0, 1_000_000, 0), pageSize: whole('pageSize', 1, 50, 10) }), input);
  const { total, list } = await lookedCases(runtime.db, user.id, { start, pageSize });
  return { total, list: list.map((c) => ({ ...toCard(c), lookedAt: c.lookedAt })) };
}

/** case sendReportEmail {clientId, content, caseId}: a signed-in user reports a published case to customer care (in their own name). */
export async function sendReport(runtime: Runtime, asker: Asker, input: Record<string, unknown>, commandId?: string) {
  const user = signedInUser(asker);
  const { clientId } = parseWith(z.object({ clientId: idField('clientId is your own account id').optional() }), { clientId: input.clientId });
  const c = await visibleCase(runtime, asker.actor, input.caseId);
  await runtime.execute(
    contentCommands.ReportDesignCase,
    { caseId: c.caseId, reportId: randomUUID(), reporterId: clientId ?? user.id, content: input.content },
    { actor: asker.actor, commandId },
    { waitFor: [designCasesProjection.name] },
  );
  return { caseId: c.caseId };
}

export const caseIdOnly = (input: unknown) => parseWith(z.object({ caseId: caseIdInput }), input).caseId;

/** The client consents to (or withdraws consent from) their project's case. */
export async function setConsent(runtime: Runtime, asker: Asker, input: unknown, consent: boolean, commandId?: string): Promise<CaseView> {
  signedInUser(asker);
  const c = await visibleCase(runtime, asker.actor, caseIdOnly(input));
  await runtime.execute(consent ? contentCommands.ConsentToDesignCase : contentCommands.WithdrawDesignCaseConsent, { caseId: c.caseId }, { actor: asker.actor, commandId }, { waitFor: [designCasesProjection.name] });
  return toView(runtime, (await caseById(runtime.db, c.caseId))!);
}

/** The signed-in user's own cases in any state: a designer's proposed ones, a client's to consent to. */
export async function myCases(runtime: Runtime, asker: Asker): Promise<{ list: CaseView[] }> {
  const user = signedInUser(asker);
  const records = await casesOfPerson(runtime.db, user.id);
  return { list: await Promise.all(records.map((r) => toView(runtime, r))) };
}

/** A project's case as its designer's and client's pages show it (null: none proposed yet); only for someone who may see it. */
export async function caseOfProject(runtime: Runtime, actor: Actor, needId: string): Promise<{ id: string; title: string; status: 'draft' | 'published'; consent: boolean } | null> {
  const found = await caseById(runtime.db, projectCaseId(needId));
  if (!found || !maySeeCase(actor, found)) return null;
  return { id: found.caseId, title: found.title, status: found.status, consent: found.consent };
}
