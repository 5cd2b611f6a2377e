import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/testing';
import type { Actor } from '../shared/messages';
import type { NeedEvent } from './need';
import { type NeedCommand, needDecider } from './need.decide';
import { answerSchema } from './answers';
import { detailRows, detailSchema } from './details';

const now = '2026-11-22T10:00:00.000Z';
const ada: Actor = { kind: 'user', userId: 'u-ada', email: 'ada@example.com', roles: ['client'] };
const bob: Actor = { kind: 'user', userId: 'u-bob', email: 'bob@example.com', roles: ['client'] };
const spec = specFor(needDecider);
const detail = (d: Extract<NeedCommand, { type: 'AnswerNeedDetail' }>['data'], actor: Actor = ada) => ({ type: 'AnswerNeedDetail', data: d, metadata: { commandId: 'c1', now, actor } }) as NeedCommand;
const drafted = (name = 'Living Room'): NeedEvent => ({ type: 'NeedDrafted', data: { needId: '7', packageId: 'pk1', owner: { kind: 'client', clientId: 'u-ada' }, room: { roomTypeId: '1', name }, createdAt: now } });
const assigned: NeedEvent = { type: 'DesignerAssigned', data: { needId: '7', designerId: 'u-des', assignedAt: now } };
const answered = (d: Extract<NeedEvent, { type: 'NeedDetailAnswered' }>['data']['detail'], answer: Record<string, unknown>): NeedEvent => ({ type: 'NeedDetailAnswered', data: { needId: '7', detail: d, answer, answeredAt: now } });

/** The first issue's field and message of a detail's answer, or null when it is kept. */
function refusal(key: Parameters<typeof detailSchema>[0], answer: unknown, room = 'Living Room') {
  const parsed = detailSchema(key, room).safeParse(answer);
  return parsed.success ? null : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
}
function budgetRefusal(answer: unknown, plan: 'CLASSIC' | 'KITCHEN' | 'KICK_START' = 'CLASSIC', room = 'Living Room') {
  const parsed = answerSchema('BUDGET', room, plan).safeParse(answer);
  return parsed.success ? parsed.data : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
}
const long = (n: number) => 'x'.repeat(n);

