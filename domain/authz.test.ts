import { describe, expect, it } from 'vitest';
import { anyone, authorize, type CommandRules, isReadOnly, signedIn, staff as staffOnly, system } from './authz';
import { sessionDecider } from './identity/session.decide';
import { ForbiddenError } from './shared/errors';
import type { Actor } from './shared/messages';
import { specFor } from './shared/testing';
import { allCommandDefinitions, allRules } from '../tests/support/domain-commands';

const commandRules = await allRules();

const analyst: Actor = { kind: 'user', userId: 'demo-analyst', email: 'analyst@roomcraft.local', roles: ['analyst'] };
const staff: Actor = { kind: 'user', userId: 'demo-staff', email: 'staff@roomcraft.local', roles: ['staff'] };

describe('the analyst role (read-only)', () => {
  it('is refused every command but signing out', async () => {
    // The rules and every command a context defines (those only the system runs have the rule 'system').
    const types = [...new Set([...Object.keys(commandRules), ...(await allCommandDefinitions()).map((d) => d.type)])].sort();
    expect(types.length).toBeGreaterThan(100);
    const allowed = types.filter((type) => {
      try {
        authorize(analyst, type, commandRules);
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
    expect(() => authorize({ ...staff, roles: ['staff', 'analyst'] }, 'ChangeGoodsPrice', commandRules)).not.toThrow();
    expect(() => authorize(staff, 'ChangeGoodsPrice', commandRules)).not.toThrow();
  });
});

describe('authorize', () => {
  const rules: CommandRules = { Open: anyone, Mine: signedIn, Manage: staffOnly, Record: system };
  const client: Actor = { kind: 'user', userId: 'c1', email: 'c1@example.com', roles: ['client'] };
  const visitor: Actor = { kind: 'visitor', visitorId: 'v1' };

  it('refuses a command without a rule to everyone but the system (deny by default), whatever its name', () => {
    for (const type of ['Unlisted', 'constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(() => authorize(staff, type, rules), type).toThrow(ForbiddenError);
      expect(() => authorize(visitor, type, rules), type).toThrow(ForbiddenError);
      expect(() => authorize({ kind: 'system' }, type, rules), type).not.toThrow();
    }
  });

  it('runs a system command for the system only', () => {
    expect(() => authorize(staff, 'Record', rules)).toThrow(ForbiddenError);
    expect(() => authorize(client, 'Record', rules)).toThrow(ForbiddenError);
    expect(() => authorize(visitor, 'Record', rules)).toThrow(ForbiddenError);
    expect(() => authorize({ kind: 'system' }, 'Record', rules)).not.toThrow();
  });

  it('asks a visitor to sign in, and a signed-in user for the role', () => {
    expect(() => authorize(visitor, 'Open', rules)).not.toThrow();
    expect(() => authorize(visitor, 'Mine', rules)).toThrow('Please sign in to continue');
    expect(() => authorize(client, 'Mine', rules)).not.toThrow();
    expect(() => authorize(client, 'Manage', rules)).toThrow('No access.');
    expect(() => authorize(staff, 'Manage', rules)).not.toThrow();
  });
});
