import { type GenerateAnswer, type GenerateRequest, type ImageGenerator, ProviderError, readLimited, retryableStatus } from './port';

export interface OpenAiImagesSettings {
  /** e.g. https://api.openai.com/v1 */
  baseUrl: string;
  key: string;
  model: string;
  size: string;
  timeoutMs: number;
  /** What one image costs, in millionths of a dollar. */
  costMicrosPerImage: number;
}

const maxAnswerBytes = 40 * 1024 * 1024;

/**
 * An OpenAI-compatible images API: POST {base}/images/edits (multipart: the
 * photo as `image`, the prompt, model, size, n=1, response_format b64_json).
 * The answer holds the picture, so a render is done in one call (no webhook).
 * The key is only in the Authorization header.
 */
export class OpenAiImagesGenerator implements ImageGenerator {
  readonly provider = 'openai' as const;
  constructor(private readonly settings: OpenAiImagesSettings) {}

  async generate(request: GenerateRequest): Promise<GenerateAnswer> {
    const form = new FormData();
    const ext = request.contentType === 'image/png' ? 'png' : request.contentType === 'image/webp' ? 'webp' : 'jpg';
    form.append('image', new Blob([new Uint8Array(request.image)], { type: request.contentType }), `room.${ext}`);
    form.append('prompt', request.prompt);
    form.append('model', this.settings.model);
    form.append('size', this.settings.size);
    form.append('n', '1');
    form.append('response_format', 'b64_json');
    let response: Response;
    try {
      response = await fetch(`${this.settings.baseUrl.replace(/\/$/, '')}/images/edits`, {
        method: 'POST',
        headers: { authorization: `Bearer ${this.settings.key}`, 'idempotency-key': request.idempotencyKey },
        body: form,
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
    } catch (error) {
      const name = (error as { name?: string })?.name;
      throw new ProviderError(name === 'TimeoutError' || name === 'AbortError' ? 'The image service did not answer in time' : 'The image service could not be reached', true);
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new ProviderError(`The image service refused the render (${response.status})`, retryableStatus(response.status));
    }
    let json: { data?: Array<{ b64_json?: string }> };
    try {
      json = JSON.parse((await readLimited(response, maxAnswerBytes)).toString('utf8'));
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      throw new ProviderError('The image service answered something other than JSON', true);
    }
    const b64 = json.data?.[0]?.b64_json;
    if (typeof b64 !== 'string' || !b64) throw new ProviderError('The image service answered no picture', true);
    return { kind: 'done', image: Buffer.from(b64, 'base64'), costMicros: this.settings.costMicrosPerImage };
  }
}
