import type { Actor } from '../../domain/shared/messages';

/**
 * Who is asking, and from where, as the identity use cases need it. The web
 * layer builds it from the request (app/web/visit.server.ts); use cases never
 * see the Remix request or context.
 */
export interface Visit {
  actor: Actor;
  visitorId: string;
  /** The signed-in session, or null for a visitor. */
  sessionId: string | null;
  /** The client's address, as sign-in throttling counts it. */
  clientAddress: string;
  /** Accounts this browser has signed in to before (a signed cookie): their owners are not locked out by others' failures. */
  knownAccounts: readonly string[];
  /** The site's address for links in mails: PUBLIC_URL, or the address the request came to. */
  siteUrl: string;
}
