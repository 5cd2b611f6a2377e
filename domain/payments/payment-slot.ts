import { z } from 'zod';
import { IllegalStateError } from '../shared/errors';
import type { Command, Decider, Event } from '../shared/messages';
import { idField } from '../shared/schemas';

/**
 * One payment at a time for one thing (a project's plan, its tips, a client's
 * subscription): `payment-slot-<key>`. A payment claims the slot before its card is
 * charged and frees it once it has ended, so two requests with different cards
 * (two tabs, a form sent twice) charge once: the second is told a payment is
 * running, and waits for it. A claim lasts until its payment's process frees it
 * (settled, declined or given up at `until`, its other holds let go first).
 */
export const paymentSlotStream = (key: string) => `payment-slot-${key}`;
export const paymentRunningMessage = 'Your payment is already being processed.';

export type PaymentSlotEvent =
  | Event<'PaymentSlotClaimed', { key: string; paymentId: string; until: string; claimedAt: string }>
  | Event<'PaymentSlotFreed', { key: string; paymentId: string; freedAt: string }>;

export interface PaymentSlotState {
  holder: { paymentId: string; until: string } | null;
}

export const initialPaymentSlotState = (): PaymentSlotState => ({ holder: null });

export function evolvePaymentSlot(state: PaymentSlotState, event: PaymentSlotEvent): PaymentSlotState {
  switch (event.type) {
    case 'PaymentSlotClaimed':
      return { holder: { paymentId: event.data.paymentId, until: event.data.until } };
    case 'PaymentSlotFreed':
      return state.holder?.paymentId === event.data.paymentId ? { holder: null } : state;
    default: {
      const never: never = event;
      return never;
    }
  }
}

export const claimPaymentSlotSchema = z.object({ key: idField('Invalid slot', 80), paymentId: idField('Invalid payment'), until: z.string().datetime({ offset: true }) });
export const freePaymentSlotSchema = z.object({ key: idField('Invalid slot', 80), paymentId: idField('Invalid payment') });

export type PaymentSlotCommand = Command<'ClaimPaymentSlot', z.infer<typeof claimPaymentSlotSchema>> | Command<'FreePaymentSlot', z.infer<typeof freePaymentSlotSchema>>;

export function decidePaymentSlot(command: PaymentSlotCommand, state: PaymentSlotState): PaymentSlotEvent[] {
  const { now } = command.metadata;
  const { key, paymentId } = command.data;
  switch (command.type) {
    case 'ClaimPaymentSlot': {
      const holder = state.holder;
      if (holder?.paymentId === paymentId) return [];
      // Freed only by its payment's process (after what it held is let go), never by time: a next payment cannot re-take a hold being released.
      if (holder) throw new IllegalStateError('PAYMENT_IN_PROGRESS', paymentRunningMessage);
      return [{ type: 'PaymentSlotClaimed', data: { key, paymentId, until: command.data.until, claimedAt: now } }];
    }
    case 'FreePaymentSlot':
      return state.holder?.paymentId === paymentId ? [{ type: 'PaymentSlotFreed', data: { key, paymentId, freedAt: now } }] : [];
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const paymentSlotDecider: Decider<PaymentSlotState, PaymentSlotCommand, PaymentSlotEvent> = {
  initialState: initialPaymentSlotState,
  evolve: evolvePaymentSlot,
  decide: decidePaymentSlot,
};

export const paymentSlotEventTypes = Object.keys({ PaymentSlotClaimed: true, PaymentSlotFreed: true } satisfies Record<PaymentSlotEvent['type'], true>) as PaymentSlotEvent['type'][];
