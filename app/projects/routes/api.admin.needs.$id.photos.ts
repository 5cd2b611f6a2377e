import { staffRoomPhotos } from '~/projects/application/staff-projects.server';
import { staffApiCall } from '~/staff/index.server';

/** GET /api/admin/needs/{id}/photos: the project's room photos for staff (console); anyone else 401/403. */
export const loader = staffApiCall(async ({ context, params }) => staffRoomPhotos(context.runtime, params.id ?? ''));
