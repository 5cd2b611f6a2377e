import { getPriceSetting } from '~/projects/application/plan-payment.server';
import { apiCall } from '~/web/api.server';
import { getSession } from '~/web/session.server';

/** multipleNeed getPriceSetting {role?}: payPrice and originPrice in cents per plan, under the variant staff chose, the role's, or the visitor's arm of a running price experiment. */
const handler = apiCall(async ({ context, input, request }) => getPriceSetting(context.runtime, input, (await getSession(request, context)).visitorId));
export const loader = handler;
export const action = handler;
