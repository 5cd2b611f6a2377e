import { CardChoiceText } from '~/payments';
import type { MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useState } from 'react';
import { formatCents } from '~/catalogue';
import { CardFields } from '~/commerce';
import { GlowUpBlock } from '~/projects/components/glow-up-block';
import { CsrfField, FormAlert } from '~/ui/form-field';
import { subscribeAction, subscribePageLoader } from '~/subscriptions/index.server';
import type { FormResult } from '~/web/form-result';

export const meta: MetaFunction = () => [{ title: 'AI Designer subscription · Roomcraft' }];
export const loader = subscribePageLoader;
export const action = subscribeAction;

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** /remodel/subscribe: the AI rendering subscription (part 2 §1, §9), paid monthly; the first month is charged here. */
export default function Subscribe() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toLowerCase() === 'post';
  const fields = result && !result.ok ? (result.fields ?? {}) : {};
  const [card, setCard] = useState<string>(page.cards.find((c) => c.isDefault)?.uuid ?? page.cards[0]?.uuid ?? 'new');
  const { offer, subscription } = page;
  const live = subscription && subscription.status !== 'ENDED' && subscription.status !== 'LAPSED';
  return (
    <div className="container subscribe-page">
      <div className="subscribe-page__grid">
        <section className="subscribe-offer" aria-labelledby="subscribe-title">
          <p className="eyebrow">AI room rendering</p>
          <h1 id="subscribe-title">{offer.title}</h1>
          <p className="subscribe-offer__subtitle">{offer.title2}</p>
          <p className="pricing-card__price">
            <strong>{formatCents(offer.priceCents)}</strong> a month
          </p>
          <p>{offer.moduleText} Upload a photo of your room, choose a style, and see it redesigned in seconds — then keep the images, share them with your contractor or order a designer’s plan.</p>
          <ul className="pricing-card__perks">
            {offer.perks.map((perk) => (
              <li key={perk}>{perk}</li>
            ))}
            <li>Royalty-free for commercial use</li>
          </ul>
          <p className="subscribe-offer__terms">
            You pay {formatCents(offer.priceCents)} today for your first month. Cancel any time from your subscription page: you keep AI Designer until the end of the month you paid for,
            and nothing more is charged.
          </p>
        </section>
        <section className="checkout-card subscribe-pay" aria-labelledby="subscribe-pay-title">
          {!page.signedIn ? (
            <>
              <h2 id="subscribe-pay-title">Subscribe</h2>
              <p>Please sign in or create an account to subscribe: your AI designs are kept in your account.</p>
              <Link to={page.signIn} className="button button--primary button--block">
                Sign in to subscribe
              </Link>
            </>
          ) : live ? (
            <>
              <h2 id="subscribe-pay-title">You are subscribed</h2>
              <p>
                {subscription.status === 'CANCELLING' ? `Your subscription ends on ${day(subscription.periodEnd)}.` : `Your subscription renews on ${day(subscription.periodEnd)}.`}
              </p>
              <Link to="/remodel/success" className="button button--primary button--block">
                Manage my subscription
              </Link>
            </>
          ) : (
            <Form method="post" noValidate autoComplete="on">
              <h2 id="subscribe-pay-title">Pay for your first month</h2>
              <CsrfField />
              <input type="hidden" name="intent" value="subscribe" />
              <input type="hidden" name="attemptId" value={page.attemptId ?? ''} />
              <FormAlert result={result} shown={['cardName', 'cardNumber', 'cardExpiry', 'cardCvc']} />
              {page.cards.length ? (
                <fieldset className="choice-list">
                  <legend>Pay with</legend>
                  {page.cards.map((c) => (
                    <label key={c.uuid} className="choice">
                      <input type="radio" name="cardId" value={c.uuid} checked={card === c.uuid} onChange={() => setCard(c.uuid)} />
                      <CardChoiceText card={c} />
                    </label>
                  ))}
                  <label className="choice">
                    <input type="radio" name="cardId" value="new" checked={card === 'new'} onChange={() => setCard('new')} />
                    <span>A new card</span>
                  </label>
                </fieldset>
              ) : null}
              <p className="checkout-card__muted">Your card number goes to our payment processor only; we keep the brand, last four digits and expiry.</p>
              <CardFields errors={fields} />
              <label className="check">
                <input type="checkbox" name="saveCard" value="on" />
                <span>Keep this card in my account for next time</span>
              </label>
              <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy || undefined}>
                {busy ? 'Paying…' : `Subscribe for ${formatCents(offer.priceCents)} a month`}
              </button>
            </Form>
          )}
        </section>
      </div>
      <GlowUpBlock subscribeLink={false} />
    </div>
  );
}
