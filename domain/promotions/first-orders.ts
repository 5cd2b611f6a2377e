import { z } from 'zod';
import { ValidationError } from '../shared/errors';
import type { Command, Decider, Event } from '../shared/messages';
import { idField } from '../shared/schemas';

/**
 * A client's purchases as first-order-only codes see them (PROMO10, WELCOME25, a
 * first project): one stream per client, `purchases-<clientId>`. Every payment holds
 * its order here before the card is charged, and lets go when the payment fails or
 * the order is cancelled. A first-order code is refused at payment time when another
 * order of the same kind is held (paid, or being paid): two orders placed before
 * either was paid cannot both be first, and an order paid after another was paid is
 * not a first order. The stream's expected version makes concurrent payments decide
 * one after the other.
 */
export const purchasesStream = (clientId: string) => `purchases-${clientId}`;

export type PurchaseScope = 'furniture' | 'project';
export const firstOrderOnlyMessage = 'only for a first order';

export type PurchasesEvent =
  | Event<'PurchaseHeld', { clientId: string; orderId: string; scope: PurchaseScope; firstOrderCode: string | null; heldAt: string }>
  | Event<'PurchaseReleased', { clientId: string; orderId: string; releasedAt: string }>;

export interface PurchasesState {
  held: Record<string, { scope: PurchaseScope; firstOrderCode: string | null }>;
}

export const initialPurchasesState = (): PurchasesState => ({ held: {} });

export function evolvePurchases(state: PurchasesState, event: PurchasesEvent): PurchasesState {
  switch (event.type) {
    case 'PurchaseHeld':
      return { held: { ...state.held, [event.data.orderId]: { scope: event.data.scope, firstOrderCode: event.data.firstOrderCode } } };
    case 'PurchaseReleased': {
      const { [event.data.orderId]: _released, ...held } = state.held;
      return { held };
    }
    default: {
      const never: never = event;
      return never;
    }
  }
}

const id = idField('Invalid id');
export const holdPurchaseSchema = z.object({
  clientId: id,
  orderId: id,
  scope: z.enum(['furniture', 'project']),
  /** The first-order-only code the order uses, if any. */
  firstOrderCode: z.string().trim().toUpperCase().min(1).max(32).nullable().default(null),
  /** Paid orders of this kind the read model knows of (those from before this stream existed). */
  paidBefore: z.number().int().min(0).default(0),
});
export const releasePurchaseSchema = z.object({ clientId: id, orderId: id });

export type PurchasesCommand =
  | Command<'HoldPurchase', z.infer<typeof holdPurchaseSchema>>
  | Command<'ReleasePurchase', z.infer<typeof releasePurchaseSchema>>;

export function decidePurchases(command: PurchasesCommand, state: PurchasesState): PurchasesEvent[] {
  const { now } = command.metadata;
  switch (command.type) {
    case 'HoldPurchase': {
      const { clientId, orderId, scope, firstOrderCode, paidBefore } = command.data;
      if (state.held[orderId]) return [];
      const others = Object.entries(state.held).filter(([other, h]) => other !== orderId && h.scope === scope).length;
      if (firstOrderCode && (others > 0 || paidBefore > 0))
        throw new ValidationError('FIRST_ORDER_ONLY', firstOrderOnlyMessage, { code: firstOrderOnlyMessage });
      return [{ type: 'PurchaseHeld', data: { clientId, orderId, scope, firstOrderCode, heldAt: now } }];
    }
    case 'ReleasePurchase': {
      const { clientId, orderId } = command.data;
      if (!state.held[orderId]) return [];
      return [{ type: 'PurchaseReleased', data: { clientId, orderId, releasedAt: now } }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const purchasesDecider: Decider<PurchasesState, PurchasesCommand, PurchasesEvent> = {
  initialState: initialPurchasesState,
  evolve: evolvePurchases,
  decide: decidePurchases,
};

export const purchasesEventTypes = Object.keys({
  PurchaseHeld: true,
  PurchaseReleased: true,
} satisfies Record<PurchasesEvent['type'], true>) as PurchasesEvent['type'][];
