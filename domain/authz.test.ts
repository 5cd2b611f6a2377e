import { describe, expect, it } from 'vitest';
import { authorize, commandRules, isReadOnly } from './authz';
import { sessionDecider } from './identity/session.decide';
import { ForbiddenError } from './shared/errors';
import type { Actor } from './shared/messages';
import { specFor } from './shared/testing';
import { allCommandDefinitions } from '../tests/support/domain-commands';

const analyst: Actor = { kind: 'user', userId: 'demo-analyst', email: 'analyst@roomcraft.local', roles: ['analyst'] };
const staff: Actor = { kind: 'user', userId: 'demo-staff', email: 'staff@roomcraft.local', roles: ['staff'] };

describe('the analyst role (read-only)', () => {
  it('is refused every command but signing out', async () => {
    // The rules and every command a context defines (those only the system runs are not in the rules).
    const types = [...new Set([...Object.keys(commandRules), ...(await allCommandDefinitions()).map((d) => d.type)])].sort();
    expect(types.length).toBeGreaterThan(100);
    const allowed = types.filter((type) => {
      try {
        authorize(analyst, type);
        return true;
      } catch (error) {
        expect(error, type).toBeInstanceOf(ForbiddenError);
        return false;
      }
    });
    expect(allowed).toEqual(['EndSession']);
    expect(types).toContain('PayOrder');
  });

  it('ends only their own session', () => {
    const started = { type: 'SessionStarted' as const, data: { sessionId: 's1', userId: 'demo-client', visitorId: 'v1', tokenHash: 'h'.repeat(64), method: 'password' as const, expiresAt: '2027-01-01T00:00:00.000Z', startedAt: '2026-01-01T00:00:00.000Z' } };
    const end = { type: 'EndSession' as const, data: { sessionId: 's1', reason: 'logout' as const }, metadata: { commandId: 'c1', now: '2026-01-02T00:00:00.000Z', actor: analyst } };
    specFor(sessionDecider)([started]).when(end).thenThrows('FORBIDDEN');
  });

  it('does not take away what another role of the same user may do', () => {
    expect(isReadOnly(analyst)).toBe(true);
    expect(isReadOnly({ ...staff, roles: ['staff', 'analyst'] })).toBe(false);
    expect(() => authorize({ ...staff, roles: ['staff', 'analyst'] }, 'ChangeGoodsPrice')).not.toThrow();
    expect(() => authorize(staff, 'ChangeGoodsPrice')).not.toThrow();
  });
});
