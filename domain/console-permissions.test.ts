import { describe, expect, it } from 'vitest';
import { allowedButtons, authorize, consoleAreasOf, consoleButtons, mayUseButton, type ConsoleButton } from './authz';
import type { Actor, Role } from './shared/messages';
import { allRules } from '../tests/support/domain-commands';

const rules = await allRules();

const user = (roles: Role[]): Actor => ({ kind: 'user', userId: `u-${roles.join('-')}`, email: `${roles.join('-')}@roomcraft.local`, roles });

describe('the staff console permissions (part 2 §6)', () => {
  it('gives staff every control, a salesman the customers’ reset mail only, analysts, clients and designers none', () => {
    expect(allowedButtons(user(['staff']))).toEqual(Object.keys(consoleButtons));
    expect(allowedButtons(user(['salesman']))).toEqual(['customers.reset-email']);
    expect(allowedButtons(user(['analyst']))).toEqual([]);
    expect(allowedButtons(user(['client']))).toEqual([]);
    expect(allowedButtons(user(['designer']))).toEqual([]);
    expect(allowedButtons({ kind: 'visitor', visitorId: 'v1' } as Actor)).toEqual([]);
  });

  it('opens the areas by role: salesman customers, orders and sales chat; analyst the event log and analytics', () => {
    expect(consoleAreasOf(user(['salesman']))).toEqual(['dashboard', 'orders', 'returns', 'customers', 'sales-chat']);
    expect(consoleAreasOf(user(['analyst']))).toEqual(['dashboard', 'event-log', 'analytics']);
    expect(consoleAreasOf(user(['client']))).toEqual([]);
    expect(consoleAreasOf(user(['designer']))).toEqual([]);
    expect(consoleAreasOf(user(['staff']))).toContain('discount-codes');
  });

  it('never shows a control whose command the server would refuse the same user', () => {
    for (const roles of [['staff'], ['salesman'], ['analyst'], ['client'], ['designer']] as Role[][]) {
      const actor = user(roles);
      for (const name of Object.keys(consoleButtons) as ConsoleButton[]) {
        const command = consoleButtons[name].command;
        if (!mayUseButton(actor, name) || !command) continue;
        expect(() => authorize(actor, command, rules), `${roles} ${name}`).not.toThrow();
      }
    }
  });

  it('keeps the server refusing what the console hides: staff commands refuse a salesman and an analyst', () => {
    for (const name of Object.keys(consoleButtons) as ConsoleButton[]) {
      const { roles, command } = consoleButtons[name];
      if ((roles as readonly Role[]).includes('salesman')) continue;
      expect(() => authorize(user(['salesman']), command, rules), name).toThrow();
      expect(() => authorize(user(['analyst']), command, rules), name).toThrow();
    }
  });
});
