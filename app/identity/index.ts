/**
 * The identity context's public face for browser-safe code (components, hooks, pure helpers, types); it imports no .server module:
 * what other contexts, the shell and routes of other contexts may import (ADR 030).
 */
export { AccountSection, SaveButton } from './components/account-section';
export { LoginModal } from './components/login-modal';
export { SignOutButton } from './components/sign-out-button';
export { VerifyBar, VerifyPanel } from './components/verify-email';
export { useAccount } from './use-account';
