import { z } from 'zod';
import { ForbiddenError, IllegalStateError, NotFoundError, ValidationError } from '../shared/errors';
import type { Actor, Command, Decider } from '../shared/messages';
import { type BoardReviewEvent, type BoardReviewState, evolveBoardReview, initialBoardReviewState } from './board-review';
import { checkedMark, NO_MARK } from './review-options';
import { idField } from '../shared/schemas';

const id = (message: string) => idField(message);
/** The spec's rule: updating a comment needs its id. */
export const commentIdMessage = 'Updating a comment needs an id';
/**
 * Who the board is for, looked up by the app from the board (never from the request):
 * its client, and the designers who may answer.
 */
const boardPeople = z.object({ boardId: id('Invalid mood board'), clientId: id('Invalid client'), designerIds: z.array(id('Invalid designer')).max(10) });
const mark = z.object({
  intent: z.string().trim().max(20).nullish(),
  statusId: z.coerce.number().int().nullish(),
  tagIds: z.array(z.coerce.number().int()).max(20, 'Too many tags').nullish(),
  content: z.string().max(5000).nullish(),
});

export const markProductSchema = boardPeople.extend({ commentId: id('Invalid comment'), productId: id('Please choose a product'), mark });
export const updateProductCommentSchema = boardPeople.extend({ commentId: id(commentIdMessage), mark });
export const answerProductCommentSchema = boardPeople.extend({ commentId: id(commentIdMessage), answer: z.string({ required_error: 'Please write an answer' }).trim().min(1, 'Please write an answer').max(2000, 'Please keep it under 2000 characters') });
export const offerAlternativesSchema = boardPeople.extend({ commentId: id(commentIdMessage), goodsIds: z.array(id('Invalid product')).min(1, 'Choose at least one alternative').max(12, 'Offer at most 12 alternatives') });

export type BoardReviewCommand =
  | Command<'MarkProduct', z.infer<typeof markProductSchema>>
  | Command<'UpdateProductComment', z.infer<typeof updateProductCommentSchema>>
  | Command<'AnswerProductComment', z.infer<typeof answerProductCommentSchema>>
  | Command<'OfferAlternatives', z.infer<typeof offerAlternativesSchema>>;

const userIdOf = (actor: Actor) => (actor.kind === 'user' ? actor.userId : null);
const isStaff = (actor: Actor) => actor.kind === 'system' || (actor.kind === 'user' && actor.roles.includes('staff'));
/** Only the board's client marks its products; anyone else is told it does not exist. */
function asClient(actor: Actor, clientId: string) {
  if (userIdOf(actor) !== clientId) throw new NotFoundError('BOARD_NOT_FOUND', 'This mood board does not exist');
}
function asDesigner(actor: Actor, designerIds: readonly string[], clientId: string) {
  if (isStaff(actor) || designerIds.includes(userIdOf(actor) ?? '')) return;
  if (userIdOf(actor) === clientId) throw new ForbiddenError();
  throw new NotFoundError('BOARD_NOT_FOUND', 'This mood board does not exist');
}

export function decideBoardReview(command: BoardReviewCommand, state: BoardReviewState): BoardReviewEvent[] {
  const { actor, now } = command.metadata;
  const { boardId, clientId, designerIds } = command.data;
  switch (command.type) {
    case 'MarkProduct': {
      asClient(actor, clientId);
      const { commentId, productId } = command.data;
      const same = state.comments[commentId];
      const m = checkedMark(command.data.mark);
      if (same) {
        if (same.productId === productId && same.intent === m.intent && same.content === m.content && JSON.stringify(same.tagIds) === JSON.stringify(m.tagIds)) return [];
        throw new IllegalStateError('COMMENT_EXISTS', 'This comment exists: update it by its id');
      }
      if (Object.values(state.comments).some((c) => c.productId === productId))
        throw new IllegalStateError('COMMENT_EXISTS', 'This product already has your comment: update it by its id');
      return [{ type: 'ProductMarked', data: { boardId, commentId, productId, clientId, ...m, markedAt: now } }];
    }
    case 'UpdateProductComment': {
      asClient(actor, clientId);
      const c = state.comments[command.data.commentId];
      if (!c) throw new NotFoundError('COMMENT_NOT_FOUND', 'This comment does not exist');
      // statusId -1 clears the mark (the product shows unmarked again).
      const cleared = command.data.mark.statusId === NO_MARK && !command.data.mark.intent;
      const m = cleared ? { intent: null, tagIds: [], content: '' } : checkedMark(command.data.mark);
      if (c.intent === m.intent && c.content === m.content && JSON.stringify(c.tagIds) === JSON.stringify(m.tagIds)) return [];
      return [{ type: 'ProductMarkChanged', data: { boardId, commentId: c.commentId, ...m, changedAt: now } }];
    }
    case 'AnswerProductComment': {
      asDesigner(actor, designerIds, clientId);
      const c = state.comments[command.data.commentId];
      if (!c) throw new NotFoundError('COMMENT_NOT_FOUND', 'This comment does not exist');
      if (c.answer === command.data.answer) return [];
      return [{ type: 'ProductCommentAnswered', data: { boardId, commentId: c.commentId, designerId: userIdOf(actor) ?? 'system', answer: command.data.answer, answeredAt: now } }];
    }
    case 'OfferAlternatives': {
      asDesigner(actor, designerIds, clientId);
      const c = state.comments[command.data.commentId];
      if (!c) throw new NotFoundError('COMMENT_NOT_FOUND', 'This comment does not exist');
      if (c.intent !== 'SEE_OPTIONS') throw new ValidationError('NOT_SEE_OPTIONS', 'Alternatives are for products the client asked to see options for');
      const goodsIds = [...new Set(command.data.goodsIds)].filter((g) => g !== c.productId);
      if (!goodsIds.length) throw new ValidationError('NO_ALTERNATIVES', 'Choose at least one alternative');
      if (JSON.stringify(goodsIds) === JSON.stringify(c.alternatives)) return [];
      return [{ type: 'AlternativesOffered', data: { boardId, commentId: c.commentId, designerId: userIdOf(actor) ?? 'system', goodsIds, offeredAt: now } }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const boardReviewDecider: Decider<BoardReviewState, BoardReviewCommand, BoardReviewEvent> = {
  initialState: initialBoardReviewState,
  evolve: evolveBoardReview,
  decide: decideBoardReview,
};
