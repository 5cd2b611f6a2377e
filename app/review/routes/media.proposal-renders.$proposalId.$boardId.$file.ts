import type { LoaderFunctionArgs } from '@remix-run/node';
import { isDomainError } from '../../../domain/shared/errors';
import { proposalRenderKey } from '../../../domain/review/proposal';
import { storageFor } from '../../../infra/storage';
import { getSession } from '~/web/session.server';
import { pictureNotFound as notFound, pictureResponse } from '~/web/picture-response.server';
import { visibleProposal } from '~/review/application/proposals.server';

const fileName = /^([a-z][a-z0-9-]{0,31})\.webp$/;

/**
 * GET /media/proposal-renders/{proposalId}/{boardId}/{view}.webp: a still of a
 * published board's room (issue 23), for the proposal's client, its designer
 * and staff (the session's cookie or the app's `authorization` header); anyone
 * else, and any render the version does not hold, gets 404.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const match = fileName.exec(params.file ?? '');
  if (!match || !session.user) return notFound();
  let proposal;
  try {
    proposal = await visibleProposal(context.runtime, session.actor, params.proposalId);
  } catch (error) {
    if (isDomainError(error)) return notFound();
    throw error;
  }
  const boardId = params.boardId ?? '';
  if (!(proposal.renders[boardId] ?? []).some((r) => r.view === match[1])) return notFound();
  const object = await storageFor(context.runtime).getObject(proposalRenderKey(proposal.proposalId, boardId, match[1]!));
  return pictureResponse(object && { body: object.body, contentType: 'image/webp' }, 'private');
}
