import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { DetailLinks, RoomPhotosLink, StepPage } from '~/projects';
import { questionnaireAction, questionnaireLoader } from '~/projects/index.server';
import { ProposalReview } from '~/review/components/proposal-review';
import { proposalReviewAction, proposalReviewData } from '~/review/server/review-pages.server';
import { isDomainError } from '../../../domain/shared/errors';
import { requireUser } from '~/web/page-form.server';
import { getSession } from '~/web/session.server';
import reviewStyles from '~/styles/review.css?url';

const route = '/design/review/review';
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: reviewStyles }];
export const meta: MetaFunction = () => [{ title: 'REVIEW · Your design · Roomcraft' }, { name: 'robots', content: 'noindex' }];
const stepLoader = questionnaireLoader(route);
const stepAction = questionnaireAction(route);

/**
 * /design/review/review: the questionnaire's REVIEW step; with ?proposalId= the
 * review of a version of the design the designer published.
 */
export async function loader(args: LoaderFunctionArgs) {
  const proposalId = new URL(args.request.url).searchParams.get('proposalId');
  if (!proposalId) return stepLoader(args);
  await requireUser(args.request, args.context);
  const session = await getSession(args.request, args.context);
  try {
    return data({ proposal: await proposalReviewData(args.request, args.context.runtime, session.actor, proposalId), now: new Date().toISOString() }, { headers: { 'Cache-Control': 'private, no-store' } });
  } catch (error) {
    if (isDomainError(error) && error.status === 404) throw new Response(error.message, { status: 404 });
    throw error;
  }
}

export const action = (args: ActionFunctionArgs) => (new URL(args.request.url).searchParams.get('proposalId') ? proposalReviewAction(args) : stepAction(args));

type Review = {
  summary: Array<{ key: string; title: string; answer: string | null; editHref: string }>;
  payHref: string | null;
  details: Array<{ key: string; title: string; href: string; answer: string | null }>;
  budgetHref: string;
  paymentReviewHref: string;
};

export default function ReviewRoute() {
  const page = useLoaderData<typeof loader>();
  if ('proposal' in page) return <ProposalReview page={page.proposal as never} now={page.now} />;
  return <ReviewStep page={page} />;
}

/** REVIEW: every answer with a way back to change it; Next submits the project (it stops being a draft). */
function ReviewStep({ page }: { page: Exclude<ReturnType<typeof useLoaderData<typeof loader>>, { proposal: unknown }> }) {
  const { summary, payHref, details, budgetHref, paymentReviewHref } = page.options as Review;
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
      <RoomPhotosLink needId={page.need.needId} packageId={page.need.packageId} />
      <h2 className="design-step__subtitle">More for your designer (optional)</h2>
      <DetailLinks lines={details} />
      <p className="design-step__note">
        <Link to={budgetHref}>Other ways to set your budget</Link> · <Link to={paymentReviewHref}>Your plan and payment</Link>
      </p>
      {payHref ? (
        <p className="design-step__note">
          Your plan is not paid yet: your designer starts once it is. <Link to={payHref}>Pay now</Link>
        </p>
      ) : null}
      {!page.signedIn ? <p className="design-step__note">You will be asked to sign in to submit, so your project is kept in your account.</p> : null}
    </StepPage>
  );
}
