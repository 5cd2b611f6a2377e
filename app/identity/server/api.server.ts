import type { AppLoadContext } from '@remix-run/node';
import { isDomainError, UnauthorizedError } from '../../../domain/shared/errors';
import { apiCall, type ApiCallOptions, envelope, failure } from '../../web/api.server';
import type { Caller } from '../application/account-settings.server';
import type { Visit } from '../../web/visit';
import { visitOf } from '../../web/visit.server';
import { getSession, sessionCookieHeader, type RequestSession } from '../../web/session.server';

type ApiArgs = Parameters<Parameters<typeof apiCall>[0]>[0];

/**
 * apiCall with the caller's session. Paths containing /manage/ need a signed-in
 * user (401 'Please sign in to continue' otherwise); command rules and ownership
 * are still checked by the pipeline.
 */
export function sessionApiCall<T>(handler: (args: ApiArgs & { session: RequestSession; visit: Visit }) => Promise<T>, options: ApiCallOptions = {}) {
  const call = apiCall(async (args) => {
    const session = await getSession(args.request, args.context);
    if (new URL(args.request.url).pathname.includes('/manage/') && !session.user) throw new UnauthorizedError();
    try {
      return await handler({ ...args, session, visit: await visitOf(args.request, args.context, session) });
    } catch (error) {
      // The login modal tells an expired social key by its code.
      if (isDomainError(error) && error.code === 'EXPIRE_KEY') return failure(error.message, error.status, undefined, { code: error.code });
      throw error;
    }
  }, options);
  return async (args: Parameters<typeof call>[0]): Promise<Response> => {
    const response = await call(args);
    // A browser keeps its session in the cookie: a new visitor or an adopted `sess` gets one.
    const session = await getSession(args.request, args.context);
    if (session.changed && !response.headers.has('set-cookie')) response.headers.append('Set-Cookie', await sessionCookieHeader(args.context, session.token));
    return response;
  };
}

/** The signed-in user of a /manage/ call (sessionApiCall has already refused visitors). */
export function userOf(session: RequestSession) {
  if (!session.user) throw new UnauthorizedError();
  return session.user;
}

/** The signed-in caller as the account use cases take it. */
export function callerOf(session: RequestSession): Caller {
  return { userId: userOf(session).id, actor: session.actor };
}

/** An envelope that also moves the browser's cookie to a new token (sign-in, sign-out). */
export async function withToken<T>(context: AppLoadContext, token: string, data: T, message = 'success'): Promise<Response> {
  const response = envelope(data, message);
  response.headers.append('Set-Cookie', await sessionCookieHeader(context, token));
  return response;
}
