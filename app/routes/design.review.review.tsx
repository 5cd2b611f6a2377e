import type { MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { StepPage } from '~/projects/components/step-page';
import { questionnaireAction, questionnaireLoader } from '~/projects/server/questionnaire-pages.server';

const route = '/design/review/review';
export const meta: MetaFunction = () => [{ title: 'REVIEW · Your design · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = questionnaireLoader(route);
export const action = questionnaireAction(route);

type Review = { summary: Array<{ key: string; title: string; answer: string | null; editHref: string }>; payHref: string | null };

/** REVIEW: every answer with a way back to change it; Next submits the project (it stops being a draft). */
export default function ReviewStep() {
  const page = useLoaderData<typeof loader>();
  const { summary, payHref } = page.options as Review;
  const missing = summary.filter((s) => !s.answer);
  return (
    <StepPage page={page} title="Review your answers" intro="Check everything before your project goes to the design team. Press Next to submit it." nextDisabled={missing.length > 0}>
      <dl className="review-list" data-testid="review-list">
        {summary.map((s) => (
          <div key={s.key} className="review-list__row">
            <dt>{s.title}</dt>
            <dd>{s.answer ?? <em>Not answered yet</em>}</dd>
            <dd>
              <Link to={s.editHref} aria-label={`${s.answer ? 'Edit' : 'Answer'} ${s.title}`}>
                {s.answer ? 'Edit' : 'Answer'}
              </Link>
            </dd>
          </div>
        ))}
      </dl>
      {payHref ? (
        <p className="design-step__note">
          Your plan is not paid yet: your designer starts once it is. <Link to={payHref}>Pay now</Link>
        </p>
      ) : null}
      {!page.signedIn ? <p className="design-step__note">You will be asked to sign in to submit, so your project is kept in your account.</p> : null}
    </StepPage>
  );
}
