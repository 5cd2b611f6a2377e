import { failure } from '~/web/api.server';

/** Unknown JSON calls get the envelope with a 404, not an HTML page. */
const notFound = () => failure('Not found', 404);
export const loader = notFound;
export const action = notFound;
