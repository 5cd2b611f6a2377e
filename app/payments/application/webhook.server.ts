import { orderCommands } from '../../../domain/orders/commands';
import { paymentCommands } from '../../../domain/payments/commands';
import { DomainError } from '../../../domain/shared/errors';
import type { Actor } from '../../../domain/shared/messages';
import type { GatewayEvent } from '../../../infra/payments/port';
import type { Runtime } from '../../../infra/runtime';
import { afterOrderPaid, settledReadModels } from './payment.server';

const system: Actor = { kind: 'system' };
const succeeded = ['payment_intent.succeeded', 'charge.succeeded'];

/**
 * What the gateway reports by webhook (signature already verified): a charge that
 * succeeded is recorded on its payment (its metadata names it) — if the charge step
 * never got the answer (a crash, a timeout), the payment process carries on from
 * there. A charge made before payments ran as a process names its order instead.
 * Anything else is acknowledged and left alone.
 */
export async function recordGatewayEvent(runtime: Runtime, event: GatewayEvent): Promise<{ recorded: boolean }> {
  if (!succeeded.includes(event.type) || !event.paymentId || event.amountCents === null) return { recorded: false };
  const { paymentId, orderId } = event.metadata;
  try {
    const result = paymentId
      ? await runtime.execute(paymentCommands.RecordPaymentCharged, { paymentId, gatewayPaymentId: event.paymentId, amountCents: event.amountCents }, { actor: system, commandId: `webhook-${event.id}` }, { waitFor: [] })
      : orderId
        ? await runtime.execute(orderCommands.PayOrder, { orderId, paymentId: event.paymentId, amountCents: event.amountCents, card: null }, { actor: system, commandId: `webhook-${event.id}` }, { waitFor: [] })
        : null;
    const recorded = Boolean(result && result.events.length > 0);
    // What follows (the purpose's record, the cart emptied) is done before the gateway hears back, within a bound.
    if (recorded && paymentId) await settledReadModels(runtime, paymentId, ['orders', 'cart-lines']);
    else if (recorded && orderId) await afterOrderPaid(runtime, orderId, ['orders', 'cart-lines']);
    return { recorded };
  } catch (error) {
    // A payment or order we do not know, or one the event does not fit: acknowledged, nothing recorded.
    if (error instanceof DomainError) {
      runtime.logger.warn('a gateway event was not recorded', { type: event.type, code: error.code });
      return { recorded: false };
    }
    throw error;
  }
}
