import type { MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { ProjectErrorBoundary } from '~/projects/components/project-not-found';
import { redesignAction, redesignLoader } from '~/projects/server/project-forms.server';
import { CsrfField, FormAlert } from '~/ui/form-field';
import type { FormResult } from '~/web/form-result';

export const meta: MetaFunction<typeof loader> = ({ data }) => data ? [{ title: `Redesign ${data.projectId} · Roomcraft` }, { name: 'robots', content: 'noindex' }] : [{ title: 'Project not found · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = redesignLoader;
export const action = redesignAction;
export const ErrorBoundary = ProjectErrorBoundary;

/** /project/redesign?needId=…: one fresh design of a delivered one, with what missed the mark. */
export default function ProjectRedesign() {
  const d = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  const reasonError = result && !result.ok ? result.fields?.reason : undefined;
  const info = `/project/info/messages?needId=${d.needId}`;
  return (
    <div className="container project-page project-page--narrow">
      <p className="eyebrow">
        <Link to={info}>
          {d.room} {d.projectId}
        </Link>
      </p>
      <h1>Ask for a redesign</h1>
      {d.requested ? (
        <p className="order-notice" role="status">
          Your redesign request is in. Your designer starts a fresh design and we will let you know when it is ready.
        </p>
      ) : null}
      {d.redesigned ? (
        <p>{d.requested ? '' : 'This project has had its redesign already. You can still ask for a revision on the Design tab.'}</p>
      ) : d.status !== 'DELIVERED' ? (
        <p>You can ask for a redesign once your design is delivered.</p>
      ) : (
        <Form method="post" noValidate className="checkout-card project-form">
          <p className="checkout-card__muted">A redesign starts your room over with a fresh concept. Each project includes one.</p>
          <CsrfField />
          <input type="hidden" name="intent" value="redesign" />
          <FormAlert result={result} shown={['reason']} />
          <label className="field">
            <span className="field__label">What missed the mark?</span>
            <textarea name="reason" className="field__input" rows={5} maxLength={2000} required aria-invalid={reasonError ? true : undefined} />
            {reasonError ? <span className="field__error">{reasonError}</span> : null}
          </label>
          <button type="submit" className="button button--primary">
            Ask for a redesign
          </button>
        </Form>
      )}
      <p>
        <Link to={info}>Back to your project</Link>
      </p>
    </div>
  );
}
