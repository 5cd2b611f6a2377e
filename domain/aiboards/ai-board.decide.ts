import { z } from 'zod';
import { ForbiddenError, IllegalStateError, NotFoundError, ValidationError } from '../shared/errors';
import type { Actor, Command, Decider } from '../shared/messages';
import { idField } from '../shared/schemas';
import { type AiBoard, type AiBoardEvent, type AiBoardOwner, type AiBoardState, evolveAiBoard, initialAiBoardState } from './ai-board';
import { aiRoomNames, aiStyles, budgetLimits, chosenTotal } from './composer';

const notFoundMessage = 'This AI mood board does not exist';
export const aiBoardIdPattern = /^ab[a-f0-9]{16}$/;
const boardId = z.string({ required_error: notFoundMessage, invalid_type_error: notFoundMessage }).trim().regex(aiBoardIdPattern, notFoundMessage);
const owner = z.discriminatedUnion('kind', [z.object({ kind: z.literal('visitor'), visitorId: idField('Invalid visitor') }), z.object({ kind: z.literal('client'), clientId: idField('Invalid client') })]);
const photo = z.object({ key: z.string().min(1).max(300), url: z.string().min(1).max(500) });
const piece = z.object({ goodsId: idField('This product does not exist'), priceCents: z.number().int().min(1), why: z.string().min(1).max(300) });

export const composeAiBoardSchema = z.object({
  boardId,
  owner,
  diyId: z.string().regex(/^dy[a-f0-9]{16}$/, 'This DIY project does not exist'),
  brief: z.object({
    room: z.enum(aiRoomNames, { errorMap: () => ({ message: 'Please choose a room from the list' }) }),
    roomTypeId: idField('Please choose a room from the list'),
    style: z.enum(aiStyles, { errorMap: () => ({ message: 'Please choose a style from the list' }) }),
    budgetCents: z.number().int().min(budgetLimits.minDollars * 100).max(budgetLimits.maxDollars * 100),
    photo: photo.nullable(),
  }),
  slots: z.array(z.object({ key: z.string().min(1).max(30), label: z.string().min(1).max(60), targetCents: z.number().int().min(0), pick: piece.nullable(), alternative: piece.nullable() })).min(1).max(20),
  totalCents: z.number().int().min(0),
});
export const swapAiBoardPieceSchema = z.object({
  boardId,
  slot: z.string({ required_error: 'Please choose a piece' }).trim().min(1, 'Please choose a piece').max(30, 'Please choose a piece'),
  alternative: z.boolean({ required_error: 'Please choose a piece', invalid_type_error: 'Please choose a piece' }),
});
export const attachAiBoardPhotoSchema = z.object({ boardId, photo });
export const claimAiBoardSchema = z.object({ boardId, visitorId: idField('Invalid visitor'), clientId: idField('Invalid client') });

export type AiBoardCommand =
  | Command<'ComposeAiBoard', z.infer<typeof composeAiBoardSchema>>
  | Command<'SwapAiBoardPiece', z.infer<typeof swapAiBoardPieceSchema>>
  | Command<'AttachAiBoardPhoto', z.infer<typeof attachAiBoardPhotoSchema>>
  | Command<'ClaimAiBoard', z.infer<typeof claimAiBoardSchema>>;

const notFound = () => new NotFoundError('AI_BOARD_NOT_FOUND', notFoundMessage);

/** The owner (or the system); a signed-in client also owns what they made as this visitor. */
export function ownsAiBoard(actor: Actor, o: AiBoardOwner): boolean {
  if (actor.kind === 'system') return true;
  if (o.kind === 'client') return actor.kind === 'user' && actor.userId === o.clientId;
  return (actor.kind === 'visitor' && actor.visitorId === o.visitorId) || (actor.kind === 'user' && actor.visitorId === o.visitorId);
}

/** Another's board is "not found", never "forbidden" (ADR 013). */
function requireOwn(state: AiBoardState, actor: Actor): AiBoard {
  const b = state.board;
  if (!b || !ownsAiBoard(actor, b.owner)) throw notFound();
  return b;
}

export function decideAiBoard(command: AiBoardCommand, state: AiBoardState): AiBoardEvent[] {
  const { actor, now } = command.metadata;
  switch (command.type) {
    case 'ComposeAiBoard': {
      const d = command.data;
      if (state.board) throw new IllegalStateError('AI_BOARD_EXISTS', 'This AI mood board already exists');
      if (!ownsAiBoard(actor, d.owner)) throw new ForbiddenError();
      // The composer's promise, kept by the record too: never above the budget.
      if (d.totalCents > d.brief.budgetCents || chosenTotal(d.slots, []) !== d.totalCents) throw new ValidationError('OVER_BUDGET', 'This board is over its budget');
      return [{ type: 'AiBoardComposed', data: { ...d, composedAt: now } }];
    }
    case 'SwapAiBoardPiece': {
      const b = requireOwn(state, actor);
      const { slot, alternative } = command.data;
      const s = b.slots.find((x) => x.key === slot);
      if (!s || !s.pick) throw new ValidationError('UNKNOWN_SLOT', 'This piece is not on the board', { slot: 'This piece is not on the board' });
      if (alternative && !s.alternative) throw new ValidationError('NO_ALTERNATIVE', 'This piece has no alternative', { slot: 'This piece has no alternative' });
      if (b.swapped.includes(slot) === alternative) return [];
      const swapped = alternative ? [...b.swapped, slot] : b.swapped.filter((k) => k !== slot);
      const totalCents = chosenTotal(b.slots, swapped);
      if (totalCents > b.brief.budgetCents) throw new IllegalStateError('OVER_BUDGET', 'This swap would take the board over your budget');
      return [{ type: 'AiBoardPieceSwapped', data: { boardId: b.boardId, slot, alternative, totalCents, swappedAt: now } }];
    }
    case 'AttachAiBoardPhoto': {
      const b = requireOwn(state, actor);
      if (b.brief.photo?.key === command.data.photo.key) return [];
      return [{ type: 'AiBoardPhotoAttached', data: { boardId: b.boardId, photo: command.data.photo, attachedAt: now } }];
    }
    case 'ClaimAiBoard': {
      const b = state.board;
      if (!b) throw notFound();
      const { visitorId, clientId } = command.data;
      if (b.owner.kind === 'client') return [];
      if (b.owner.visitorId !== visitorId) throw notFound();
      return [{ type: 'AiBoardClaimed', data: { boardId: b.boardId, visitorId, clientId, claimedAt: now } }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const aiBoardDecider: Decider<AiBoardState, AiBoardCommand, AiBoardEvent> = {
  initialState: initialAiBoardState,
  evolve: evolveAiBoard,
  decide: decideAiBoard,
};
