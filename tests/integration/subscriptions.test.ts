import { describe, expect, it } from 'vitest';
import { oneMonthAfter } from '../../domain/subscriptions/subscription';
import { clientPassword, newClientAccount } from '../support/clients';
import { paymentsFor } from '../support/payments';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';
import { PageVisitor } from '../e2e/page-visitor';

/**
 * The AI subscription through the real app: the /remodel/subscribe form (no
 * scripts), the payment gateway (sandbox) and the payment getPlan /
 * cancelSubscription calls. Charges are counted in the sandbox's own books.
 */
const ready = (async () => {
  const { runtime, base } = await startTestApp();
  return { runtime, base, errors: loggedErrors(runtime) };
})();

let addresses = 0;
/** A verified client, signed in both as a browser (pages) and as an API client. */
async function client(name: string) {
  const { runtime, base } = await ready;
  const { userId, email } = await newClientAccount(runtime, name);
  const page = await new PageVisitor(base).signIn(email, clientPassword);
  const api = new ApiClient(base, null, `198.18.0.${++addresses}`);
  expect((await api.call('/client/login', { email, password: clientPassword })).success).toBe(true);
  return { userId, email, page, api };
}

const visa = { cardName: 'Ada Client', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/31', cardCvc: '123' };
const declined = { ...visa, cardNumber: '4000 0000 0000 0002' };

/** The subscribe form as the page shows it: its token and this page's attempt id. */
async function subscribeForm(page: PageVisitor) {
  const shown = await page.get('/remodel/subscribe');
  expect(shown.status).toBe(200);
  const attemptId = shown.html.match(/name="attemptId" value="([^"]+)"/)?.[1];
  return { attemptId, html: shown.html };
}
const post = (page: PageVisitor, fields: Record<string, string>) => page.post('/remodel/subscribe', { csrf: page.csrf, intent: 'subscribe', ...fields });

async function chargesOf(clientId: string) {
  const { runtime } = await ready;
  const rows = await runtime.db('payment_sandbox_charges').whereRaw(`metadata::jsonb ->> 'clientId' = ?`, [clientId]);
  return { succeeded: rows.filter((r) => r.status === 'succeeded').map((r) => r.amount_cents as number), declined: rows.filter((r) => r.status === 'declined').length };
}

