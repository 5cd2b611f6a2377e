import type { Event } from '../shared/messages';

/**
 * Photos of a project's room for its brief (issue 23: /design/upload,
 * /design/uploadsuccess, /design/uploadcode). One stream per project,
 * `room-photos-<needId>`, beside the project's own `need-<needId>`: the client
 * adds, captions and removes photos; a short code lets a phone add photos to
 * this one project without signing in. Only the code's keyed hash is ever
 * recorded (never the code), and a new code replaces (revokes) the old one.
 */
export const roomPhotosStream = (needId: string) => `room-photos-${needId}`;

export const roomPhotoLimits = {
  /** Photos a project keeps at once. */
  maxPhotos: 10,
  /** Bytes of one photo as sent. */
  maxBytes: 15 * 1024 * 1024,
  /** One post (a plain form may carry several photos): the request guard's cap, with the multipart envelope. */
  maxPostBytes: 50 * 1024 * 1024,
  /** Pixels decoded from one photo (a 48-megapixel phone camera passes), and per side. */
  maxPixels: 50_000_000,
  maxSide: 12_000,
  /** The stored copy's longest side (re-encoded as JPEG). */
  storedSide: 2560,
  /** Photos added per day (delete-and-add churn included). */
  maxAddedPerDay: 40,
  captionMax: 200,
} as const;

/** The phone code: 6 characters from an alphabet without look-alikes (no 0/O, 1/I/L, 2/Z, 5/S, 8/B), valid 30 minutes. */
export const roomPhotoCode = {
  alphabet: 'ACDEFGHJKMNPQRTUVWXY34679',
  length: 6,
  validMinutes: 30,
} as const;

export const roomPhotoMessages = {
  codeInvalid: 'That code is not valid or has expired. Please check it, or ask for a new code on the computer.',
  tooMany: `A project keeps at most ${roomPhotoLimits.maxPhotos} photos. Please delete one before adding more.`,
  tooManyToday: 'You have added many photos today; please try again tomorrow.',
  notFound: 'This photo does not exist',
  projectNotFound: 'This project does not exist',
  none: 'Please choose at least one photo.',
} as const;

export interface RoomPhoto {
  photoId: string;
  key: string;
  contentType: 'image/jpeg';
  bytes: number;
  width: number;
  height: number;
  caption: string;
}

/** Who added a photo: the project's owner, or a phone with the code. */
export type RoomPhotoSource = 'owner' | 'code';

export type RoomPhotosEvent =
  | Event<'RoomPhotosAdded', { needId: string; photos: RoomPhoto[]; via: RoomPhotoSource; addedAt: string }>
  | Event<'RoomPhotoCaptioned', { needId: string; photoId: string; caption: string; captionedAt: string }>
  | Event<'RoomPhotoRemoved', { needId: string; photoId: string; key: string; removedAt: string }>
  /** A new code; the previous one (if any) stops working. `codeHash` is HMAC-SHA256 under the app's key, never the code. */
  | Event<'RoomPhotoCodeIssued', { needId: string; codeHash: string; expiresAt: string; issuedAt: string }>
  | Event<'RoomPhotoCodeRevoked', { needId: string; codeHash: string; revokedAt: string }>;

export interface RoomPhotosState {
  photos: RoomPhoto[];
  /** When photos were added, for the per-day limit. */
  added: string[];
  code: { hash: string; expiresAt: string } | null;
}

export const initialRoomPhotosState = (): RoomPhotosState => ({ photos: [], added: [], code: null });

export function evolveRoomPhotos(state: RoomPhotosState, event: RoomPhotosEvent): RoomPhotosState {
  switch (event.type) {
    case 'RoomPhotosAdded':
      return { ...state, photos: [...state.photos, ...event.data.photos], added: [...state.added, ...event.data.photos.map(() => event.data.addedAt)] };
    case 'RoomPhotoCaptioned':
      return { ...state, photos: state.photos.map((p) => (p.photoId === event.data.photoId ? { ...p, caption: event.data.caption } : p)) };
    case 'RoomPhotoRemoved':
      return { ...state, photos: state.photos.filter((p) => p.photoId !== event.data.photoId) };
    case 'RoomPhotoCodeIssued':
      return { ...state, code: { hash: event.data.codeHash, expiresAt: event.data.expiresAt } };
    case 'RoomPhotoCodeRevoked':
      return state.code?.hash === event.data.codeHash ? { ...state, code: null } : state;
    default: {
      const never: never = event;
      return never;
    }
  }
}

export const roomPhotosEventTypes = Object.keys({
  RoomPhotosAdded: true,
  RoomPhotoCaptioned: true,
  RoomPhotoRemoved: true,
  RoomPhotoCodeIssued: true,
  RoomPhotoCodeRevoked: true,
} satisfies Record<RoomPhotosEvent['type'], true>) as RoomPhotosEvent['type'][];

/** Whether the state's code is this one and still valid at `now`. */
export function codeHolds(state: RoomPhotosState, codeHash: string, now: string): boolean {
  return state.code !== null && state.code.hash === codeHash && Date.parse(now) < Date.parse(state.code.expiresAt);
}
