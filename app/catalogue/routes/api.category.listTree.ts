import { publicApiCall } from '~/web/api.server';
import { categoryTree } from '../../../projections/catalogue/categories';

const handler = publicApiCall(async ({ context }) => categoryTree(context.runtime.db));
export const loader = handler;
export const action = handler;
