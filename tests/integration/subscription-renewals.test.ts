import { describe, expect, it } from 'vitest';
import { createProcessRunner } from '../../composition-root/processes';
import { oneMonthAfter } from '../../domain/subscriptions/subscription';
import { mailerFor } from '../../infra/mail';
import { listOutbox } from '../../infra/mail/outbox';
import { createLogger } from '../../infra/logger';
import { aiRenderingAccessOf } from '../../app/subscriptions/index.server';
import { clientPassword, newClientAccount, signedInStaff } from '../support/clients';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';
import { settled } from '../support/processes';
import { PageVisitor } from '../e2e/page-visitor';

/**
 * The AI subscription renews (issue 25, ADR 048) through the real app, its process
 * runner and the sandbox gateway's own books. Time moves by a second process runner
 * on the same database whose clock the test sets: it sends the scheduled renewals
 * once due; the app's runner does the rest (the payment process).
 */
const ready = (async () => {
  const { runtime, base } = await startTestApp();
  let clock = new Date();
  const later = createProcessRunner({ config: runtime.config, db: runtime.db, store: runtime.store, pipeline: runtime.pipeline, logger: createLogger('silent'), mailer: mailerFor(runtime), payments: runtime.payments, now: () => clock });
  /** The clock moves to `iso` (plus a minute); whatever is due is sent, twice over, and everything that follows done. */
  const at = async (iso: string) => {
    clock = new Date(Date.parse(iso) + 60_000);
    await later.runDue();
    await later.runDue();
    await settled(runtime);
  };
  return { runtime, base, at, errors: loggedErrors(runtime) };
})();

let addresses = 0;
async function client(name: string) {
  const { runtime, base } = await ready;
  const { userId, email } = await newClientAccount(runtime, name);
  const page = await new PageVisitor(base).signIn(email, clientPassword);
  const api = new ApiClient(base, null, `198.18.2.${++addresses}`);
  expect((await api.call('/client/login', { email, password: clientPassword })).success).toBe(true);
  return { userId, email, page, api };
}

const visa = { cardName: 'Ada Client', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/31', cardCvc: '123' };
const mastercard = { ...visa, cardNumber: '5555 5555 5555 4444' };

async function subscribed(who: Awaited<ReturnType<typeof client>>) {
  const shown = await who.page.get('/remodel/subscribe');
  const attemptId = shown.html.match(/name="attemptId" value="([^"]+)"/)![1]!;
  expect(await who.page.post('/remodel/subscribe', { csrf: who.page.csrf, intent: 'subscribe', attemptId, ...visa })).toMatchObject({ status: 302 });
  await settled((await ready).runtime);
  return (await who.api.call('/payment/getPlan')).data.subscription;
}

async function chargesOf(clientId: string) {
  const rows = await (await ready).runtime.db('payment_sandbox_charges').whereRaw(`metadata::jsonb ->> 'clientId' = ?`, [clientId]).orderBy('created_at');
  return { succeeded: rows.filter((r) => r.status === 'succeeded').length, declined: rows.filter((r) => r.status === 'declined').length };
}
/** The client's saved cards at the gateway now decline (an expired or blocked card). */
const cardsDecline = async (clientId: string) => (await ready).runtime.db('payment_sandbox_cards').where({ owner: clientId }).update({ outcome: 'card_declined' });
const day = (iso: string, n: number) => new Date(Date.parse(iso) + n * 86_400_000).toISOString();
const mailKinds = async (email: string) => (await listOutbox((await ready).runtime, { to: [email] })).map((m) => m.kind).filter((k) => k.startsWith('subscription-'));

