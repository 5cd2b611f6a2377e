import type { Event } from '../shared/messages';

/**
 * A buyer's review of one product (issue 22): one stream per client and
 * product, `product-review-<goodsId>~<userId>` (goods and user ids never hold
 * `~`, so the two parts cannot run into each other). Its id, `<goodsId>~<userId>`,
 * is the one the console and the JSON calls name it by. Writing again edits it;
 * every version waits for staff before the public sees it.
 *
 * Not the designer's mood-board review (domain/review): that is a proposal's.
 */
export const productReviewId = (goodsId: string, userId: string) => `${goodsId}~${userId}`;
export const productReviewStream = (goodsId: string, userId: string) => `product-review-${productReviewId(goodsId, userId)}`;

/** `<goodsId>~<userId>` back into its parts, or null when it is not one. */
export function parseProductReviewId(reviewId: string): { goodsId: string; userId: string } | null {
  const match = /^([A-Za-z0-9-]{1,64})~([A-Za-z0-9_-]{1,64})$/.exec(reviewId);
  return match ? { goodsId: match[1]!, userId: match[2]! } : null;
}

export const reviewLimits = { titleMax: 120, textMax: 4000, reasonMax: 500, authorNameMax: 60 } as const;

export const reviewStatuses = ['pending', 'approved', 'rejected', 'hidden'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** The photo as stored: checked and re-encoded by the files context, under the author's own images. */
export interface ReviewPhoto {
  key: string;
  url: string;
  width: number;
  height: number;
}

/** What the client wrote (each version of it). */
export interface ReviewContent {
  rating: number;
  title: string | null;
  text: string;
  photo: ReviewPhoto | null;
}

/** The delivered order line that makes the author a verified buyer. */
export interface ReviewPurchase {
  orderId: string;
  lineId: string;
  deliveredAt: string;
}

type Ids = { goodsId: string; userId: string };

export type ProductReviewEvent =
  | Event<'ProductReviewSubmitted', Ids & ReviewContent & { authorName: string; purchase: ReviewPurchase; revision: number; submittedAt: string }>
  | Event<'ProductReviewEdited', Ids & ReviewContent & { authorName: string; revision: number; editedAt: string }>
  | Event<'ProductReviewApproved', Ids & { revision: number; approvedBy: string; approvedAt: string }>
  | Event<'ProductReviewRejected', Ids & { revision: number; reason: string; rejectedBy: string; rejectedAt: string }>
  | Event<'ProductReviewHidden', Ids & { revision: number; reason: string | null; hiddenBy: string; hiddenAt: string }>;

export type ProductReviewState =
  | { status: 'none' }
  | { status: ReviewStatus; goodsId: string; userId: string; revision: number; content: ReviewContent; authorName: string };

export const initialProductReviewState = (): ProductReviewState => ({ status: 'none' });

export function evolveProductReview(state: ProductReviewState, event: ProductReviewEvent): ProductReviewState {
  switch (event.type) {
    case 'ProductReviewSubmitted':
    case 'ProductReviewEdited': {
      const { goodsId, userId, rating, title, text, photo, authorName, revision } = event.data;
      return { status: 'pending', goodsId, userId, revision, authorName, content: { rating, title, text, photo } };
    }
    case 'ProductReviewApproved':
      return state.status === 'none' ? state : { ...state, status: 'approved' };
    case 'ProductReviewRejected':
      return state.status === 'none' ? state : { ...state, status: 'rejected' };
    case 'ProductReviewHidden':
      return state.status === 'none' ? state : { ...state, status: 'hidden' };
    default: {
      const never: never = event;
      return never;
    }
  }
}

export const productReviewEventTypes = Object.keys({
  ProductReviewSubmitted: true,
  ProductReviewEdited: true,
  ProductReviewApproved: true,
  ProductReviewRejected: true,
  ProductReviewHidden: true,
} satisfies Record<ProductReviewEvent['type'], true>) as ProductReviewEvent['type'][];

/** What the product page and the JSON calls say to whoever may not write a review. */
export const reviewMessages = {
  signIn: 'Please sign in to write a review.',
  notBuyer: 'Only customers who bought this product and received it can review it.',
  saved: 'Thank you! Your review will appear once our team has checked it.',
  notFound: 'This review was not found.',
  changed: 'The review has changed since you opened it; please read it again.',
  notPending: 'Only a review waiting for moderation can be approved or rejected.',
  notApproved: 'Only an approved review can be hidden.',
  approved: 'The review is approved and now shown on the product page.',
  rejected: 'The review is rejected; its author sees your reason.',
  hidden: 'The review is hidden from the product page.',
} as const;
