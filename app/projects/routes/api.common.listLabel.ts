import { listLabels } from '~/projects/application/needs.server';
import { apiCall } from '~/web/api.server';

/** common listLabel {group}: the labels of a group; HOUSE_STYLE holds the room types. */
const handler = apiCall(async ({ input }) => listLabels(input));
export const loader = handler;
export const action = handler;
