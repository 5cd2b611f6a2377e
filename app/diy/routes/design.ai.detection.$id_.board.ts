import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { bestProductsOf, viewerOf } from '~/detection/index.server';
import { visitorAction } from '~/web/page-form.server';
import { startDiyBoardWith } from '~/diy/application/diy-from-products.server';

/**
 * POST /design/ai/detection/{id}/board, "Make it a board" on shop the photo (issue 25): a new DIY project
 * with each found piece's best product as its ideas, its mood board opened with them (/div/moodboard).
 * Another's picture is not found.
 */
export const action = (args: ActionFunctionArgs) =>
  visitorAction(async ({ context, session }) => {
    const goodsIds = await bestProductsOf(context.runtime, viewerOf(session), args.params.id ?? '');
    return redirect(await startDiyBoardWith(context.runtime, { userId: session.user?.id ?? null, visitorId: session.visitorId, actor: session.actor }, { roomTypeId: null, goodsIds }));
  })(args);
export const loader = ({ params }: ActionFunctionArgs) => redirect(`/design/ai/detection/${encodeURIComponent(params.id ?? '')}`);
