import { expect, it } from 'vitest';
import { productReviewStream, type ProductReviewEvent } from '../../../domain/ratings/product-review';
import { approvedReviews, reviewsOfAuthor, productRating, productRatings, productReviewsProjection, productReviewsTable, productStatsTable } from '../../../projections/ratings/product-reviews';
import { describeProjection, type GivenEvent } from '../../support/projection-spec';

type Given = GivenEvent<ProductReviewEvent>;
const purchase = { orderId: 'o1', lineId: 'line-1', deliveredAt: '2026-01-01T00:00:00.000Z' };
const photo = { key: 'images/u1/5f0c4e0e-0000-4000-8000-000000000001.jpg', url: '/files/images/u1/5f0c4e0e-0000-4000-8000-000000000001.jpg', width: 800, height: 600 };

const submitted = (userId: string, rating: number, at: string, goodsId = 'sofa-1'): Given => ({
  type: 'ProductReviewSubmitted',
  streamId: productReviewStream(goodsId, userId),
  data: { goodsId, userId, authorName: `Author ${userId}`, rating, title: null, text: `Review by ${userId}`, photo: userId === 'u1' ? photo : null, purchase, revision: 1, submittedAt: at },
});
const approved = (userId: string, revision = 1, goodsId = 'sofa-1'): Given => ({
  type: 'ProductReviewApproved',
  streamId: productReviewStream(goodsId, userId),
  data: { goodsId, userId, revision, approvedBy: 's1', approvedAt: '2026-01-03T00:00:00.000Z' },
});