describe('the AI subscription renews', () => {
  it('renews monthly on the saved card, charged once even when the renewal is sent twice; a declined renewal keeps access, a new card pays at once', async () => {
    const { at, runtime } = await ready;
    const ada = await client('renew-ada');
    const first = await subscribed(ada);
    expect(first).toMatchObject({ status: 'ACTIVE', nextRenewal: first.periodEnd, renewals: 0 });

    await at(first.periodEnd);
    const renewed = (await ada.api.call('/payment/getPlan')).data.subscription;
    expect(renewed).toMatchObject({ status: 'ACTIVE', periodEnd: oneMonthAfter(first.periodEnd), renewals: 1, failures: 0, card: { brand: 'visa', last4: '4242' } });
    expect(await chargesOf(ada.userId)).toEqual({ succeeded: 2, declined: 0 });
    // The same time again: nothing more is charged.
    await at(first.periodEnd);
    expect(await chargesOf(ada.userId)).toEqual({ succeeded: 2, declined: 0 });

    // The next month the card declines: past due, access kept, a mail, the next attempt a day later.
    await cardsDecline(ada.userId);
    await at(renewed.periodEnd);
    const pastDue = (await ada.api.call('/payment/getPlan')).data.subscription;
    expect(pastDue).toMatchObject({ status: 'PAST_DUE', failures: 1, nextRenewal: day(renewed.periodEnd, 1), retry: { attempt: 1, lastFailure: 'Your card was declined.' } });
    expect(await aiRenderingAccessOf(runtime, ada.userId)).toEqual({ subscribed: true, status: 'PAST_DUE', periodEnd: renewed.periodEnd });
    expect(await mailKinds(ada.email)).toContain('subscription-renewal-failed');
    const page = await ada.page.get('/remodel/success');
    expect(page.html).toContain('We could not renew your subscription');
    expect(page.html).toContain('Your card was declined.');

    // A new card: tried at once, paid; the scheduled retry then charges nothing.
    const changed = await ada.api.call('/payment/updateSubscriptionCard', mastercard);
    expect(changed.status).toBe(200);
    expect(changed.data).toMatchObject({ card: { brand: 'mastercard', last4: '4444' } });
    // The payment process charges the new card (on a loaded machine the answer may come before it has).
    await settled(runtime);
    expect((await ada.api.call('/payment/getPlan')).data.subscription).toMatchObject({ status: 'ACTIVE', card: { brand: 'mastercard', last4: '4444' }, periodEnd: oneMonthAfter(renewed.periodEnd), renewals: 2 });
    expect(await chargesOf(ada.userId)).toEqual({ succeeded: 3, declined: 1 });
    await at(day(renewed.periodEnd, 1));
    expect(await chargesOf(ada.userId)).toEqual({ succeeded: 3, declined: 1 });
  });

  it('declined on days 0, 1, 3 and 7 (a mail each time): then it lapses, with a mail', async () => {
    const { at, runtime } = await ready;
    const bea = await client('renew-bea');
    const first = await subscribed(bea);
    await cardsDecline(bea.userId);
    for (const n of [0, 1, 3]) {
      await at(day(first.periodEnd, n));
      expect((await bea.api.call('/payment/getPlan')).data.subscription.status).toBe('PAST_DUE');
    }
    await at(day(first.periodEnd, 7));
    const lapsed = (await bea.api.call('/payment/getPlan')).data.subscription;
    expect(lapsed).toMatchObject({ status: 'LAPSED', failures: 4, nextRenewal: null });
    expect(await chargesOf(bea.userId)).toEqual({ succeeded: 1, declined: 4 });
    expect((await aiRenderingAccessOf(runtime, bea.userId)).subscribed).toBe(false);
    const kinds = await mailKinds(bea.email);
    expect(kinds.filter((k) => k === 'subscription-renewal-failed')).toHaveLength(3);
    expect(kinds).toContain('subscription-lapsed');
    expect((await bea.page.get('/remodel/success')).html).toContain('lapsed');
  });

  it('cancelled: it ends at its period end instead of renewing, nothing charged', async () => {
    const { at } = await ready;
    const cy = await client('renew-cy');
    const first = await subscribed(cy);
    expect((await cy.api.call('/payment/cancelSubscription', {})).data.status).toBe('CANCELLING');
    await at(first.periodEnd);
    expect((await cy.api.call('/payment/getPlan')).data.subscription.status).toBe('ENDED');
    expect(await chargesOf(cy.userId)).toEqual({ succeeded: 1, declined: 0 });
  });

  it('bad input and other clients: clear 4xx, nothing changed', async () => {
    const { base } = await ready;
    const dee = await client('renew-dee');
    await subscribed(dee);
    const cases: Array<[Record<string, string>, number, string]> = [
      [{ ...visa, cardNumber: '1234' }, 422, 'Please enter a valid card number'],
      [{ ...visa, cardCvc: '' }, 422, 'Please enter the security code on your card'],
      [{ cardId: 'not-my-card' }, 404, 'Please choose a card'],
      [{ cardId: 'bad id!' }, 422, 'Please choose a card'],
    ];
    for (const [input, status, message] of cases) {
      const answer = await dee.api.call('/payment/updateSubscriptionCard', input);
      expect(answer.status, message).toBeGreaterThanOrEqual(400);
      expect(answer.status, message).toBeLessThan(500);
      expect(answer.message, message).toContain(message);
      void status;
    }
    // Another client: no subscription of theirs to change; naming Dee's changes nothing of Dee's.
    const eve = await client('renew-eve');
    expect(await eve.api.call('/payment/updateSubscriptionCard', { ...mastercard, clientId: dee.userId })).toMatchObject({ status: 409, message: 'You have no active AI Designer subscription' });
    expect((await eve.api.call('/payment/getPlan')).data.subscription).toBeNull();
    expect((await dee.api.call('/payment/getPlan')).data.subscription.card).toEqual({ brand: 'visa', last4: '4242' });
    // A visitor is asked to sign in.
    const visitor = new ApiClient(base, null, '198.18.3.1');
    visitor.token = (await visitor.call('/common/getSessionId')).data.sessionId;
    expect(await visitor.call('/payment/updateSubscriptionCard', mastercard)).toMatchObject({ status: 401 });
  });

  it('staff see each subscription in the console (list, filter, history); clients and visitors do not', async () => {
    const { runtime, base } = await ready;
    const gia = await client('console-gia');
    await subscribed(gia);
    const staff = await signedInStaff(runtime, base);
    const active = await staff.call(`/admin/subscriptions?${new URLSearchParams({ filter: JSON.stringify({ status: 'active' }), range: '[0,99]', sort: '["updatedAt","DESC"]' })}`);
    expect(active.status).toBe(200);
    expect(active.headers.get('content-range')).toMatch(/^subscriptions 0-\d+\/\d+$/);
    const row = active.data.list.find((r: { id: string }) => r.id === gia.userId);
    expect(row).toMatchObject({ status: 'ACTIVE', renewals: 0, failures: 0, card: { brand: 'visa', last4: '4242' } });
    const lapsed = await staff.call(`/admin/subscriptions?${new URLSearchParams({ filter: JSON.stringify({ status: 'lapsed' }) })}`);
    expect(lapsed.data.list.map((r: { id: string }) => r.id)).not.toContain(gia.userId);
    const one = await staff.call(`/admin/subscriptions/${gia.userId}`);
    expect(one.data).toMatchObject({ id: gia.userId, status: 'ACTIVE' });
    expect(one.data.history.map((h: { kind: string }) => h.kind)).toContain('started');
    expect((await staff.call('/admin/subscriptions/nobody')).status).toBe(404);
    expect((await staff.call(`/admin/subscriptions?${new URLSearchParams({ sort: '["password","ASC"]' })}`)).status).toBe(400);
    expect((await gia.api.call('/admin/subscriptions')).status).toBe(403);
    expect((await gia.api.call(`/admin/subscriptions/${gia.userId}`)).status).toBe(403);
    expect((await new ApiClient(base).call('/admin/subscriptions')).status).toBe(401);
  });

  it('logged no errors', async () => {
    expect((await ready).errors).toEqual([]);
  });
});
