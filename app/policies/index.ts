/**
 * The policies context's public face for browser-safe code (components, hooks, pure helpers, types); it imports no .server module:
 * what other contexts, the shell and routes of other contexts may import (ADR 030).
 */
export { HelpLayout } from './components/policy-nav';
export { supportEmail, supportHours } from './content/contact-details';
export { checkoutPolicyLinks } from './links';
