import { z } from 'zod';
import { ForbiddenError, ValidationError } from '../shared/errors';
import type { Command, Decider } from '../shared/messages';
import { assertActsFor } from './account.decide';
import { claimIsReclaimable, emailClaimLeaseMs, type EmailClaimEvent, type EmailClaimState, evolveEmailClaim, initialEmailClaim } from './email-claim';
import { emailField, userIdField } from './fields';

export const claimEmailSchema = z.object({
  email: emailField,
  userId: userIdField,
  /** The holder of a stale claim (see EmailTakenError.reclaimable) whose account does not use the e-mail. */
  takeOverFrom: userIdField.optional(),
});
export const confirmEmailClaimSchema = z.object({ email: emailField, userId: userIdField });
export const releaseEmailSchema = z.object({ email: emailField, userId: userIdField });

export type EmailClaimCommand =
  | Command<'ClaimEmail', z.infer<typeof claimEmailSchema>>
  | Command<'ConfirmEmailClaim', z.infer<typeof confirmEmailClaimSchema>>
  | Command<'ReleaseEmail', z.infer<typeof releaseEmailSchema>>;

export const emailTakenMessage = 'This e-mail is already registered';

/** The e-mail is held by another account; `reclaimable` when that claim may be stale. */
export class EmailTakenError extends ValidationError {
  constructor(
    readonly holder: string,
    readonly reclaimable: boolean,
  ) {
    super('EMAIL_TAKEN', emailTakenMessage, { email: emailTakenMessage });
  }
}

export function decideEmailClaim(command: EmailClaimCommand, state: EmailClaimState): EmailClaimEvent[] {
  const { email, userId } = command.data;
  const { actor, now } = command.metadata;
  switch (command.type) {
    case 'ClaimEmail': {
      // A visitor claims for the account being registered; a user only for themselves.
      if (actor.kind === 'user') assertActsFor(actor, userId);
      if (state.userId === userId) return [];
      const leaseUntil = new Date(Date.parse(now) + emailClaimLeaseMs).toISOString();
      const claimed: EmailClaimEvent = { type: 'EmailClaimed', data: { email, userId, leaseUntil } };
      if (!state.userId) return [claimed];
      const reclaimable = claimIsReclaimable(state, now);
      if (!reclaimable || command.data.takeOverFrom !== state.userId) throw new EmailTakenError(state.userId, reclaimable);
      return [{ type: 'EmailReleased', data: { email, userId: state.userId } }, claimed];
    }
    case 'ConfirmEmailClaim': {
      if (actor.kind === 'user') assertActsFor(actor, userId);
      if (state.userId !== userId) throw new EmailTakenError(state.userId ?? '', false);
      return state.confirmed ? [] : [{ type: 'EmailClaimConfirmed', data: { email, userId } }];
    }
    case 'ReleaseEmail': {
      assertActsFor(actor, userId);
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
