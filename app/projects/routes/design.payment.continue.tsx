import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { formatDollars } from '../../../domain/promotions/codes';
import { DesignFooter, DesignProgress } from '~/projects/components/design-footer';
import { RoomBadge } from '~/projects/components/step-page';
import { paymentContinueLoader } from '~/projects/server/questionnaire-pages.server';

export const meta: MetaFunction = () => [{ title: 'Payment received · Your design · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = paymentContinueLoader;

/** /design/payment/continue: the plan is paid; the progress indicator shows from here on. */
export default function PaymentContinue() {
  const page = useLoaderData<typeof loader>();
  return (
    <div className="design-page">
      <div className="container design-step">
        <RoomBadge page={page} />
        <DesignProgress steps={page.steps} />
        <h1 className="design-step__title">Payment received — thank you!</h1>
        <p className="design-step__intro" data-testid="paid-summary">
          Your {page.plan} plan for project {page.need.projectId} is paid ({formatDollars(page.need.paidCents ?? 0)}). A receipt is in your account. Next: {page.nextTitle.toLowerCase()}, so your designer knows
          how you live.
        </p>
      </div>
      <DesignFooter next={{ href: page.nextHref, text: 'Continue' }} />
    </div>
  );
}
