import { defineCommand } from '../shared/command-definition';
import { promotionStream } from './promotion';
import {
  createDiscountCodeSchema,
  endDiscountCodeSchema,
  promotionDecider,
  recordCodeUseSchema,
  releaseCodeUseSchema,
} from './promotion.decide';

const promotion = (d: { code: string }) => promotionStream(d.code);

export const promotionCommands = {
  CreateDiscountCode: defineCommand({ type: 'CreateDiscountCode', schema: createDiscountCodeSchema, streamId: promotion, decider: promotionDecider }),
  EndDiscountCode: defineCommand({ type: 'EndDiscountCode', schema: endDiscountCodeSchema, streamId: promotion, decider: promotionDecider }),
  RecordCodeUse: defineCommand({ type: 'RecordCodeUse', schema: recordCodeUseSchema, streamId: promotion, decider: promotionDecider }),
  ReleaseCodeUse: defineCommand({ type: 'ReleaseCodeUse', schema: releaseCodeUseSchema, streamId: promotion, decider: promotionDecider }),
};
