import { projectGoods } from '~/projects/application/furniture.server';
import { projectApiCall } from '~/projects/server/project-api.server';

/** need/manage goods {needId}: the project's furniture (designer's picks, DIY ideas) with today's prices, availability and stock. */
const handler = projectApiCall(async ({ context, caller, input }) => projectGoods(context.runtime, caller, input));
export const loader = handler;
export const action = handler;
