import { staffGetCode } from '~/promotions/application/staff-promotions.server';
import { staffApiCall } from '~/staff/index.server';

/** GET /api/admin/discount-codes/{code}: one code as it stands (uses, ended), the site's own codes too. */
export const loader = staffApiCall(async ({ params, context }) => ({ id: params.code, ...(await staffGetCode(context.runtime, params.code!)) }));
