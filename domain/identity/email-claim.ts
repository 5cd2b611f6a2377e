import type { Event } from '../shared/messages';
import { normalizeEmail } from './account';

/**
 * The uniqueness guard: one stream per normalized e-mail, `identity-email-<email>`.
 * An account is registered only after its e-mail has been claimed for it.
 */
export const emailClaimStream = (email: string) => `identity-email-${normalizeEmail(email)}`;

export type EmailClaimEvent =
  | Event<'EmailClaimed', { email: string; userId: string }>
  | Event<'EmailReleased', { email: string; userId: string }>;

export type EmailClaimState = { userId: string | null };

export const initialEmailClaim = (): EmailClaimState => ({ userId: null });

export function evolveEmailClaim(state: EmailClaimState, event: EmailClaimEvent): EmailClaimState {
  switch (event.type) {
    case 'EmailClaimed':
      return { userId: event.data.userId };
    case 'EmailReleased':
      return { userId: null };
    default: {
      const never: never = event;
      return never;
    }
  }
}
