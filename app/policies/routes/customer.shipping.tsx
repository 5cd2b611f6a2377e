import { policies } from '~/policies/content';
import { PolicyPage, policyMeta } from '~/policies/components/policy-page';

export const meta = policyMeta(policies.shipping);

/** /customer/shipping: what delivery costs, when it is free, where we deliver. */
export default function Page() {
  return <PolicyPage policy={policies.shipping} />;
}
