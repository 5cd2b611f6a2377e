import { getPriceSetting } from '~/projects/application/plan-payment.server';
import { apiCall } from '~/web/api.server';

/** multipleNeed getPriceSetting {role?}: payPrice and originPrice in cents per plan, under the variant staff chose (or the role's). */
const handler = apiCall(async ({ context, input }) => getPriceSetting(context.runtime, input));
export const loader = handler;
export const action = handler;
