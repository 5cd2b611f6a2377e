import type { LoaderFunctionArgs } from '@remix-run/node';
import { casePictureKey } from '../../../domain/content/design-case';
import { isDomainError } from '../../../domain/shared/errors';
import { storageFor } from '../../../infra/storage';
import { getSession } from '~/web/session.server';
import { pictureNotFound as notFound, pictureResponse } from '~/web/picture-response.server';
import { visibleCase } from '~/content/application/cases.server';

const fileName = /^([A-Za-z0-9_-]{1,120})\.webp$/;

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
  // A published case's picture may be cached briefly anywhere; an unpublished one only by the browser that may see it.
  return pictureResponse(object && { body: object.body, contentType: 'image/webp' }, found.status === 'published' ? 'public' : 'no-store', request);
}
