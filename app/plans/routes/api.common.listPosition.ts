import { positions } from '~/plans/content/careers';
import { apiCall } from '~/web/api.server';

/** GET/POST /api/common/listPosition: the careers page's open positions → [{ id, title, team, location, type, summary, youWill, youHave, applyUrl }]. */
const handler = apiCall(async () => positions.map((p) => ({ ...p, applyUrl: '/customer/contact?topic=careers', url: `/career#${p.id}` })));
export const loader = handler;
export const action = handler;
