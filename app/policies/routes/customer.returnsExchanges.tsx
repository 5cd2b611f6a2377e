import { redirect } from '@remix-run/node';
import { policies } from '~/policies/content';

/** /customer/returnsExchanges: the old address of the returns policy, moved for good. */
export const loader = () => redirect(policies.returns.path, 301);
