import { policies } from '~/policies/content';
import { PolicyPage, policyMeta } from '~/policies/components/policy-page';

export const meta = policyMeta(policies.privacy);

/** /customer/privacy: the privacy policy. */
export default function Page() {
  return <PolicyPage policy={policies.privacy} />;
}
