import { allowedButtons, consoleAreasOf } from '../../../domain/authz';
import { ForbiddenError, UnauthorizedError } from '../../../domain/shared/errors';
import { sessionApiCall } from '~/identity/server/api.server';

/**
 * GET /api/admin/me: who is using the console, the areas their role opens and
 * their allowed-buttons list (part 2 §6). 401 for visitors; 403 'No access.'
 * when no area is theirs.
 */
export const loader = sessionApiCall(async ({ session }) => {
  const user = session.user;
  if (!user) throw new UnauthorizedError();
  const areas = consoleAreasOf(session.actor);
  if (areas.length === 0) throw new ForbiddenError();
  return { id: user.id, fullName: user.username || user.email, email: user.email, roles: user.roles, areas, buttons: allowedButtons(session.actor) };
});
