import type { Shopper } from '../application/cart.server';
import type { RequestSession } from '../../web/session.server';

/** Whose cart a request works on: the signed-in client's, else the visitor's. */
export function shopperOf(session: RequestSession): Shopper {
  const user = session.user;
  return {
    ownerId: user ? user.id : session.visitorId,
    actor: session.actor,
    clientStatus: user ? user.status : null,
    userId: user?.id ?? null,
  };
}
