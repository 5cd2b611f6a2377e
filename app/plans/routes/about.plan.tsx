import { movedTo } from '~/plans/server/pricing.server';

/** /about/plan → /about/price (part 2 route table). */
export const loader = movedTo('/about/price');
