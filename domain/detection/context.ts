import { anyone } from '../authz';
import { defineContext, streamKind } from '../shared/bounded-context';
import { detectionCommands } from './commands';
import { detectionEventTypes } from './detection';
import { detectionDecider } from './detection.decide';

/**
 * Detection (issue 25, shop the photo): the pieces found in a picture — by a
 * detector or named by the shopper — kept per picture. Anyone may run it on a
 * picture of their own (a visitor's upload too); decide refuses anyone else's.
 */
export const detectionContext = defineContext({
  name: 'detection',
  commands: detectionCommands,
  rules: { RecordDetection: anyone, RecordDetectionFailure: anyone },
  streams: [streamKind('image detections', 'image-detection-', detectionDecider, detectionEventTypes)],
});
