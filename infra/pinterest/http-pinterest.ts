import { z } from 'zod';
import { type BoardPins, type BoardPinsQuery, type Pin, PinterestBoardNotFoundError, type PinterestBoards, PinterestUnavailableError } from './port';

/**
 * Pinterest's public board-pins endpoint (the widget API, no account needed):
 *   GET {base}/v3/pidgets/boards/{username}/{boardName}/pins/?limit=…[&bookmark=…]
 * answering { status: 'success', data: { pins: [{ id, description, link,
 * dominant_color, images: { '237x': { url, width, height }, '564x': … } }],
 * board: { name, url, pin_count }, bookmark? } } or, for a board that does not
 * exist, HTTP 404 with { status: 'failure', message }.
 *
 * Bounded: one request at a time per call, a timeout, a cap on the body read,
 * redirects refused, and only the fields above kept (images on https only).
 */
export interface HttpPinterestOptions {
  baseUrl: string;
  timeoutMs?: number;
  maxBytes?: number;
  fetch?: typeof fetch;
}

const imageSchema = z.object({ url: z.string().max(2000), width: z.number().nullish(), height: z.number().nullish() });
const pinSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  description: z.string().nullish(),
  link: z.string().nullish(),
  dominant_color: z.string().nullish(),
  images: z.record(imageSchema),
});
const answerSchema = z.object({
  status: z.string(),
  data: z.object({
    pins: z.array(z.unknown()),
    board: z.object({ name: z.string().nullish(), url: z.string().nullish(), pin_count: z.number().nullish() }).nullish(),
    bookmark: z.string().nullish(),
  }),
  bookmark: z.string().nullish(),
});

const httpsUrl = (value: string | null | undefined): string | null => {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
};

/** The smallest picture at least `width` wide, else the widest ("237x" reads as 237; "orig"/"originals" as the widest). */
export function pickImage(images: Record<string, z.infer<typeof imageSchema>>, width: number): Pin['image'] | null {
  const sized = Object.entries(images)
    .map(([key, img]) => ({ img, w: img.width ?? (/^(\d+)x/.exec(key) ? Number(/^(\d+)x/.exec(key)![1]) : Number.MAX_SAFE_INTEGER) }))
    .filter((x) => x.img.url.startsWith('https://'))
    .sort((a, b) => a.w - b.w);
  const chosen = sized.find((x) => x.w >= width) ?? sized[sized.length - 1];
  return chosen ? { url: chosen.img.url, width: chosen.img.width ?? null, height: chosen.img.height ?? null } : null;
}

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new PinterestUnavailableError(`answer of ${declared} bytes`);
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new PinterestUnavailableError(`answer over ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function createHttpPinterest(options: HttpPinterestOptions): PinterestBoards {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 5000;
  const maxBytes = options.maxBytes ?? 2_000_000;
  const doFetch = options.fetch ?? fetch;
  return {
    async boardPins(q: BoardPinsQuery): Promise<BoardPins> {
      const url = new URL(`${base}/v3/pidgets/boards/${encodeURIComponent(q.username)}/${encodeURIComponent(q.boardName)}/pins/`);
      url.searchParams.set('limit', String(q.limit));
      if (q.cursor) url.searchParams.set('bookmark', q.cursor);
      let response: Response;
      let text: string;
      try {
        response = await doFetch(url, { headers: { accept: 'application/json' }, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
        text = await readCapped(response, maxBytes);
      } catch (error) {
        if (error instanceof PinterestUnavailableError) throw error;
        throw new PinterestUnavailableError((error as Error).name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : (error as Error).message);
      }
      if (response.status === 404) throw new PinterestBoardNotFoundError();
      if (!response.ok) throw new PinterestUnavailableError(`HTTP ${response.status}`);
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new PinterestUnavailableError('an answer that is not JSON');
      }
      const parsed = answerSchema.safeParse(json);
      if (!parsed.success) {
        if ((json as { status?: unknown } | null)?.status === 'failure') throw new PinterestBoardNotFoundError();
        throw new PinterestUnavailableError('an answer we cannot read');
      }
      if (parsed.data.status !== 'success') throw new PinterestBoardNotFoundError();
      const pins = parsed.data.data.pins.flatMap((raw): Pin[] => {
        const pin = pinSchema.safeParse(raw);
        if (!pin.success) return [];
        const image = pickImage(pin.data.images, q.width);
        if (!image) return [];
        return [{ id: pin.data.id.slice(0, 64), description: (pin.data.description ?? '').trim().slice(0, 500), link: httpsUrl(pin.data.link), dominantColor: /^#[0-9a-fA-F]{3,8}$/.test(pin.data.dominant_color ?? '') ? pin.data.dominant_color! : null, image }];
      }).slice(0, q.limit);
      const board = parsed.data.data.board;
      const bookmark = parsed.data.data.bookmark ?? parsed.data.bookmark ?? null;
      return {
        board: { name: (board?.name ?? q.boardName).slice(0, 200), url: httpsUrl(board?.url ? new URL(board.url, 'https://www.pinterest.com').toString() : null), pinCount: board?.pin_count ?? null },
        pins,
        // Pinterest marks the last page with the bookmark "-end-".
        nextCursor: bookmark && bookmark !== '-end-' && bookmark.length <= 500 ? bookmark : null,
      };
    },
  };
}
