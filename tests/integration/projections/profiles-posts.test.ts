import { it } from 'vitest';
import { postStream, type PostEvent } from '../../../domain/profiles/post';
import { postsProjection, postsTable } from '../../../projections/profiles/profiles';
import { describeProjection } from '../../support/projection-spec';

const published = (postId: string) => ({
  type: 'PostPublished' as const,
  streamId: postStream(postId),
  data: { postId, authorId: 'u1', picture: { key: `post-pictures/${postId}.jpg`, ext: 'jpg' as const, width: 800, height: 600 }, caption: 'Our sofa', goodsIds: ['g00001'], publishedAt: '2026-01-01T00:00:00.000Z' },
});

describeProjection<PostEvent>(postsProjection, ({ given }) => {
  it('keeps each published post with its picture, caption and tags; a deleted post goes', () =>
    given(published('p1'), published('p2'), { type: 'PostDeleted', streamId: postStream('p2'), data: { postId: 'p2', authorId: 'u1', deletedAt: '2026-01-02T00:00:00.000Z' } }).then({
      [postsTable]: [{ post_id: 'p1', author_id: 'u1', picture_key: 'post-pictures/p1.jpg', picture_ext: 'jpg', width: 800, height: 600, caption: 'Our sofa', goods_ids: ['g00001'], published_at: '2026-01-01T00:00:00.000Z' }],
    }));
});
