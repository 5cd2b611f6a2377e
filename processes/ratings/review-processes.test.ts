import { describe, expect, it } from 'vitest';
import type { GoodsEvent } from '../../domain/catalogue/goods';
import type { ProductReviewEvent } from '../../domain/ratings/product-review';
import { workflowSpec } from '../testing';
import { reviewDecisionMails } from './review-decision-mails';
import { deleteStoredFileEffect, reviewPhotoCleanup } from './review-photo-cleanup';

const at = '2026-11-27T10:00:00.000Z';
const ids = { goodsId: 'sofa-1', userId: 'u1' };
const listed = { type: 'GoodsListed', data: { goodsId: 'sofa-1', listedAt: at, name: 'Harbor Velvet Sofa' } } as unknown as GoodsEvent;
const renamed: GoodsEvent = { type: 'GoodsDetailsChanged', data: { goodsId: 'sofa-1', changes: { name: 'Harbor Velvet Sofa, 84"' } } };
const approved: ProductReviewEvent = { type: 'ProductReviewApproved', data: { ...ids, revision: 1, approvedBy: 's1', approvedAt: at } };
const rejected: ProductReviewEvent = { type: 'ProductReviewRejected', data: { ...ids, revision: 1, reason: 'It names a competitor.', rejectedBy: 's1', rejectedAt: at } };
const hidden = (reason: string | null): ProductReviewEvent => ({ type: 'ProductReviewHidden', data: { ...ids, revision: 1, reason, hiddenBy: 's1', hiddenAt: at } });
type Written = Extract<ProductReviewEvent, { type: 'ProductReviewSubmitted' | 'ProductReviewEdited' }>;
type Out = { mail: Record<string, string>; key: string };
const mailOf = (given: Array<GoodsEvent | ProductReviewEvent>, when: ProductReviewEvent) =>
  (workflowSpec(reviewDecisionMails).given(given as never).when(when as never).outputs() as Out[]);

describe('review decision mails', () => {
  it('approved: the author hears the review is live, with the product page’s stable link', () => {
    const [out, ...more] = mailOf([listed], approved);
    expect(more).toEqual([]);
    expect(out!.key).toBe('mail');
    expect(out!.mail).toMatchObject({ toUserId: 'u1', kind: 'review-approved', subject: 'Your review of Harbor Velvet Sofa is live' });
    expect(out!.mail).not.toHaveProperty('preference');
    expect(out!.mail.text).toContain('See it on the product page: https://roomcraft.test/go/product/sofa-1#reviews');
    expect(out!.mail.html).toContain('<a href="https://roomcraft.test/go/product/sofa-1#reviews">');
  });

  it('rejected: the reason and where to edit; the product’s newest name', () => {
    const [out] = mailOf([listed, renamed], rejected);
    expect(out!.mail).toMatchObject({ kind: 'review-rejected', subject: 'Your review of Harbor Velvet Sofa, 84" was not published' });
    expect(out!.mail.text).toContain('Why: It names a competitor.');
    expect(out!.mail.text).toContain('Edit your review: https://roomcraft.test/go/product/sofa-1#reviews');
    expect(out!.mail.html).toContain('Harbor Velvet Sofa, 84&#34;');
  });

  it('hidden: a short note, with the reason when staff gave one', () => {
    const [out] = mailOf([listed], hidden('Reported by several readers.'));
    expect(out!.mail).toMatchObject({ kind: 'review-hidden', subject: 'Your review of Harbor Velvet Sofa is no longer shown' });
    expect(out!.mail.text).toContain('Why: Reported by several readers.');
    expect(mailOf([listed], hidden(null))[0]!.mail.text).not.toContain('Why:');
  });

  it('mails nothing for the catalogue’s own events, and keeps to one product per instance', () => {
    workflowSpec(reviewDecisionMails).given([]).when(listed as never).thenNothing();
    const other = { type: 'GoodsListed', data: { goodsId: 'lamp-2', listedAt: at, name: 'Arc Lamp' } } as unknown as GoodsEvent;
    expect(mailOf([listed, other], approved)[0]!.mail.subject).toBe('Your review of Harbor Velvet Sofa is live');
  });
});

describe('review photo cleanup', () => {
  const photo = (n: number) => ({ key: `images/u1/00000000-0000-4000-8000-00000000000${n}.jpg`, url: `/files/images/u1/${n}.jpg`, width: 10, height: 10 });
  const content = { authorName: 'Ann L.', rating: 4, title: null, text: 'Good.' };
  const submitted = (p: ReturnType<typeof photo> | null): Written => ({
    type: 'ProductReviewSubmitted',
    data: { ...ids, ...content, photo: p, purchase: { orderId: 'o1', lineId: 'l1', deliveredAt: at }, revision: 1, submittedAt: at },
  });
  const edited = (p: ReturnType<typeof photo> | null, revision = 2): Written => ({ type: 'ProductReviewEdited', data: { ...ids, ...content, photo: p, revision, editedAt: at } });
  const spec = workflowSpec(reviewPhotoCleanup);

  it('deletes the photo a new version replaced or removed, once the new version is recorded', () => {
    spec.given([submitted(photo(1))]).when(edited(photo(2))).then([{ effect: deleteStoredFileEffect, input: { ownerId: 'u1', key: photo(1).key }, key: 'delete-photo' }]);
    spec.given([submitted(photo(1)), edited(photo(2))]).when(edited(null, 3)).then([{ effect: deleteStoredFileEffect, input: { ownerId: 'u1', key: photo(2).key }, key: 'delete-photo' }]);
  });

  it('keeps a photo the new version still shows, and has nothing to delete without one', () => {
    spec.given([submitted(photo(1))]).when(edited(photo(1))).thenNothing();
    spec.given([submitted(null)]).when(edited(photo(2))).thenNothing();
    spec.given([]).when(submitted(photo(1))).thenNothing();
    expect(spec.given([submitted(photo(1))]).when(edited(photo(2))).state()).toEqual({ photoKey: photo(2).key });
  });
});
