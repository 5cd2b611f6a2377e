import { movedTo } from '~/plans/server/pricing.server';

/** /about: the about pages begin with how it works. */
export const loader = movedTo('/about/how-it-works');
