import { type GenerateAnswer, type GenerateRequest, type ImageGenerator, ProviderError } from './port';

/** What the studio is asked: the room type and style chosen, and a seed so two renders of one brief may differ. */
export interface StudioAsk {
  roomType: string;
  style: string;
  seed: string;
}

/** The studio's picture (checked and stored like any provider's) and the catalogue products it drew. */
export interface StudioPicture {
  image: Buffer;
  goodsIds: string[];
}

/** Composes and renders a room (composition-root/studio-renders.ts: the catalogue, the AI board composer, the stills renderer). */
export type StudioComposer = (ask: StudioAsk) => Promise<StudioPicture>;

/**
 * The embedded "studio" renderer (ADR 062): a third adapter of the
 * image-generation port that needs no outside service. It does NOT repaint the
 * client's photo: it composes a room of the asked type and style from pieces
 * in stock and renders it with the site's own 3D still renderer, so it can name
 * every product it drew. It costs nothing and answers at once (`done`).
 */
export class StudioGenerator implements ImageGenerator {
  readonly provider = 'studio' as const;
  constructor(private readonly compose: StudioComposer | null) {}

  async generate(request: GenerateRequest): Promise<GenerateAnswer> {
    if (!this.compose) throw new ProviderError('The studio renderer is not available in this process', false);
    if (!request.roomType || !request.style) throw new ProviderError('The studio renderer needs a room type and a style', false);
    let picture: StudioPicture;
    try {
      picture = await this.compose({ roomType: request.roomType, style: request.style, seed: request.idempotencyKey });
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      // A still that failed (a render over its time, a child process gone) may pass on the next attempt.
      throw new ProviderError('The studio could not render this room just now', true);
    }
    if (!picture.goodsIds.length) throw new ProviderError('Nothing in stock fits this room and style just now', false);
    return { kind: 'done', image: picture.image, costMicros: 0, goodsIds: picture.goodsIds };
  }
}
