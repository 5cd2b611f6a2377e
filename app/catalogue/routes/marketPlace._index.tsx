import type { LoaderFunctionArgs } from '@remix-run/node';
import { shopAlias } from '../server/aliases.server';

/** /marketPlace: the marketplace's index (part 2 §2). */
export const loader = ({ request }: LoaderFunctionArgs) => shopAlias(request, '/marketPlace/index');
