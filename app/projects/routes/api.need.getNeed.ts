import { getNeed } from '~/projects/application/needs.server';
import { ownRoomPhotos } from '~/projects/application/room-photos.server';
import { projectApiCall } from '~/projects/server/project-api.server';

/** need getNeed {needId}: one of the caller's projects with its answers (another's: 404). */
const handler = projectApiCall(async ({ context, caller, input }) => {
  const need = await getNeed(context.runtime, caller, input);
  // The room photos of the brief (issue 23): their addresses, served to the project's members only.
  return { ...need, roomPhotos: (await ownRoomPhotos(context.runtime, caller, need.needId)).photos };
});
export const loader = handler;
export const action = handler;
