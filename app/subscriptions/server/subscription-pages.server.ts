import { randomUUID } from 'node:crypto';
import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { listCards } from '../../../projections/payments/cards';
import { ok, requireUser, visitorAction } from '../../web/page-form.server';
import { getSession, type RequestSession } from '../../web/session.server';
import { cancelSubscription, mySubscription, resumeSubscription, subscribe, type SubscriptionCaller, subscriptionOffer, updateSubscriptionCard } from '../application/subscriptions.server';

const noStore = { 'Cache-Control': 'private, no-store' };
export const subscribePath = '/remodel/subscribe';
export const signInToSubscribe = `/sign-in?${new URLSearchParams({ redirectTo: subscribePath })}`;

const callerOf = (session: RequestSession): SubscriptionCaller => ({ actor: session.actor, userId: session.user?.id ?? null });

/** /remodel/subscribe: the offer for everyone; for a client also their cards, their subscription and a fresh attempt id (one per page shown). */
export async function subscribePageLoader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const offer = subscriptionOffer();
  if (!session.user) return data({ offer, signedIn: false as const, subscription: null, cards: [], attemptId: null, signIn: signInToSubscribe }, { headers: noStore });
  const [subscription, cards] = await Promise.all([mySubscription(context.runtime, callerOf(session)), listCards(context.runtime.db, session.user.id)]);
  return data({ offer, signedIn: true as const, subscription, cards, attemptId: randomUUID(), signIn: signInToSubscribe }, { headers: noStore });
}

/** Subscribe: a visitor is sent to sign in first (and comes back here); a client pays the first month once; a decline says why. */
export const subscribeAction = visitorAction(async ({ context, session, input }) => {
  if (!session.user) throw redirect(signInToSubscribe);
  // The card choice: a saved card's id, or "new" with the card fields.
  const { cardId, ...rest } = input;
  const outcome = await subscribe(context.runtime, callerOf(session), cardId && cardId !== 'new' ? { ...rest, cardId } : rest);
  if (outcome.status === 'declined') return data({ ok: false as const, message: outcome.message, code: 'DECLINED' }, { status: 402 });
  throw redirect('/remodel/success');
});

/** /remodel/success: the caller's own subscription — plan, amount, next renewal — with cancel (at period end) and keep. */
export async function successPageLoader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const session = await getSession(request, context);
  const [subscription, cards] = await Promise.all([mySubscription(context.runtime, callerOf(session)), listCards(context.runtime.db, user.id)]);
  return data({ offer: subscriptionOffer(), subscription, email: user.email, cards }, { headers: noStore });
}

export const successAction = visitorAction(async ({ context, session, intent, input }) => {
  if (!session.user) throw redirect(`/sign-in?${new URLSearchParams({ redirectTo: '/remodel/success' })}`);
  if (intent === 'cancel') {
    const s = await cancelSubscription(context.runtime, callerOf(session));
    return ok(`Your subscription is cancelled. You keep AI Designer until ${new Date(s.periodEnd).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })}.`, intent);
  }
  if (intent === 'resume') {
    await resumeSubscription(context.runtime, callerOf(session));
    return ok('Your subscription will renew as before.', intent);
  }
  if (intent === 'card') {
    const before = await mySubscription(context.runtime, callerOf(session));
    const s = await updateSubscriptionCard(context.runtime, callerOf(session), input);
    const shown = s.card ? `${s.card.brand === 'amex' ? 'American Express' : s.card.brand[0]!.toUpperCase() + s.card.brand.slice(1)} ending ${s.card.last4}` : 'your new card';
    if (before?.status === 'PAST_DUE' && s.status === 'ACTIVE') return ok(`Thank you: your renewal is paid with your ${shown}.`, intent);
    if (s.retry) return ok(`Your card is now your ${shown}. ${s.renewing ? 'We are trying it now.' : `It was declined too: ${s.retry.lastFailure ?? 'please try another card'}`}`, intent);
    return ok(`Your subscription now renews on your ${shown}.`, intent);
  }
  return ok('Nothing to do', intent);
});
