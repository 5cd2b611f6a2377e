import { sessionApiCall } from '~/identity/index.server';
import type { RequestSession } from '../../web/session.server';
import type { Visit } from '../../web/visit';
import type { Shopper } from '../application/cart.server';
import { shopperOf } from './shopper.server';

type Args = Parameters<Parameters<typeof sessionApiCall>[0]>[0];

/** A cart call: the caller's session, turned into whose cart it works on. */
export function cartApiCall<T>(handler: (args: Args & { shopper: Shopper; session: RequestSession; visit: Visit }) => Promise<T>) {
  return sessionApiCall((args) => handler({ ...args, shopper: shopperOf(args.session) }));
}

/** An idempotency key a client may send with a write (a retried add adds once). */
export function commandIdOf(request: Request): string | undefined {
  const key = request.headers.get('idempotency-key')?.trim();
  return key && /^[A-Za-z0-9_-]{8,64}$/.test(key) ? `cart-${key}` : undefined;
}
