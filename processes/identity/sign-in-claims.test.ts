import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../domain/cart/cart';
import { workflowSpec } from '../testing';
import { signInClaims } from './sign-in-claims';

const at = '2026-11-24T09:00:00.000Z';
const goods = (goodsId: string) => ({
  goodsId, priceCents: 1000, salePriceCents: null, availability: 'In stock', markType: 'AUTO' as const, markTime: null, shippingType: 'SMALL' as const, shippingCost: 0, shippingPct: 0, delisted: false,
});
const line = (needGoodsId: string, goodsId: string, goodsCount: number): CartLine => ({ needGoodsId, goods: goods(goodsId), goodsCount });
const added = (ownerId: string, l: CartLine) => ({ type: 'CartLineAdded' as const, data: { ownerId, line: l, addedAt: at } });
const started = (visitorId: string, userId: string) => ({
  type: 'SessionStarted' as const,
  data: { sessionId: 's1', userId, visitorId, tokenHash: 'h', method: 'password' as const, startedAt: at, expiresAt: at },
});
const needDrafted = (needId: string, owner: { kind: 'visitor'; visitorId: string } | { kind: 'client'; clientId: string }) => ({
  type: 'NeedDrafted' as const,
  data: { needId, packageId: `pk-${needId}`, owner, room: { roomTypeId: 'LIVING', name: 'Living Room' }, createdAt: at },
});
const diyStarted = (diyId: string, visitorId: string) => ({ type: 'DiyProjectStarted' as const, data: { diyId, owner: { kind: 'visitor' as const, visitorId }, room: { roomTypeId: 'LIVING', name: 'Living Room' }, startedAt: at } });
const boardCreated = (boardId: string, memberKey: string, kind: 'diy' | 'need' = 'diy') => ({
  type: 'BoardCreated' as const,
  data: { boardId, project: { kind, id: 'dy1' }, name: 'Board', members: [{ userId: memberKey, role: 'designer' as const }], initial: { background: { width: 1, height: 1, overlaySrc: null, fill: '#fff' }, roomName: null }, initialChanges: [], createdAt: at },
});

describe('sign-in claims', () => {
  it('follows the carts visitors change, not a signed-in client’s own (no state kept per client cart)', () => {
    const recorded = (actor: Record<string, string>) => ({ ...added('v-1', line('n1', 'g1', 1)), metadata: { actor }, eventId: 'e1', streamId: 'cart-v-1', streamPosition: 1, globalPosition: 1, transactionId: 1, createdAt: at });
    expect(signInClaims.instanceOf(recorded({ kind: 'visitor', visitorId: 'v-1' }) as never)).toBe('v-1');
    expect(signInClaims.instanceOf(recorded({ kind: 'system' }) as never)).toBe('v-1');
    expect(signInClaims.instanceOf(recorded({ kind: 'user', userId: 'u-ada' }) as never)).toBeNull();
  });

  it('at sign-in, the visitor’s cart folds into the account’s and empties; their drafts, DIY projects and DIY boards become the client’s', () => {
    workflowSpec(signInClaims)
      .given([
        added('v-1', line('n1', 'g1', 2)),
        added('v-1', line('n2', 'g2', 1)),
        { type: 'CartLineCountChanged', data: { ownerId: 'v-1', needGoodsId: 'n1', goodsCount: 3 } },
        added('v-1', line('n3', 'g3', 1)),
        { type: 'CartLineRemoved', data: { ownerId: 'v-1', needGoodsId: 'n3' } },
        needDrafted('101', { kind: 'visitor', visitorId: 'v-1' }),
        diyStarted('dy1', 'v-1'),
        boardCreated('mb-diy', 'v:v-1'),
      ])
      .when(started('v-1', 'u-ada'))
      .then([
        { command: 'MergeVisitorCart', input: { ownerId: 'u-ada', visitorId: 'v-1', lines: [line('n1', 'g1', 3), line('n2', 'g2', 1)] }, key: 'cart' },
        { command: 'ClearCart', input: { ownerId: 'v-1', orderId: null }, key: 'cart-emptied' },
        { command: 'ClaimNeed', input: { needId: '101', visitorId: 'v-1', clientId: 'u-ada' }, key: 'need:101' },
        { command: 'ClaimDiyProject', input: { diyId: 'dy1', visitorId: 'v-1', clientId: 'u-ada' }, key: 'diy:dy1' },
        { command: 'AddBoardMember', input: { boardId: 'mb-diy', member: { userId: 'u-ada', role: 'designer' } }, key: 'board:mb-diy' },
      ]);
  });

  it('claims only what this visitor owns: another visitor’s or a client’s things, and design-project boards, are never claimed', () => {
    workflowSpec(signInClaims)
      .given([
        added('v-2', line('n9', 'g9', 1)),
        added('u-bob', line('n8', 'g8', 1)),
        needDrafted('202', { kind: 'visitor', visitorId: 'v-2' }),
        needDrafted('203', { kind: 'client', clientId: 'u-bob' }),
        diyStarted('dy2', 'v-2'),
        boardCreated('mb-other', 'v:v-2'),
        boardCreated('mb-need', 'u-bob', 'need'),
      ])
      .when(started('v-1', 'u-ada'))
      .thenNothing();
  });

  it('what was handed over or claimed since is not claimed again; a cart emptied (an order) hands nothing over', () => {
    workflowSpec(signInClaims)
      .given([
        added('v-1', line('n1', 'g1', 1)),
        { type: 'CartCleared', data: { ownerId: 'v-1', orderId: 'o1', clearedAt: at } },
        needDrafted('101', { kind: 'visitor', visitorId: 'v-1' }),
        { type: 'NeedClaimed', data: { needId: '101', visitorId: 'v-1', clientId: 'u-ada', claimedAt: at } },
        diyStarted('dy1', 'v-1'),
        { type: 'DiyProjectClaimed', data: { diyId: 'dy1', visitorId: 'v-1', clientId: 'u-ada', claimedAt: at } },
      ])
      .when(started('v-1', 'u-ada'))
      .thenNothing();
    const after = workflowSpec(signInClaims).given([added('v-1', line('n1', 'g1', 1)), started('v-1', 'u-ada')]).when(started('v-1', 'u-ada'));
    after.thenNothing();
    expect(after.state()).toEqual({ lines: [], needs: [], diys: [], boards: [] });
  });
});
