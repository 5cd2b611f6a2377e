import type { LoaderFunctionArgs } from '@remix-run/node';
import { shopAlias } from '../server/aliases.server';

/** /product: the products, i.e. the marketplace (part 2 §2). */
export const loader = ({ request }: LoaderFunctionArgs) => shopAlias(request, '/marketPlace/index');
