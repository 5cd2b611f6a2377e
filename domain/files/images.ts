import type { Event } from '../shared/messages';

/**
 * The images one owner (a signed-in user, or a visitor for the DIY board) has
 * stored: uploads, compressed uploads and rendered boards. The bytes live in
 * file storage; the stream `files-<ownerId>` records each stored image (its key,
 * type, size) so the upload limit is exact across app processes and every
 * file has an author.
 */
export const filesStream = (ownerId: string) => `files-${ownerId}`;

export const imageKinds = ['upload', 'compressed', 'board-render', 'thumbnail'] as const;
export type ImageKind = (typeof imageKinds)[number];

/** A signed-in user may store this many images per window; a visitor fewer. */
export const uploadLimits = { user: 60, visitor: 20, windowMinutes: 10 } as const;
export const uploadThrottledMessage = 'You have uploaded many images just now; please wait a few minutes and try again.';

export type ImageStored = Event<
  'ImageStored',
  {
    ownerId: string;
    key: string;
    kind: ImageKind;
    contentType: string;
    bytes: number;
    width: number;
    height: number;
    /** The mood board a rendered board or thumbnail belongs to (null for a plain upload). */
    boardId: string | null;
    storedAt: string;
  }
>;
export type FilesEvent = ImageStored;

/** The times of the latest stores (as many as the largest limit: enough to judge the window). */
export interface FilesState {
  recent: string[];
  keys: number;
}

export const initialFilesState = (): FilesState => ({ recent: [], keys: 0 });

export function evolveFiles(state: FilesState, event: FilesEvent): FilesState {
  switch (event.type) {
    case 'ImageStored':
      return { recent: [...state.recent, event.data.storedAt].slice(-Math.max(uploadLimits.user, uploadLimits.visitor)), keys: state.keys + 1 };
    default: {
      const never: never = event.type;
      return never;
    }
  }
}

export const filesEventTypes = Object.keys({ ImageStored: true } satisfies Record<FilesEvent['type'], true>) as FilesEvent['type'][];
