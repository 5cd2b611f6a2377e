import { CardChoiceText } from '~/payments';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { CardFields } from '~/commerce';
import { formatCents } from '~/ui/money';
import { remodelUpgradeCreditCents } from '../../../domain/projects/plans';
import { upgradeAction, upgradeLoader } from '~/projects/server/project-forms.server';
import { CsrfField, FormAlert } from '~/ui/form-field';
import type { FormResult } from '~/web/form-result';

export const loader = upgradeLoader;
export const action = upgradeAction;


/** upgrade: a paid project moves to a dearer plan; the difference is shown before paying, with a saved card or a new one. */
export default function ProjectUpgrade() {
  const { needId, paid, plan, remodel, paidCents, options, chosen, cards, upgraded } = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  const fields = result && !result.ok ? (result.fields ?? {}) : {};
  const q = (p: string) => `?needId=${needId}&plan=${p}`;
  return (
    <section aria-labelledby="upgrade-title" className="project-upgrade">
      <h2 id="upgrade-title">Upgrade your plan</h2>
      {upgraded ? (
        <p className="order-notice" role="status">
          Your project is now on the {upgraded} plan.
        </p>
      ) : null}
      {!paid ? <p className="checkout-card__muted">Only a paid project can be upgraded. Choose a plan for this project first.</p> : null}
      {paid ? (
        <p className="checkout-card__muted">
          You are on {plan}.{' '}
          {remodel
            ? `The $${remodelUpgradeCreditCents / 100} remodel design fee is deducted from the price of the new plan.`
            : `What you paid (${formatCents(paidCents)}) is deducted from the price of the new plan.`}
        </p>
      ) : null}
      {paid && !options.length ? <p>Your project is on our most complete plan already.</p> : null}
      {options.length ? (
        <ul className="project-plans">
          {options.map((o) => (
            <li key={o.type} className={`checkout-card${chosen?.type === o.type ? ' project-plans__chosen' : ''}`}>
              <h3>{o.title}</h3>
              <p className="checkout-card__muted">{o.moduleText}</p>
              <p>
                {o.title} costs {formatCents(o.priceCents)}. <strong>You pay {formatCents(o.payCents)}</strong>
              </p>
              <Link to={q(o.type)} className="button" preventScrollReset>
                Choose {o.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {chosen ? (
        <div className="checkout-stack project-pay">
          <h3>
            Upgrade to {chosen.title}: {formatCents(chosen.payCents)} now
          </h3>
          <FormAlert result={result} shown={['cardName', 'cardNumber', 'cardExpiry', 'cardCvc']} />
          {chosen.payCents === 0 ? (
            <Form method="post" className="checkout-card">
              <CsrfField />
              <input type="hidden" name="intent" value="upgrade" />
              <input type="hidden" name="plan" value={chosen.type} />
              <p>Nothing to pay: what you paid covers {chosen.title}.</p>
              <button type="submit" className="button button--primary">
                Upgrade to {chosen.title}
              </button>
            </Form>
          ) : (
            <>
              {cards.length ? (
                <Form method="post" className="checkout-card">
                  <h4>Pay with a saved card</h4>
                  <CsrfField />
                  <input type="hidden" name="intent" value="upgrade" />
                  <input type="hidden" name="plan" value={chosen.type} />
                  <fieldset className="choice-list">
                    <legend className="visually-hidden">Saved cards</legend>
                    {cards.map((c, i) => (
                      <label key={c.uuid} className="choice">
                        <input type="radio" name="cardId" value={c.uuid} defaultChecked={c.isDefault || i === 0} />
                        <CardChoiceText card={c} />
                      </label>
                    ))}
                  </fieldset>
                  <button type="submit" className="button button--primary">
                    Pay {formatCents(chosen.payCents)}
                  </button>
                </Form>
              ) : null}
              <Form method="post" className="checkout-card" noValidate autoComplete="on">
                <h4>{cards.length ? 'Or a new card' : 'Card'}</h4>
                <p className="checkout-card__muted">We accept Visa, Mastercard, American Express and Discover. Your card number goes to our payment processor only.</p>
                <CsrfField />
                <input type="hidden" name="intent" value="upgrade" />
                <input type="hidden" name="plan" value={chosen.type} />
                <CardFields errors={fields} />
                <button type="submit" className="button button--primary">
                  Pay {formatCents(chosen.payCents)} with this card
                </button>
              </Form>
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}
