/**
 * The subscriptions context's public face for server code (loaders, actions, use cases):
 * what other contexts, the shell and routes of other contexts may import (ADR 030).
 */
export { subscribeAction, subscribePageLoader } from './server/subscription-pages.server';
/** Whether a client has AI rendering now ({ subscribed, status, periodEnd }): for the AI renders' quotas (issue 25). */
export { aiRenderingAccessOf } from './application/subscriptions.server';
