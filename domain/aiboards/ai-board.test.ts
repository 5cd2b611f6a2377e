import { describe, expect, it } from 'vitest';
import type { Actor } from '../shared/messages';
import type { AiBoardEvent } from './ai-board';
import { aiBoardDecider, type AiBoardCommand } from './ai-board.decide';
import { initialAiBoardState } from './ai-board';

const now = '2026-11-28T09:00:00.000Z';
const visitor: Actor = { kind: 'visitor', visitorId: 'v-1' };
const other: Actor = { kind: 'visitor', visitorId: 'v-2' };
const slots = [
  { key: 'seating', label: 'Seating', targetCents: 60_000, pick: { goodsId: 'g1', priceCents: 60_000, why: 'x.' }, alternative: { goodsId: 'g2', priceCents: 70_000, why: 'y.' } },
  { key: 'rug', label: 'Rug', targetCents: 30_000, pick: { goodsId: 'g3', priceCents: 30_000, why: 'z.' }, alternative: { goodsId: 'g4', priceCents: 45_000, why: 'w.' } },
];
const data = { boardId: 'ab0123456789abcdef', owner: { kind: 'visitor' as const, visitorId: 'v-1' }, diyId: 'dy0123456789abcdef', brief: { room: 'Living Room' as const, roomTypeId: '1', style: 'Modern' as const, budgetCents: 100_000, photo: null }, slots, totalCents: 90_000 };
const cmd = (type: AiBoardCommand['type'], d: unknown, actor: Actor = visitor) => ({ type, data: d, metadata: { commandId: 'c', now, actor } }) as AiBoardCommand;
const fold = (events: AiBoardEvent[]) => events.reduce(aiBoardDecider.evolve, initialAiBoardState());
const composed = aiBoardDecider.decide(cmd('ComposeAiBoard', data), initialAiBoardState());

describe('an AI mood board', () => {
  it('records the brief and the board; refuses a board above its budget or for someone else', () => {
    expect(composed).toMatchObject([{ type: 'AiBoardComposed', data: { totalCents: 90_000 } }]);
    expect(() => aiBoardDecider.decide(cmd('ComposeAiBoard', { ...data, totalCents: 120_000 }), initialAiBoardState())).toThrow('over its budget');
    expect(() => aiBoardDecider.decide(cmd('ComposeAiBoard', data, other), initialAiBoardState())).toThrow();
  });

  it('swaps within budget only; another visitor’s swap is not found', () => {
    const state = fold(composed);
    expect(aiBoardDecider.decide(cmd('SwapAiBoardPiece', { boardId: data.boardId, slot: 'seating', alternative: true }), state)).toMatchObject([{ data: { totalCents: 100_000 } }]);
    const swapped = fold([...composed, { type: 'AiBoardPieceSwapped', data: { boardId: data.boardId, slot: 'seating', alternative: true, totalCents: 100_000, swappedAt: now } }]);
    expect(() => aiBoardDecider.decide(cmd('SwapAiBoardPiece', { boardId: data.boardId, slot: 'rug', alternative: true }), swapped)).toThrow('over your budget');
    expect(aiBoardDecider.decide(cmd('SwapAiBoardPiece', { boardId: data.boardId, slot: 'seating', alternative: true }), swapped)).toEqual([]);
    expect(() => aiBoardDecider.decide(cmd('SwapAiBoardPiece', { boardId: data.boardId, slot: 'seating', alternative: true }, other), state)).toThrow('does not exist');
    expect(() => aiBoardDecider.decide(cmd('SwapAiBoardPiece', { boardId: data.boardId, slot: 'bed', alternative: true }), state)).toThrow('not on the board');
  });
});
