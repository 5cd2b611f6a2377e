import { anyone, signedIn, system } from '../authz';
import { defineContext, streamKind } from '../shared/bounded-context';
import { attributionDecider, attributionEventTypes } from './attribution';
import { attributionCommands } from './commands';
import { conversionDecider, conversionEventTypes } from './conversion';
import { attentiveDecider, attentiveEventTypes, referClickDecider, referClickEventTypes } from './engagement';

/**
 * Attribution (issue 26, ADR 054): a visitor's landings with tracking values
 * (decide: only the visitor themself), their first and last touch attached to a
 * sign-up, a design project or an order (the attribution process), a referral
 * link's clicks, the SMS enrollment, and paid orders reported to the affiliate
 * partner (the conversions process).
 */
export const attributionContext = defineContext({
  name: 'attribution',
  commands: attributionCommands,
  rules: {
    RecordLanding: anyone,
    AttachAttribution: system,
    CountReferClick: anyone,
    EnrollAttentive: signedIn,
    RecordConversionReported: system,
  },
  streams: [
    streamKind('attribution', 'attribution-', attributionDecider, attributionEventTypes),
    streamKind('referral click', 'refer-click-', referClickDecider, referClickEventTypes),
    streamKind('SMS enrollment', 'attentive-', attentiveDecider, attentiveEventTypes),
    streamKind('partner conversion', 'conversion-', conversionDecider, conversionEventTypes),
  ],
});
