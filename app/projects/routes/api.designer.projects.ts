import { hasRole } from '../../../domain/authz';
import { ForbiddenError, UnauthorizedError } from '../../../domain/shared/errors';
import { designerWorkspace } from '~/projects/application/staff-projects.server';
import { sessionApiCall } from '~/identity/index.server';

/** GET /api/designer/projects: the signed-in designer's projects with the client's answers (nobody else's). */
export const loader = sessionApiCall(async ({ context, session }) => {
  if (!session.user) throw new UnauthorizedError();
  if (!hasRole(session.actor, 'designer')) throw new ForbiddenError();
  return designerWorkspace(context.runtime, session.user.id);
});
