import { projectCartPrice } from '~/projects/application/furniture.server';
import { projectApiCall } from '~/projects/server/project-api.server';

/** need/manage cartPrice {needId, goodsIds?}: what the project's furniture costs in the cart now (subtotal, sale savings, shipping, free shipping). */
const handler = projectApiCall(async ({ context, caller, input }) => projectCartPrice(context.runtime, caller, input));
export const loader = handler;
export const action = handler;
