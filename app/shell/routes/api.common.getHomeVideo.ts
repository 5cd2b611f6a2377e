import { apiCall } from '~/web/api.server';
import { homeVideoInfo } from '~/shell/site-data.server';

/** GET/POST /api/common/getHomeVideo: the home page's video, its poster, size, length and rooms. */
const handler = apiCall(async () => homeVideoInfo());
export const loader = handler;
export const action = handler;
