import { styleLists } from '~/projects/application/needs.server';
import { apiCall } from '~/web/api.server';

/** need styleList {room?}: the questionnaire's style photos, furniture pictures and lifestyles (for a room). */
const handler = apiCall(async ({ input }) => styleLists(input));
export const loader = handler;
export const action = handler;
