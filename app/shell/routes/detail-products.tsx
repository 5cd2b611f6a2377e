import { designDetailProducts } from '~/shell/spec-redirects.server';

/** /detail-products (part 2 route table): a finished design's products, i.e. its case's shopping list. */
export const loader = designDetailProducts;
