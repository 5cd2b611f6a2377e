import type { Event } from '../shared/messages';
import type { DetectedObject } from './objects';

/**
 * Shop the photo (issue 25): one stream per picture, `image-detection-<source>~<imageId>`
 * (a source is where the picture comes from: `upload`, `render`…). Detecting is
 * a command — its result is kept, so a page reload shows it again without a new
 * run; running it again is an explicit re-run. A shopper without a detector
 * names the pieces by hand (`method: 'manual'`).
 */
export const detectionStream = (source: string, imageId: string) => `image-detection-${source}~${imageId}`;

export type DetectionMethod = 'detector' | 'manual';

export type ObjectsDetected = Event<
  'ObjectsDetected',
  {
    source: string;
    imageId: string;
    ownerId: string;
    /** 1 for the first run, then one more for each re-run. */
    run: number;
    method: DetectionMethod;
    /** The detector's model (`owner/name:version`), or null for a manual choice. */
    model: string | null;
    objects: DetectedObject[];
    detectedAt: string;
  }
>;

export type DetectionFailed = Event<'DetectionFailed', { source: string; imageId: string; ownerId: string; run: number; reason: string; failedAt: string }>;

export type DetectionEvent = ObjectsDetected | DetectionFailed;

export interface DetectionState {
  ownerId: string | null;
  runs: number;
  /** Whether the latest run found (or was given) objects. */
  detected: boolean;
}

export const initialDetectionState = (): DetectionState => ({ ownerId: null, runs: 0, detected: false });

export function evolveDetection(state: DetectionState, event: DetectionEvent): DetectionState {
  switch (event.type) {
    case 'ObjectsDetected':
      return { ownerId: event.data.ownerId, runs: event.data.run, detected: true };
    case 'DetectionFailed':
      return { ...state, ownerId: event.data.ownerId, runs: event.data.run };
    default: {
      const never: never = event;
      return never;
    }
  }
}

export const detectionEventTypes = Object.keys({ ObjectsDetected: true, DetectionFailed: true } satisfies Record<DetectionEvent['type'], true>) as DetectionEvent['type'][];

export const detectionMessages = {
  notFound: 'This picture was not found.',
  notYours: 'This picture is not yours.',
  alreadyDetected: 'This picture’s pieces were found already: ask for a new run to look again.',
  noObjects: 'Please choose at least one piece to shop for.',
  noDetector: 'Automatic detection is not set up on this site. Choose the pieces you want to shop for instead.',
  failed: 'We could not find the furniture in this picture just now. Please try again, or choose the pieces yourself.',
  timedOut: 'Finding the furniture took too long. Please try again, or choose the pieces yourself.',
} as const;
