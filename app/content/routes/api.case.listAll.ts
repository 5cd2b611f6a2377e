import { apiCall } from '~/web/api.server';
import { listCases } from '~/content/application/cases.server';

/** GET or POST /api/case/listAll {start?, pageSize? (≤ 100), roomTypeId?, styleId?}: every published case, newest first, in pages. */
export const loader = apiCall(async ({ context, input }) => listCases(context.runtime, input, 100));
export const action = loader;
