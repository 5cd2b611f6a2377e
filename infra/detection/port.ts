/**
 * The detection port (issue 25, shop the photo): a picture in, labelled boxes
 * out. The hosted adapter is Replicate's predictions API (./replicate.ts).
 */
export interface DetectorImage {
  body: Buffer;
  contentType: string;
}

export interface DetectedBox {
  /** What the model calls it ("sofa", "green velvet armchair"). */
  label: string;
  /** 0–1. */
  confidence: number;
  /** Left, top, width and height as fractions (0–1) of the picture. */
  box: { x: number; y: number; w: number; h: number };
}

export interface Detector {
  /** The model it runs (`owner/name:version`), recorded with each result. */
  readonly model: string;
  /** The boxes found, given the words to look for; throws DetectionError on a failed or timed-out run. */
  detect(image: DetectorImage, labels: readonly string[]): Promise<DetectedBox[]>;
}

export class DetectionError extends Error {
  constructor(
    readonly reason: 'failed' | 'timeout',
    message: string,
  ) {
    super(message);
    this.name = 'DetectionError';
  }
}
