import type { LoaderFunctionArgs } from '@remix-run/node';
import { productAlias } from '../server/aliases.server';

/** /marketPlace/detail?id=…: the product's page (part 2 §2); without an id, the marketplace. */
export const loader = ({ request }: LoaderFunctionArgs) => productAlias(request);
