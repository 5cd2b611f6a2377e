import { defineCommand } from '../shared/command-definition';
import { subscriptionStream } from './subscription';
import {
  cancelSubscriptionSchema,
  failSubscriptionPaymentSchema,
  failSubscriptionRenewalSchema,
  holdSubscriptionRenewalSchema,
  recordSubscriptionRenewalSchema,
  renewSubscriptionSchema,
  updateSubscriptionCardSchema,
  resumeSubscriptionSchema,
  startSubscriptionPaymentSchema,
  startSubscriptionSchema,
  subscriptionDecider,
} from './subscription.decide';

const stream = (d: { clientId: string }) => subscriptionStream(d.clientId);

export const subscriptionCommands = {
  StartSubscriptionPayment: defineCommand({ type: 'StartSubscriptionPayment', schema: startSubscriptionPaymentSchema, streamId: stream, decider: subscriptionDecider }),
  FailSubscriptionPayment: defineCommand({ type: 'FailSubscriptionPayment', schema: failSubscriptionPaymentSchema, streamId: stream, decider: subscriptionDecider }),
  StartSubscription: defineCommand({ type: 'StartSubscription', schema: startSubscriptionSchema, streamId: stream, decider: subscriptionDecider }),
  CancelSubscription: defineCommand({ type: 'CancelSubscription', schema: cancelSubscriptionSchema, streamId: stream, decider: subscriptionDecider }),
  ResumeSubscription: defineCommand({ type: 'ResumeSubscription', schema: resumeSubscriptionSchema, streamId: stream, decider: subscriptionDecider }),
  RenewSubscription: defineCommand({ type: 'RenewSubscription', schema: renewSubscriptionSchema, streamId: stream, decider: subscriptionDecider }),
  HoldSubscriptionRenewal: defineCommand({ type: 'HoldSubscriptionRenewal', schema: holdSubscriptionRenewalSchema, streamId: stream, decider: subscriptionDecider }),
  FailSubscriptionRenewal: defineCommand({ type: 'FailSubscriptionRenewal', schema: failSubscriptionRenewalSchema, streamId: stream, decider: subscriptionDecider }),
  RecordSubscriptionRenewal: defineCommand({ type: 'RecordSubscriptionRenewal', schema: recordSubscriptionRenewalSchema, streamId: stream, decider: subscriptionDecider }),
  UpdateSubscriptionCard: defineCommand({ type: 'UpdateSubscriptionCard', schema: updateSubscriptionCardSchema, streamId: stream, decider: subscriptionDecider }),
};
