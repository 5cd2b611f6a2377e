import { policies } from '~/policies/content';
import { PolicyPage, policyMeta } from '~/policies/components/policy-page';

export const meta = policyMeta(policies.damaged);

/** /customer/damagedPolicy: items that arrive damaged or faulty. */
export default function Page() {
  return <PolicyPage policy={policies.damaged} />;
}