describe('the AI subscription', () => {
  it('a double submit of the form pays the first month once; another submit or a fresh page charges nothing more', async () => {
    const ada = await client('sub-ada');
    const { attemptId } = await subscribeForm(ada.page);
    expect(attemptId).toMatch(/^[0-9a-f-]{36}$/);
    // Two clicks at once, the same form: both land on the confirmation.
    const [one, two] = await Promise.all([post(ada.page, { attemptId: attemptId!, ...visa }), post(ada.page, { attemptId: attemptId!, ...visa })]);
    expect([one.status, two.status]).toEqual([302, 302]);
    expect([one.location, two.location]).toEqual(['/remodel/success', '/remodel/success']);
    // The same form again, and a new page's form: already subscribed, nothing charged.
    expect(await post(ada.page, { attemptId: attemptId!, ...visa })).toMatchObject({ status: 302, location: '/remodel/success' });
    const again = await subscribeForm(ada.page);
    expect(again.html).toContain('You are subscribed');
    expect(await post(ada.page, { attemptId: 'a-fresh-attempt', ...visa })).toMatchObject({ status: 302, location: '/remodel/success' });
    expect(await chargesOf(ada.userId)).toEqual({ succeeded: [1999], declined: 0 });
    expect(await (await ready).runtime.db('payment_sandbox_refunds')).toEqual([]);
    // Paid through the one payment process (issue 21): the form's attempt settled once, charged under the payment's id.
    const settled = (await paymentsFor((await ready).runtime, { kind: 'subscription', attemptId: attemptId! })).filter((p) => p.ended === 'PaymentSettled');
    expect(settled).toHaveLength(1);
    expect(settled[0]!.chargeKey).toBe(settled[0]!.paymentId);

    // The confirmation: plan, amount, next renewal a month on, the card.
    const plan = (await ada.api.call('/payment/getPlan')).data;
    expect(plan.subscription).toMatchObject({ plan: 'AI_SUBSCRIPTION', amountCents: 1999, status: 'ACTIVE', card: { brand: 'visa', last4: '4242' }, cancelledAt: null });
    expect(plan.subscription.periodEnd).toBe(oneMonthAfter(plan.subscription.startedAt));
    expect(plan.offer).toMatchObject({ priceCents: 1999, interval: 'month' });
    const success = await ada.page.get('/remodel/success');
    expect(success.status).toBe(200);
    expect(success.html).toContain('You are subscribed to AI Designer');
    expect(success.html).toContain('$19.99 a month');
    const renews = new Date(plan.subscription.periodEnd).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    expect(success.html).toContain(`<dt>Next renewal</dt><dd>${renews}</dd>`);

    // Cancelling keeps the month paid for; keeping it undoes that.
    const cancelled = await ada.page.post('/remodel/success', { csrf: ada.page.csrf, intent: 'cancel' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.html).toContain(`Your subscription is cancelled. You keep AI Designer until ${renews}.`);
    expect(cancelled.html).toContain(`<dt>Ends on</dt><dd>${renews}</dd>`);
    expect((await ada.api.call('/payment/getPlan')).data.subscription.status).toBe('CANCELLING');
    expect((await ada.api.call('/payment/cancelSubscription', {})).data.status).toBe('CANCELLING');
    const kept = await ada.page.post('/remodel/success', { csrf: ada.page.csrf, intent: 'resume' });
    expect(kept.html).toContain('Your subscription will renew as before.');
    expect((await ada.api.call('/payment/getPlan')).data.subscription).toMatchObject({ status: 'ACTIVE', cancelledAt: null });
    expect(await chargesOf(ada.userId)).toEqual({ succeeded: [1999], declined: 0 });
  });

  it('a declined card says why and changes nothing; then another card goes through', async () => {
    const bea = await client('sub-bea');
    const { attemptId } = await subscribeForm(bea.page);
    const refused = await post(bea.page, { attemptId: attemptId!, ...declined });
    expect(refused.status).toBe(402);
    expect(refused.html).toContain('Your card was declined.');
    expect((await bea.api.call('/payment/getPlan')).data.subscription).toBeNull();
    expect(await (await ready).runtime.db('subscriptions_v1').where({ client_id: bea.userId })).toEqual([]);
    expect(await chargesOf(bea.userId)).toEqual({ succeeded: [], declined: 1 });
    // The page after the decline offers a new attempt; the form as it was (scripts keep it) may try again too.
    const retry = refused.html.match(/name="attemptId" value="([^"]+)"/)?.[1];
    expect(retry).toBeDefined();
    expect(retry).not.toBe(attemptId);
    expect(await post(bea.page, { attemptId: attemptId!, ...visa })).toMatchObject({ status: 302, location: '/remodel/success' });
    expect(await post(bea.page, { attemptId: retry!, ...visa })).toMatchObject({ status: 302, location: '/remodel/success' });
    expect(await chargesOf(bea.userId)).toEqual({ succeeded: [1999], declined: 1 });
  });

  it('bad input is refused with a clear message before anything is recorded or charged', async () => {
    const cy = await client('sub-cy');
    await subscribeForm(cy.page);
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...visa }, 'Please reload the page and try again'],
      [{ attemptId: 'x'.repeat(80), ...visa }, 'Please reload the page and try again'],
      [{ attemptId: 'a1', ...visa, cardNumber: '1234' }, 'Please enter a valid card number'],
      [{ attemptId: 'a1', ...visa, cardCvc: '' }, 'Please enter the security code on your card'],
      [{ attemptId: 'a1', cardId: 'not-my-card' }, 'Please choose a card'],
    ];
    for (const [fields, message] of cases) {
      const answer = await post(cy.page, fields);
      expect(answer.status, message).toBeGreaterThanOrEqual(400);
      expect(answer.status, message).toBeLessThan(500);
      expect(answer.html).toContain(message);
    }
    const { events } = await (await ready).runtime.store.readStream(`subscription-${cy.userId}`);
    expect(events).toEqual([]);
    expect(await chargesOf(cy.userId)).toEqual({ succeeded: [], declined: 0 });
  });

  it('a visitor is asked to sign in and can see no subscription', async () => {
    const { base } = await ready;
    const visitor = new PageVisitor(base);
    await visitor.get('/sign-in');
    expect(await post(visitor, { attemptId: 'a1', ...visa })).toMatchObject({ status: 302, location: '/sign-in?redirectTo=%2Fremodel%2Fsubscribe' });
    expect((await visitor.get('/remodel/success')).status).toBe(401);
    const api = new ApiClient(base, null, '198.18.1.1');
    api.token = (await api.call('/common/getSessionId')).data.sessionId;
    expect(await api.call('/payment/getPlan')).toMatchObject({ status: 401, message: 'Please sign in to continue' });
    expect(await api.call('/payment/cancelSubscription', {})).toMatchObject({ status: 401 });
  });

  it('another client never sees nor cancels a subscription that is not theirs', async () => {
    const owner = await client('sub-owner');
    const { attemptId } = await subscribeForm(owner.page);
    expect(await post(owner.page, { attemptId: attemptId!, ...visa })).toMatchObject({ status: 302 });
    const other = await client('sub-other');
    expect((await other.api.call('/payment/getPlan')).data.subscription).toBeNull();
    const page = await other.page.get('/remodel/success');
    expect(page.html).toContain('No active subscription');
    expect(page.html).not.toContain('4242');
    expect(await other.api.call('/payment/cancelSubscription', { clientId: owner.userId })).toMatchObject({ status: 409, message: 'You have no active AI Designer subscription' });
    expect((await owner.api.call('/payment/getPlan')).data.subscription).toMatchObject({ status: 'ACTIVE' });
  });

  it('logged no errors', async () => {
    expect((await ready).errors).toEqual([]);
  });
});
