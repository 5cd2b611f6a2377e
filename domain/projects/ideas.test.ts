import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/testing';
import type { Actor } from '../shared/messages';
import { evolveNeed, initialNeedState, type NeedEvent } from './need';
import { type NeedCommand, needDecider } from './need.decide';
import { attachIdeasSchema, projectIdeasMax } from './ideas.decide';

const now = '2026-11-28T10:00:00.000Z';
const ada: Actor = { kind: 'user', userId: 'u-ada', email: 'ada@example.com', roles: ['client'] };
const bob: Actor = { kind: 'user', userId: 'u-bob', email: 'bob@example.com', roles: ['client'] };
const spec = specFor(needDecider);
const ideas = { boardId: 'ib1', boardName: 'Calm living room', caseIds: ['demo-1-1'], goodsIds: ['g1', 'g2'] };
const attach = (d: Partial<typeof ideas> = {}, actor: Actor = ada) => ({ type: 'AttachIdeas', data: { needId: '7', ...ideas, ...d }, metadata: { commandId: 'c1', now, actor } }) as NeedCommand;
const drafted: NeedEvent = { type: 'NeedDrafted', data: { needId: '7', packageId: 'pk1', owner: { kind: 'client', clientId: 'u-ada' }, room: { roomTypeId: '1', name: 'Living Room' }, createdAt: now } };
const attached = (d: Partial<typeof ideas> = {}): NeedEvent => ({ type: 'NeedIdeasAttached', data: { needId: '7', ...ideas, ...d, attachedAt: now } });

describe('a design project started from an idea board (issue 24)', () => {
  it('keeps the board’s cases and products in the brief; the same ideas again append nothing; new ones replace them', () => {
    spec([drafted]).when(attach()).then([attached()]);
    spec([drafted, attached()]).when(attach()).then([]);
    spec([drafted, attached()]).when(attach({ goodsIds: ['g3'] })).then([attached({ goodsIds: ['g3'] })]);
    // A product saved twice is kept once.
    spec([drafted]).when(attach({ goodsIds: ['g1', 'g1'] })).then([attached({ goodsIds: ['g1'] })]);
    const state = [drafted, attached()].reduce(evolveNeed, initialNeedState());
    expect(state.need?.ideas).toEqual(ideas);
  });

  it('only on one’s own project, and not once a designer works from the brief', () => {
    spec([drafted]).when(attach({}, bob)).thenThrows('NEED_NOT_FOUND');
    spec([]).when(attach()).thenThrows('NEED_NOT_FOUND');
    spec([drafted, { type: 'DesignerAssigned', data: { needId: '7', designerId: 'u-des', assignedAt: now } }]).when(attach()).thenThrows('NEED_LOCKED');
  });

  it('refuses more than a board’s worth of ideas, with the limit in the message', () => {
    const many = Array.from({ length: projectIdeasMax + 1 }, (_, i) => `g${i}`);
    const parsed = attachIdeasSchema.safeParse({ needId: '7', ...ideas, goodsIds: many });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(`A project keeps at most ${projectIdeasMax} products`);
  });
});
