import type { LoaderFunctionArgs } from '@remix-run/node';
import { shopAlias } from '../server/aliases.server';

/** /marketPlace/promo2: the promotion's page, /marketPlace/category/promo (part 2 §2). */
export const loader = ({ request }: LoaderFunctionArgs) => shopAlias(request, '/marketPlace/category/promo');
