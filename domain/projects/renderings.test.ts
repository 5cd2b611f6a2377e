import { describe, expect, it } from 'vitest';
import { chosenRenderIds, isAiRenderId, refusedRenderChoices, renderingsSummary } from './renderings';

const mine = `r${'a'.repeat(32)}`;
const theirs = `r${'b'.repeat(32)}`;

describe('the RENDERINGS step: style photos and the client’s own AI renders', () => {
  it.each([
    [mine, true],
    ['p1', false],
    ['r123', false],
    [`R${'a'.repeat(32)}`, false],
    [42, false],
  ])('%s is an AI render id: %s', (id, expected) => expect(isAiRenderId(id)).toBe(expected));

  it.each([
    { chosen: ['p1', 'p2'], own: [], refused: [] },
    { chosen: ['p1', mine], own: [mine], refused: [] },
    { chosen: [mine, theirs], own: [mine], refused: [theirs] },
    { chosen: [theirs], own: [], refused: [theirs] },
  ])('chosen $chosen with own $own refuses $refused', ({ chosen, own, refused }) => {
    expect(refusedRenderChoices(chosen, new Set(own))).toEqual(refused);
  });

  it('picks the render ids out of an answer', () => {
    expect(chosenRenderIds(['p3', mine, 'x'])).toEqual([mine]);
    expect(chosenRenderIds(undefined)).toEqual([]);
  });

  it('says the answer in words', () => {
    expect(renderingsSummary(['p1', 'p2'])).toBe('2 chosen');
    expect(renderingsSummary([mine, 'p1'])).toBe('2 chosen · 1 of your AI renders');
    expect(renderingsSummary([mine], 'the client’s own')).toBe('1 chosen · 1 of the client’s own AI renders');
  });
});
