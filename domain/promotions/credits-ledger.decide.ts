import { z } from 'zod';
import { ValidationError } from '../shared/errors';
import type { Command, Decider } from '../shared/messages';
import { formatDollars } from './codes';
import { creditBalance, type CreditsEvent, type CreditsState, drawCredits, evolveCredits, initialCreditsState } from './credits-ledger';
import { idField } from '../shared/schemas';

const id = (message: string) => idField(message);
const amount = z
  .number({ required_error: 'Please enter an amount in cents', invalid_type_error: 'Please enter an amount in cents' })
  .int('Amounts are whole cents')
  .min(1, 'The amount must be above zero')
  .max(100_000_000, 'The amount is at most $1,000,000.00');

export const grantCreditsSchema = z.object({
  clientId: id('Please choose a client'),
  grantId: id('Invalid grant id'),
  amountCents: amount,
  reason: z.string({ required_error: 'Please give a reason', invalid_type_error: 'Please give a reason' }).trim().min(1, 'Please give a reason').max(200, 'A reason is at most 200 characters'),
  expiresAt: z.string().datetime({ offset: true, message: 'The expiry must be a date and time' }).nullable().default(null),
});
export const spendCreditsSchema = z.object({ clientId: id('Please choose a client'), orderId: id('This order does not exist'), amountCents: amount });
export const returnCreditsSchema = z.object({ clientId: id('Please choose a client'), orderId: id('This order does not exist') });

export type CreditsCommand =
  | Command<'GrantCredits', z.infer<typeof grantCreditsSchema>>
  | Command<'SpendCredits', z.infer<typeof spendCreditsSchema>>
  | Command<'ReturnCredits', z.infer<typeof returnCreditsSchema>>;

export const notEnoughCreditsMessage = 'Not enough credits';

export function decideCredits(command: CreditsCommand, state: CreditsState): CreditsEvent[] {
  const { now } = command.metadata;
  switch (command.type) {
    case 'GrantCredits': {
      const { clientId, grantId, amountCents, reason, expiresAt } = command.data;
      // The same grant again (a retried request) grants nothing more.
      if (state.lots[grantId]) return [];
      if (expiresAt && Date.parse(expiresAt) <= Date.parse(now)) throw new ValidationError('EXPIRY_PASSED', 'The expiry must be in the future', { expiresAt: 'The expiry must be in the future' });
      return [{ type: 'CreditsGranted', data: { clientId, grantId, amountCents, reason, expiresAt, grantedAt: now } }];
    }
    case 'SpendCredits': {
      const { clientId, orderId, amountCents } = command.data;
      // One spend per order, whatever retries do.
      if (state.spends[orderId]) return [];
      const from = drawCredits(state, amountCents, now);
      if (!from) throw new ValidationError('NOT_ENOUGH_CREDITS', notEnoughCreditsMessage, { credits: `${notEnoughCreditsMessage}: ${formatDollars(creditBalance(state, now))} left` });
      return [{ type: 'CreditsSpent', data: { clientId, orderId, amountCents, from, spentAt: now } }];
    }
    case 'ReturnCredits': {
      const { clientId, orderId } = command.data;
      const spend = state.spends[orderId];
      if (!spend || spend.returned) return [];
      return [{ type: 'CreditsReturned', data: { clientId, orderId, amountCents: spend.amountCents, returnedAt: now } }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const creditsDecider: Decider<CreditsState, CreditsCommand, CreditsEvent> = {
  initialState: initialCreditsState,
  evolve: evolveCredits,
  decide: decideCredits,
};
