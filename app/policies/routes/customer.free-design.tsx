import { policies } from '~/policies/content';
import { PolicyPage, policyMeta } from '~/policies/components/policy-page';

export const meta = policyMeta(policies.freeDesign);

/** /customer/free-design: the free design consultation and concept board. */
export default function Page() {
  return <PolicyPage policy={policies.freeDesign} />;
}
