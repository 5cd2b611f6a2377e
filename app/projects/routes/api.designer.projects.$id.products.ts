import { hasRole } from '../../../domain/authz';
import { ForbiddenError, UnauthorizedError } from '../../../domain/shared/errors';
import { recordProjectProducts } from '~/projects/application/project-money.server';
import { sessionApiCall } from '~/identity/index.server';

/** POST /api/designer/projects/{id}/products {products: [{goodsId, count}] | goodsStr}: the assigned designer (or staff) records the project's furniture. */
export const action = sessionApiCall(async ({ context, session, params, input }) => {
  if (!session.user) throw new UnauthorizedError();
  if (!hasRole(session.actor, 'designer') && !hasRole(session.actor, 'staff')) throw new ForbiddenError();
  return recordProjectProducts(context.runtime, session.actor, params.id!, input);
});
