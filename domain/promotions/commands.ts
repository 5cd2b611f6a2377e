import { defineCommand } from '../shared/command-definition';
import { creditsStream } from './credits-ledger';
import { creditsDecider, grantCreditsSchema, returnCreditsSchema, spendCreditsSchema } from './credits-ledger.decide';
import { holdPurchaseSchema, purchasesDecider, purchasesStream, releasePurchaseSchema } from './first-orders';
import { promotionStream } from './promotion';
import { salePromotionDecider, salePromotionStream, savePromotionSchema, withdrawPromotionSchema } from './sale-promotion';
import {
  createDiscountCodeSchema,
  endDiscountCodeSchema,
  promotionDecider,
  recordCodeUseSchema,
  releaseCodeUseSchema,
} from './promotion.decide';

const promotion = (d: { code: string }) => promotionStream(d.code);
const credits = (d: { clientId: string }) => creditsStream(d.clientId);
const salePromotion = (d: { promotionId: string }) => salePromotionStream(d.promotionId);

export const promotionCommands = {
  CreateDiscountCode: defineCommand({ type: 'CreateDiscountCode', schema: createDiscountCodeSchema, streamId: promotion, decider: promotionDecider }),
  EndDiscountCode: defineCommand({ type: 'EndDiscountCode', schema: endDiscountCodeSchema, streamId: promotion, decider: promotionDecider }),
  RecordCodeUse: defineCommand({ type: 'RecordCodeUse', schema: recordCodeUseSchema, streamId: promotion, decider: promotionDecider }),
  ReleaseCodeUse: defineCommand({ type: 'ReleaseCodeUse', schema: releaseCodeUseSchema, streamId: promotion, decider: promotionDecider }),
  SavePromotion: defineCommand({ type: 'SavePromotion', schema: savePromotionSchema, streamId: salePromotion, decider: salePromotionDecider }),
  WithdrawPromotion: defineCommand({ type: 'WithdrawPromotion', schema: withdrawPromotionSchema, streamId: salePromotion, decider: salePromotionDecider }),
  GrantCredits: defineCommand({ type: 'GrantCredits', schema: grantCreditsSchema, streamId: credits, decider: creditsDecider }),
  SpendCredits: defineCommand({ type: 'SpendCredits', schema: spendCreditsSchema, streamId: credits, decider: creditsDecider }),
  ReturnCredits: defineCommand({ type: 'ReturnCredits', schema: returnCreditsSchema, streamId: credits, decider: creditsDecider }),
  // Only the system runs these (left out of the command rules): a payment holds its order, a failure or a cancellation lets go.
  HoldPurchase: defineCommand({ type: 'HoldPurchase', schema: holdPurchaseSchema, streamId: (d: { clientId: string }) => purchasesStream(d.clientId), decider: purchasesDecider }),
  ReleasePurchase: defineCommand({ type: 'ReleasePurchase', schema: releasePurchaseSchema, streamId: (d: { clientId: string }) => purchasesStream(d.clientId), decider: purchasesDecider }),
};
