import type { AppLoadContext } from '@remix-run/node';
import type { Visit } from '../identity/application/visit';
import type { RequestSession } from './session.server';

/** The site's own address: PUBLIC_URL when set, else the address the request came to. */
export function siteUrl(context: AppLoadContext, request: Request): string {
  return (context.runtime.config.PUBLIC_URL ?? new URL(request.url).origin).replace(/\/$/, '');
}

/** The use cases' view of a request: its session, its client's address and the site's address. */
export function visitOf(request: Request, context: AppLoadContext, session: RequestSession): Visit {
  return {
    actor: session.actor,
    visitorId: session.visitorId,
    sessionId: session.sessionId,
    clientAddress: context.clientAddress ?? 'unknown',
    siteUrl: siteUrl(context, request),
  };
}
