import { z } from 'zod';
import { NotFoundError } from '../../../domain/shared/errors';
import { createHttpPinterest } from '../../../infra/pinterest/http-pinterest';
import { type BoardPins, PinterestBoardNotFoundError, type PinterestBoards, PinterestUnavailableError } from '../../../infra/pinterest/port';
import type { Runtime } from '../../../infra/runtime';
import { parseWith } from '../../web/api.server';

/** need/manage pinterestPins {cursor, limit, boardName, username, width}: a client's public Pinterest board as style inspiration. */
const pinsQuery = z.object({
  // Pinterest usernames: 3–30 letters, digits and underscores.
  username: z
    .string({ required_error: 'Please enter your Pinterest username', invalid_type_error: 'Please enter your Pinterest username' })
    .trim()
    .transform((v) => v.replace(/^@/, ''))
    .pipe(z.string().regex(/^[A-Za-z0-9_]{3,30}$/, 'A Pinterest username is 3 to 30 letters, digits or underscores')),
  // A board as in its address: pinterest.com/{username}/{boardName}/.
  boardName: z
    .string({ required_error: 'Please enter the board name', invalid_type_error: 'Please enter the board name' })
    .trim()
    .min(1, 'Please enter the board name')
    .max(100, 'The board name is too long')
    .transform((v) => v.toLowerCase().replace(/\s+/g, '-'))
    .pipe(z.string().regex(/^[a-z0-9_-]+$/, 'Please enter the board name as it appears in its address')),
  limit: z.coerce.number({ invalid_type_error: 'limit must be 1 to 50' }).int('limit must be 1 to 50').min(1, 'limit must be 1 to 50').max(50, 'limit must be 1 to 50').default(25),
  width: z.coerce.number({ invalid_type_error: 'width must be 100 to 2000' }).int('width must be 100 to 2000').min(100, 'width must be 100 to 2000').max(2000, 'width must be 100 to 2000').default(564),
  cursor: z.string({ invalid_type_error: 'Invalid cursor' }).trim().max(500, 'Invalid cursor').regex(/^[A-Za-z0-9+/=_:|.-]*$/, 'Invalid cursor').optional(),
});

const adapters = new WeakMap<Runtime, PinterestBoards>();
const pinterestOf = (runtime: Runtime) => {
  let adapter = adapters.get(runtime);
  if (!adapter) adapters.set(runtime, (adapter = createHttpPinterest({ baseUrl: runtime.config.PINTEREST_API_URL })));
  return adapter;
};

export type PinsOutcome = { status: 'ok'; pins: BoardPins } | { status: 'unavailable'; message: string };

/** The board's pins, a page at a time; a board that does not exist is a 404, Pinterest not answering a 502 (said by the route). */
export async function pinterestPins(runtime: Runtime, input: unknown, adapter: PinterestBoards = pinterestOf(runtime)): Promise<PinsOutcome> {
  const q = parseWith(pinsQuery, input);
  try {
    return { status: 'ok', pins: await adapter.boardPins({ username: q.username, boardName: q.boardName, limit: q.limit, width: q.width, cursor: q.cursor || null }) };
  } catch (error) {
    if (error instanceof PinterestBoardNotFoundError) throw new NotFoundError('PINTEREST_BOARD_NOT_FOUND', error.message);
    if (error instanceof PinterestUnavailableError) {
      runtime.logger.warn('pinterest unavailable', { reason: error.reason });
      return { status: 'unavailable', message: error.message };
    }
    throw error;
  }
}
