import { policies } from '~/policies/content';
import { PolicyPage, policyMeta } from '~/policies/components/policy-page';

export const meta = policyMeta(policies.cancellation);

/** /customer/cancellation: cancelling an order until it ships. */
export default function Page() {
  return <PolicyPage policy={policies.cancellation} />;
}
