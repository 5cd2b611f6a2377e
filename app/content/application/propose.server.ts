import { z } from 'zod';
import { mayDesignProject } from '../../../domain/authz';
import { contentCommands } from '../../../domain/content/commands';
import { caseMessages, casePictureKey, casePictureUrl, projectCaseId, type CasePicture } from '../../../domain/content/design-case';
import { caseContentSchema } from '../../../domain/content/design-case.decide';
import { proposalRenderKey, reviewedProductIds } from '../../../domain/review/proposal';
import { IllegalStateError, NotFoundError, UnauthorizedError } from '../../../domain/shared/errors';
import { idField } from '../../../domain/shared/schemas';
import { storageFor } from '../../../infra/storage';
import type { Runtime } from '../../../infra/runtime';
import { caseById, designCasesProjection } from '../../../projections/content/design-cases';
import { needById } from '../../../projections/projects/needs';
import { proposalsOfNeed } from '../../../projections/review/proposals';
import { parseWith } from '../../web/api.server';
import type { Asker } from './cases.server';
import { budgetOfNeed, styleOfNeed } from './case-facts.server';
import { toView, type CaseView } from './case-views.server';

const proposeInput = z.object({
  needId: idField('Unknown project'),
  title: caseContentSchema.shape.title,
  description: caseContentSchema.shape.description,
});

/**
 * case propose {needId, title, description?}: the designer of a delivered
 * project makes it a case. The case snapshots the latest published version:
 * its boards' products (ids; prices are read when shown), the project's style,
 * room type and budget, and a public copy of each board's room stills
 * (ADR 041) — the proposal's own files stay private to the project. It waits
 * for the client's consent; another designer's project is not found.
 */
export async function proposeCase(runtime: Runtime, asker: Asker, input: unknown, commandId?: string): Promise<CaseView> {
  if (!asker.user) throw new UnauthorizedError(caseMessages.signIn);
  const form = parseWith(proposeInput, input);
  const need = await needById(runtime.db, form.needId);
  if (!need || need.status === 'DELETED' || !mayDesignProject(asker.actor, need)) throw new NotFoundError('NEED_NOT_FOUND', 'This project was not found.');
  if (need.status !== 'DELIVERED' || !need.designerId || !need.clientId) throw new IllegalStateError('CASE_NOT_FINISHED', caseMessages.notFinished);
  const [latest] = await proposalsOfNeed(runtime.db, need.needId, { publishedOnly: true });
  if (!latest) throw new IllegalStateError('CASE_NOT_FINISHED', caseMessages.notFinished);
  const caseId = projectCaseId(need.needId);
  const pictures = await copyRenders(runtime, caseId, latest.proposalId, latest.boards.map((b) => b.boardId), latest.renders);
  const content = {
    title: form.title,
    description: form.description,
    roomTypeId: need.room.roomTypeId,
    style: styleOfNeed(need),
    budgetCents: budgetOfNeed(need),
    goodsIds: [...new Set(latest.boards.flatMap(reviewedProductIds))].slice(0, 60),
    pictures,
    floorPlan: null,
    boards: latest.boards.map((b) => ({ boardId: b.boardId, title: b.name.slice(0, 120) })),
  };
  await runtime.execute(
    contentCommands.ProposeDesignCase,
    { caseId, needId: need.needId, designerId: need.designerId, clientId: need.clientId, content },
    { actor: asker.actor, commandId },
    { waitFor: [designCasesProjection.name] },
  );
  return toView(runtime, (await caseById(runtime.db, caseId))!);
}

/** The case's own copy of each still (`case-pictures/<caseId>/<boardId>-<view>.webp`), served while the case may be seen. */
async function copyRenders(runtime: Runtime, caseId: string, proposalId: string, boardIds: string[], renders: Record<string, { view: string; label: string }[]>): Promise<CasePicture[]> {
  const storage = storageFor(runtime);
  const pictures: CasePicture[] = [];
  for (const boardId of boardIds) {
    for (const render of renders[boardId] ?? []) {
      if (pictures.length >= 12) return pictures;
      const object = await storage.getObject(proposalRenderKey(proposalId, boardId, render.view));
      if (!object) continue;
      const name = `${boardId}-${render.view}`;
      await storage.putObject(casePictureKey(caseId, name), object.body, 'image/webp');
      pictures.push({ url: casePictureUrl(caseId, name), alt: render.label.slice(0, 200) });
    }
  }
  return pictures;
}
