import { canvasBoardDecider } from '../canvas/canvas-board.decide';
import { canvasBoardEventTypes } from '../canvas/canvas-board';
import { cartDecider } from '../cart/cart.decide';
import { cartEventTypes } from '../cart/cart';
import { categoryTreeDecider } from '../catalogue/category-tree.decide';
import { categoryEventTypes } from '../catalogue/category-tree';
import { goodsDecider } from '../catalogue/goods.decide';
import { goodsEventTypes } from '../catalogue/goods';
import { stockDecider, stockEventTypes } from '../catalogue/stock';
import { diyProjectDecider } from '../diy/diy-project.decide';
import { diyProjectEventTypes } from '../diy/diy-project';
import { filesDecider } from '../files/images.decide';
import { filesEventTypes } from '../files/images';
import { accountDecider } from '../identity/account.decide';
import { accountEventTypes } from '../identity/account';
import { emailClaimDecider } from '../identity/email-claim.decide';
import { emailClaimEventTypes } from '../identity/email-claim';
import { oauthKeyDecider } from '../identity/oauth-key.decide';
import { oauthKeyEventTypes } from '../identity/oauth-key';
import { sessionDecider } from '../identity/session.decide';
import { sessionEventTypes } from '../identity/session';
import { throttleDecider } from '../identity/sign-in-throttle.decide';
import { throttleEventTypes } from '../identity/sign-in-throttle';
import { chatDecider } from '../messaging/chat.decide';
import { chatEventTypes } from '../messaging/chat';
import { notificationDecider, notificationEventTypes } from '../messaging/notifications';
import { notificationMailDecider, notificationMailEventTypes } from '../messaging/notification-mail';
import { orderThreadDecider } from '../messaging/order-thread.decide';
import { orderThreadEventTypes } from '../messaging/order-thread';
import { orderDecider } from '../orders/order.decide';
import { orderEventTypes } from '../orders/order';
import { savedCardsDecider } from '../payments/saved-cards.decide';
import { savedCardsEventTypes } from '../payments/saved-cards';
import { paymentEventTypes } from '../payments/payment';
import { paymentDecider } from '../payments/payment.decide';
import { paymentSlotDecider, paymentSlotEventTypes } from '../payments/payment-slot';
import { needDecider } from '../projects/need.decide';
import { needEventTypes } from '../projects/need';
import { pricingSettingsDecider, pricingSettingsEventTypes } from '../projects/pricing-settings';
import { creditsDecider } from '../promotions/credits-ledger.decide';
import { creditsEventTypes } from '../promotions/credits-ledger';
import { purchasesDecider, purchasesEventTypes } from '../promotions/first-orders';
import { promotionDecider } from '../promotions/promotion.decide';
import { promotionEventTypes } from '../promotions/promotion';
import { boardReviewDecider } from '../review/board-review.decide';
import { boardReviewEventTypes } from '../review/board-review';
import { proposalDecider } from '../review/proposal.decide';
import { proposalEventTypes } from '../review/proposal';
import { subscriptionDecider } from '../subscriptions/subscription.decide';
import { subscriptionEventTypes } from '../subscriptions/subscription';
import { contactDecider } from '../support/contact.decide';
import { contactEventTypes } from '../support/contact';

/**
 * The fold registry: for each kind of stream (named by the prefix of its id),
 * the bounded context it belongs to and the aggregate's own `initialState` and
 * `evolve` — the very functions the command pipeline folds before `decide` — so
 * the state an analyst sees at any event is the state the business code decided on.
 */
export interface StreamFold {
  /** The domain folder: identity, orders, projects, … */
  context: string;
  /** What one stream of this kind is. */
  aggregate: string;
  /** A stream id starts with it (`order-`); a single stream is named whole (`categorytree-main`). */
  prefix: string;
  /** Every event type its streams hold. */
  eventTypes: readonly string[];
  initialState: () => unknown;
  evolve: (state: any, event: any) => unknown;
}

const fold = (context: string, aggregate: string, prefix: string, decider: { initialState: () => unknown; evolve: (s: any, e: any) => unknown }, eventTypes: readonly string[]): StreamFold => ({
  context,
  aggregate,
  prefix,
  eventTypes,
  initialState: decider.initialState,
  evolve: decider.evolve,
});

