import { orderCommands } from '../../domain/orders/commands';
import { paymentCommands } from '../../domain/payments/commands';
import type { Payment } from '../../domain/payments/payment';
import { projectCommands } from '../../domain/projects/commands';
import { catalogueCommands } from '../../domain/catalogue/commands';
import { promotionCommands } from '../../domain/promotions/commands';
import type { CommandDefinition } from '../../domain/shared/command-definition';
import { subscriptionCommands } from '../../domain/subscriptions/commands';

/** The purpose's own command that records a charged payment (the order paid, the plan, the tip…), by type, with its input. */
export function settleCommandOf(p: Payment): { command: string; input: Record<string, unknown> } {
  const gateway = p.gatewayPaymentId;
  const amountCents = p.chargedCents;
  const purpose = p.purpose;
  switch (purpose.kind) {
    case 'order':
      return { command: 'PayOrder', input: { orderId: purpose.orderId, paymentId: gateway ?? `credits-${purpose.orderId}`, amountCents, card: p.card?.card ?? null } };
    case 'plan':
      return {
        command: 'RecordNeedPayment',
        input: { needId: purpose.needId, plan: purpose.plan, paymentId: gateway ?? `free-${purpose.needId}`, amountCents, discountCents: purpose.discountCents, code: purpose.code },
      };
    case 'upgrade':
      return { command: 'UpgradeNeed', input: { needId: purpose.needId, toPlan: purpose.toPlan, paymentId: gateway ?? `upgrade-free-${purpose.needId}-${purpose.toPlan}`, amountCents } };
    case 'meeting':
      return { command: 'BookMeeting', input: { needId: purpose.needId, meetingId: purpose.meetingId, type: purpose.type, startsAt: purpose.startsAt, paymentId: gateway ?? p.paymentId } };
    case 'tip':
      return { command: 'RecordTip', input: { needId: purpose.needId, tipId: purpose.tipId, paymentId: gateway ?? p.paymentId, amountCents, note: purpose.note } };
    case 'subscription':
      return {
        command: 'StartSubscription',
        // The subscription's attempt is the payment itself (its hold started it under the payment's id).
        input: {
          clientId: p.clientId, attemptId: p.paymentId, paymentId: gateway ?? p.paymentId, amountCents, card: p.card ? { brand: p.card.card.brand, last4: p.card.card.last4 } : null,
          // The gateway's token for the card: what the monthly renewals charge (ADR 048).
          paymentMethod: p.card?.card ?? null,
        },
      };
    case 'renewal':
      return { command: 'RecordSubscriptionRenewal', input: { clientId: p.clientId, renewalId: purpose.renewalId, paymentId: gateway ?? p.paymentId, amountCents } };
    default: {
      const never: never = purpose;
      return never;
    }
  }
}

/** Every command a payment runs as the system: its holds and releases, its purposes' records, and saving a card it charged. */
export const paymentProcessCommands: ReadonlyMap<string, CommandDefinition> = new Map(
  [
    orderCommands.StartPayment, orderCommands.FailPayment, orderCommands.PayOrder,
    subscriptionCommands.StartSubscriptionPayment, subscriptionCommands.FailSubscriptionPayment, subscriptionCommands.StartSubscription,
    subscriptionCommands.HoldSubscriptionRenewal, subscriptionCommands.FailSubscriptionRenewal, subscriptionCommands.RecordSubscriptionRenewal,
    paymentCommands.ClaimPaymentSlot, paymentCommands.FreePaymentSlot, paymentCommands.SaveCard,
    catalogueCommands.ReserveStock, catalogueCommands.ReleaseStock,
    promotionCommands.HoldPurchase, promotionCommands.ReleasePurchase, promotionCommands.RecordCodeUse, promotionCommands.ReleaseCodeUse,
    promotionCommands.SpendCredits, promotionCommands.ReturnCredits,
    projectCommands.RecordNeedPayment, projectCommands.UpgradeNeed, projectCommands.BookMeeting, projectCommands.RecordTip,
  ].map((c) => [c.type, c as CommandDefinition]),
);
