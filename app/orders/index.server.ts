/**
 * The orders context's public face for server code (loaders, actions, use cases):
 * what other contexts, the shell and routes of other contexts may import (ADR 030).
 */
export { searchSchema } from './application/client-orders.server';
export { orderCallerOf, queryMessages, saveMessage } from './application/order-messages.server';
export { orderHistoryOf, orderHistoryRows } from './application/order-history.server';
