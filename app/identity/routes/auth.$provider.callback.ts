import type { LoaderFunctionArgs } from '@remix-run/node';
import { finishOAuth } from '~/identity/server/oauth.server';
import { getSession } from '~/web/session.server';

/** GET /auth/{provider}/callback: back from the provider with a code. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return finishOAuth(context, request, await getSession(request, context), params.provider ?? '');
}
