import { policies } from '~/policies/content';
import { PolicyPage, policyMeta } from '~/policies/components/policy-page';

export const meta = policyMeta(policies.returns);

/** /customer/returns&exchanges: the returns and exchanges policy (/customer/returnsExchanges redirects here). */
export default function Page() {
  return <PolicyPage policy={policies.returns} />;
}
