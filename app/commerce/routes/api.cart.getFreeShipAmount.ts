import { getFreeShipAmount } from '../../../domain/cart/totals';
import { apiCall } from '~/web/api.server';

/** POST /cart/getFreeShipAmount: freeShipAmount and smallFreeShipAmount, in cents (part 1 §7, §9). */
const handler = apiCall(async () => getFreeShipAmount());
export const loader = handler;
export const action = handler;
