import type { MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { policyList } from '~/policies/content';
import { supportEmail, supportHours } from '~/policies/content/contact-details';
import { HelpLayout } from '~/policies/components/policy-nav';
import { contactPath, helpCentrePath } from '~/policies/links';

export const meta: MetaFunction = () => [
  { title: 'Help centre · Roomcraft' },
  { name: 'description', content: 'Shipping, returns, cancellations, price matching, our terms and privacy — and how to reach Roomcraft customer care.' },
];

/** /customer/index: the help centre, linking every shop policy and the contact form. */
export default function HelpCentre() {
  return (
    <HelpLayout current={helpCentrePath}>
      <article className="policy" aria-labelledby="help-title">
        <header className="policy__head">
          <h1 id="help-title">Help centre</h1>
          <p className="policy__intro">Everything you may want to know before and after you buy: how delivery works, how to cancel or return an order, and the terms of our offers.</p>
        </header>
        <ul className="help-cards">
          {policyList.map((p) => (
            <li key={p.path}>
              <Link to={p.path} className="help-cards__item">
                <span className="help-cards__title">{p.title}</span>
                <span className="help-cards__text">{p.summary}</span>
              </Link>
            </li>
          ))}
        </ul>
        <section className="policy__section help-contact" aria-labelledby="help-contact">
          <h2 id="help-contact">Still need help?</h2>
          <p>
            Our customer care team works {supportHours} and answers every message within one working day. Write to {supportEmail} or use the contact form.
          </p>
          <p>
            <Link to={contactPath} className="button button--primary">
              Contact us
            </Link>
          </p>
        </section>
      </article>
    </HelpLayout>
  );
}
