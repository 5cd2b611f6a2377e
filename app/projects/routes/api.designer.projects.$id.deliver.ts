import { hasRole } from '../../../domain/authz';
import { ForbiddenError, UnauthorizedError } from '../../../domain/shared/errors';
import { deliverDesign } from '~/projects/application/needs.server';
import { sessionApiCall } from '~/identity/index.server';

/** POST /api/designer/projects/{id}/deliver: the assigned designer delivers the design (another designer's project: 404). */
export const action = sessionApiCall(async ({ context, session, params }) => {
  if (!session.user) throw new UnauthorizedError();
  if (!hasRole(session.actor, 'designer') && !hasRole(session.actor, 'staff')) throw new ForbiddenError();
  return deliverDesign(context.runtime, session.actor, params.id!);
});
