import { z } from 'zod';
import { ForbiddenError, IllegalStateError, NotFoundError, ValidationError } from '../shared/errors';
import type { Actor, Command, Decider } from '../shared/messages';
import { idField } from '../shared/schemas';
import {
  defaultBoardIdOf,
  defaultBoardName,
  evolveIdeaBoards,
  ideaKey,
  ideaLimits,
  ideaMessages,
  initialIdeaBoardsState,
  type IdeaBoardsEvent,
  type IdeaBoardsState,
  type IdeaOwner,
  type IdeaRef,
} from './idea-boards';

const ownerSchema = z.object({ kind: z.enum(['user', 'visitor']), id: idField('Invalid owner') });
const userOwner = z.object({ kind: z.literal('user'), id: idField('Invalid user') });
export const boardIdField = idField(ideaMessages.notFound, 40);
export const boardNameField = z
  .string({ required_error: ideaMessages.nameMissing, invalid_type_error: ideaMessages.nameMissing })
  .trim()
  .min(1, ideaMessages.nameMissing)
  .max(ideaLimits.nameMax, ideaMessages.nameTooLong);
export const ideaRefSchema = z.object({
  kind: z.enum(['case', 'product'], { errorMap: () => ({ message: 'An idea is a design case or a product' }) }),
  refId: idField('Unknown idea', 80),
});
const refList = z.array(ideaRefSchema, { required_error: ideaMessages.noIds, invalid_type_error: ideaMessages.noIds }).min(1, ideaMessages.noIds).max(ideaLimits.idsMax, ideaMessages.tooManyIds);

export const createIdeaBoardSchema = z.object({ owner: userOwner, boardId: boardIdField, name: boardNameField, isPrivate: z.boolean().default(true) });
export const updateIdeaBoardSchema = z.object({ owner: userOwner, boardId: boardIdField, name: boardNameField.optional(), isPrivate: z.boolean().optional() });
export const deleteIdeaBoardSchema = z.object({ owner: userOwner, boardId: boardIdField, continueDel: z.boolean().default(false) });
export const saveIdeaSchema = z.object({ owner: ownerSchema, boardId: boardIdField.optional(), item: ideaRefSchema });
export const unsaveIdeaSchema = z.object({ owner: ownerSchema, boardId: boardIdField.optional(), item: ideaRefSchema });
export const removeIdeasSchema = z.object({ owner: userOwner, boardId: boardIdField, items: refList });
export const moveIdeasSchema = z.object({ owner: userOwner, toBoardId: boardIdField, fromBoardId: boardIdField.optional(), items: refList });
export const dismissIdeaHintSchema = z.object({ owner: userOwner });
export const claimIdeasSchema = z.object({
  owner: userOwner,
  visitorId: idField('Invalid visitor'),
  items: z.array(ideaRefSchema.extend({ savedAt: z.string().datetime({ offset: true }) })).max(ideaLimits.itemsPerBoardMax),
});

type D<S extends z.ZodTypeAny> = z.output<S>;
export type IdeaBoardsCommand =
  | Command<'CreateIdeaBoard', D<typeof createIdeaBoardSchema>>
  | Command<'UpdateIdeaBoard', D<typeof updateIdeaBoardSchema>>
  | Command<'DeleteIdeaBoard', D<typeof deleteIdeaBoardSchema>>
  | Command<'SaveIdea', D<typeof saveIdeaSchema>>
  | Command<'UnsaveIdea', D<typeof unsaveIdeaSchema>>
  | Command<'RemoveIdeas', D<typeof removeIdeasSchema>>
  | Command<'MoveIdeas', D<typeof moveIdeasSchema>>
  | Command<'DismissIdeaHint', D<typeof dismissIdeaHintSchema>>
  | Command<'ClaimIdeas', D<typeof claimIdeasSchema>>;

/** Only the owner acts on their boards: a client under their account, a visitor under their visitor id. */
export function actsAs(actor: Actor, owner: IdeaOwner): boolean {
  return owner.kind === 'user' ? actor.kind === 'user' && actor.userId === owner.id : actor.kind === 'visitor' && actor.visitorId === owner.id;
}

const notFound = () => new NotFoundError('BOARD_NOT_FOUND', ideaMessages.notFound);
const boardOf = (state: IdeaBoardsState, boardId: string) => {
  const board = state.boards[boardId];
  if (!board) throw notFound();
  return board;
};
const itemCount = (state: IdeaBoardsState, boardId: string) => Object.keys(state.boards[boardId]?.items ?? {}).length;
const assertRoom = (state: IdeaBoardsState, boardId: string, more: number) => {
  if (itemCount(state, boardId) + more > ideaLimits.itemsPerBoardMax) throw new IllegalStateError('BOARD_FULL', ideaMessages.boardFull);
};

/** The owner's default board ("Saved ideas"), made by the first save that needs it. */
function defaultBoard(state: IdeaBoardsState, owner: IdeaOwner, now: string): { boardId: string; made: IdeaBoardsEvent[] } {
  const existing = Object.entries(state.boards).find(([, b]) => b.isDefault);
  if (existing) return { boardId: existing[0], made: [] };
  const boardId = defaultBoardIdOf(owner);
  return { boardId, made: [{ type: 'IdeaBoardCreated', data: { owner, boardId, name: defaultBoardName, isPrivate: true, isDefault: true, createdAt: now } }] };
}

