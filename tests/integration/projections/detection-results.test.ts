import { it } from 'vitest';
import type { DetectionEvent } from '../../../domain/detection/detection';
import type { DetectedObject } from '../../../domain/detection/objects';
import { detectionResultsProjection, detectionResultsTable } from '../../../projections/detection/results';
import { describeProjection } from '../../support/projection-spec';

const sofa: DetectedObject = { label: 'sofa', kind: 'sofa', colour: 'sage', material: null, widthCm: 200, priceHintCents: null, box: { x: 0.1, y: 0.3, w: 0.5, h: 0.4 }, confidence: 0.8 };
const key = { source: 'upload', imageId: 'img1', ownerId: 'u1' };

describeProjection<DetectionEvent>(detectionResultsProjection, ({ given }) => {
  it('keeps each picture’s latest run: a failure after a result keeps the result beside it', () =>
    given(
      { type: 'ObjectsDetected', data: { ...key, run: 1, method: 'detector', model: 'acme/dino:abc12345', objects: [sofa], detectedAt: '2026-01-01T10:00:00.000Z' } },
      { type: 'DetectionFailed', data: { ...key, run: 2, reason: 'Try again', failedAt: '2026-01-01T11:00:00.000Z' } },
      { type: 'DetectionFailed', data: { source: 'upload', imageId: 'img2', ownerId: 'u2', run: 1, reason: 'Too long', failedAt: '2026-01-01T12:00:00.000Z' } },
    ).then({
      [detectionResultsTable]: [
        { ...{ source: 'upload', image_id: 'img1', owner_id: 'u1' }, runs: 2, method: 'detector', model: 'acme/dino:abc12345', objects: [sofa], detected_at: '2026-01-01T10:00:00.000Z', failure: 'Try again', failed_at: '2026-01-01T11:00:00.000Z', position: 2 },
        { source: 'upload', image_id: 'img2', owner_id: 'u2', runs: 1, method: null, model: null, objects: null, detected_at: null, failure: 'Too long', failed_at: '2026-01-01T12:00:00.000Z', position: 3 },
      ],
    }));
});
