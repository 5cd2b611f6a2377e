import { mayReadConsole, mayUseButton, type ConsoleArea, type ConsoleButton } from '../../../domain/authz';
import { ForbiddenError, UnauthorizedError } from '../../../domain/shared/errors';
import { sessionApiCall } from '~/identity/index.server';

type Handler<T> = Parameters<typeof sessionApiCall<T>>[0];
type Args = Parameters<Handler<unknown>>[0];

/**
 * A console read (`/api/admin/*`): signed-in users whose role opens this area of
 * the console (domain/authz.ts consoleAreas); 401 for visitors, 403 'No access.'
 * for anyone else.
 */
export function consoleApiCall<T>(area: ConsoleArea, handler: (args: Args) => Promise<T>) {
  return sessionApiCall<T>(async (args) => {
    if (!args.session.user) throw new UnauthorizedError();
    if (!mayReadConsole(args.session.actor, area)) throw new ForbiddenError();
    return handler(args);
  });
}

/**
 * A console control that is not a staff command (a reset mail): the same
 * permission name the console renders it by, checked again here.
 */
export function consoleButtonCall<T>(button: ConsoleButton, handler: (args: Args) => Promise<T>) {
  return sessionApiCall<T>(async (args) => {
    if (!args.session.user) throw new UnauthorizedError();
    if (!mayUseButton(args.session.actor, button)) throw new ForbiddenError();
    return handler(args);
  });
}