export const streamFolds: readonly StreamFold[] = [
  fold('identity', 'account', 'identity-', accountDecider, accountEventTypes),
  fold('identity', 'e-mail claim', 'identity-email-', emailClaimDecider, emailClaimEventTypes),
  fold('identity', 'session', 'identity-session-', sessionDecider, sessionEventTypes),
  fold('identity', 'sign-in throttle', 'identity-throttle-', throttleDecider, throttleEventTypes),
  fold('identity', 'social sign-in key', 'identity-oauth-', oauthKeyDecider, oauthKeyEventTypes),
  fold('catalogue', 'category tree', 'categorytree-main', categoryTreeDecider, categoryEventTypes),
  fold('catalogue', 'goods', 'goods-', goodsDecider, goodsEventTypes),
  fold('catalogue', 'stock', 'stock-', stockDecider, stockEventTypes),
  fold('cart', 'cart', 'cart-', cartDecider, cartEventTypes),
  fold('orders', 'order', 'order-', orderDecider, orderEventTypes),
  fold('payments', 'saved cards', 'cards-', savedCardsDecider, savedCardsEventTypes),
  fold('payments', 'payment', 'payment-', paymentDecider, paymentEventTypes),
  fold('payments', 'payment slot', 'payment-slot-', paymentSlotDecider, paymentSlotEventTypes),
  fold('promotions', 'discount code', 'promotion-', promotionDecider, promotionEventTypes),
  fold('promotions', 'credits', 'credits-', creditsDecider, creditsEventTypes),
  fold('promotions', 'first-order purchases', 'purchases-', purchasesDecider, purchasesEventTypes),
  fold('projects', 'design project', 'need-', needDecider, needEventTypes),
  fold('projects', 'pricing settings', 'settings-pricing', pricingSettingsDecider, pricingSettingsEventTypes),
  fold('diy', 'DIY project', 'diy-', diyProjectDecider, diyProjectEventTypes),
  fold('canvas', 'mood board', 'canvas-', canvasBoardDecider, canvasBoardEventTypes),
  fold('review', 'proposal', 'proposal-', proposalDecider, proposalEventTypes),
  fold('review', 'board review', 'review-', boardReviewDecider, boardReviewEventTypes),
  fold('messaging', 'conversation', 'chat-', chatDecider, chatEventTypes),
  fold('messaging', 'notifications', 'notifications-', notificationDecider, notificationEventTypes),
  fold('messaging', 'order or board thread', 'ordermsg-', orderThreadDecider, orderThreadEventTypes),
  fold('messaging', 'notification mails sent', 'notification-mail-', notificationMailDecider, notificationMailEventTypes),
  fold('files', 'images', 'files-', filesDecider, filesEventTypes),
  fold('support', 'contact message', 'contact-', contactDecider, contactEventTypes),
  fold('subscriptions', 'AI subscription', 'subscription-', subscriptionDecider, subscriptionEventTypes),
];

/** Longest prefix first, so `identity-session-…` is a session and not an account. */
const byPrefixLength = [...streamFolds].sort((a, b) => b.prefix.length - a.prefix.length);

/** The fold for a stream id, or null for a stream no aggregate owns. */
export function foldFor(streamId: string): StreamFold | null {
  return byPrefixLength.find((f) => streamId.startsWith(f.prefix)) ?? null;
}

/** Every context, in the registry's order. */
export const contexts: readonly string[] = [...new Set(streamFolds.map((f) => f.context))];

/** Every event type any aggregate records. */
export const allEventTypes: readonly string[] = [...new Set(streamFolds.flatMap((f) => f.eventTypes))].sort();

/**
 * The aggregate's state after the first `at` events of its stream (all of them
 * when `at` is left out), folded with the aggregate's own evolve over the
 * recorded events as they are, the way the command pipeline folds them.
 */
export function foldStream(fold: Pick<StreamFold, 'initialState' | 'evolve'>, events: readonly { type: string; data: unknown }[], at = events.length): unknown {
  return events.slice(0, at).reduce((state, event) => fold.evolve(state, event), fold.initialState());
}
