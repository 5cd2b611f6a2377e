/**
 * The commerce context's public face for server code (loaders, actions, use cases):
 * what other contexts, the shell and routes of other contexts may import (ADR 030).
 */
export { addBoardToCart, cartBadgeNow, cartLinesNow, priceLines, type Shopper } from './application/cart.server';
export { releaseHolds } from './application/checkout.server';
export { orderForClient } from './application/order-view.server';
export { promotionFacts } from './application/promotion-facts.server';
export { cartApiCall } from './server/cart-api.server';
export { cartAction, cartPageLoader } from './server/cart-page.server';
export { shopperOf } from './server/shopper.server';
