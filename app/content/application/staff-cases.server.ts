import { randomUUID } from 'node:crypto';
import { contentCommands } from '../../../domain/content/commands';
import { caseMessages } from '../../../domain/content/design-case';
import { NotFoundError } from '../../../domain/shared/errors';
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

/** A staff case gets an id of its own (`staff-<uuid>`); the command checks the content field by field. */
export const newStaffCaseId = () => `staff-${randomUUID()}`;

export const staffCaseCommands = {
  publish: { definition: contentCommands.PublishDesignCase, done: caseMessages.published },
  unpublish: { definition: contentCommands.UnpublishDesignCase, done: caseMessages.unpublished },
} as const;
export type StaffCaseStep = keyof typeof staffCaseCommands;

