import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { ideasForProject } from '~/ideas/index.server';
import { userResourceAction } from '~/web/page-form.server';
import { draftRoomWithIdeas } from '~/projects/application/needs.server';
import { callerOf } from '~/projects/server/questionnaire-pages.server';

/**
 * POST /ideas/{boardId}/project, "Start a design project" on one's idea board (issue 24): a design
 * project for the room chosen (preset to the room most of the board's cases are for), the board's
 * cases and products attached to its brief, and the questionnaire's style step opened. Another's
 * board is not found, and nothing is drafted.
 */
export const action = (args: ActionFunctionArgs) =>
  userResourceAction(async ({ context, session, input }) => {
    const { roomTypeId, ...ideas } = await ideasForProject(context.runtime, session, args.params.boardId ?? '');
    return redirect(await draftRoomWithIdeas(context.runtime, callerOf(session), { roomType: input.roomType ?? roomTypeId ?? '', ideas }));
  })(args);
export const loader = ({ params }: ActionFunctionArgs) => redirect(`/ideas/${encodeURIComponent(params.boardId ?? '')}`);
