import { apiCall } from '~/web/api.server';
import { searchLabel } from '~/shell/site-data.server';

/** GET/POST /api/common/searchLabel {type, keyword?, page, pageSize}: the labels of a type (HOUSE_STYLE, STYLE, CATEGORY), a page at a time. */
const handler = apiCall(async ({ context, input }) => searchLabel(context, input));
export const loader = handler;
export const action = handler;
