import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { ValidationError } from '../../../domain/shared/errors';
import { productsForDiy } from '~/ideas/index.server';
import { userResourceAction } from '~/web/page-form.server';
import { startDiyBoardWith } from '~/diy/application/diy-from-products.server';

/**
 * POST /ideas/{boardId}/diy, "Start a DIY board from this" on one's idea board (issue 24): a new DIY project
 * for the room of the board's cases, its products and its cases' products kept as the ideas, and its mood
 * board opened with them (/div/moodboard). Another's board is not found.
 */
export const action = (args: ActionFunctionArgs) =>
  userResourceAction(async ({ context, session }) => {
    const { goodsIds, roomTypeId } = await productsForDiy(context.runtime, session, args.params.boardId ?? '');
    if (!goodsIds.length) throw new ValidationError('NO_PRODUCTS', 'This board has no products yet: save a product or a design case first.');
    return redirect(await startDiyBoardWith(context.runtime, { userId: session.user!.id, visitorId: session.visitorId, actor: session.actor }, { roomTypeId, goodsIds }));
  })(args);
export const loader = ({ params }: ActionFunctionArgs) => redirect(`/ideas/${encodeURIComponent(params.boardId ?? '')}`);
