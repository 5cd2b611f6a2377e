import { policies } from '~/policies/content';
import { PolicyPage, policyMeta } from '~/policies/components/policy-page';

export const meta = policyMeta(policies.matching);

/** /customer/matching: the price matching policy. */
export default function Page() {
  return <PolicyPage policy={policies.matching} />;
}
