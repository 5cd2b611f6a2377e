import Replicate, { validateWebhook } from 'replicate';
import { type GenerateAnswer, type GenerateRequest, type ImageGenerator, ProviderError, readLimited, retryableStatus } from './port';

export interface ReplicateSettings {
  token: string;
  baseUrl: string;
  /** `owner/name`: used when no version is given. */
  model: string;
  version?: string;
  timeoutMs: number;
  /** What one second of prediction costs, in millionths of a dollar (the job's cost = predict_time × this). */
  costMicrosPerSecond: number;
}

/** The most a render's picture may weigh. */
export const maxOutputBytes = 20 * 1024 * 1024;

/**
 * Replicate's predictions API through the official client: a prediction is
 * created with a webhook for its completion (`webhook_events_filter:
 * completed`); the outcome arrives signed (verifyReplicateWebhook). The API
 * token is only in the client's Authorization header: never in an error,
 * event or log line.
 */
export class ReplicateGenerator implements ImageGenerator {
  readonly provider = 'replicate' as const;
  private readonly client: Replicate;

  constructor(private readonly settings: ReplicateSettings) {
    this.client = new Replicate({ auth: settings.token, baseUrl: settings.baseUrl, useFileOutput: false });
  }

  async generate(request: GenerateRequest): Promise<GenerateAnswer> {
    const input = { image: `data:${request.contentType};base64,${request.image.toString('base64')}`, prompt: request.prompt };
    const signal = AbortSignal.timeout(this.settings.timeoutMs);
    try {
      const options = { input, webhook: request.webhookUrl, webhook_events_filter: ['completed' as const], signal };
      const prediction = this.settings.version
        ? await this.client.predictions.create({ ...options, version: this.settings.version })
        : await this.client.predictions.create({ ...options, model: this.settings.model as `${string}/${string}` });
      if (!prediction?.id) throw new ProviderError('The image service gave no prediction', true);
      return { kind: 'started', jobId: String(prediction.id) };
    } catch (error) {
      throw asProviderError(error);
    }
  }

  /** POST /v1/predictions/{id}/cancel: a finished or unknown prediction (4xx) needs nothing more. */
  async cancel(jobId: string): Promise<void> {
    try {
      await this.client.predictions.cancel(jobId);
    } catch (error) {
      const failure = asProviderError(error);
      if (failure.retryable) throw failure;
    }
  }
}

/** A prediction's cost from its metrics (predict_time seconds × the price of a second). */
export const predictionCostMicros = (metrics: { predict_time?: number } | undefined, microsPerSecond: number) => Math.round(Math.max(0, metrics?.predict_time ?? 0) * microsPerSecond);

/** A picture Replicate made: fetched (at most 20 MB), from its own host only. */
export async function fetchReplicateOutput(url: string, allowedHosts: readonly string[], timeoutMs: number): Promise<Buffer> {
  const parsed = new URL(url);
  const host = parsed.host.toLowerCase();
  const allowed = allowedHosts.some((h) => host === h || (h.startsWith('.') && host.endsWith(h)));
  if (!allowed || !/^https?:$/.test(parsed.protocol)) throw new ProviderError('The image service named a picture elsewhere than its own storage', false);
  let response: Response;
  try {
    response = await fetch(parsed, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  } catch (error) {
    throw asProviderError(error);
  }
  if (!response.ok) throw new ProviderError(`The image service's picture could not be fetched (${response.status})`, retryableStatus(response.status));
  return readLimited(response, maxOutputBytes);
}

function asProviderError(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  const e = error as { name?: string; response?: { status?: number } };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return new ProviderError('The image service did not answer in time', true);
  const status = e?.response?.status;
  if (typeof status === 'number') return new ProviderError(`The image service refused the render (${status})`, retryableStatus(status));
  return new ProviderError('The image service could not be reached', true);
}

/** A webhook older or newer than this is refused (replays). */
export const webhookToleranceSeconds = 300;

/**
 * Replicate's webhook signature (Standard Webhooks): HMAC-SHA256 over
 * `${webhook-id}.${webhook-timestamp}.${body}` with the whsec_ secret, checked
 * by the official client's validateWebhook; the timestamp must be within five
 * minutes of now.
 */
export async function verifyReplicateWebhook(headers: Headers, body: string, secret: string, now = Date.now()): Promise<boolean> {
  const id = headers.get('webhook-id');
  const timestamp = headers.get('webhook-timestamp');
  const signature = headers.get('webhook-signature');
  if (!id || !timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(now / 1000 - Number(timestamp)) > webhookToleranceSeconds) return false;
  try {
    return await validateWebhook({ id, timestamp, signature, body, secret });
  } catch {
    return false;
  }
}
