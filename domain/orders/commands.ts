import { defineCommand } from '../shared/command-definition';
import { orderStream } from './order';
import { orderDecider } from './order.decide';
import * as s from './order.schemas';

const order = (d: { orderId: string }) => orderStream(d.orderId);
const def = <T extends s.OrderCommand['type']>(type: T, schema: (typeof schemas)[T]) =>
  defineCommand({ type, schema, streamId: order, decider: orderDecider });

const schemas = {
  PlaceOrder: s.placeOrderSchema,
  StartPayment: s.startPaymentSchema,
  FailPayment: s.failPaymentSchema,
  PayOrder: s.payOrderSchema,
  CancelOrder: s.cancelOrderSchema,
  ShipOrderLine: s.shipOrderLineSchema,
  MarkLineDelivered: s.markLineDeliveredSchema,
  RequestReturn: s.requestReturnSchema,
  ApproveReturn: s.approveReturnSchema,
  RefuseReturn: s.refuseReturnSchema,
  RefundOrder: s.refundOrderSchema,
  StartRefund: s.startRefundSchema,
  FailRefund: s.failRefundSchema,
  GiveDelayNotice: s.giveDelayNoticeSchema,
  WithdrawReturn: s.withdrawReturnSchema,
  ChangeOrderAddress: s.changeOrderAddressSchema,
} as const;

export const orderCommands = {
  PlaceOrder: def('PlaceOrder', schemas.PlaceOrder),
  StartPayment: def('StartPayment', schemas.StartPayment),
  FailPayment: def('FailPayment', schemas.FailPayment),
  PayOrder: def('PayOrder', schemas.PayOrder),
  CancelOrder: def('CancelOrder', schemas.CancelOrder),
  ShipOrderLine: def('ShipOrderLine', schemas.ShipOrderLine),
  MarkLineDelivered: def('MarkLineDelivered', schemas.MarkLineDelivered),
  RequestReturn: def('RequestReturn', schemas.RequestReturn),
  ApproveReturn: def('ApproveReturn', schemas.ApproveReturn),
  RefuseReturn: def('RefuseReturn', schemas.RefuseReturn),
  RefundOrder: def('RefundOrder', schemas.RefundOrder),
  StartRefund: def('StartRefund', schemas.StartRefund),
  FailRefund: def('FailRefund', schemas.FailRefund),
  GiveDelayNotice: def('GiveDelayNotice', schemas.GiveDelayNotice),
  WithdrawReturn: def('WithdrawReturn', schemas.WithdrawReturn),
  ChangeOrderAddress: def('ChangeOrderAddress', schemas.ChangeOrderAddress),
};
