import { z } from 'zod';
import type { Command, Decider } from '../shared/messages';
import { evolveThrottle, initialThrottleState, type ThrottleEvent, type ThrottleState } from './sign-in-throttle';

const key = z.string().regex(/^(account|address):[A-Za-z0-9.:_-]{1,100}$/, 'Invalid throttle key');

export const recordSignInFailureSchema = z.object({ key });
export const clearSignInFailuresSchema = z.object({ key });

export type ThrottleCommand =
  | Command<'RecordSignInFailure', z.infer<typeof recordSignInFailureSchema>>
  | Command<'ClearSignInFailures', z.infer<typeof clearSignInFailuresSchema>>;

export function decideThrottle(command: ThrottleCommand, state: ThrottleState): ThrottleEvent[] {
  const { key } = command.data;
  const at = command.metadata.now;
  switch (command.type) {
    case 'RecordSignInFailure':
      return [{ type: 'SignInFailed', data: { key, at } }];
    case 'ClearSignInFailures':
      return state.failures.length ? [{ type: 'SignInFailuresCleared', data: { key, at } }] : [];
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const throttleDecider: Decider<ThrottleState, ThrottleCommand, ThrottleEvent> = {
  initialState: initialThrottleState,
  evolve: evolveThrottle,
  decide: decideThrottle,
};
