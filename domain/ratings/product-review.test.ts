import { describe, expect, it } from 'vitest';
import { authorize } from '../authz';
import { specFor } from '../shared/testing';
import type { Actor } from '../shared/messages';
import { ratingsContext } from './context';
import { parseProductReviewId, productReviewEventTypes, productReviewId, productReviewStream, type ProductReviewEvent } from './product-review';
import { productReviewDecider, reviewFormSchema, writeProductReviewSchema, type ProductReviewCommand } from './product-review.decide';

const now = '2026-11-27T10:00:00.000Z';
const later = '2026-11-27T11:00:00.000Z';
const client: Actor = { kind: 'user', userId: 'u1', email: 'ann@example.com', roles: ['client'] };
const other: Actor = { kind: 'user', userId: 'u2', email: 'bo@example.com', roles: ['client'] };
const staff: Actor = { kind: 'user', userId: 's1', email: 'staff@example.com', roles: ['staff'] };
const spec = specFor(productReviewDecider);

const purchase = { orderId: 'o1', lineId: 'line-1', deliveredAt: '2026-11-20T10:00:00.000Z' };
const write = {
  goodsId: 'sofa-1',
  userId: 'u1',
  authorName: 'Ann L.',
  rating: 4,
  title: 'Comfortable',
  text: 'Deep seats, sturdy frame.',
  photo: null,
  purchase,
};
const cmd = <T extends ProductReviewCommand['type']>(type: T, data: Extract<ProductReviewCommand, { type: T }>['data'], actor: Actor = client, at = now) =>
  ({ type, data, metadata: { commandId: 'c1', now: at, actor } }) as Extract<ProductReviewCommand, { type: T }>;

const submitted: ProductReviewEvent = {
  type: 'ProductReviewSubmitted',
  data: { goodsId: 'sofa-1', userId: 'u1', authorName: 'Ann L.', rating: 4, title: 'Comfortable', text: 'Deep seats, sturdy frame.', photo: null, purchase, revision: 1, submittedAt: now },
};
const approved = (revision = 1): ProductReviewEvent => ({ type: 'ProductReviewApproved', data: { goodsId: 'sofa-1', userId: 'u1', revision, approvedBy: 's1', approvedAt: later } });
const ids = { goodsId: 'sofa-1', userId: 'u1' };

