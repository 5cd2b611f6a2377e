import type { MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { ProjectErrorBoundary } from '~/projects/components/project-not-found';
import { submittedLoader } from '~/projects/server/project-pages.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => data ? [{ title: `Project ${data.projectId} submitted · Roomcraft` }, { name: 'robots', content: 'noindex' }] : [{ title: 'Project not found · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = submittedLoader;
export const ErrorBoundary = ProjectErrorBoundary;

/** /project/submitted?needId=…: what a client sees once a project is submitted — what happens next and when. */
export default function ProjectSubmitted() {
  const d = useLoaderData<typeof loader>();
  const q = `?needId=${d.needId}`;
  return (
    <div className="container project-page project-page--narrow">
      <h1>{d.submitted ? 'Your project is submitted' : 'Your project is not submitted yet'}</h1>
      <p>
        {d.room} · project <strong>{d.projectId}</strong>
        {d.plan ? ` · ${d.plan} plan` : ''}
      </p>
      {d.submitted ? (
        <section className="checkout-card">
          <h2>What happens next</h2>
          <ol className="project-steps">
            <li className={d.paid ? 'is-done' : undefined}>{d.paid ? `Your ${d.plan} plan is paid.` : 'Choose and pay for a plan: your designer starts once it is paid.'}</li>
            <li className={d.designerAssigned ? 'is-done' : undefined}>
              {d.designerAssigned ? 'Your designer is assigned and working on your room.' : 'We match you with a designer who suits your style within 2 business days of payment. Their name shows on your project page.'}
            </li>
            <li>Your designer delivers your design, and you can ask for revisions within your plan's allowance.</li>
            <li>Shop your design: paid projects ship their furniture free for 90 days.</li>
          </ol>
          <p className="checkout-card__muted">{d.next}</p>
        </section>
      ) : (
        <p>
          {d.next}
          {d.continueHref ? (
            <>
              {' '}
              <Link to={d.continueHref}>Continue your questionnaire</Link>
            </>
          ) : null}
        </p>
      )}
      <div className="project-actions">
        {d.payHref ? (
          <Link to={d.payHref} className="button button--primary">
            Pay for your plan
          </Link>
        ) : null}
        {d.designerAssigned ? null : (
          <Link to={`/project/designer${q}`} className="button">
            Choose your designer (optional)
          </Link>
        )}
        <Link to={`/project/info/messages${q}`} className="button button--primary">
          Open your project
        </Link>
        <Link to={`/project/info/selections${q}`} className="button">
          Review your answers
        </Link>
        <Link to="/project/index" className="button">
          My projects
        </Link>
      </div>
    </div>
  );
}
