import type { LoaderFunctionArgs } from '@remix-run/node';
import { casePictureKey } from '../../../domain/content/design-case';
import { isDomainError } from '../../../domain/shared/errors';
import { storageFor } from '../../../infra/storage';
import { getSession } from '~/web/session.server';
import { visibleCase } from '~/content/application/cases.server';

const fileName = /^([A-Za-z0-9_-]{1,120})\.webp$/;
const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * GET /media/cases/{caseId}/{name}.webp: a case's own copy of a room still
 * (ADR 041). Anyone while the case is published; before that, and after it is
 * withdrawn, its designer, its client and staff only — 404 to anyone else.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const match = fileName.exec(params.file ?? '');
  if (!match) return notFound();
  const session = await getSession(request, context);
  let found;
  try {
    found = await visibleCase(context.runtime, session.actor, params.caseId);
  } catch (error) {
    if (isDomainError(error)) return notFound();
    throw error;
  }
  const url = `/media/cases/${found.caseId}/${match[1]}.webp`;
  if (!found.pictures.some((p) => p.url === url) && found.floorPlan?.url !== url) return notFound();
  const object = await storageFor(context.runtime).getObject(casePictureKey(found.caseId, match[1]!));
  if (!object) return notFound();
  const open = found.status === 'published';
  return new Response(new Uint8Array(object.body), {
    headers: {
      'content-type': 'image/webp',
      'content-length': String(object.body.length),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      // A published case's picture may be cached briefly anywhere; an unpublished one only by the browser that may see it.
      'cache-control': open ? 'public, max-age=300' : 'private, no-store',
      vary: 'Cookie, Authorization',
    },
  });
}
