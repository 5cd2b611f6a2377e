import { z } from 'zod';
import { ForbiddenError, IllegalStateError, NotFoundError, ValidationError } from '../shared/errors';
import type { Actor, Command, Decider } from '../shared/messages';
import { type BoardMeta, boardIdPattern, type CanvasBoardEvent, type CanvasBoardState, evolveCanvasBoard, initialCanvasBoardState } from './canvas-board';
import { type BoardUser, checkChange, getIsCanEdit, type BoardRole } from './rights';
import { DEFAULT_BACKGROUND } from './board';
import { backgroundSchema, historyEntrySchema, roomNameSchema } from './schemas';

export const boardNotFoundMessage = 'This mood board does not exist';
export const privateBoardMessage = "A draft board is private to its designer until it is published";
const boardId = z.string({ required_error: boardNotFoundMessage, invalid_type_error: boardNotFoundMessage }).regex(boardIdPattern, boardNotFoundMessage);
const memberKey = z.string().min(1).max(80);
/** Automerge change bytes, base64; at most 4 MB in all per command. */
const changes = z.array(z.string().max(4_000_000).regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Invalid change bytes')).max(1_000)
  .refine((list) => list.reduce((n, s) => n + s.length, 0) <= 4_000_000, 'This change is too large');
const name = z.string({ required_error: 'Please name the board' }).trim().min(1, 'Please name the board').max(100, 'The name is at most 100 characters');

export const createBoardSchema = z.object({
  boardId,
  project: z.discriminatedUnion('kind', [z.object({ kind: z.literal('diy'), id: z.string().max(64) }), z.object({ kind: z.literal('need'), id: z.string().max(64) })]),
  name,
  members: z.array(z.object({ userId: memberKey, role: z.enum(['designer', 'client']) })).min(1).max(20),
  /** What `initialChanges` hold besides objects (none); by default the empty board's: the default background, no room name. */
  initial: z.object({ background: backgroundSchema, roomName: roomNameSchema }).default({ background: { ...DEFAULT_BACKGROUND }, roomName: null }),
  initialChanges: changes,
  /** A designer's private draft board (a proposal's): no client member, no share key. */
  private: z.boolean().optional(),
});
export const addBoardMemberSchema = z.object({ boardId, member: z.object({ userId: memberKey, role: z.enum(['designer', 'client']) }) });
export const renameBoardSchema = z.object({ boardId, name });
export const boardRightsSchema = z.object({ boardId });
export const createShareKeySchema = z.object({ boardId, keyId: z.string().regex(/^[a-f0-9]{8,32}$/), keyHash: z.string().regex(/^[a-f0-9]{64}$/) });
export const changeBoardSchema = z.object({ boardId, entry: historyEntrySchema, changes });
export const restoreBoardStateSchema = z.object({ boardId, toUuid: z.string().max(64), entry: historyEntrySchema, changes });

export type CanvasBoardCommand =
  | Command<'CreateBoard', z.infer<typeof createBoardSchema>>
  | Command<'AddBoardMember', z.infer<typeof addBoardMemberSchema>>
  | Command<'RenameBoard', z.infer<typeof renameBoardSchema>>
  | Command<'GrantBoardEditRights', z.infer<typeof boardRightsSchema>>
  | Command<'RevokeBoardEditRights', z.infer<typeof boardRightsSchema>>
  | Command<'CreateShareKey', z.infer<typeof createShareKeySchema>>
  | Command<'ChangeBoard', z.infer<typeof changeBoardSchema>>
  | Command<'RestoreBoardState', z.infer<typeof restoreBoardStateSchema>>;

const notFound = () => new NotFoundError('BOARD_NOT_FOUND', boardNotFoundMessage);

/** The keys an actor answers to as a board member: their user id, and `v:<visitorId>` for what they started as a visitor. */
export function memberKeys(actor: Actor): string[] {
  if (actor.kind === 'user') return [actor.userId, ...(actor.visitorId ? [`v:${actor.visitorId}`] : [])];
  if (actor.kind === 'visitor') return [`v:${actor.visitorId}`];
  return [];
}

/** The actor's role on a board, or null when it is not theirs (staff and the system: staff). */
export function roleOn(meta: BoardMeta, actor: Actor): BoardUser | null {
  if (actor.kind === 'system') return { userId: 'system', role: 'staff' };
  if (actor.kind === 'user' && actor.roles.includes('staff')) return { userId: actor.userId, role: 'staff' };
  const keys = memberKeys(actor);
  // A private (draft) board is its designer's: a client listed on one (an old board) is not let in.
  const member = meta.members.find((m) => keys.includes(m.userId) && !(meta.private && m.role === 'client'));
  return member ? { userId: member.userId, role: member.role as BoardRole } : null;
}

function requireMember(state: CanvasBoardState, actor: Actor): { meta: BoardMeta; who: BoardUser } {
  const meta = state.meta;
  const who = meta ? roleOn(meta, actor) : null;
  if (!meta || !who) throw notFound();
  return { meta, who };
}

export function decideCanvasBoard(command: CanvasBoardCommand, state: CanvasBoardState): CanvasBoardEvent[] {
  const { actor, now } = command.metadata;
  switch (command.type) {
    case 'CreateBoard': {
      const d = command.data;
      if (d.private && d.members.some((m) => m.role === 'client')) throw new ForbiddenError(privateBoardMessage);
      if (state.meta) {
        if (JSON.stringify(state.meta.project) === JSON.stringify(d.project)) return [];
        throw new IllegalStateError('BOARD_EXISTS', 'This mood board already exists');
      }
      const keys = memberKeys(actor);
      if (actor.kind !== 'system' && !(actor.kind === 'user' && actor.roles.includes('staff')) && !d.members.some((m) => keys.includes(m.userId))) throw new ForbiddenError();
      return [{ type: 'BoardCreated', data: { ...d, createdAt: now } }];
    }
    case 'AddBoardMember': {
      // Run by the system once the app has checked the project (its client, its designer, a DIY owner who signed in).
      const meta = state.meta;
      if (!meta) throw notFound();
      const { member } = command.data;
      if (meta.private && member.role === 'client') throw new ForbiddenError(privateBoardMessage);
      if (meta.members.some((m) => m.userId === member.userId && m.role === member.role)) return [];
      if (meta.members.length >= 20) throw new IllegalStateError('BOARD_FULL', 'This board has as many members as it can take');
      return [{ type: 'BoardMemberAdded', data: { boardId: meta.boardId, member, addedAt: now } }];
    }
    case 'RenameBoard': {
      const { meta, who } = requireMember(state, actor);
      if (!getIsCanEdit(who.role, meta.clientCanEdit) && who.role !== 'client') throw new ForbiddenError();
      if (meta.name === command.data.name) return [];
      return [{ type: 'BoardRenamed', data: { boardId: meta.boardId, name: command.data.name, renamedAt: now } }];
    }
    case 'GrantBoardEditRights':
    case 'RevokeBoardEditRights': {
      const { meta, who } = requireMember(state, actor);
      if (who.role !== 'designer' && who.role !== 'staff') throw new ForbiddenError('Only the designer can give the client edit rights');
      const grant = command.type === 'GrantBoardEditRights';
      if (meta.clientCanEdit === grant) return [];
      return grant
        ? [{ type: 'BoardEditRightsGranted', data: { boardId: meta.boardId, grantedAt: now } }]
        : [{ type: 'BoardEditRightsRevoked', data: { boardId: meta.boardId, revokedAt: now } }];
    }
    case 'CreateShareKey': {
      const { meta } = requireMember(state, actor);
      if (meta.private) throw new ForbiddenError(privateBoardMessage);
      return [{ type: 'BoardShareKeyCreated', data: { boardId: meta.boardId, keyId: command.data.keyId, keyHash: command.data.keyHash, createdAt: now } }];
    }
    case 'ChangeBoard':
    case 'RestoreBoardState': {
      const { meta, who } = requireMember(state, actor);
      const { entry, changes } = command.data;
      if (state.history.includes(entry.uuid)) throw new IllegalStateError('CHANGE_REPEATED', 'This change was already made');
      let restoredFrom: string | null = null;
      if (command.type === 'RestoreBoardState') {
        if (!getIsCanEdit(who.role, meta.clientCanEdit)) throw new ForbiddenError('Only the designer can restore an earlier state');
        if (!state.history.includes(command.data.toUuid)) throw new ValidationError('STATE_UNKNOWN', 'This state is not in the board history');
        restoredFrom = command.data.toUuid;
      }
      const check = checkChange(state.board, entry as never, who, meta.clientCanEdit);
      if (!check.ok) throw new ForbiddenError(check.message);
      return [{ type: 'BoardChanged', data: { boardId: meta.boardId, actorId: who.userId, entry: entry as never, changes, restoredFrom, changedAt: now } }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const canvasBoardDecider: Decider<CanvasBoardState, CanvasBoardCommand, CanvasBoardEvent> = {
  initialState: initialCanvasBoardState,
  evolve: evolveCanvasBoard,
  decide: decideCanvasBoard,
};