describe('the questionnaire’s details (issue 23)', () => {
  it('each detail names what went wrong by its field: unknown ids, both lists, too long, nothing chosen', () => {
    expect(refusal('SCOPE', { covers: ['layout', 'jacuzzi'], start: 'SOME' })).toEqual({ covers: 'Please choose what the design should cover' });
    expect(refusal('SCOPE', { covers: ['layout'], start: 'NOW' })).toEqual({ start: 'Please tell us where the room starts from' });
    expect(refusal('SCOPE', { covers: ['layout'], start: 'SOME', keeping: long(1001) })).toEqual({ keeping: 'Please keep it under 1000 characters' });
    expect(refusal('SCOPE', { covers: ['layout', 'layout'], start: 'SOME' })).toEqual({ covers: 'Each choice once, please' });
    expect(refusal('FURNITURE_PIECES', { need: ['sofa', 'bed'] })).toEqual({ need: 'Please choose pieces a Living Room holds' });
    expect(refusal('FURNITURE_PIECES', { need: ['sofa'], keep: ['sofa'] })).toEqual({ keep: 'A piece is either new or kept, not both' });
    expect(refusal('FURNITURE_PIECES', {})).toEqual({ need: 'Please choose the pieces you need or keep' });
    expect(refusal('FURNITURE_PIECES', { need: ['bed'], keep: ['dresser'] }, 'Bedroom')).toBeNull();
    expect(refusal('FURNITURE_STYLE', { woodTones: ['zebra'] })).toEqual({ woodTones: 'Please choose wood tones from the list' });
    expect(refusal('FURNITURE_STYLE', { fabrics: ['Velvet', 'Kevlar'] })).toEqual({ fabrics: 'Please choose fabrics from the list' });
    expect(refusal('FURNITURE_STYLE', { legs: ['tapered'], note: long(501) })).toEqual({ note: 'Please keep it under 500 characters' });
    expect(refusal('WALL_COLOR', { choice: 'PALETTE' })).toEqual({ colours: 'Please choose at least one colour' });
    expect(refusal('WALL_COLOR', { choice: 'KEEP', colours: ['sage'] })).toEqual({ colours: 'Colours go with “I would like these colours” only' });
    expect(refusal('WALL_COLOR', { choice: 'PALETTE', colours: ['walnut'] })).toEqual({ colours: 'Please choose colours from the palette' });
    expect(refusal('WALL_COLOR', { choice: 'PALETTE', colours: ['sage', 'ivory', 'navy', 'rust', 'olive', 'teal'] })).toEqual({ colours: 'Please choose at most 5' });
    expect(refusal('MATERIALS', { liked: ['Oak'], disliked: ['Oak'] })).toEqual({ disliked: 'A material is either liked or disliked, not both' });
    expect(refusal('MATERIALS', { liked: ['Plastic'] })).toEqual({ liked: 'Please choose materials from the list' });
    expect(refusal('ABOUT_YOU_MORE', { users: ['me'], workFromHome: 'DAILY', styleWords: ['warm', long(31)] })).toEqual({ 'styleWords.1': 'Each word under 30 characters, please' });
    expect(refusal('ABOUT_YOU_MORE', { users: [], workFromHome: 'DAILY' })).toEqual({ users: 'Please choose who uses the room' });
    expect(refusal('ABOUT_YOU_MORE', { users: ['me'], workFromHome: 'DAILY', accessibility: long(501) })).toEqual({ accessibility: 'Please keep it under 500 characters' });
  });

  it('a precise budget: the plan’s least, nothing absurd, dollars only; it is the one BUDGET answer', () => {
    expect(budgetRefusal({ type: 'PRECISE', amount: 45_000 })).toEqual({ amount: 'A budget for this plan starts at $500' });
    expect(budgetRefusal({ type: 'PRECISE', amount: 2_000_000 }, 'KITCHEN', 'Kitchen')).toEqual({ amount: 'A budget for this plan starts at $25,000' });
    expect(budgetRefusal({ type: 'PRECISE', amount: 100_000_001 })).toEqual({ amount: 'Please enter a budget under $1,000,000' });
    expect(budgetRefusal({ type: 'PRECISE', amount: Number.NaN })).toEqual({ amount: 'Please enter your budget in dollars, like 4500' });
    expect(budgetRefusal({ type: 'PRECISE' })).toEqual({ amount: 'Please enter your budget' });
    expect(budgetRefusal({ type: 'PRECISE', amount: 450_000 })).toEqual({ type: 'PRECISE', budget: 'Exact budget', minPrice: 450_000, maxPrice: 450_000 });
  });

  it('a budget split by piece: catalogue kinds once, most above least, the total within the plan’s rules', () => {
    const line = (kind: string, lo: number, hi: number) => ({ kind, minPrice: lo * 100, maxPrice: hi * 100 });
    expect(budgetRefusal({ type: 'SPLIT', split: [line('sofa', 1500, 2500), line('rug', 300, 600)] })).toEqual({
      type: 'SPLIT', budget: 'Budget by piece', minPrice: 180_000, maxPrice: 310_000, split: [line('sofa', 1500, 2500), line('rug', 300, 600)],
    });
    expect(budgetRefusal({ type: 'SPLIT', split: [line('sofa', 2500, 1500)] })).toEqual({ 'split.sofa': 'Sofa: the most must be at least the least' });
    expect(budgetRefusal({ type: 'SPLIT', split: [line('hovercraft', 1, 2)] })).toEqual({ split: 'Please choose pieces from the list' });
    expect(budgetRefusal({ type: 'SPLIT', split: [line('sofa', 100, 200), line('sofa', 100, 200)] })).toEqual({ 'split.sofa': 'Sofa: once, please' });
    expect(budgetRefusal({ type: 'SPLIT', split: [line('vase', 20, 40)] })).toEqual({ split: 'Your pieces add up to $40; a budget for this plan starts at $500' });
    expect(budgetRefusal({ type: 'SPLIT', split: [line('sofa', 10, 2_000_000)] })).toEqual({ 'split.sofa': 'Sofa: please enter an amount under $1,000,000' });
    expect(budgetRefusal({ type: 'SPLIT', split: [] })).toEqual({ split: 'Please give a price range for at least one piece' });
  });

  it('the client answers a detail of their own project; another client does not find it; a designer at work locks it', () => {
    const scope = { covers: ['layout', 'lighting'], start: 'SOME', keeping: 'The grey sofa' };
    spec([drafted()]).when(detail({ needId: '7', detail: 'SCOPE', answer: scope })).then([answered('SCOPE', scope)]);
    spec([drafted(), answered('SCOPE', scope)]).when(detail({ needId: '7', detail: 'SCOPE', answer: scope })).then([]);
    // As the store gives it back, its keys in another order: still the same answer.
    spec([drafted(), answered('SCOPE', { start: 'SOME', keeping: 'The grey sofa', covers: ['layout', 'lighting'] })]).when(detail({ needId: '7', detail: 'SCOPE', answer: scope })).then([]);
    spec([drafted()]).when(detail({ needId: '7', detail: 'SCOPE', answer: scope }, bob)).thenThrows('NEED_NOT_FOUND');
    const bad = spec([drafted()]).when(detail({ needId: '7', detail: 'MATERIALS', answer: { liked: ['Plastic'] } })).thenThrows('ANSWER_INVALID');
    expect(bad.fields).toEqual({ liked: 'Please choose materials from the list' });
    spec([drafted(), { type: 'NeedSubmitted', data: { needId: '7', submittedAt: now } }, assigned]).when(detail({ needId: '7', detail: 'SCOPE', answer: scope })).thenThrows('NEED_LOCKED');
    const more = { users: ['me'], workFromHome: 'DAILY', accessibility: '', styleWords: ['warm'] };
    spec([drafted(), assigned]).when(detail({ needId: '7', detail: 'ABOUT_YOU_MORE', answer: more })).then([answered('ABOUT_YOU_MORE', more)]);
    // A kitchen has no furniture questions.
    spec([drafted('Kitchen')]).when(detail({ needId: '7', detail: 'FURNITURE_PIECES', answer: { need: ['sofa'] } })).thenThrows('DETAIL_NOT_IN_PROJECT');
  });

  it('reads back in words for the brief', () => {
    expect(detailRows('WALL_COLOR', { choice: 'PALETTE', colours: ['sage', 'navy'], note: 'Calm' })).toEqual([['Walls', 'I would like these colours'], ['Wall colours', 'Sage, Navy'], ['About the walls', 'Calm']]);
    expect(detailRows('FURNITURE_PIECES', { need: ['sofa', 'coffee-table'], keep: ['rug'], note: '' })).toEqual([['Pieces needed', 'Sofa, Coffee table'], ['Pieces kept', 'Rug']]);
  });
});
