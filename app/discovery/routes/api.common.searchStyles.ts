import { searchStyles } from '~/discovery/application/style-profile.server';
import { apiCall } from '~/web/api.server';

/** common searchStyles {keyword?} (part 1 §7; its shape is not shown): the eight styles as `[{ id, name, description }]`, those matching the keyword or all. */
const handler = apiCall(async ({ input }) => searchStyles(input));
export const loader = handler;
export const action = handler;
