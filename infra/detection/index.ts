import type { Config } from '../config';
import type { Detector } from './port';
import { ReplicateDetector } from './replicate';

export { DetectionError, type DetectedBox, type Detector, type DetectorImage } from './port';
export { readBoxes, ReplicateDetector } from './replicate';
export { regionColours } from './colours';

const detectors = new WeakMap<object, Detector | null>();

/** The configured detector, or null when detection is not set up (DETECTION_REPLICATE_TOKEN and _MODEL); one per runtime. */
export function detectorFor(runtime: { config: Config }): Detector | null {
  if (!detectors.has(runtime)) detectors.set(runtime, createDetector(runtime.config));
  return detectors.get(runtime)!;
}

export function createDetector(config: Config): Detector | null {
  if (!config.DETECTION_REPLICATE_TOKEN || !config.DETECTION_REPLICATE_MODEL) return null;
  return new ReplicateDetector({
    token: config.DETECTION_REPLICATE_TOKEN,
    model: config.DETECTION_REPLICATE_MODEL,
    baseUrl: config.DETECTION_REPLICATE_URL,
    timeoutMs: config.DETECTION_TIMEOUT_MS,
    pollMs: config.DETECTION_POLL_MS,
    minConfidence: config.DETECTION_MIN_CONFIDENCE,
  });
}
