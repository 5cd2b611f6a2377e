import { hasRole } from '../../../domain/authz';
import { ForbiddenError, UnauthorizedError } from '../../../domain/shared/errors';
import { removeProjectProduct } from '~/projects/application/project-money.server';
import { sessionApiCall } from '~/identity/index.server';

/** POST /api/designer/projects/{id}/products/remove {goodsId}: the assigned designer (or staff) takes a piece off the project's list. */
export const action = sessionApiCall(async ({ context, session, params, input }) => {
  if (!session.user) throw new UnauthorizedError();
  if (!hasRole(session.actor, 'designer') && !hasRole(session.actor, 'staff')) throw new ForbiddenError();
  return removeProjectProduct(context.runtime, session.actor, params.id!, input);
});
