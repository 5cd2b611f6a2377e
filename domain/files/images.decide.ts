import { z } from 'zod';
import { ForbiddenError, RateLimitedError } from '../shared/errors';
import type { Actor, Command, Decider } from '../shared/messages';
import { evolveFiles, imageKinds, initialFilesState, stagedBytes, stagedFullMessage, stagedLimits, uploadLimits, uploadThrottledMessage, type FilesEvent, type FilesState } from './images';

const ownerId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid owner');

/** images/{ownerId}/{uuid}.{ext} and renders/… — the keys the app makes; an owner's keys sit under their own id. */
export const imageKeyPattern = /^(images|renders|ai-renders)\/([A-Za-z0-9_-]{1,64})\/[0-9a-f-]{36}\.(jpg|png|webp|gif)$/;

export const storeImageSchema = z
  .object({
    ownerId,
    key: z.string().regex(imageKeyPattern, 'Invalid key'),
    kind: z.enum(imageKinds),
    contentType: z.enum(['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
    bytes: z.number().int().min(1).max(20 * 1024 * 1024),
    width: z.number().int().min(1).max(20_000),
    height: z.number().int().min(1).max(20_000),
    boardId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid board').nullable().default(null),
  })
  .refine((d) => imageKeyPattern.exec(d.key)?.[2] === d.ownerId, { message: 'The key must be under its owner', path: ['key'] });

/** The most one signed upload may hold (the upload limit). */
export const maxUploadBytes = 10 * 1024 * 1024;

export const stageUploadSchema = z
  .object({
    ownerId,
    key: z.string().regex(imageKeyPattern, 'Invalid key'),
    contentType: z.enum(['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
    bytes: z.number().int().min(1).max(maxUploadBytes),
    expiresAt: z.string().datetime(),
  })
  .refine((d) => imageKeyPattern.exec(d.key)?.[2] === d.ownerId, { message: 'The key must be under its owner', path: ['key'] });

export const discardStagedUploadSchema = z.object({ ownerId, key: z.string().regex(imageKeyPattern, 'Invalid key') });

export type FilesCommand =
  | Command<'StoreImage', z.output<typeof storeImageSchema>>
  | Command<'StageUpload', z.output<typeof stageUploadSchema>>
  | Command<'DiscardStagedUpload', z.output<typeof discardStagedUploadSchema>>;

/**
 * Whether the actor may store one more image now (the per-window limit):
 * decide enforces it, and callers that do costly work first (rendering a
 * board) ask it before they start.
 */
export function assertMayStoreImage(state: FilesState, actor: Actor, now: string): void {
  if (actor.kind === 'system') return;
  const limit = actor.kind === 'user' ? uploadLimits.user : uploadLimits.visitor;
  const since = Date.parse(now) - uploadLimits.windowMinutes * 60_000;
  if (state.recent.filter((t) => Date.parse(t) > since).length >= limit) throw new RateLimitedError(uploadThrottledMessage);
}

/** The owner id an actor stores under: a user's id, or a visitor's. */
export function ownerOf(actor: Actor): string | null {
  return actor.kind === 'user' ? actor.userId : actor.kind === 'visitor' ? actor.visitorId : null;
}

export function decideFiles(command: FilesCommand, state: FilesState): FilesEvent[] {
  switch (command.type) {
    case 'StoreImage': {
      const { actor, now } = command.metadata;
      const d = command.data;
      // Nobody stores under another's id.
      if (actor.kind !== 'system' && ownerOf(actor) !== d.ownerId) throw new ForbiddenError();
      assertMayStoreImage(state, actor, now);
      return [{ type: 'ImageStored', data: { ...d, storedAt: now } }];
    }
    case 'StageUpload': {
      const { actor, now } = command.metadata;
      const d = command.data;
      if (actor.kind !== 'system' && ownerOf(actor) !== d.ownerId) throw new ForbiddenError();
      const limit = actor.kind === 'user' ? stagedLimits.user : stagedLimits.visitor;
      if (stagedBytes(state) + d.bytes > limit) throw new RateLimitedError(stagedFullMessage(limit / (1024 * 1024)));
      return [{ type: 'UploadStaged', data: { ...d, stagedAt: now } }];
    }
    case 'DiscardStagedUpload': {
      const { actor, now } = command.metadata;
      const d = command.data;
      // Only the sweeper, having deleted the bytes.
      if (actor.kind !== 'system') throw new ForbiddenError();
      // Confirmed or swept already: nothing to record.
      if (!(d.key in (state.staged ?? {}))) return [];
      return [{ type: 'StagedUploadDiscarded', data: { ...d, discardedAt: now } }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const filesDecider: Decider<FilesState, FilesCommand, FilesEvent> = {
  initialState: initialFilesState,
  evolve: evolveFiles,
  decide: decideFiles,
};
