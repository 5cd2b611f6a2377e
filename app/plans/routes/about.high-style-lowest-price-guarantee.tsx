import { movedTo } from '~/plans/server/pricing.server';

/** /about/high-style-lowest-price-guarantee → /about/low-price-guarantee (part 2 route table). */
export const loader = movedTo('/about/low-price-guarantee');
