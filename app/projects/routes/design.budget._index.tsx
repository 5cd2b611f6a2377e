import type { LinksFunction, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { DesignFooter, DesignProgress } from '~/projects/components/design-footer';
import { RoomBadge } from '~/projects/components/step-page';
import { budgetHubLoader } from '~/projects/server/detail-pages.server';
import detailStyles from '~/styles/design-details.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: detailStyles }];
export const meta: MetaFunction = () => [{ title: 'BUDGET · Your design · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = budgetHubLoader;

const wayOf: Record<string, string> = { PRECISE: 'PRECISE', SPLIT: 'SPLIT' };

/** /design/budget: the budget kept, and three ways to set it — each replaces the one before, so there is one budget. */
export default function BudgetHub() {
  const page = useLoaderData<typeof loader>();
  const current = page.budgetType ? (wayOf[page.budgetType] ?? 'TIER') : null;
  return (
    <div className="design-page">
      <div className="container design-step">
        <RoomBadge page={page} />
        {page.showProgress ? <DesignProgress steps={page.steps} /> : null}
        <h1 className="design-step__title">Your budget</h1>
        <p className="design-step__intro" data-testid="budget-now">
          {page.budget ? <>Your budget: <strong>{page.budget}</strong>. Set it another way below to replace it.</> : 'No budget yet. Choose how you would like to set it.'}
        </p>
        <ul className="budget-ways">
          {page.ways.map((w) => (
            <li key={w.key} className={current === w.key ? 'is-current' : undefined} data-testid={`budget-way-${w.key}`}>
              <h2>
                <Link to={w.href}>{w.title}</Link>
              </h2>
              <p>{w.text}</p>
              {current === w.key ? <p><strong>How your budget is set now</strong></p> : null}
            </li>
          ))}
        </ul>
      </div>
      <DesignFooter backHref={page.backHref} next={{ href: page.nextHref }} />
    </div>
  );
}
