import type { Event } from '../shared/messages';
import { normalizeEmail } from './account';

/**
 * The uniqueness guard: one stream per normalized e-mail, `identity-email-<email>`.
 * An account takes an e-mail in steps (claim → register or change → confirm), so a
 * crash between steps must not keep the e-mail claimed forever: a claim is
 * pending, with a lease, until it is confirmed; a pending claim whose lease has
 * run out, or a confirmed one whose account no longer uses the e-mail, can be
 * taken over (the application layer checks the account, decide checks the rest).
 */
export const emailClaimStream = (email: string) => `identity-email-${normalizeEmail(email)}`;

/** How long a claim may stay unconfirmed before another account may take the e-mail. */
export const emailClaimLeaseMs = 10 * 60_000;

export type EmailClaimEvent =
  /** `leaseUntil` absent: a claim from before leases, taken as confirmed. */
  | Event<'EmailClaimed', { email: string; userId: string; leaseUntil?: string }>
  | Event<'EmailClaimConfirmed', { email: string; userId: string }>
  | Event<'EmailReleased', { email: string; userId: string }>;

export type EmailClaimState = { userId: string | null; confirmed: boolean; leaseUntil: string | null };

export const initialEmailClaim = (): EmailClaimState => ({ userId: null, confirmed: false, leaseUntil: null });

export function evolveEmailClaim(state: EmailClaimState, event: EmailClaimEvent): EmailClaimState {
  switch (event.type) {
    case 'EmailClaimed':
      return { userId: event.data.userId, confirmed: !event.data.leaseUntil, leaseUntil: event.data.leaseUntil ?? null };
    case 'EmailClaimConfirmed':
      return { ...state, confirmed: true, leaseUntil: null };
    case 'EmailReleased':
      return initialEmailClaim();
    default: {
      const never: never = event;
      return never;
    }
  }
}

/** A claim another account may take over once the holder's account is seen not to use the e-mail. */
export function claimIsReclaimable(state: EmailClaimState, now: string): boolean {
  if (!state.userId) return false;
  return state.confirmed || (state.leaseUntil !== null && state.leaseUntil <= now);
}

export const emailClaimEventTypes = Object.keys({
  EmailClaimed: true,
  EmailClaimConfirmed: true,
  EmailReleased: true,
} satisfies Record<EmailClaimEvent['type'], true>) as EmailClaimEvent['type'][];
