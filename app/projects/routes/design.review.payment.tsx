import type { MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { formatDollars } from '../../../domain/promotions/codes';
import { DesignFooter, DesignProgress } from '~/projects/components/design-footer';
import { RoomBadge } from '~/projects/components/step-page';
import { day } from '~/projects/project-story';
import { paymentReviewLoader } from '~/projects/server/detail-pages.server';

export const meta: MetaFunction = () => [{ title: 'Payment · Review · Your design · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = paymentReviewLoader;

/** /design/review/payment: the payment part of the review — the plan, what was paid and when, or how to pay. */
export default function PaymentReview() {
  const page = useLoaderData<typeof loader>();
  return (
    <div className="design-page">
      <div className="container design-step">
        <RoomBadge page={page} />
        {page.showProgress ? <DesignProgress steps={page.steps} /> : null}
        <h1 className="design-step__title">Your plan and payment</h1>
        <p className="design-step__intro" data-testid="payment-status">
          {page.plan ? <>Plan: <strong>{page.plan.title}</strong> · {page.paid ? 'paid' : 'not paid yet'}</> : 'No plan chosen yet.'}
        </p>
        {page.payments.length ? (
          <table className="review-list" data-testid="payments">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">For</th>
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody>
              {page.payments.map((p, i) => (
                <tr key={i}>
                  <td>{day(p.at)}</td>
                  <td>
                    {p.description}
                    {p.code ? ` (code ${p.code})` : ''}
                  </td>
                  <td>
                    {formatDollars(p.amountCents)}
                    {p.discountCents ? ` (${formatDollars(p.discountCents)} off)` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  Total paid
                </th>
                <td>{formatDollars(page.totalCents)}</td>
              </tr>
            </tfoot>
          </table>
        ) : null}
        {page.paid ? (
          <p className="design-step__note">
            This page is your receipt for project {page.need.projectId}; we never show your card here. Want more from your designer? <Link to={page.planHref}>See upgrades</Link>.
          </p>
        ) : (
          <p className="design-step__note">
            Your designer starts once the plan is paid.{' '}
            {page.payHref ? (
              <Link to={page.payHref} data-testid="pay-link">
                {page.plan ? `Pay for ${page.plan.title}` : 'Choose a plan'}
              </Link>
            ) : null}
            {page.plan ? (
              <>
                {' '}
                or <Link to={page.planHref}>change the plan</Link>.
              </>
            ) : null}
          </p>
        )}
      </div>
      <DesignFooter backHref={page.backHref} next={{ href: page.nextHref, text: 'Done' }} />
    </div>
  );
}
