import { sharedByKey } from '~/canvas/application/canvas-calls.server';
import { apiCall } from '~/web/api.server';

/** GET/POST /api/mbshare {id, key}: a mood board shared by its key, read only (a wrong key: 404). */
const handler = apiCall(async ({ context, input }) => sharedByKey(context.runtime, input));
export const loader = handler;
export const action = handler;
