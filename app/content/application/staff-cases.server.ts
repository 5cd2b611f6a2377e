import { randomUUID } from 'node:crypto';
import { contentCommands } from '../../../domain/content/commands';
import { caseMessages } from '../../../domain/content/design-case';
import { NotFoundError, ValidationError } from '../../../domain/shared/errors';
import { getGoodsByIds } from '../../../projections/catalogue/goods.queries';
import { idField } from '../../../domain/shared/schemas';
import type { Runtime } from '../../../infra/runtime';
import { caseById } from '../../../projections/content/design-cases';
import { toView } from './case-views.server';

/** A case as the console reads it: the page's view, its id for react-admin, where it came from and its reports. */
export async function staffCase(runtime: Runtime, caseId: string) {
  const parsed = idField('Unknown design case', 80).safeParse(caseId);
  const found = parsed.success ? await caseById(runtime.db, parsed.data) : null;
  if (!found) throw new NotFoundError('CASE_NOT_FOUND', caseMessages.notFound);
  return { ...(await toView(runtime, found)), id: found.caseId, needId: found.needId, designerId: found.designerId, clientId: found.clientId, reportCount: found.reportCount, goodsIds: found.goodsIds, roomTypeId: found.roomTypeId, updatedAt: found.updatedAt };
}

/**
 * What the console's form sends, as AuthorDesignCase takes it: products as a
 * list or ids separated by commas or spaces; one picture address or a list.
 */
export function contentFromForm(input: Record<string, unknown>) {
  const goodsIds = typeof input.goodsIds === 'string' ? input.goodsIds.split(/[\s,]+/).filter(Boolean) : input.goodsIds;
  const pictures = typeof input.picture === 'string' && input.picture ? [{ url: input.picture, alt: String(input.title ?? '').slice(0, 200) }] : input.pictures;
  return {
    title: input.title, description: input.description ?? '', roomTypeId: input.roomTypeId, style: input.style,
    budgetCents: input.budgetCents, goodsIds, pictures: pictures ?? [], floorPlan: input.floorPlan ?? null, boards: [],
  };
}

/**
 * What a revision sends as ReviseDesignCase takes it: the console's fields
 * (title, description, room, style, budget, products) over the case as it is;
 * its pictures, floor plan and boards stay unless the form sends new ones.
 * Products are checked against the catalogue: an unknown id is named.
 */
export async function revisedContent(runtime: Runtime, caseId: string, input: Record<string, unknown>) {
  const parsed = idField('Unknown design case', 80).safeParse(caseId);
  const found = parsed.success ? await caseById(runtime.db, parsed.data) : null;
  if (!found) throw new NotFoundError('CASE_NOT_FOUND', caseMessages.notFound);
  const form = contentFromForm({ ...input, title: input.title ?? found.title });
  const has = (name: string) => input[name] !== undefined && input[name] !== null;
  const content = {
    title: form.title,
    description: has('description') ? form.description : found.description,
    roomTypeId: has('roomTypeId') ? form.roomTypeId : found.roomTypeId,
    style: has('style') ? form.style : found.style,
    budgetCents: has('budgetCents') ? form.budgetCents : found.budgetCents,
    goodsIds: has('goodsIds') ? form.goodsIds : found.goodsIds,
    pictures: has('picture') || has('pictures') ? form.pictures : found.pictures,
    floorPlan: found.floorPlan,
    boards: found.boards,
  };
  await checkProducts(runtime, content.goodsIds);
  return content;
}

/** Every id names a product of the catalogue (listed or not): else a 400 naming the first unknown one. */
export async function checkProducts(runtime: Runtime, goodsIds: unknown): Promise<void> {
  if (!Array.isArray(goodsIds)) return;
  const ids = goodsIds.filter((id): id is string => typeof id === 'string').slice(0, 200);
  const known = new Set((await getGoodsByIds(runtime.db, ids)).map((g) => g.id));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown) throw new ValidationError('UNKNOWN_PRODUCT', `There is no product ${unknown.slice(0, 64)} in the catalogue.`, { goodsIds: `There is no product ${unknown.slice(0, 64)} in the catalogue.` });
}

/** A staff case gets an id of its own (`staff-<uuid>`); the command checks the content field by field. */
export const newStaffCaseId = () => `staff-${randomUUID()}`;

export const staffCaseCommands = {
  publish: { definition: contentCommands.PublishDesignCase, done: caseMessages.published },
  unpublish: { definition: contentCommands.UnpublishDesignCase, done: caseMessages.unpublished },
} as const;
export type StaffCaseStep = keyof typeof staffCaseCommands;

