import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { hasRole } from '../../../domain/authz';
import { ForbiddenError } from '../../../domain/shared/errors';
import { noAccessMessage, ok, requireUser, userAction } from '../../web/page-form.server';
import { getSession } from '../../web/session.server';
import { deliverDesign } from '../application/needs.server';
import { designerWorkspace } from '../application/staff-projects.server';

/** /hidden/project/index: the signed-in designer's workspace — their projects with the client's answers, nobody else's. */
export async function designerWorkspaceLoader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const session = await getSession(request, context);
  if (!hasRole(session.actor, 'designer')) throw new Response(noAccessMessage, { status: 403 });
  const projects = await designerWorkspace(context.runtime, user.id);
  return data({ projects }, { headers: { 'Cache-Control': 'private, no-store' } });
}

/** The designer marks a project's design delivered (the client may then ask for revisions). */
export const designerWorkspaceAction = userAction(async ({ context, session, intent, input }) => {
  if (!hasRole(session.actor, 'designer')) throw new ForbiddenError();
  if (intent !== 'deliver') throw new ForbiddenError();
  await deliverDesign(context.runtime, session.actor, input.needId ?? '');
  return ok('Design delivered: the client has been told', 'deliver');
});
