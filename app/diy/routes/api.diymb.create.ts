import { ensureBoard } from '~/canvas/index.server';
import { diyProjectOf } from '~/diy/application/diy-view.server';
import { sessionApiCall } from '~/identity/index.server';
import { methodNotAllowed } from '~/web/api.server';

/** POST diymb/create {diyId} or {needId}: the project's board (made on first ask); answers its id, role and rights. */
export const action = sessionApiCall(async ({ context, session, input }) => {
  const { row, who, canEdit } = await ensureBoard(context.runtime, session.actor, input, diyProjectOf);
  return { boardId: row.boardId, name: row.name, project: row.project, role: who.role, canEdit, socket: `/ws/canvas/${row.boardId}` };
});
export const loader = async () => methodNotAllowed();
