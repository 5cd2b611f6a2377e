import type { LinksFunction, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { formatDollars } from '../../../domain/promotions/codes';
import { useFieldErrors } from '~/projects/components/detail-fields';
import { StepPage } from '~/projects/components/step-page';
import { budgetWayAction, budgetWayLoader } from '~/projects/server/detail-pages.server';
import { Field } from '~/ui/form-field';
import detailStyles from '~/styles/design-details.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: detailStyles }];
export const meta: MetaFunction = () => [{ title: 'Exact budget · Your design · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = budgetWayLoader('/design/budget/preciseBudget');
export const action = budgetWayAction;

/** /design/budget/preciseBudget: one amount for the room's furniture and decor, within the plan's rules; it becomes the budget. */
export default function PreciseBudget() {
  const page = useLoaderData<typeof loader>();
  const err = useFieldErrors();
  const saved = page.budget?.type === 'PRECISE' && typeof page.budget.minPrice === 'number' ? String(page.budget.minPrice / 100) : '';
  return (
    <StepPage page={page} title="Your exact budget" intro="For this room’s furniture and decor, not counting the design plan. Saving it replaces the budget you had.">
      <input type="hidden" name="type" value="PRECISE" />
      {page.budgetText && page.budget?.type !== 'PRECISE' ? <p className="design-step__note">Your budget now: {page.budgetText}.</p> : null}
      <Field label="Budget ($)" name="amount" inputMode="decimal" defaultValue={saved} error={err('amount')} hint={`On the ${page.rules.plan} plan: from ${formatDollars(page.rules.leastCents)} up to ${formatDollars(page.rules.mostCents)}.`} />
    </StepPage>
  );
}
