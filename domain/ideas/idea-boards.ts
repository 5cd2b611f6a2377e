import type { Event } from '../shared/messages';

/**
 * Idea boards (issue 24; Houzz ideabooks, Pinterest boards): an owner's named
 * boards of saved design cases and products, one stream per owner,
 * `idea-boards-<kind>~<id>` — a signed-in client (`user~<userId>`) or a
 * visitor (`visitor~<visitorId>`), whose saves wait in their default board
 * until they sign in and are claimed into the account
 * (processes/ideas/idea-claims.ts). One stream per owner keeps every rule in
 * one decision: a board is its owner's, a move goes between two of one's own
 * boards, a save already made is a no-op (ADR 042).
 */
export type IdeaOwner = { kind: 'user'; id: string } | { kind: 'visitor'; id: string };
export type IdeaKind = 'case' | 'product';
/** A saved thing: a published design case or a catalogue product. */
export interface IdeaRef {
  kind: IdeaKind;
  refId: string;
}

export const ideaBoardsStream = (owner: IdeaOwner) => `idea-boards-${owner.kind}~${owner.id}`;
export const ideaKey = (r: IdeaRef) => `${r.kind}:${r.refId}`;

export const ideaLimits = { nameMax: 60, idsMax: 100, boardsMax: 200, itemsPerBoardMax: 1000 } as const;
export const defaultBoardName = 'Saved ideas';

export const ideaMessages = {
  notFound: 'This board was not found.',
  nameMissing: 'Please give the board a name',
  nameTooLong: `Please keep the board’s name to ${ideaLimits.nameMax} characters or fewer`,
  tooManyBoards: `You can keep at most ${ideaLimits.boardsMax} boards`,
  boardFull: `A board holds at most ${ideaLimits.itemsPerBoardMax} ideas`,
  tooManyIds: `At most ${ideaLimits.idsMax} ideas at a time`,
  noIds: 'Please choose the ideas (ids)',
  notOnBoard: 'These ideas are not on this board.',
  caseNotFound: 'This design case was not found.',
  productNotFound: 'This product was not found.',
  saved: 'Saved to your board.',
  unsaved: 'Removed from your boards.',
  signIn: 'Please sign in to keep your ideas. We kept this one for you.',
  confirmDelete: (count: number) =>
    `This board holds ${count} saved ${count === 1 ? 'idea' : 'ideas'}. Deleting it removes ${count === 1 ? 'it' : 'them'} too: confirm to delete the board with ${count === 1 ? 'its idea' : `its ${count} ideas`}.`,
} as const;

/** A default board's id, the same for one owner every time (the first save makes it): a short FNV-1a hash of the owner. */
export function defaultBoardIdOf(owner: IdeaOwner): string {
  const text = `${owner.kind}~${owner.id}`;
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    a = Math.imul(a ^ text.charCodeAt(i), 0x01000193) >>> 0;
    b = Math.imul(b ^ text.charCodeAt(text.length - 1 - i), 0x85ebca6b) >>> 0;
  }
  return `ib${a.toString(16).padStart(8, '0')}${b.toString(16).padStart(8, '0')}`;
}

export interface SavedIdea extends IdeaRef {
  savedAt: string;
}

export type IdeaBoardsEvent =
  | Event<'IdeaBoardCreated', { owner: IdeaOwner; boardId: string; name: string; isPrivate: boolean; isDefault: boolean; createdAt: string }>
  | Event<'IdeaBoardRenamed', { owner: IdeaOwner; boardId: string; name: string }>
  | Event<'IdeaBoardPrivacySet', { owner: IdeaOwner; boardId: string; isPrivate: boolean }>
  | Event<'IdeaBoardDeleted', { owner: IdeaOwner; boardId: string; itemCount: number; deletedAt: string }>
  | Event<'IdeaSaved', { owner: IdeaOwner; boardId: string; item: IdeaRef; savedAt: string }>
  | Event<'IdeasRemoved', { owner: IdeaOwner; boardId: string; items: IdeaRef[] }>
  | Event<'IdeasMoved', { owner: IdeaOwner; fromBoardId: string; toBoardId: string; items: IdeaRef[]; movedAt: string }>
  | Event<'IdeaHintDismissed', { owner: IdeaOwner; dismissedAt: string }>
  | Event<'IdeasClaimed', { owner: IdeaOwner; visitorId: string; boardId: string; items: SavedIdea[]; claimedAt: string }>;

