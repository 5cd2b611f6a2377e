import type { Runtime } from '../infra/runtime';
import type { Peer } from '../infra/http/peer';

declare module '@remix-run/node' {
  interface AppLoadContext {
    runtime: Runtime;
    /** The client's address as Express sees it (TRUST_PROXY); sign-in throttling counts by it. */
    clientAddress?: string;
    /** The TCP peer itself, whatever headers say (local-only helpers check it). */
    peer?: Peer;
    /** This response's Content-Security-Policy nonce for inline scripts. */
    cspNonce?: string;
  }
}
export {};
