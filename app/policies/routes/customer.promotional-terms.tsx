import { policies } from '~/policies/content';
import { PolicyPage, policyMeta } from '~/policies/components/policy-page';

export const meta = policyMeta(policies.promotional);

/** /customer/promotional-terms: discount codes, referral offers and store credit. */
export default function Page() {
  return <PolicyPage policy={policies.promotional} />;
}
