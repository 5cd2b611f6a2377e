import { exportBoardGoods } from '~/canvas/application/board-export.server';
import { sessionApiCall } from '~/identity/index.server';
import { siteUrl } from '~/web/visit.server';

/** GET goods/exportMb ?moodBoardId= (&key= a share key): the board's products as a CSV file, priced now. */
export const loader = sessionApiCall(async ({ context, session, input, request }) => exportBoardGoods(context.runtime, session.actor, input, siteUrl(context, request)));
