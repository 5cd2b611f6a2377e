import { maySeeRoomPhotos } from '../../../domain/authz';
import { needStream } from '../../../domain/projects/need';
import { needDecider } from '../../../domain/projects/need.decide';
import { chosenRenderIds, isAiRenderId, refusedRenderChoices, renderChoiceMessage } from '../../../domain/projects/renderings';

export { renderingsSummary } from '../../../domain/projects/renderings';
import { ValidationError } from '../../../domain/shared/errors';
import type { Actor } from '../../../domain/shared/messages';
import type { Runtime } from '../../../infra/runtime';
import { storageFor } from '../../../infra/storage';
import { ownSucceededRenders, succeededRendersOf } from '../../../projections/renders/render-jobs';
import type { NeedView } from '../../../projections/projects/needs';

/**
 * The client's own AI renders in the design brief (issue 25): offered first on
 * the RENDERINGS step, accepted there only when they are the caller's own
 * finished renders, and shown to the project's designer. Read from the renders
 * read model (projections/renders), not through the renders context's app code.
 */

export interface RenderChoice {
  id: string;
  picture: string;
  alt: string;
  name: string;
}

const captionOf = (r: { style: string; roomType: string }) => `Your AI render: ${r.style} ${r.roomType}`;

/** The caller's finished renders as RENDERINGS choices (their pictures through /media/ai-renders/{id}/picture, which the owner may read). */
export async function ownRenderChoices(runtime: Runtime, userId: string | null): Promise<RenderChoice[]> {
  if (!userId) return [];
  const renders = await succeededRendersOf(runtime.db, userId);
  return renders.map((r) => ({ id: r.renderId, picture: `/media/ai-renders/${r.renderId}/picture`, alt: captionOf(r), name: `${r.style} ${r.roomType}` }));
}

/** A RENDERINGS answer naming a render that is not the caller's own finished one: 400, nothing kept. */
export async function checkRenderChoices(runtime: Runtime, userId: string | null, values: Record<string, unknown>): Promise<void> {
  const chosen = Array.isArray(values.combinationIds) ? (values.combinationIds as unknown[]) : [];
  const asked = chosenRenderIds(chosen);
  if (!asked.length) return;
  const own = userId ? await ownSucceededRenders(runtime.db, userId, asked) : [];
  if (refusedRenderChoices(chosen, new Set(own.map((r) => r.renderId))).length) {
    throw new ValidationError('RENDER_NOT_YOURS', renderChoiceMessage, { combinationIds: renderChoiceMessage });
  }
}

export interface BriefRender {
  renderId: string;
  picture: string;
  caption: string;
}

/** The AI renders a project's RENDERINGS answer names, as its designer sees them (through /design/render/{needId}/{renderId}). */
export async function briefRendersOf(runtime: Runtime, need: Pick<NeedView, 'needId' | 'clientId' | 'answers'>): Promise<BriefRender[]> {
  const ids = chosenRenderIds((need.answers.RENDERINGS as { combinationIds?: unknown } | undefined)?.combinationIds);
  if (!ids.length || !need.clientId) return [];
  const renders = new Map((await ownSucceededRenders(runtime.db, need.clientId, ids)).map((r) => [r.renderId, r]));
  return ids.flatMap((id) => {
    const r = renders.get(id);
    return r ? [{ renderId: id, picture: `/design/render/${need.needId}/${id}`, caption: captionOf(r).replace('Your AI render', 'The client’s AI render') }] : [];
  });
}

/**
 * GET /design/render/{needId}/{renderId}: the picture of an AI render the
 * project's brief names, for who may see the brief's photos (its client, its
 * designer, staff; authz maySeeRoomPhotos). Anyone else, a render the brief does
 * not name, or one that is not the client's: null (404).
 */
export async function briefRenderFile(runtime: Runtime, actor: Actor, needId: string, renderId: string): Promise<{ body: Buffer; contentType: string } | null> {
  if (!/^\d{1,10}$/.test(needId) || !isAiRenderId(renderId)) return null;
  const { state } = await runtime.loadAggregate(needDecider, needStream(needId));
  const need = state.need;
  if (!need || need.status === 'DELETED' || need.owner.kind !== 'client') return null;
  const clientId = need.owner.clientId;
  if (!maySeeRoomPhotos(actor, { owner: need.owner, clientId, designerId: need.designerId })) return null;
  if (!chosenRenderIds((need.answers.RENDERINGS as { combinationIds?: unknown } | undefined)?.combinationIds).includes(renderId)) return null;
  const [render] = await ownSucceededRenders(runtime.db, clientId, [renderId]);
  if (!render?.outputKey) return null;
  const object = await storageFor(runtime).getObject(render.outputKey);
  return object ? { body: object.body, contentType: object.contentType } : null;
}
