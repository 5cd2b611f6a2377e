import { apiCall } from '~/web/api.server';
import { initData } from '~/shell/site-data.server';

/** GET/POST /api/common/initData: who is asking, their cart count, the styles and rooms, page sizes, currency and customer care. */
const handler = apiCall(async ({ request, context }) => initData(request, context));
export const loader = handler;
export const action = handler;
