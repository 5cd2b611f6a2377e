import { describe, expect, it } from 'vitest';
import { authorize } from '../authz';
import { ordersContext } from '../orders/context';
import { promotionsContext } from './context';
import type { Actor, CommandMetadata } from '../shared/messages';
import { specFor } from '../shared/testing';
import { type PurchasesCommand, type PurchasesEvent, purchasesDecider } from './first-orders';

const now = '2026-11-25T10:00:00.000Z';
const system: Actor = { kind: 'system' };
const spec = specFor(purchasesDecider);
const cmd = <T extends PurchasesCommand['type']>(type: T, data: Extract<PurchasesCommand, { type: T }>['data']) =>
  ({ type, data, metadata: { commandId: 'c1', now, actor: system } satisfies CommandMetadata }) as PurchasesCommand;
const hold = (orderId: string, firstOrderCode: string | null = null, scope: 'furniture' | 'project' = 'furniture', paidBefore = 0) =>
  cmd('HoldPurchase', { clientId: 'u1', orderId, scope, firstOrderCode, paidBefore });
const held = (orderId: string, firstOrderCode: string | null = null, scope: 'furniture' | 'project' = 'furniture'): PurchasesEvent => ({
  type: 'PurchaseHeld', data: { clientId: 'u1', orderId, scope, firstOrderCode, heldAt: now },
});
const released = (orderId: string): PurchasesEvent => ({ type: 'PurchaseReleased', data: { clientId: 'u1', orderId, releasedAt: now } });

describe('first-order codes at payment time', () => {
  it('a first order takes its code; a second order, paid or being paid, cannot use one', () => {
    spec([]).when(hold('o1', 'WELCOME25')).then([held('o1', 'WELCOME25')]);
    spec([held('o1', 'WELCOME25')]).when(hold('o2', 'PROMO10')).thenThrows('FIRST_ORDER_ONLY');
    spec([held('o1')]).when(hold('o2', 'PROMO10')).thenThrows('FIRST_ORDER_ONLY');
    // Orders without a first-order code are never refused.
    spec([held('o1', 'WELCOME25')]).when(hold('o2')).then([held('o2')]);
  });

  it('the same order again holds nothing more; a released (failed or cancelled) order no longer counts', () => {
    spec([held('o1', 'PROMO10')]).when(hold('o1', 'PROMO10')).then([]);
    spec([held('o1'), released('o1')]).when(hold('o2', 'PROMO10')).then([held('o2', 'PROMO10')]);
    spec([held('o1')]).when(cmd('ReleasePurchase', { clientId: 'u1', orderId: 'o1' })).then([released('o1')]);
    spec([]).when(cmd('ReleasePurchase', { clientId: 'u1', orderId: 'o1' })).then([]);
  });

  it('paid orders from before the ledger count; furniture and projects are counted apart', () => {
    spec([]).when(hold('o1', 'PROMO10', 'furniture', 1)).thenThrows('FIRST_ORDER_ONLY');
    spec([held('need-1', null, 'project')]).when(hold('o1', 'PROMO10')).then([held('o1', 'PROMO10')]);
    spec([held('o1')]).when(hold('need-1', 'REFERRAL', 'project')).then([held('need-1', 'REFERRAL', 'project')]);
  });

  it('only the system holds and releases purchases', () => {
    const client: Actor = { kind: 'user', userId: 'u1', email: 'u1@example.com', roles: ['client'] };
    const rules = { ...promotionsContext.rules, ...ordersContext.rules };
    for (const type of ['HoldPurchase', 'ReleasePurchase', 'FailRefund']) {
      expect(rules[type], type).toBe('system');
      expect(() => authorize(client, type, rules)).toThrow('No access.');
    }
  });
});
