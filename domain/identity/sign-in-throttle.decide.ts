import { z } from 'zod';
import { RateLimitedError } from '../shared/errors';
import type { Command, Decider } from '../shared/messages';
import {
  evolveThrottle,
  initialThrottleState,
  kindOfKey,
  signInVerdict,
  throttleMessage,
  throttlePolicies,
  type ThrottleEvent,
  type ThrottleState,
} from './sign-in-throttle';

const key = z.string().regex(/^(account|known|address):[A-Za-z0-9.:_-]{1,100}$/, 'Invalid throttle key');
const attemptId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Invalid attempt id');

export const reserveSignInAttemptSchema = z.object({ key, attemptId });
export const signInAttemptSucceededSchema = z.object({ key, attemptId });
export const clearSignInFailuresSchema = z.object({ key });

export type ThrottleCommand =
  | Command<'ReserveSignInAttempt', z.infer<typeof reserveSignInAttemptSchema>>
  | Command<'RecordSignInSuccess', z.infer<typeof signInAttemptSucceededSchema>>
  | Command<'ClearSignInFailures', z.infer<typeof clearSignInFailuresSchema>>;

export function decideThrottle(command: ThrottleCommand, state: ThrottleState): ThrottleEvent[] {
  const at = command.metadata.now;
  switch (command.type) {
    case 'ReserveSignInAttempt': {
      const { key, attemptId } = command.data;
      const verdict = signInVerdict(
        state.failures.map((f) => f.at),
        throttlePolicies[kindOfKey(key)],
        new Date(at),
      );
      if (!verdict.allowed) throw new RateLimitedError(throttleMessage(verdict));
      return [{ type: 'SignInFailed', data: { key, at, attemptId } }];
    }
    case 'RecordSignInSuccess': {
      const { key, attemptId } = command.data;
      return state.failures.some((f) => f.attemptId === attemptId) ? [{ type: 'SignInAttemptSucceeded', data: { key, attemptId } }] : [];
    }
    case 'ClearSignInFailures':
      return state.failures.length ? [{ type: 'SignInFailuresCleared', data: { key: command.data.key, at } }] : [];
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
