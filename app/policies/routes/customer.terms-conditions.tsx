import { policies } from '~/policies/content';
import { PolicyPage, policyMeta } from '~/policies/components/policy-page';

export const meta = policyMeta(policies.termsOfSale);

/** /customer/terms-conditions: terms and conditions of sale. */
export default function Page() {
  return <PolicyPage policy={policies.termsOfSale} />;
}
