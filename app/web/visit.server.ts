import type { AppLoadContext } from '@remix-run/node';
import type { Visit } from './visit';
import { knownAccounts } from './known-browser.server';
import type { RequestSession } from './session.server';

/** The site's own address: PUBLIC_URL when set, else the address the request came to. */
export function siteUrl(context: AppLoadContext, request: Request): string {
  return (context.runtime.config.PUBLIC_URL ?? new URL(request.url).origin).replace(/\/$/, '');
}

/** The use cases' view of a request: its session, its client's address, the accounts it knows and the site's address. */
export async function visitOf(request: Request, context: AppLoadContext, session: RequestSession): Promise<Visit> {
  return {
    actor: session.actor,
    visitorId: session.visitorId,
    sessionId: session.sessionId,
    clientAddress: context.clientAddress ?? 'unknown',
    knownAccounts: await knownAccounts(request, context),
    siteUrl: siteUrl(context, request),
  };
}
