import { z } from 'zod';
import { ForbiddenError, ValidationError } from '../shared/errors';
import type { Command, Decider } from '../shared/messages';
import { assertActsFor } from './account.decide';
import { type EmailClaimEvent, type EmailClaimState, evolveEmailClaim, initialEmailClaim } from './email-claim';
import { emailField, userIdField } from './fields';

export const claimEmailSchema = z.object({ email: emailField, userId: userIdField });
export const releaseEmailSchema = z.object({ email: emailField, userId: userIdField });

export type EmailClaimCommand =
  | Command<'ClaimEmail', z.infer<typeof claimEmailSchema>>
  | Command<'ReleaseEmail', z.infer<typeof releaseEmailSchema>>;

export const emailTakenMessage = 'This e-mail is already registered';

export function decideEmailClaim(command: EmailClaimCommand, state: EmailClaimState): EmailClaimEvent[] {
  const { email, userId } = command.data;
  switch (command.type) {
    case 'ClaimEmail': {
      // A visitor claims for the account being registered; a user only for themselves.
      if (command.metadata.actor.kind === 'user') assertActsFor(command.metadata.actor, userId);
      if (state.userId === userId) return [];
      if (state.userId) throw new ValidationError('EMAIL_TAKEN', emailTakenMessage, { email: emailTakenMessage });
      return [{ type: 'EmailClaimed', data: { email, userId } }];
    }
    case 'ReleaseEmail': {
      assertActsFor(command.metadata.actor, userId);
      if (state.userId === null) return [];
      if (state.userId !== userId) throw new ForbiddenError();
      return [{ type: 'EmailReleased', data: { email, userId } }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const emailClaimDecider: Decider<EmailClaimState, EmailClaimCommand, EmailClaimEvent> = {
  initialState: initialEmailClaim,
  evolve: evolveEmailClaim,
  decide: decideEmailClaim,
};
