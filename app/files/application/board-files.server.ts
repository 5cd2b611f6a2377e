import { z } from 'zod';
import { ForbiddenError } from '../../../domain/shared/errors';
import type { Actor } from '../../../domain/shared/messages';
import { thumbnailFromImage } from '../../../infra/images/image-check';
import type { Runtime } from '../../../infra/runtime';
import { storageFor } from '../../../infra/storage';
import { boardThumbnailKey } from '../../../projections/files/board-thumbnails';
import { boardAccess } from '~/canvas/index.server';
import { parseWith } from '../../web/api.server';
import { renderBoardPng, renderBoardThumbnail } from './board-render.server';
import { fileOf, storeRendered } from './uploads.server';

export const boardFileMessages = {
  readOnly: 'This board is read-only',
} as const;

/** The caller's board (404 for anyone else's), and not only shared with them to look at. */
async function memberBoard(runtime: Runtime, actor: Actor, boardId: unknown) {
  const access = await boardAccess(runtime, actor, boardId);
  if (access.who.role === 'viewer') throw new ForbiddenError(boardFileMessages.readOnly);
  return access;
}

const svg2pngInput = z.object({ moodBoardId: z.unknown(), svgText: z.unknown() });

/** POST file/svg2png/moodBoard {moodBoardId, svgText}: the board's SVG rendered to PNG on the server and stored → its URL. */
export async function svg2pngForBoard(runtime: Runtime, actor: Actor, input: unknown, signal?: AbortSignal): Promise<string> {
  const { moodBoardId, svgText } = parseWith(svg2pngInput, input);
  const { row } = await memberBoard(runtime, actor, moodBoardId);
  return renderBoardPng(runtime, actor, svgText, row.boardId, signal);
}

/** The thumbnail's width when the caller names none (the board lists and project cards show about this wide). */
export const defaultThumbnailWidth = 480;

const thumbnailInput = z.object({
  targetWidth: z.coerce.number({ invalid_type_error: 'Please give the thumbnail width in pixels' }).int('Please give the thumbnail width in pixels').min(16, 'The thumbnail must be at least 16 pixels wide').max(1921, 'The thumbnail can be at most 1921 pixels wide').default(defaultThumbnailWidth),
});

const looksLikeSvg = (bytes: Buffer) => /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<(svg|!DOCTYPE)/i.test(bytes.subarray(0, 4096).toString('utf8').replace(/^\uFEFF/, ''));

/**
 * POST diymb/{id}/thumbnail (multipart `file`): the board's thumbnail. The file
 * is either the board's SVG — rendered here as JPEG quality 50, scaled by
 * targetWidth / the board's width — or a picture the browser made, checked and
 * re-encoded the same way. It becomes the board's thumbnail → its URL.
 */
export async function saveBoardThumbnail(runtime: Runtime, actor: Actor, boardId: unknown, input: Record<string, unknown>, signal?: AbortSignal): Promise<string> {
  const { row } = await memberBoard(runtime, actor, boardId);
  const { targetWidth } = parseWith(thumbnailInput, { targetWidth: input.targetWidth === '' ? undefined : input.targetWidth });
  const bytes = await fileOf(input);
  if (looksLikeSvg(bytes)) return renderBoardThumbnail(runtime, actor, bytes.toString('utf8'), { targetWidth, boardWidth: row.board.background.width }, row.boardId, signal);
  return storeRendered(runtime, actor, await thumbnailFromImage(bytes), 'thumbnail', row.boardId);
}

/** The URL of a board's latest thumbnail, or null (for the caller's own boards). */
export async function boardThumbnailUrl(runtime: Runtime, actor: Actor, boardId: unknown): Promise<string | null> {
  const { row } = await boardAccess(runtime, actor, boardId);
  const key = await boardThumbnailKey(runtime.db, row.boardId);
  return key ? storageFor(runtime).publicUrl(key) : null;
}
