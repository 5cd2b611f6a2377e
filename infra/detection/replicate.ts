import Replicate from 'replicate';
import { DetectionError, type DetectedBox, type Detector, type DetectorImage } from './port';

export interface ReplicateDetectorOptions {
  token: string;
  /** `owner/name` (the model's latest version) or `owner/name:version`. */
  model: string;
  baseUrl: string;
  timeoutMs: number;
  pollMs: number;
  minConfidence: number;
  /** For tests: the client's fetch. */
  fetch?: typeof fetch;
}

const terminal = new Set(['succeeded', 'failed', 'canceled']);
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Replicate's predictions API through the official client: create a
 * prediction (by version, or by model for its latest), poll it until it
 * ends, cancel it when the deadline passes. The picture goes as a data URI
 * (no upload to Replicate's file store). Reads grounding-DINO's answer
 * (`{ detections: [{ bbox: [x1, y1, x2, y2], label, confidence }] }`, pixels)
 * and the plain list form (`[{ label, box | bbox, score | confidence }]`,
 * pixels or fractions).
 */
export class ReplicateDetector implements Detector {
  readonly model: string;
  private readonly client: Replicate;

  constructor(private readonly options: ReplicateDetectorOptions) {
    this.model = options.model;
    this.client = new Replicate({ auth: options.token, baseUrl: options.baseUrl, fetch: options.fetch, useFileOutput: false });
  }

  async detect(image: DetectorImage, labels: readonly string[]): Promise<DetectedBox[]> {
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), this.options.timeoutMs);
    const [ref, version] = this.model.split(':') as [string, string | undefined];
    const input = { image: `data:${image.contentType};base64,${image.body.toString('base64')}`, query: labels.join(', '), box_threshold: this.options.minConfidence, text_threshold: 0.25 };
    let id: string | null = null;
    try {
      let prediction = await this.client.predictions.create(version ? { version, input, signal: deadline.signal } as never : { model: ref, input, signal: deadline.signal } as never);
      id = prediction.id;
      while (!terminal.has(prediction.status)) {
        await sleep(this.options.pollMs, deadline.signal);
        if (deadline.signal.aborted) break;
        prediction = await this.client.predictions.get(prediction.id);
      }
      if (deadline.signal.aborted) throw new DetectionError('timeout', `detection timed out after ${this.options.timeoutMs} ms`);
      if (prediction.status !== 'succeeded') throw new DetectionError('failed', `prediction ${prediction.status}: ${String(prediction.error ?? '').slice(0, 200)}`);
      return readBoxes(prediction.output, await sizeOf(image)).filter((b) => b.confidence >= this.options.minConfidence);
    } catch (error) {
      if (error instanceof DetectionError) {
        if (error.reason === 'timeout' && id) await this.client.predictions.cancel(id).catch(() => undefined);
        throw error;
      }
      if (deadline.signal.aborted) throw new DetectionError('timeout', `detection timed out after ${this.options.timeoutMs} ms`);
      throw new DetectionError('failed', (error as Error).message.slice(0, 300));
    } finally {
      clearTimeout(timer);
    }
  }
}

async function sizeOf(image: DetectorImage): Promise<{ width: number; height: number }> {
  const { default: sharp } = await import('sharp');
  const meta = await sharp(image.body).metadata();
  return { width: meta.width ?? 1, height: meta.height ?? 1 };
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const clamp = (v: number) => Math.min(1, Math.max(0, v));

/** The boxes in a prediction's output, as fractions of the picture. */
export function readBoxes(output: unknown, size: { width: number; height: number }): DetectedBox[] {
  const list: unknown[] = Array.isArray(output) ? output : Array.isArray((output as { detections?: unknown })?.detections) ? (output as { detections: unknown[] }).detections : [];
  const boxes: DetectedBox[] = [];
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const o = item as Record<string, unknown>;
    const label = typeof o.label === 'string' ? o.label.trim().slice(0, 80) : '';
    const confidence = num(o.confidence) ?? num(o.score) ?? 0;
    const raw = (o.bbox ?? o.box) as unknown;
    let corners: number[] | null = null;
    if (Array.isArray(raw) && raw.length === 4 && raw.every((v) => num(v) !== null)) corners = raw as number[];
    else if (raw && typeof raw === 'object') {
      const b = raw as Record<string, unknown>;
      const [x1, y1, x2, y2] = [num(b.x1 ?? b.xmin), num(b.y1 ?? b.ymin), num(b.x2 ?? b.xmax), num(b.y2 ?? b.ymax)];
      if (x1 !== null && y1 !== null && x2 !== null && y2 !== null) corners = [x1, y1, x2, y2];
    }
    if (!label || !corners) continue;
    const fractions = corners.every((v) => v >= 0 && v <= 1);
    const [sx, sy] = fractions ? [1, 1] : [size.width, size.height];
    const [x1, y1, x2, y2] = [clamp(corners[0]! / sx), clamp(corners[1]! / sy), clamp(corners[2]! / sx), clamp(corners[3]! / sy)];
    if (x2 <= x1 || y2 <= y1) continue;
    const r4 = (v: number) => Math.round(v * 10_000) / 10_000;
    boxes.push({ label, confidence: clamp(confidence), box: { x: r4(x1), y: r4(y1), w: r4(x2 - x1), h: r4(y2 - y1) } });
  }
  return boxes;
}
