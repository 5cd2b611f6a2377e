import type { LoaderFunctionArgs } from '@remix-run/node';
import { errorResponse } from '~/web/api.server';
import { startOAuth } from '~/identity/server/oauth.server';

/** GET /auth/google or /auth/facebook (?returnTo=/path): off to the provider. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  try {
    return await startOAuth(context, request, params.provider ?? '');
  } catch (error) {
    return errorResponse(error, { context, request });
  }
}
