import { needDiyGoods } from '~/projects/application/furniture.server';
import { projectApiCall } from '~/projects/server/project-api.server';

/** goods getNeedDiy {needId}: the ideas of the DIY board a design project grew from, priced now (another's project: 404). */
const handler = projectApiCall(async ({ context, caller, input }) => needDiyGoods(context.runtime, caller, input));
export const loader = handler;
export const action = handler;
