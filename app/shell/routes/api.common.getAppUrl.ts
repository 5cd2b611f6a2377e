import { apiCall } from '~/web/api.server';
import { appUrl } from '~/shell/site-data.server';

/** GET/POST /api/common/getAppUrl: the web app's address (there is no store app). */
const handler = apiCall(async ({ request }) => appUrl(request));
export const loader = handler;
export const action = handler;
