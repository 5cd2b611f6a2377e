import type { RenderProvider } from '../../domain/renders/render-jobs';

/** One attempt at a render: the client's photo (re-encoded, ours), what to make of it, and where the provider reports back. */
export interface GenerateRequest {
  image: Buffer;
  contentType: string;
  prompt: string;
  /** The same for an attempt asked twice (`${renderId}-${attempt}`). */
  idempotencyKey: string;
  /** Where an asynchronous provider reports the outcome (signed webhooks). */
  webhookUrl: string;
  /** The room type and style chosen (the prompt says them too; the studio composes from them, ADR 062). */
  roomType?: string;
  style?: string;
}

/** Started (its outcome arrives by webhook), or done at once with the picture. */
/** `goodsIds`: the catalogue products the picture shows, when the adapter knows them (the studio, ADR 062). */
export type GenerateAnswer = { kind: 'started'; jobId: string } | { kind: 'done'; image: Buffer; costMicros: number; goodsIds?: string[] };

/**
 * A refusal or a failure the provider gave (or a timeout): `retryable` when
 * asking again later may succeed (429, 5xx, timeouts, network). The message is
 * ours, never the provider's raw text or a key.
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** The image-generation port (ADR 046). */
export interface ImageGenerator {
  readonly provider: RenderProvider;
  generate(request: GenerateRequest): Promise<GenerateAnswer>;
  /**
   * Stops a started job the client cancelled, so it costs no more (a provider
   * whose answers come at once has none). A job already finished or unknown
   * is no error; a provider that cannot be reached throws a retryable ProviderError.
   */
  cancel?(jobId: string): Promise<void>;
}

/** A status the provider answered: 429 and 5xx may pass; other 4xx will not. */
export const retryableStatus = (status: number) => status === 429 || status >= 500;

/** The prompt a render sends: the room type and style chosen, and the client's notes (plain text). */
export function promptOf(roomType: string, style: string, notes: string): string {
  const base = `A photorealistic ${style.toLowerCase()} style ${roomType.toLowerCase()}, interior design photograph, same room layout, windows and perspective as the photo`;
  return notes ? `${base}. ${notes}` : base;
}

/** Reads a response body, refusing more than `max` bytes. */
export async function readLimited(response: Response, max: number): Promise<Buffer> {
  const length = Number(response.headers.get('content-length') ?? '0');
  if (length > max) throw new ProviderError('The picture the image service made is too large', false);
  const reader = response.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > max) {
      await reader.cancel().catch(() => undefined);
      throw new ProviderError('The picture the image service made is too large', false);
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks);
}
