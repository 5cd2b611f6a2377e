import type { Board, HistoryEntry } from './board';

/**
 * Who may change what on a board (issue 9, part 2 §6):
 * - designer: arranges everything;
 * - staff: everything;
 * - client: adds objects of their own, moves/edits/deletes only their own, reacts
 *   on any object with their own reaction — and, when the board grants them edit
 *   rights (getIsCanEdit), everything a designer may;
 * - viewer (a share key): nothing.
 * The server runs `checkChange` on every change it receives, on the entry it
 * derived from the change itself (app/canvas/sync), not on the client's word.
 */
export const boardRoles = ['designer', 'client', 'staff', 'viewer'] as const;
export type BoardRole = (typeof boardRoles)[number];

export interface BoardUser {
  /** The member key: a user id, or `v:<visitorId>` for a visitor's DIY board. */
  userId: string;
  role: BoardRole;
}

export type RightsCheck = { ok: true } | { ok: false; message: string };

export const readOnlyMessage = 'This board is read-only';
export const notYoursMessage = "You can only change your own items on this board";
export const forgedOwnerMessage = 'New items must be your own';
export const reactOwnMessage = 'You can only set your own reaction';
export const boardPartsMessage = "Only the board's designer can change the background or the room name";
export const roomRightsMessage = "Only the board's designer can change the room";
export const viewsRightsMessage = "Only the board's designer can choose the views for the renders";

/** Whether this user may change the board's room (issue 23): its designer and staff, not a client even with edit rights. */
export const canChangeRoom = (role: BoardRole) => role === 'designer' || role === 'staff';

/** getIsCanEdit: the user arranges the whole board. */
export function getIsCanEdit(role: BoardRole, clientCanEdit: boolean): boolean {
  return role === 'designer' || role === 'staff' || (role === 'client' && clientCanEdit);
}

const refuse = (message: string): RightsCheck => ({ ok: false, message });

export function checkChange(board: Board, entry: HistoryEntry, who: BoardUser, clientCanEdit: boolean): RightsCheck {
  if (who.role === 'viewer') return refuse(readOnlyMessage);
  // Whoever adds an object owns it: nobody adds in another's name.
  for (const id of entry.ids) {
    const added = entry.unchanged[id] === null ? entry.changed[id] : null;
    if (added && added.ownerId !== who.userId) return refuse(forgedOwnerMessage);
    const changed = entry.changed[id];
    if (changed && entry.unchanged[id] !== null && 'ownerId' in changed && !getIsCanEdit(who.role, clientCanEdit)) return refuse(notYoursMessage);
  }
  if (entry.boardChanged && 'room' in entry.boardChanged && !canChangeRoom(who.role)) return refuse(roomRightsMessage);
  if (entry.boardChanged && 'views' in entry.boardChanged && !canChangeRoom(who.role)) return refuse(viewsRightsMessage);
  if (getIsCanEdit(who.role, clientCanEdit)) return { ok: true };
  if (entry.boardChanged && Object.keys(entry.boardChanged).length) return refuse(boardPartsMessage);
  for (const id of entry.ids) {
    const current = board.objects[id];
    if (!current || current.ownerId === who.userId) continue;
    const changed = entry.changed[id];
    if (!changed || Object.keys(changed).some((k) => k !== 'reactions')) return refuse(notYoursMessage);
    const before = current.reactions ?? {};
    const after = changed.reactions ?? {};
    const touched = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => before[k] !== after[k]);
    if (touched.some((k) => k !== who.userId)) return refuse(reactOwnMessage);
  }
  return { ok: true };
}
