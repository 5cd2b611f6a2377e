import { describe, it } from 'vitest';
import type { Actor } from '../shared/messages';
import { specFor } from '../shared/testing';
import type { BoardReviewEvent } from './board-review';
import { type BoardReviewCommand, boardReviewDecider } from './board-review.decide';

const spec = specFor(boardReviewDecider);
const now = '2026-11-23T10:00:00.000Z';
const user = (userId: string, role: 'client' | 'designer' | 'staff'): Actor => ({ kind: 'user', userId, email: `${userId}@x.test`, roles: [role] });
const client = user('cli-1', 'client');
const designer = user('des-1', 'designer');
const stranger = user('cli-2', 'client');
const people = { boardId: 'mb1', clientId: 'cli-1', designerIds: ['des-1'] };
const cmd = <T extends BoardReviewCommand['type']>(type: T, data: Omit<Extract<BoardReviewCommand, { type: T }>['data'], 'boardId' | 'clientId' | 'designerIds'>, actor: Actor = client) =>
  ({ type, data: { ...people, ...data }, metadata: { commandId: "c1", now, actor } }) as unknown as BoardReviewCommand;

const marked: BoardReviewEvent = { type: 'ProductMarked', data: { boardId: 'mb1', commentId: 'cm1', productId: 'g1', clientId: 'cli-1', intent: 'SEE_OPTIONS', tagIds: [5, 11], content: 'Too big', markedAt: now } };

describe('product comments on a board', () => {
  it('the client marks a product once; a second mark on it must update by id', () => {
    spec([]).when(cmd('MarkProduct', { commentId: 'cm1', productId: 'g1', mark: { intent: 'SEE_OPTIONS', tagIds: [11, 5], content: ' Too big ' } })).then([marked]);
    spec([marked]).when(cmd('MarkProduct', { commentId: 'cm1', productId: 'g1', mark: { intent: 'SEE_OPTIONS', tagIds: [5, 11], content: 'Too big' } })).then([]);
    spec([marked]).when(cmd('MarkProduct', { commentId: 'cm2', productId: 'g1', mark: { intent: 'KEEP' } })).thenThrows('COMMENT_EXISTS');
    spec([]).when(cmd('MarkProduct', { commentId: 'cm1', productId: 'g1', mark: { intent: 'LOVE' } })).thenThrows('UNKNOWN_INTENT');
    spec([]).when(cmd('MarkProduct', { commentId: 'cm1', productId: 'g1', mark: { intent: 'KEEP', tagIds: [1] } })).thenThrows('UNKNOWN_TAG');
    spec([]).when(cmd('MarkProduct', { commentId: 'cm1', productId: 'g1', mark: { intent: 'KEEP' } }, stranger)).thenThrows('BOARD_NOT_FOUND');
    spec([]).when(cmd('MarkProduct', { commentId: 'cm1', productId: 'g1', mark: { intent: 'KEEP' } }, designer)).thenThrows('BOARD_NOT_FOUND');
  });

  it('an update changes the status by intent, or clears it with statusId -1', () => {
    spec([marked]).when(cmd('UpdateProductComment', { commentId: 'cm1', mark: { intent: 'DONT_WANT', tagIds: [1], content: 'We own one' } })).then([
      { type: 'ProductMarkChanged', data: { boardId: 'mb1', commentId: 'cm1', intent: 'DONT_WANT', tagIds: [1], content: 'We own one', changedAt: now } },
    ]);
    spec([marked]).when(cmd('UpdateProductComment', { commentId: 'cm1', mark: { statusId: -1 } })).then([
      { type: 'ProductMarkChanged', data: { boardId: 'mb1', commentId: 'cm1', intent: null, tagIds: [], content: '', changedAt: now } },
    ]);
    spec([marked]).when(cmd('UpdateProductComment', { commentId: 'nope', mark: { intent: 'KEEP' } })).thenThrows('COMMENT_NOT_FOUND');
    spec([marked]).when(cmd('UpdateProductComment', { commentId: 'cm1', mark: { intent: 'KEEP' } }, stranger)).thenThrows('BOARD_NOT_FOUND');
  });

  it('the designer answers and offers alternatives for SEE_OPTIONS only', () => {
    spec([marked]).when(cmd('AnswerProductComment', { commentId: 'cm1', answer: 'Here is a smaller one' }, designer)).then([
      { type: 'ProductCommentAnswered', data: { boardId: 'mb1', commentId: 'cm1', designerId: 'des-1', answer: 'Here is a smaller one', answeredAt: now } },
    ]);
    spec([marked]).when(cmd('AnswerProductComment', { commentId: 'cm1', answer: 'x' }, client)).thenThrows('FORBIDDEN');
    spec([marked]).when(cmd('AnswerProductComment', { commentId: 'cm1', answer: 'x' }, stranger)).thenThrows('BOARD_NOT_FOUND');
    spec([marked]).when(cmd('OfferAlternatives', { commentId: 'cm1', goodsIds: ['g2', 'g1', 'g2'] }, designer)).then([
      { type: 'AlternativesOffered', data: { boardId: 'mb1', commentId: 'cm1', designerId: 'des-1', goodsIds: ['g2'], offeredAt: now } },
    ]);
    const kept: BoardReviewEvent = { type: 'ProductMarkChanged', data: { boardId: 'mb1', commentId: 'cm1', intent: 'KEEP', tagIds: [], content: '', changedAt: now } };
    spec([marked, kept]).when(cmd('OfferAlternatives', { commentId: 'cm1', goodsIds: ['g2'] }, designer)).thenThrows('NOT_SEE_OPTIONS');
  });
});
