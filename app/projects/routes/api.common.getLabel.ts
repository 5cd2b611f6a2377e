import { listLabels } from '~/projects/application/needs.server';
import { apiCall } from '~/web/api.server';

/** common getLabel {group}: as listLabel. */
const handler = apiCall(async ({ input }) => listLabels(input));
export const loader = handler;
export const action = handler;
