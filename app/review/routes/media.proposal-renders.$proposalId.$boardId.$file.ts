import type { LoaderFunctionArgs } from '@remix-run/node';
import { isDomainError } from '../../../domain/shared/errors';
import { proposalRenderKey } from '../../../domain/review/proposal';
import { storageFor } from '../../../infra/storage';
import { getSession } from '~/web/session.server';
import { visibleProposal } from '~/review/application/proposals.server';

const fileName = /^([a-z][a-z0-9-]{0,31})\.webp$/;
const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

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
  if (!object) return notFound();
  return new Response(new Uint8Array(object.body), {
    headers: {
      'content-type': 'image/webp',
      'content-length': String(object.body.length),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, max-age=300',
      vary: 'Cookie, Authorization',
    },
  });
}
