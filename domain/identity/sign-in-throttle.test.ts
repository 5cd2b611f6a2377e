import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/testing';
import type { Actor, CommandMetadata } from '../shared/messages';
import type { ThrottleEvent } from './sign-in-throttle';
import { throttleDecider, type ThrottleCommand } from './sign-in-throttle.decide';

const now = '2026-11-22T10:00:00.000Z';
const visitor: Actor = { kind: 'visitor', visitorId: 'v1' };
const spec = specFor(throttleDecider);
const cmd = <T extends ThrottleCommand['type']>(type: T, data: Extract<ThrottleCommand, { type: T }>['data'], at = now) =>
  ({ type, data, metadata: { commandId: `c-${type}`, now: at, actor: visitor } satisfies CommandMetadata }) as ThrottleCommand;
const minutesBefore = (m: number) => new Date(Date.parse(now) - m * 60_000).toISOString();
const attempt = (key: string, attemptId: string, at: string): ThrottleEvent => ({ type: 'SignInFailed', data: { key, at, attemptId } });

describe('sign-in throttle decider', () => {
  it('reserves an attempt before the password is checked, and refuses one over the limit', () => {
    const key = 'account:u-alice';
    spec([]).when(cmd('ReserveSignInAttempt', { key, attemptId: 'attempt-1' })).then([attempt(key, 'attempt-1', now)]);
    // Three unresolved attempts a moment ago (concurrent guesses): the fourth must wait.
    const three = [1, 2, 3].map((n) => attempt(key, `attempt-${n}`, now));
    const refused = spec(three).when(cmd('ReserveSignInAttempt', { key, attemptId: 'attempt-4' })).thenThrows('RATE_LIMITED');
    expect(refused.message).toBe('Too many failed sign-in attempts. Please wait 5 seconds and try again.');
    // Eight within the lock period: locked, with the way out offered.
    const eight = Array.from({ length: 8 }, (_, n) => attempt(key, `attempt-${n}`, minutesBefore(8 - n)));
    const locked = spec(eight).when(cmd('ReserveSignInAttempt', { key, attemptId: 'attempt-9' })).thenThrows('RATE_LIMITED');
    expect(locked.message).toMatch(/Sign-in is locked for \d+ minutes; you can reset your password meanwhile\.$/);
  });

  it('gives the limit its own room per key: the account, a browser the account knows, an address', () => {
    const eight = (key: string) => Array.from({ length: 8 }, (_, n) => attempt(key, `attempt-${n}`, minutesBefore(8 - n)));
    spec(eight('account:u-alice')).when(cmd('ReserveSignInAttempt', { key: 'account:u-alice', attemptId: 'attempt-x' })).thenThrows('RATE_LIMITED');
    // Eight failures on the owner's known browsers (or from one address) are still within their limits.
    spec(eight('known:u-alice')).when(cmd('ReserveSignInAttempt', { key: 'known:u-alice', attemptId: 'attempt-x' })).then([attempt('known:u-alice', 'attempt-x', now)]);
    spec(eight('address:192.0.2.1')).when(cmd('ReserveSignInAttempt', { key: 'address:192.0.2.1', attemptId: 'attempt-x' })).then([attempt('address:192.0.2.1', 'attempt-x', now)]);
  });

  it('takes back an attempt that succeeded, and only that one', () => {
    const key = 'account:u-alice';
    const three = [1, 2, 3].map((n) => attempt(key, `attempt-${n}`, now));
    spec(three).when(cmd('RecordSignInSuccess', { key, attemptId: 'attempt-3' })).then([{ type: 'SignInAttemptSucceeded', data: { key, attemptId: 'attempt-3' } }]);
    spec(three).when(cmd('RecordSignInSuccess', { key, attemptId: 'unknown-attempt' })).then([]);
    const taken = [...three, { type: 'SignInAttemptSucceeded', data: { key, attemptId: 'attempt-3' } } as ThrottleEvent];
    // Two unresolved attempts left: the next one may go at once.
    spec(taken).when(cmd('ReserveSignInAttempt', { key, attemptId: 'attempt-4' })).then([attempt(key, 'attempt-4', now)]);
  });

  it('clears every failure (a reset, a sign-in), and then an attempt goes through again', () => {
    const key = 'account:u-alice';
    const eight = Array.from({ length: 8 }, (_, n) => attempt(key, `attempt-${n}`, minutesBefore(8 - n)));
    const cleared: ThrottleEvent = { type: 'SignInFailuresCleared', data: { key, at: now } };
    spec(eight).when(cmd('ClearSignInFailures', { key })).then([cleared]);
    spec([...eight, cleared]).when(cmd('ClearSignInFailures', { key })).then([]);
    spec([...eight, cleared]).when(cmd('ReserveSignInAttempt', { key, attemptId: 'attempt-x' })).then([attempt(key, 'attempt-x', now)]);
  });
});
