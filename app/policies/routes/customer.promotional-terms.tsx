import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { policies } from '~/policies/content';
import { PolicyPage, policyMeta } from '~/policies/components/policy-page';
// Read from the read model: importing the promotions context from policies would close a cycle of context imports.
import { getOnlineSalePromotion } from '../../../projections/promotions/sale-promotions';

export const meta = policyMeta(policies.promotional);

/** The online promotion's terms (part 2 §3 termsAndConditions), shown above the standing promotional terms. */
export async function loader({ context }: LoaderFunctionArgs) {
  const p = await getOnlineSalePromotion(context.runtime.db, new Date());
  return json({ sale: p ? { title: p.globalTop.content, terms: p.termsAndConditions, endsAt: p.endsAt } : null });
}

/** /customer/promotional-terms: the current sale's terms, then discount codes, referral offers and store credit. */
export default function Page() {
  const { sale } = useLoaderData<typeof loader>();
  return (
    <>
      {sale && (
        <section className="sale-terms" aria-labelledby="sale-terms-title" id="current-sale">
          <h2 id="sale-terms-title">Current promotion: {sale.title}</h2>
          <p className="sale-terms__text">{sale.terms}</p>
        </section>
      )}
      <PolicyPage policy={policies.promotional} />
    </>
  );
}
