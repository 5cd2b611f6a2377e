import type { LoaderFunctionArgs } from '@remix-run/node';
import { productPath, shopAlias } from '../server/aliases.server';

/** /product/page/{uuid}: the product's page, /marketPlace/product/{uuid} (part 2 §2). */
export const loader = ({ request, params }: LoaderFunctionArgs) => shopAlias(request, productPath(params.uuid ?? ''));
