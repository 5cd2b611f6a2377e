import { policies } from '~/policies/content';
import { PolicyPage, policyMeta } from '~/policies/components/policy-page';

export const meta = policyMeta(policies.termsOfUse);

/** /customer/terms: terms of use of the site. */
export default function Page() {
  return <PolicyPage policy={policies.termsOfUse} />;
}
