import { z } from 'zod';
import { addressFields } from '../identity/fields';
import { cardSummarySchema } from '../payments/cards';
import type { Command } from '../shared/messages';

const id = (label = 'id') => z.string({ required_error: `Missing ${label}` }).trim().min(1, `Missing ${label}`).max(64).regex(/^[A-Za-z0-9_-]+$/, `Invalid ${label}`);
const cents = z.number().int('Amounts are whole cents').min(0, 'Amounts cannot be negative').max(1_000_000_000);
const text = (label: string, max: number) => z.string({ required_error: `Please enter ${label}` }).trim().min(1, `Please enter ${label}`).max(max);

/** A human-readable order number, made by the caller: RC-2026-000123. */
export const orderNumberField = z.string().trim().regex(/^RC-\d{4}-\d{6,}$/, 'Order numbers look like RC-2026-000123');

const orderLine = z.object({
  lineId: id('line id'),
  goodsId: id('goods id'),
  name: text('a product name', 200),
  priceCents: cents,
  unitPriceCents: cents,
  count: z.number().int().min(1).max(1000, 'The quantity of an item cannot exceed 1000.'),
  shippingCents: cents,
  refer: z.object({ type: z.enum(['NEED', 'DIY']), id: id('project id') }).optional(),
});

const totals = z.object({
  subtotalCents: cents,
  saleDiscountCents: cents,
  codeDiscountCents: cents,
  shippingCents: cents,
  taxCents: cents,
  creditsUsedCents: cents,
  totalCents: cents,
});

export const placeOrderSchema = z.object({
  orderId: id('order id'),
  orderNumber: orderNumberField,
  clientId: id('client id'),
  lines: z.array(orderLine).min(1, 'The cart is empty').max(200),
  totals,
  address: addressFields,
  /** One code at a time. */
  code: z.string().trim().toUpperCase().min(1).max(32).nullable().default(null),
});
export const payOrderSchema = z.object({
  orderId: id('order id'),
  /** The gateway's reference for the charge. */
  paymentId: id('payment id'),
  amountCents: cents,
  card: cardSummarySchema.nullable().default(null),
});
/** `until`: when the payment holding the order is given up (its process frees it sooner); without it, two minutes. */
export const startPaymentSchema = z.object({ orderId: id('order id'), attemptId: id('attempt id'), until: z.string().datetime({ offset: true }).optional() });
export const failPaymentSchema = z.object({
  orderId: id('order id'),
  attemptId: id('attempt id'),
  code: z.string().trim().min(1).max(60),
  message: z.string().trim().min(1).max(300),
});
export const cancelOrderSchema = z.object({ orderId: id('order id'), reason: z.string().trim().max(500).default('') });
export const shipOrderLineSchema = z.object({ orderId: id('order id'), lineId: id('line id'), carrier: text('a carrier', 60), trackingNumber: text('a tracking number', 60) });
export const markLineDeliveredSchema = z.object({ orderId: id('order id'), lineId: id('line id') });
export const requestReturnSchema = z.object({
  orderId: id('order id'),
  returnId: id('return id'),
  lineIds: z.array(id('line id')).min(1, 'Please choose the items to return').max(200),
  reasons: z.array(text('a reason', 200)).min(1, 'Please choose a reason').max(10),
  note: z.string().trim().max(2000).default(''),
});
export const approveReturnSchema = z.object({ orderId: id('order id'), returnId: id('return id') });
export const refuseReturnSchema = approveReturnSchema.extend({ reason: text('a reason', 500) });
export const startRefundSchema = z.object({
  orderId: id('order id'),
  refundId: id('refund id'),
  amountCents: cents.refine((v) => v > 0, 'A refund must be above zero'),
  reason: z.string().trim().max(500).default(''),
});
/** `card`: what the gateway refunded (a started refund, or at once); `credit`: store credit, granted after it is recorded. */
export const refundOrderSchema = startRefundSchema.extend({ to: z.enum(['card', 'credit']).default('card') });
export const failRefundSchema = z.object({ orderId: id('order id'), refundId: id('refund id'), message: z.string().trim().min(1).max(300) });
export const giveDelayNoticeSchema = z.object({
  orderId: id('order id'),
  lineId: id('line id').nullable().default(null),
  message: text('a message', 1000),
  expectedBy: z.string().date().nullable().default(null),
});

export const withdrawReturnSchema = approveReturnSchema;
export const changeOrderAddressSchema = z.object({ orderId: id('order id'), address: addressFields });

export type OrderCommand =
  | Command<'PlaceOrder', z.infer<typeof placeOrderSchema>>
  | Command<'StartPayment', z.infer<typeof startPaymentSchema>>
  | Command<'FailPayment', z.infer<typeof failPaymentSchema>>
  | Command<'PayOrder', z.infer<typeof payOrderSchema>>
  | Command<'CancelOrder', z.infer<typeof cancelOrderSchema>>
  | Command<'ShipOrderLine', z.infer<typeof shipOrderLineSchema>>
  | Command<'MarkLineDelivered', z.infer<typeof markLineDeliveredSchema>>
  | Command<'RequestReturn', z.infer<typeof requestReturnSchema>>
  | Command<'ApproveReturn', z.infer<typeof approveReturnSchema>>
  | Command<'RefuseReturn', z.infer<typeof refuseReturnSchema>>
  | Command<'RefundOrder', z.infer<typeof refundOrderSchema>>
  | Command<'StartRefund', z.infer<typeof startRefundSchema>>
  | Command<'FailRefund', z.infer<typeof failRefundSchema>>
  | Command<'GiveDelayNotice', z.infer<typeof giveDelayNoticeSchema>>
  | Command<'WithdrawReturn', z.infer<typeof withdrawReturnSchema>>
  | Command<'ChangeOrderAddress', z.infer<typeof changeOrderAddressSchema>>;
