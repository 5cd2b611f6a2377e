import { apiCall } from '~/web/api.server';
import { listCases } from '~/content/application/cases.server';

/** GET or POST /api/designCase/list {start, pageSize, roomTypeId?, styleId?}: published design cases, newest first; page size 10, the list ends on a short page (spec §9). */
export const loader = apiCall(async ({ context, input }) => listCases(context.runtime, input));
export const action = loader;
