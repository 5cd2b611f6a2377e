import { apiCall } from '~/web/api.server';
import { searchAll } from '~/search/application/search-all.server';

/**
 * GET or POST /api/common/searchAll {keyword, page?, pageSize?, types?} (part 1 §7; its shape is not shown):
 * products, design cases and styles in one ranked page — `{ keyword, page, pageSize, total, counts, list, corrections }`.
 */
const handler = apiCall(async ({ context, input }) => searchAll(context.runtime, input));
export const loader = handler;
export const action = handler;
