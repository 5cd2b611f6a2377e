import { roomPhotoLoader } from '~/projects/server/room-photo-pages.server';

/** GET /design/photo/{needId}/{photoId}: a room photo's file, for its project's owner, designer and staff only (issue 23). */
export const loader = roomPhotoLoader;
