/**
 * The messaging context's public face for browser-safe code (components, hooks, pure helpers, types); it imports no .server module:
 * what other contexts, the shell and routes of other contexts may import (ADR 030).
 */
export { InboxLinks, InboxMenuLinks, InboxToggleCount } from './components/inbox-links';
export { InboxProvider, useInboxPushes } from './live/inbox-provider';
