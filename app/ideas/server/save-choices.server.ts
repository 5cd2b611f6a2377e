import type { AppLoadContext } from '@remix-run/node';
import { getSession } from '../../web/session.server';
import { saveIdeaChoices } from '../application/public.server';
import type { SaveIdeaChoices } from '../components/save-idea';

/** The Save button's choices for the page's reader (a loader adds them to its data). */
export async function saveChoicesFor(request: Request, context: AppLoadContext, kind: 'case' | 'product', refId: string): Promise<SaveIdeaChoices> {
  const session = await getSession(request, context);
  return saveIdeaChoices(context.runtime, { user: session.user ? { id: session.user.id } : null, visitorId: session.visitorId, actor: session.actor }, { kind, refId });
}