describeProjection<ProductReviewEvent>(productReviewsProjection, ({ given }) => {
  it('keeps a submitted review pending, out of the product’s rating', () =>
    given(submitted('u1', 4, '2026-01-02T00:00:00.000Z')).then({
      [productReviewsTable]: [
        { review_id: 'sofa-1~u1', goods_id: 'sofa-1', user_id: 'u1', author_name: 'Author u1', rating: 4, title: null, text: 'Review by u1', photo, status: 'pending', revision: 1, order_id: 'o1', submitted_at: '2026-01-02T00:00:00.000Z', written_at: '2026-01-02T00:00:00.000Z', reason: null },
      ],
      [productStatsTable]: [],
    }));

  it('counts approved reviews in the average and the star histogram; rejected ones never', () =>
    given(
      submitted('u1', 5, '2026-01-02T00:00:00.000Z'),
      submitted('u2', 4, '2026-01-02T01:00:00.000Z'),
      submitted('u3', 1, '2026-01-02T02:00:00.000Z'),
      approved('u1'),
      approved('u2'),
      { type: 'ProductReviewRejected', streamId: productReviewStream('sofa-1', 'u3'), data: { goodsId: 'sofa-1', userId: 'u3', revision: 1, reason: 'Not about the product', rejectedBy: 's1', rejectedAt: '2026-01-03T00:00:00.000Z' } },
      submitted('u1', 3, '2026-01-02T00:00:00.000Z', 'lamp-1'),
    ).then({
      [productReviewsTable]: [
        { review_id: 'sofa-1~u1', status: 'approved', reason: null, moderated_by: 's1' },
        { review_id: 'sofa-1~u2', status: 'approved', reason: null, moderated_by: 's1' },
        { review_id: 'sofa-1~u3', status: 'rejected', reason: 'Not about the product', moderated_by: 's1' },
        { review_id: 'lamp-1~u1', status: 'pending', reason: null, moderated_by: null },
      ],
      [productStatsTable]: [{ goods_id: 'sofa-1', review_count: 2, rating_sum: 9, stars_1: 0, stars_2: 0, stars_3: 0, stars_4: 1, stars_5: 1 }],
    }));

  it('takes an edited review out of the average until staff approve the new version; a hidden one leaves it', () =>
    given(
      submitted('u1', 5, '2026-01-02T00:00:00.000Z'),
      submitted('u2', 4, '2026-01-02T01:00:00.000Z'),
      approved('u1'),
      approved('u2'),
      {
        type: 'ProductReviewEdited',
        streamId: productReviewStream('sofa-1', 'u1'),
        data: { goodsId: 'sofa-1', userId: 'u1', authorName: 'Author u1', rating: 2, title: 'Changed my mind', text: 'It sagged.', photo: null, revision: 2, editedAt: '2026-01-04T00:00:00.000Z' },
      },
      { type: 'ProductReviewHidden', streamId: productReviewStream('sofa-1', 'u2'), data: { goodsId: 'sofa-1', userId: 'u2', revision: 1, reason: 'Reported', hiddenBy: 's1', hiddenAt: '2026-01-05T00:00:00.000Z' } },
    ).then({
      [productReviewsTable]: [
        { review_id: 'sofa-1~u1', status: 'pending', rating: 2, title: 'Changed my mind', photo: null, revision: 2, written_at: '2026-01-04T00:00:00.000Z', moderated_at: null },
        { review_id: 'sofa-1~u2', status: 'hidden', rating: 4, title: null, photo: null, revision: 1, written_at: '2026-01-02T01:00:00.000Z', moderated_at: '2026-01-05T00:00:00.000Z' },
      ],
      [productStatsTable]: [{ goods_id: 'sofa-1', review_count: 0, rating_sum: 0, stars_1: 0, stars_2: 0, stars_3: 0, stars_4: 0, stars_5: 0 }],
    }));

  it('answers the product page: its average to one decimal, count, and approved reviews newest first', () =>
    given(
      submitted('u1', 5, '2026-01-02T00:00:00.000Z'),
      submitted('u2', 4, '2026-01-02T01:00:00.000Z'),
      submitted('u3', 4, '2026-01-02T02:00:00.000Z'),
      submitted('u4', 1, '2026-01-02T03:00:00.000Z'),
      approved('u1'),
      approved('u2'),
      approved('u3'),
    ).thenQuery(async (trx) => {
      expect(await productRating(trx, 'sofa-1')).toEqual({ average: 4.3, count: 3, stars: [0, 0, 0, 2, 1] });
      expect(await productRating(trx, 'lamp-1')).toEqual({ average: null, count: 0, stars: [0, 0, 0, 0, 0] });
      expect([...(await productRatings(trx, ['sofa-1', 'lamp-1'])).keys()]).toEqual(['sofa-1']);
      const sent: string[] = [];
      trx.on('query', (q: { sql: string }) => sent.push(q.sql));
      const page = await approvedReviews(trx, 'sofa-1', { start: 0, pageSize: 2 });
      expect(page.total).toBe(3);
      expect(page.list.map((r) => r.reviewId)).toEqual(['sofa-1~u3', 'sofa-1~u2']);
      expect(page.list[0]).not.toHaveProperty('userId');
      expect(page.list[0]).not.toHaveProperty('total_count');
      // The page and the count in one statement.
      expect(sent).toHaveLength(1);
      expect(await approvedReviews(trx, 'sofa-1', { start: 2, pageSize: 2 })).toMatchObject({ total: 3, list: [{ reviewId: 'sofa-1~u1' }] });
      // Past the end: no rows, and still how many there are.
      expect(await approvedReviews(trx, 'sofa-1', { start: 10, pageSize: 2 })).toEqual({ total: 3, list: [] });
      expect(await approvedReviews(trx, 'lamp-1', { start: 0, pageSize: 2 })).toEqual({ total: 0, list: [] });
      // An author's own, in any state, the same way.
      expect(await reviewsOfAuthor(trx, 'u4', { start: 0, pageSize: 5 })).toMatchObject({ total: 1, list: [{ reviewId: 'sofa-1~u4', status: 'pending' }] });
      expect(await reviewsOfAuthor(trx, 'u4', { start: 5, pageSize: 5 })).toEqual({ total: 1, list: [] });
    }));
});