export interface BoardState {
  name: string;
  isPrivate: boolean;
  isDefault: boolean;
  /** keyed by ideaKey */
  items: Record<string, SavedIdea>;
}

export interface IdeaBoardsState {
  boards: Record<string, BoardState>;
  hintDismissed: boolean;
  claimedVisitors: string[];
}

export const initialIdeaBoardsState = (): IdeaBoardsState => ({ boards: {}, hintDismissed: false, claimedVisitors: [] });

const withBoard = (state: IdeaBoardsState, boardId: string, change: (b: BoardState) => BoardState): IdeaBoardsState => {
  const board = state.boards[boardId];
  return board ? { ...state, boards: { ...state.boards, [boardId]: change(board) } } : state;
};
const without = (items: Record<string, SavedIdea>, refs: IdeaRef[]) => {
  const next = { ...items };
  for (const r of refs) delete next[ideaKey(r)];
  return next;
};

export function evolveIdeaBoards(state: IdeaBoardsState, event: IdeaBoardsEvent): IdeaBoardsState {
  switch (event.type) {
    case 'IdeaBoardCreated': {
      const { boardId, name, isPrivate, isDefault } = event.data;
      return { ...state, boards: { ...state.boards, [boardId]: { name, isPrivate, isDefault, items: {} } } };
    }
    case 'IdeaBoardRenamed':
      return withBoard(state, event.data.boardId, (b) => ({ ...b, name: event.data.name }));
    case 'IdeaBoardPrivacySet':
      return withBoard(state, event.data.boardId, (b) => ({ ...b, isPrivate: event.data.isPrivate }));
    case 'IdeaBoardDeleted': {
      const boards = { ...state.boards };
      delete boards[event.data.boardId];
      return { ...state, boards };
    }
    case 'IdeaSaved': {
      const { item, savedAt } = event.data;
      return withBoard(state, event.data.boardId, (b) => ({ ...b, items: { ...b.items, [ideaKey(item)]: { ...item, savedAt } } }));
    }
    case 'IdeasRemoved':
      return withBoard(state, event.data.boardId, (b) => ({ ...b, items: without(b.items, event.data.items) }));
    case 'IdeasMoved': {
      const { fromBoardId, toBoardId, items, movedAt } = event.data;
      const moved = withBoard(state, fromBoardId, (b) => ({ ...b, items: without(b.items, items) }));
      return withBoard(moved, toBoardId, (b) => ({ ...b, items: { ...b.items, ...Object.fromEntries(items.map((i) => [ideaKey(i), { ...i, savedAt: movedAt }])) } }));
    }
    case 'IdeaHintDismissed':
      return { ...state, hintDismissed: true };
    case 'IdeasClaimed': {
      const claimed = withBoard(state, event.data.boardId, (b) => ({ ...b, items: { ...b.items, ...Object.fromEntries(event.data.items.map((i) => [ideaKey(i), i])) } }));
      return { ...claimed, claimedVisitors: [...state.claimedVisitors, event.data.visitorId] };
    }
    default: {
      const never: never = event;
      return never;
    }
  }
}

export const ideaBoardsEventTypes = Object.keys({
  IdeaBoardCreated: true,
  IdeaBoardRenamed: true,
  IdeaBoardPrivacySet: true,
  IdeaBoardDeleted: true,
  IdeaSaved: true,
  IdeasRemoved: true,
  IdeasMoved: true,
  IdeaHintDismissed: true,
  IdeasClaimed: true,
} satisfies Record<IdeaBoardsEvent['type'], true>) as IdeaBoardsEvent['type'][];
