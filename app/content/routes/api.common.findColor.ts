import { apiCall } from '~/web/api.server';
import { findColors } from '~/content/application/inspiration.server';

/** GET or POST /api/common/findColor {used?}: the colours a visitor can filter by, `{ list: [{ id, name, hex, caseCount, productCount }] }` (`used`: only those something has). */
const handler = apiCall(async ({ context, input }) => findColors(context.runtime, input));
export const loader = handler;
export const action = handler;
