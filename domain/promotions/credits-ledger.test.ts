import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/testing';
import type { Actor } from '../shared/messages';
import { creditBalance, type CreditsEvent, evolveCredits, initialCreditsState } from './credits-ledger';
import { type CreditsCommand, creditsDecider } from './credits-ledger.decide';

const now = '2026-11-22T10:00:00.000Z';
const system: Actor = { kind: 'system' };
const spec = specFor(creditsDecider);
const cmd = <T extends CreditsCommand['type']>(type: T, data: Extract<CreditsCommand, { type: T }>['data'], at = now) =>
  ({ type, data, metadata: { commandId: 'c1', now: at, actor: system } }) as CreditsCommand;
const granted = (grantId: string, amountCents: number, expiresAt: string | null = null, reason = 'Welcome credit'): CreditsEvent =>
  ({ type: 'CreditsGranted', data: { clientId: 'u-alice', grantId, amountCents, reason, expiresAt, grantedAt: '2026-11-01T00:00:00.000Z' } });
const spent = (orderId: string, amountCents: number, from: { grantId: string; amountCents: number }[]): CreditsEvent =>
  ({ type: 'CreditsSpent', data: { clientId: 'u-alice', orderId, amountCents, from, spentAt: now } });
const fold = (events: CreditsEvent[]) => events.reduce(evolveCredits, initialCreditsState());

describe('store credits', () => {
  it('staff grant credits once per grant id', () => {
    spec([]).when(cmd('GrantCredits', { clientId: 'u-alice', grantId: 'g1', amountCents: 5000, reason: 'Welcome credit', expiresAt: null })).then([
      { type: 'CreditsGranted', data: { clientId: 'u-alice', grantId: 'g1', amountCents: 5000, reason: 'Welcome credit', expiresAt: null, grantedAt: now } },
    ]);
    spec([granted('g1', 5000)]).when(cmd('GrantCredits', { clientId: 'u-alice', grantId: 'g1', amountCents: 5000, reason: 'Welcome credit', expiresAt: null })).then([]);
  });

  it('a grant that would expire before it is given is refused', () => {
    spec([]).when(cmd('GrantCredits', { clientId: 'u-alice', grantId: 'g1', amountCents: 5000, reason: 'Goodwill', expiresAt: '2026-11-01T00:00:00.000Z' })).thenThrows('EXPIRY_PASSED');
  });

  it('an order spends from the lot that expires first, lots without expiry last', () => {
    const given = [granted('forever', 3000), granted('soon', 1000, '2026-12-01T00:00:00.000Z'), granted('later', 2000, '2027-06-01T00:00:00.000Z')];
    spec(given).when(cmd('SpendCredits', { clientId: 'u-alice', orderId: 'o1', amountCents: 2500 })).then([
      spent('o1', 2500, [{ grantId: 'soon', amountCents: 1000 }, { grantId: 'later', amountCents: 1500 }]),
    ]);
  });

  it('spending more than the balance says "Not enough credits" and spends nothing', () => {
    const error = spec([granted('g1', 5000)]).when(cmd('SpendCredits', { clientId: 'u-alice', orderId: 'o1', amountCents: 5001 })).thenThrows('NOT_ENOUGH_CREDITS');
    expect(error.message).toBe('Not enough credits');
  });

  it('an order spends once, whatever retries do', () => {
    spec([granted('g1', 5000), spent('o1', 2000, [{ grantId: 'g1', amountCents: 2000 }])]).when(cmd('SpendCredits', { clientId: 'u-alice', orderId: 'o1', amountCents: 2000 })).then([]);
  });

  it('a cancelled order gives back exactly what it spent, once', () => {
    const given = [granted('g1', 5000), spent('o1', 2000, [{ grantId: 'g1', amountCents: 2000 }])];
    spec(given).when(cmd('ReturnCredits', { clientId: 'u-alice', orderId: 'o1' })).then([
      { type: 'CreditsReturned', data: { clientId: 'u-alice', orderId: 'o1', amountCents: 2000, returnedAt: now } },
    ]);
    const returned: CreditsEvent = { type: 'CreditsReturned', data: { clientId: 'u-alice', orderId: 'o1', amountCents: 2000, returnedAt: now } };
    spec([...given, returned]).when(cmd('ReturnCredits', { clientId: 'u-alice', orderId: 'o1' })).then([]);
    spec([granted('g1', 5000)]).when(cmd('ReturnCredits', { clientId: 'u-alice', orderId: 'o9' })).then([]);
    expect(creditBalance(fold([...given, returned]), now)).toBe(5000);
  });

  it('expired credits stop counting and the balance is never negative', () => {
    const state = fold([granted('g1', 1000, '2026-12-01T00:00:00.000Z'), granted('g2', 500)]);
    expect(creditBalance(state, now)).toBe(1500);
    expect(creditBalance(state, '2026-12-01T00:00:00.000Z')).toBe(500);
    spec([granted('g1', 1000, '2026-11-20T00:00:00.000Z')]).when(cmd('SpendCredits', { clientId: 'u-alice', orderId: 'o1', amountCents: 1 })).thenThrows('NOT_ENOUGH_CREDITS');
    expect(creditBalance(fold([]), now)).toBe(0);
  });
});
