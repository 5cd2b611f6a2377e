/**
 * The orders context's public face for browser-safe code (components, hooks, pure helpers, types); it imports no .server module:
 * what other contexts, the shell and routes of other contexts may import (ADR 030).
 */
export { OrderMessages, type ThreadMessage } from './components/order-messages';
export { OrdersBadge, useOrderUnread } from './components/orders-badge';
