import { defineCommand } from '../shared/command-definition';
import { attachAttributionSchema, attributionDecider, attributionStream, recordLandingSchema } from './attribution';
import { conversionDecider, conversionStream, recordConversionSchema } from './conversion';
import { attentiveDecider, attentiveStream, countReferClickSchema, enrollAttentiveSchema, referClickDecider, referClickStream } from './engagement';

const byVisitor = (d: { visitorId: string }) => attributionStream(d.visitorId);

export const attributionCommands = {
  RecordLanding: defineCommand({ type: 'RecordLanding', schema: recordLandingSchema, streamId: byVisitor, decider: attributionDecider }),
  AttachAttribution: defineCommand({ type: 'AttachAttribution', schema: attachAttributionSchema, streamId: byVisitor, decider: attributionDecider }),
  CountReferClick: defineCommand({ type: 'CountReferClick', schema: countReferClickSchema, streamId: (d: { referrerId: string; visitorId: string }) => referClickStream(d.referrerId, d.visitorId), decider: referClickDecider }),
  EnrollAttentive: defineCommand({ type: 'EnrollAttentive', schema: enrollAttentiveSchema, streamId: (d: { userId: string }) => attentiveStream(d.userId), decider: attentiveDecider }),
  RecordConversionReported: defineCommand({ type: 'RecordConversionReported', schema: recordConversionSchema, streamId: (d: { orderId: string }) => conversionStream(d.orderId), decider: conversionDecider }),
};
