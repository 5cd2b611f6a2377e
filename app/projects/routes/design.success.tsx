import type { MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { formatDollars } from '../../../domain/promotions/codes';
import { successLoader } from '~/projects/server/questionnaire-pages.server';

export const meta: MetaFunction = () => [{ title: 'Your design project is on its way · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = successLoader;

const words: Record<string, string> = { DRAFT: 'Draft', SUBMITTED: 'Submitted, awaiting payment', PAID: 'Paid — matching your designer', IN_DESIGN: 'Your designer is at work', DELIVERED: 'Design delivered' };

/** /design/success: the package's rooms once submitted, and what happens next. */
export default function DesignSuccess() {
  const { rooms } = useLoaderData<typeof loader>();
  return (
    <div className="container design-step">
      <h1 className="design-step__title">Thank you — your {rooms.length === 1 ? 'project is' : 'projects are'} in!</h1>
      <p className="design-step__intro">Within two business days we match you with a certified designer who reads your answers and reaches out. You will get an e-mail at each step.</p>
      <ul className="project-rows" data-testid="success-rooms">
        {rooms.map((n) => (
          <li key={n.needId} className="project-row">
            <strong data-testid="project-id">{n.projectId}</strong> · {n.room.name} · {n.plan ?? 'plan not chosen'} · {words[n.status] ?? n.status}
            {n.paidCents !== null ? <> · paid {formatDollars(n.paidCents)}</> : null} ·{' '}
            <Link to={`/project/submitted?needId=${n.needId}`}>What happens next</Link>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/project/index" className="button button--primary">
          Go to My Projects
        </Link>{' '}
        <Link to="/marketPlace/index" className="button button--secondary">
          Browse the marketplace
        </Link>
      </p>
    </div>
  );
}