describe('product review decider', () => {
  it('a verified buyer submits a review, which waits for staff', () => {
    spec([]).when(cmd('WriteProductReview', write)).then([submitted]);
  });

  it('refuses a client with no delivered line, and anyone writing in another client’s name', () => {
    const refused = spec([]).when(cmd('WriteProductReview', { ...write, purchase: null })).thenThrows('FORBIDDEN');
    expect(refused.message).toBe('Only customers who bought this product and received it can review it.');
    spec([]).when(cmd('WriteProductReview', write, other)).thenThrows('FORBIDDEN');
    spec([]).when(cmd('WriteProductReview', write, { kind: 'visitor', visitorId: 'v1' })).thenThrows('FORBIDDEN');
  });

  it('refuses a photo stored under someone else’s images', () => {
    const photo = { key: 'images/u2/7b0e6a1c-0000-4000-8000-000000000000.jpg', url: '/files/images/u2/x.jpg', width: 10, height: 10 };
    spec([]).when(cmd('WriteProductReview', { ...write, photo })).thenThrows('REVIEW_PHOTO_NOT_YOURS');
  });

  it('a second review of the same product edits the first, back to pending; the same text again changes nothing', () => {
    const edit = { ...write, rating: 2, text: 'The cushions sagged after a month.' };
    spec([submitted, approved()])
      .when(cmd('WriteProductReview', edit, client, later))
      .then([{ type: 'ProductReviewEdited', data: { goodsId: 'sofa-1', userId: 'u1', authorName: 'Ann L.', rating: 2, title: 'Comfortable', text: 'The cushions sagged after a month.', photo: null, revision: 2, editedAt: later } }]);
    spec([submitted]).when(cmd('WriteProductReview', write)).then([]);
    const state = [submitted, approved()].reduce(productReviewDecider.evolve, productReviewDecider.initialState());
    expect(state).toMatchObject({ status: 'approved', revision: 1 });
  });

  it('staff approve the version they read; a changed review or a rejected one cannot be approved', () => {
    spec([submitted]).when(cmd('ApproveProductReview', { ...ids, revision: 1 }, staff, later)).then([approved()]);
    spec([submitted, approved()]).when(cmd('ApproveProductReview', { ...ids, revision: 1 }, staff)).then([]);
    spec([submitted]).when(cmd('ApproveProductReview', { ...ids, revision: 2 }, staff)).thenThrows('REVIEW_CHANGED');
    spec([]).when(cmd('ApproveProductReview', { ...ids, revision: 1 }, staff)).thenThrows('REVIEW_NOT_FOUND');
    const rejected: ProductReviewEvent = { type: 'ProductReviewRejected', data: { ...ids, revision: 1, reason: 'Off topic', rejectedBy: 's1', rejectedAt: later } };
    spec([submitted, rejected]).when(cmd('ApproveProductReview', { ...ids, revision: 1 }, staff)).thenThrows('REVIEW_NOT_PENDING');
  });

  it('staff reject a pending review with a reason, and hide an approved one (which they may approve again)', () => {
    spec([submitted])
      .when(cmd('RejectProductReview', { ...ids, revision: 1, reason: 'Names a competitor' }, staff, later))
      .then([{ type: 'ProductReviewRejected', data: { ...ids, revision: 1, reason: 'Names a competitor', rejectedBy: 's1', rejectedAt: later } }]);
    spec([submitted, approved()]).when(cmd('RejectProductReview', { ...ids, revision: 1, reason: 'x' }, staff)).thenThrows('REVIEW_NOT_PENDING');
    spec([submitted]).when(cmd('HideProductReview', { ...ids, revision: 1, reason: null }, staff)).thenThrows('REVIEW_NOT_APPROVED');
    const hidden: ProductReviewEvent = { type: 'ProductReviewHidden', data: { ...ids, revision: 1, reason: 'Reported', hiddenBy: 's1', hiddenAt: later } };
    spec([submitted, approved()]).when(cmd('HideProductReview', { ...ids, revision: 1, reason: 'Reported' }, staff, later)).then([hidden]);
    spec([submitted, approved(), hidden]).when(cmd('ApproveProductReview', { ...ids, revision: 1 }, staff, later)).then([approved()]);
  });

  it('only staff moderate; any signed-in user may write (decide checks it is their own, bought product)', () => {
    for (const type of ['ApproveProductReview', 'RejectProductReview', 'HideProductReview']) {
      expect(() => authorize(client, type, ratingsContext.rules)).toThrow('No access.');
      expect(() => authorize(staff, type, ratingsContext.rules)).not.toThrow();
    }
    expect(() => authorize({ kind: 'visitor', visitorId: 'v1' }, 'WriteProductReview', ratingsContext.rules)).toThrow('Please sign in to continue');
    expect(() => authorize(client, 'WriteProductReview', ratingsContext.rules)).not.toThrow();
  });

  it('names its stream and ids so that the two parts cannot run into each other', () => {
    expect(productReviewStream('sofa-1', 'u1')).toBe('product-review-sofa-1~u1');
    expect(parseProductReviewId(productReviewId('sofa-1', 'demo-client'))).toEqual({ goodsId: 'sofa-1', userId: 'demo-client' });
    for (const bad of ['sofa-1', 'a~b~c', '~u1', 'sofa~', '../x~u1', `${'a'.repeat(65)}~u1`]) expect(parseProductReviewId(bad), bad).toBeNull();
    expect(productReviewEventTypes).toEqual(['ProductReviewSubmitted', 'ProductReviewEdited', 'ProductReviewApproved', 'ProductReviewRejected', 'ProductReviewHidden']);
  });
});

describe('review form input', () => {
  const errorOf = (input: unknown) => {
    const parsed = reviewFormSchema.safeParse(input);
    return parsed.success ? null : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };
  const good = { goodsId: 'sofa-1', rating: '5', title: '  ', text: ' Lovely. ' };

  it('takes whole stars from 1 to 5, an optional title up to 120 characters and a text up to 4,000', () => {
    expect(reviewFormSchema.parse(good)).toEqual({ goodsId: 'sofa-1', rating: 5, title: null, text: 'Lovely.', removePhoto: false });
    expect(errorOf({ ...good, rating: '0' })).toEqual(['rating: Please choose 1 to 5 stars']);
    expect(errorOf({ ...good, rating: '4.5' })).toEqual(['rating: Please choose 1 to 5 stars']);
    expect(errorOf({ ...good, rating: 'five' })).toEqual(['rating: Please choose 1 to 5 stars']);
    expect(errorOf({ ...good, rating: 6 })).toEqual(['rating: Please choose 1 to 5 stars']);
    expect(errorOf({ ...good, title: 'x'.repeat(121) })).toEqual(['title: Please keep the title to 120 characters or fewer']);
    expect(errorOf({ ...good, text: '' })).toEqual(['text: Please write your review']);
    expect(errorOf({ ...good, text: 'x'.repeat(4001) })).toEqual(['text: Please keep your review to 4000 characters or fewer']);
    expect(errorOf({ ...good, text: 'x'.repeat(4000), title: 't'.repeat(120) })).toBeNull();
    expect(errorOf({ ...good, goodsId: '../etc' })).toEqual(['goodsId: Unknown product']);
    expect(reviewFormSchema.parse({ ...good, removePhoto: 'on' }).removePhoto).toBe(true);
  });

  it('the command refuses what the form would not pass', () => {
    expect(writeProductReviewSchema.safeParse({ ...write, rating: 0 }).success).toBe(false);
    expect(writeProductReviewSchema.safeParse({ ...write, text: 'x'.repeat(4001) }).success).toBe(false);
    expect(writeProductReviewSchema.safeParse(write).success).toBe(true);
  });
});