export function decideIdeaBoards(command: IdeaBoardsCommand, state: IdeaBoardsState): IdeaBoardsEvent[] {
  const { actor, now } = command.metadata;
  if (command.type === 'ClaimIdeas') {
    if (actor.kind !== 'system') throw new ForbiddenError();
  } else if (!actsAs(actor, command.data.owner)) throw new ForbiddenError();
  switch (command.type) {
    case 'CreateIdeaBoard': {
      const { owner, boardId, name, isPrivate } = command.data;
      if (state.boards[boardId]) return [];
      if (Object.keys(state.boards).length >= ideaLimits.boardsMax) throw new IllegalStateError('TOO_MANY_BOARDS', ideaMessages.tooManyBoards);
      return [{ type: 'IdeaBoardCreated', data: { owner, boardId, name, isPrivate, isDefault: false, createdAt: now } }];
    }
    case 'UpdateIdeaBoard': {
      const { owner, boardId, name, isPrivate } = command.data;
      const board = boardOf(state, boardId);
      const events: IdeaBoardsEvent[] = [];
      if (name !== undefined && name !== board.name) events.push({ type: 'IdeaBoardRenamed', data: { owner, boardId, name } });
      if (isPrivate !== undefined && isPrivate !== board.isPrivate) events.push({ type: 'IdeaBoardPrivacySet', data: { owner, boardId, isPrivate } });
      return events;
    }
    case 'DeleteIdeaBoard': {
      const { owner, boardId, continueDel } = command.data;
      const count = Object.keys(boardOf(state, boardId).items).length;
      // A board with ideas is deleted only once its owner confirms (deleteBoard continueDel).
      if (count > 0 && !continueDel) throw new IllegalStateError('BOARD_NOT_EMPTY', ideaMessages.confirmDelete(count));
      return [{ type: 'IdeaBoardDeleted', data: { owner, boardId, itemCount: count, deletedAt: now } }];
    }
    case 'SaveIdea': {
      const { owner, item } = command.data;
      // A visitor keeps their saves in their default board until they sign in.
      if (owner.kind === 'visitor' && command.data.boardId) throw new ValidationError('SIGN_IN_FIRST', ideaMessages.signIn);
      const { boardId, made } = command.data.boardId ? { boardId: command.data.boardId, made: [] } : defaultBoard(state, owner, now);
      if (!made.length) {
        // A save already made is a no-op.
        if (boardOf(state, boardId).items[ideaKey(item)]) return [];
        assertRoom(state, boardId, 1);
      }
      return [...made, { type: 'IdeaSaved', data: { owner, boardId, item, savedAt: now } }];
    }
    case 'UnsaveIdea': {
      const { owner, item, boardId } = command.data;
      if (boardId) boardOf(state, boardId);
      const holding = Object.entries(state.boards).filter(([id, b]) => (!boardId || id === boardId) && b.items[ideaKey(item)]);
      return holding.map(([id]) => ({ type: 'IdeasRemoved', data: { owner, boardId: id, items: [item] } }));
    }
    case 'RemoveIdeas': {
      const { owner, boardId, items } = command.data;
      const board = boardOf(state, boardId);
      const present = dedupe(items).filter((i) => board.items[ideaKey(i)]);
      return present.length ? [{ type: 'IdeasRemoved', data: { owner, boardId, items: present } }] : [];
    }
    case 'MoveIdeas': {
      const { owner, toBoardId, fromBoardId, items } = command.data;
      // Into one's own board only: another's board is not in this stream, so it is not found.
      const target = boardOf(state, toBoardId);
      if (fromBoardId) boardOf(state, fromBoardId);
      const wanted = dedupe(items);
      const sources = Object.entries(state.boards).filter(([id]) => id !== toBoardId && (!fromBoardId || id === fromBoardId));
      const events: IdeaBoardsEvent[] = [];
      const found = new Set<string>();
      let arriving = 0;
      for (const [id, b] of sources) {
        const here = wanted.filter((i) => b.items[ideaKey(i)]);
        if (!here.length) continue;
        for (const i of here) {
          if (!found.has(ideaKey(i)) && !target.items[ideaKey(i)]) arriving++;
          found.add(ideaKey(i));
        }
        events.push({ type: 'IdeasMoved', data: { owner, fromBoardId: id, toBoardId, items: here, movedAt: now } });
      }
      const missing = wanted.filter((i) => !found.has(ideaKey(i)) && !target.items[ideaKey(i)]);
      if (missing.length) throw new NotFoundError('IDEA_NOT_ON_BOARD', ideaMessages.notOnBoard);
      assertRoom(state, toBoardId, arriving);
      return events;
    }
    case 'DismissIdeaHint':
      return state.hintDismissed ? [] : [{ type: 'IdeaHintDismissed', data: { owner: command.data.owner, dismissedAt: now } }];
    case 'ClaimIdeas': {
      const { owner, visitorId, items } = command.data;
      // A visitor's saves move in once; a claim handled again changes nothing.
      if (state.claimedVisitors.includes(visitorId) || !items.length) return [];
      const { boardId, made } = defaultBoard(state, owner, now);
      const have = state.boards[boardId]?.items ?? {};
      const fresh = dedupe(items).filter((i) => !have[ideaKey(i)]);
      const room = Math.max(0, ideaLimits.itemsPerBoardMax - Object.keys(have).length);
      return [...made, { type: 'IdeasClaimed', data: { owner, visitorId, boardId, items: fresh.slice(0, room), claimedAt: now } }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

function dedupe<T extends IdeaRef>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((i) => (seen.has(ideaKey(i)) ? false : (seen.add(ideaKey(i)), true)));
}

export const ideaBoardsDecider: Decider<IdeaBoardsState, IdeaBoardsCommand, IdeaBoardsEvent> = {
  initialState: initialIdeaBoardsState,
  evolve: evolveIdeaBoards,
  decide: decideIdeaBoards,
};
