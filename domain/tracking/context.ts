import { anyone } from '../authz';
import { defineContext, streamKind } from '../shared/bounded-context';
import { trackingCommands, trackingDecider, trackingEventTypes } from './commands';

/**
 * First-party tracking (issue 26, ADR 050, ADR 053): a visitor's collected
 * tracking events, one stream per visitor (`tracking-<visitorId>`). Anyone may
 * send their own (decide: only the session's visitor); the collect calls keep
 * them only with analytics consent and without Do Not Track.
 */
export const trackingContext = defineContext({
  name: 'tracking',
  commands: trackingCommands,
  rules: { CollectTrackingEvents: anyone },
  streams: [streamKind('visitor tracking', 'tracking-', trackingDecider, trackingEventTypes)],
});
