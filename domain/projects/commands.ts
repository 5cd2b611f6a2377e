import { defineCommand } from '../shared/command-definition';
import { chooseProjectCodeSchema, recordProjectProductsSchema, removeProjectProductSchema } from './furniture';
import { answerNeedDetailSchema } from './details.decide';
import { attachIdeasSchema } from './ideas.decide';
import { needStream } from './need';
import { choosePriceVariantSchema, pricingSettingsDecider, pricingSettingsStream } from './pricing-settings';
import { roomPhotosCommands } from './room-photos.commands';
import {
  answerNeedStepSchema,
  assignDesignerSchema,
  bookMeetingSchema,
  rateProjectSchema,
  recordTipSchema,
  requestRedesignSchema,
  upgradeNeedSchema,
  claimNeedSchema,
  deleteNeedSchema,
  deliverDesignSchema,
  draftNeedSchema,
  needDecider,
  recordNeedPaymentSchema,
  requestRevisionSchema,
  submitNeedSchema,
} from './need.decide';

const need = (d: { needId: string }) => needStream(d.needId);

export const projectCommands = {
  DraftNeed: defineCommand({ type: 'DraftNeed', schema: draftNeedSchema, streamId: need, decider: needDecider }),
  AnswerNeedStep: defineCommand({ type: 'AnswerNeedStep', schema: answerNeedStepSchema, streamId: need, decider: needDecider }),
  AnswerNeedDetail: defineCommand({ type: 'AnswerNeedDetail', schema: answerNeedDetailSchema, streamId: need, decider: needDecider }),
  AttachIdeas: defineCommand({ type: 'AttachIdeas', schema: attachIdeasSchema, streamId: need, decider: needDecider }),
  ClaimNeed: defineCommand({ type: 'ClaimNeed', schema: claimNeedSchema, streamId: need, decider: needDecider }),
  SubmitNeed: defineCommand({ type: 'SubmitNeed', schema: submitNeedSchema, streamId: need, decider: needDecider }),
  RecordNeedPayment: defineCommand({ type: 'RecordNeedPayment', schema: recordNeedPaymentSchema, streamId: need, decider: needDecider }),
  AssignDesigner: defineCommand({ type: 'AssignDesigner', schema: assignDesignerSchema, streamId: need, decider: needDecider }),
  DeliverDesign: defineCommand({ type: 'DeliverDesign', schema: deliverDesignSchema, streamId: need, decider: needDecider }),
  RequestRevision: defineCommand({ type: 'RequestRevision', schema: requestRevisionSchema, streamId: need, decider: needDecider }),
  DeleteNeed: defineCommand({ type: 'DeleteNeed', schema: deleteNeedSchema, streamId: need, decider: needDecider }),
  BookMeeting: defineCommand({ type: 'BookMeeting', schema: bookMeetingSchema, streamId: need, decider: needDecider }),
  UpgradeNeed: defineCommand({ type: 'UpgradeNeed', schema: upgradeNeedSchema, streamId: need, decider: needDecider }),
  RequestRedesign: defineCommand({ type: 'RequestRedesign', schema: requestRedesignSchema, streamId: need, decider: needDecider }),
  RateProject: defineCommand({ type: 'RateProject', schema: rateProjectSchema, streamId: need, decider: needDecider }),
  RecordTip: defineCommand({ type: 'RecordTip', schema: recordTipSchema, streamId: need, decider: needDecider }),
  RecordProjectProducts: defineCommand({ type: 'RecordProjectProducts', schema: recordProjectProductsSchema, streamId: need, decider: needDecider }),
  RemoveProjectProduct: defineCommand({ type: 'RemoveProjectProduct', schema: removeProjectProductSchema, streamId: need, decider: needDecider }),
  ChooseProjectCode: defineCommand({ type: 'ChooseProjectCode', schema: chooseProjectCodeSchema, streamId: need, decider: needDecider }),
  ChoosePriceVariant: defineCommand({ type: 'ChoosePriceVariant', schema: choosePriceVariantSchema, streamId: () => pricingSettingsStream, decider: pricingSettingsDecider }),
  ...roomPhotosCommands,
};
