import { describe, expect, it } from 'vitest';
import { authorize } from '../authz';
import { promotionsContext } from './context';
import { specFor } from '../shared/testing';
import type { Actor, CommandMetadata } from '../shared/messages';
import { codeStatus, type PromotionEvent } from './promotion';
import { createDiscountCodeSchema, type PromotionCommand, promotionDecider } from './promotion.decide';

const now = '2026-11-22T10:00:00.000Z';
const system: Actor = { kind: 'system' };
const spec = specFor(promotionDecider);
const cmd = <T extends PromotionCommand['type']>(type: T, data: Extract<PromotionCommand, { type: T }>['data'], at = now) =>
  ({ type, data, metadata: { commandId: 'c1', now: at, actor: system } satisfies CommandMetadata }) as PromotionCommand;

const definition = createDiscountCodeSchema.parse({
  code: ' winter25 ', kind: 'percent', value: 25, minSpendCents: 50_000, endsAt: '2026-12-01T00:00:00.000Z', totalLimit: 2, perClientLimit: 1,
});
const created: PromotionEvent = { type: 'DiscountCodeCreated', data: { definition, createdAt: now } };
const used = (orderId: string, clientId: string): PromotionEvent => ({ type: 'DiscountCodeUsed', data: { code: 'WINTER25', orderId, clientId, usedAt: now } });

describe('discount codes staff create (promotion-<code>)', () => {
  it('creates a code with its rules, normalised to capitals', () => {
    expect(definition).toEqual({
      code: 'WINTER25', kind: 'percent', value: 25, minSpendCents: 50_000, startsAt: null, endsAt: '2026-12-01T00:00:00.000Z',
      totalLimit: 2, perClientLimit: 1, firstOrderOnly: false, scope: 'furniture',
    });
    spec([]).when(cmd('CreateDiscountCode', definition)).then([created]);
    spec([created]).when(cmd('CreateDiscountCode', definition)).thenThrows('CODE_EXISTS');
    spec([]).when(cmd('CreateDiscountCode', { ...definition, code: 'DIY1' })).thenThrows('CODE_RESERVED');
  });

  it.each([
    [{ value: 101 }, 'value', 'A percentage is at most 100'],
    [{ value: 0 }, 'value', 'The discount must be above zero'],
    [{ value: 2.5 }, 'value', 'Use whole percent or whole cents'],
    [{ code: 'x!' }, 'code', 'A code is 3 to 32 letters, digits, dashes or underscores'],
    [{ startsAt: '2026-12-02T00:00:00.000Z' }, 'endsAt', 'The end must come after the start'],
    [{ totalLimit: 0 }, 'totalLimit', 'A limit is at least 1'],
  ])('refuses %o', (change, path, message) => {
    const parsed = createDiscountCodeSchema.safeParse({ ...definition, ...change });
    expect(parsed.error!.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([path, message]);
  });

  it('ends a code once; an ended code has expired', () => {
    const ended: PromotionEvent = { type: 'DiscountCodeEnded', data: { code: 'WINTER25', endedAt: now } };
    spec([created]).when(cmd('EndDiscountCode', { code: 'WINTER25' })).then([ended]);
    spec([created, ended]).when(cmd('EndDiscountCode', { code: 'WINTER25' })).then([]);
    spec([]).when(cmd('EndDiscountCode', { code: 'WINTER25' })).thenThrows('UNKNOWN_CODE');
    spec([created, ended]).when(cmd('RecordCodeUse', { code: 'WINTER25', orderId: 'o1', clientId: 'u1' })).thenThrows('EXPIRED');
  });

  it('counts uses against the total and per-client limits; the same order counts once', () => {
    spec([created]).when(cmd('RecordCodeUse', { code: 'WINTER25', orderId: 'o1', clientId: 'u1' })).then([used('o1', 'u1')]);
    spec([created, used('o1', 'u1')]).when(cmd('RecordCodeUse', { code: 'WINTER25', orderId: 'o1', clientId: 'u1' })).then([]);
    const again = spec([created, used('o1', 'u1')]).when(cmd('RecordCodeUse', { code: 'WINTER25', orderId: 'o2', clientId: 'u1' })).thenThrows('ALREADY_USED');
    expect(again.message).toBe('you have already used this code');
    spec([created, used('o1', 'u1'), used('o2', 'u2')]).when(cmd('RecordCodeUse', { code: 'WINTER25', orderId: 'o3', clientId: 'u3' })).thenThrows('USED_UP');
    spec([created]).when(cmd('RecordCodeUse', { code: 'WINTER25', orderId: 'o1', clientId: 'u1' }, '2026-12-01T00:00:00.000Z')).thenThrows('EXPIRED');
    spec([]).when(cmd('RecordCodeUse', { code: 'WINTER25', orderId: 'o1', clientId: 'u1' })).thenThrows('UNKNOWN_CODE');
  });

  it('releases a use (a cancelled order) so that it counts no more', () => {
    const released: PromotionEvent = { type: 'DiscountCodeUseReleased', data: { code: 'WINTER25', orderId: 'o1', clientId: 'u1' } };
    spec([created, used('o1', 'u1')]).when(cmd('ReleaseCodeUse', { code: 'WINTER25', orderId: 'o1' })).then([released]);
    spec([created]).when(cmd('ReleaseCodeUse', { code: 'WINTER25', orderId: 'o1' })).then([]);
    spec([created, used('o1', 'u1'), released]).when(cmd('RecordCodeUse', { code: 'WINTER25', orderId: 'o2', clientId: 'u1' })).then([used('o2', 'u1')]);
  });

  it('built-in codes have no creation event but still count uses (PROMO10 once per client)', () => {
    const promo: PromotionEvent = { type: 'DiscountCodeUsed', data: { code: 'PROMO10', orderId: 'o1', clientId: 'u1', usedAt: now } };
    spec([]).when(cmd('RecordCodeUse', { code: 'promo10', orderId: 'o1', clientId: 'u1' })).then([promo]);
    spec([promo]).when(cmd('RecordCodeUse', { code: 'PROMO10', orderId: 'o2', clientId: 'u1' })).thenThrows('ALREADY_USED');
    const state = [promo].reduce(promotionDecider.evolve, promotionDecider.initialState());
    expect(codeStatus('PROMO10', state)).toMatchObject({ code: 'PROMO10', value: 10, totalUses: 1 });
  });

  it('only staff create and end codes; uses are recorded by the system', () => {
    const client: Actor = { kind: 'user', userId: 'u1', email: 'a@example.com', roles: ['client'] };
    const staff: Actor = { kind: 'user', userId: 's1', email: 's@example.com', roles: ['staff'] };
    expect(() => authorize(client, 'CreateDiscountCode', promotionsContext.rules)).toThrow('No access.');
    expect(() => authorize(staff, 'CreateDiscountCode', promotionsContext.rules)).not.toThrow();
    expect(() => authorize(staff, 'EndDiscountCode', promotionsContext.rules)).not.toThrow();
    expect(() => authorize(client, 'RecordCodeUse', promotionsContext.rules)).toThrow('No access.');
    expect(() => authorize(system, 'RecordCodeUse', promotionsContext.rules)).not.toThrow();
  });
});
