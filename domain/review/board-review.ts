import type { Event } from '../shared/messages';
import type { ReviewIntent } from './review-options';

/**
 * The client's marks on the products of one mood board (part 1 §3 product comment,
 * part 2 §3 board product; issue 10): KEEP, SEE_OPTIONS or DONT_WANT with tags and a
 * text, one comment per product, updated by its id; the designer answers a comment
 * and offers alternatives for SEE_OPTIONS. Events on `review-<boardId>`.
 */
export const boardReviewStream = (boardId: string) => `review-${boardId}`;

export interface ProductComment {
  commentId: string;
  productId: string;
  intent: ReviewIntent | null;
  tagIds: number[];
  content: string;
  answer: string | null;
  alternatives: string[];
  updatedAt: string;
}

export type BoardReviewEvent =
  | Event<'ProductMarked', { boardId: string; commentId: string; productId: string; clientId: string; intent: ReviewIntent; tagIds: number[]; content: string; markedAt: string }>
  | Event<'ProductMarkChanged', { boardId: string; commentId: string; intent: ReviewIntent | null; tagIds: number[]; content: string; changedAt: string }>
  | Event<'ProductCommentAnswered', { boardId: string; commentId: string; designerId: string; answer: string; answeredAt: string }>
  | Event<'AlternativesOffered', { boardId: string; commentId: string; designerId: string; goodsIds: string[]; offeredAt: string }>;

export interface BoardReviewState {
  comments: Record<string, ProductComment>;
}

export const initialBoardReviewState = (): BoardReviewState => ({ comments: {} });

export function evolveBoardReview(state: BoardReviewState, event: BoardReviewEvent): BoardReviewState {
  const c = state.comments[event.data.commentId];
  const put = (comment: ProductComment) => ({ comments: { ...state.comments, [comment.commentId]: comment } });
  switch (event.type) {
    case 'ProductMarked': {
      const { commentId, productId, intent, tagIds, content, markedAt } = event.data;
      return put({ commentId, productId, intent, tagIds, content, answer: null, alternatives: [], updatedAt: markedAt });
    }
    case 'ProductMarkChanged':
      return c ? put({ ...c, intent: event.data.intent, tagIds: event.data.tagIds, content: event.data.content, updatedAt: event.data.changedAt }) : state;
    case 'ProductCommentAnswered':
      return c ? put({ ...c, answer: event.data.answer }) : state;
    case 'AlternativesOffered':
      return c ? put({ ...c, alternatives: event.data.goodsIds }) : state;
    default: {
      const never: never = event;
      return never;
    }
  }
}

export const boardReviewEventTypes = Object.keys({
  ProductMarked: true,
  ProductMarkChanged: true,
  ProductCommentAnswered: true,
  AlternativesOffered: true,
} satisfies Record<BoardReviewEvent['type'], true>) as BoardReviewEvent['type'][];
