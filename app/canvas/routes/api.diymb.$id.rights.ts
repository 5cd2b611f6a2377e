import { setEditRights } from '~/canvas/application/boards.server';
import { canvasRooms } from '~/canvas/server/rooms.server';
import { sessionApiCall } from '~/identity/index.server';
import { methodNotAllowed } from '~/web/api.server';

/** POST diymb/{id}/rights {canEdit}: the designer lets the client arrange the board (getIsCanEdit), or stops it. */
export const action = sessionApiCall(async ({ context, session, params, input }) => {
  const canEdit = input.canEdit === true || input.canEdit === 'true' || input.canEdit === '1';
  const result = await setEditRights(context.runtime, session.actor, params.id, canEdit);
  await canvasRooms(context.runtime).refresh(result.boardId);
  return result;
});
export const loader = async () => methodNotAllowed();
