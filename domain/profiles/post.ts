import { z } from 'zod';
import { IllegalStateError, NotFoundError } from '../shared/errors';
import type { Command, Decider, Event } from '../shared/messages';
import { idField } from '../shared/schemas';

/**
 * A post (issue 24, part 1 §7 "/board … posts"): a photo of the author's room
 * with the catalogue's products they tag in it and a caption. Stream
 * `post-<postId>`. It is seen by everyone while its author's profile is
 * public, else by its author only; only its author deletes it (anyone else
 * is told it was not found). The photo is kept in private storage
 * (`post-pictures/…`) and served by /media/posts/… which checks the same.
 */
export const postLimits = { captionMax: 500, tagsMax: 20, pageSizeMax: 50, deleteMax: 50 } as const;

export const postMessages = {
  notFound: 'This post was not found.',
  caption: `Please keep the caption to ${postLimits.captionMax} characters or fewer.`,
  tags: `A post tags at most ${postLimits.tagsMax} products.`,
  unknownProduct: 'One of the tagged products is not in the catalogue.',
  photo: 'Please choose a photo of your room.',
  deleted: 'The posts are deleted.',
  published: 'Your post is published.',
  needsHandle: 'Please choose a handle on your profile page before you post.',
} as const;

export interface PostPicture {
  key: string;
  ext: 'jpg' | 'webp' | 'png' | 'gif';
  width: number;
  height: number;
}

export type PostEvent =
  | Event<'PostPublished', { postId: string; authorId: string; picture: PostPicture; caption: string; goodsIds: string[]; publishedAt: string }>
  | Event<'PostDeleted', { postId: string; authorId: string; deletedAt: string }>;

export type PostState = { status: 'none' } | { status: 'published' | 'deleted'; postId: string; authorId: string };

export const postStream = (postId: string) => `post-${postId}`;
export const postPictureKey = (postId: string, ext: string) => `post-pictures/${postId}.${ext}`;
export const postPictureUrl = (postId: string, ext: string) => `/media/posts/${postId}.${ext}`;

export const captionSchema = z
  .string({ invalid_type_error: 'The caption is a text' })
  .trim()
  .max(postLimits.captionMax, postMessages.caption)
  .default('');
export const tagsSchema = z
  .array(z.string().trim().regex(/^[A-Za-z0-9-]{1,64}$/, postMessages.unknownProduct), { invalid_type_error: 'The tagged products are a list of product ids' })
  .transform((ids) => [...new Set(ids)])
  .refine((ids) => ids.length <= postLimits.tagsMax, postMessages.tags)
  .default([]);

export const publishPostSchema = z.object({
  postId: idField('Invalid post', 80),
  authorId: idField('Invalid user'),
  picture: z.object({ key: z.string().regex(/^post-pictures\/[A-Za-z0-9_-]{1,80}\.(jpg|webp|png|gif)$/, 'Invalid picture'), ext: z.enum(['jpg', 'webp', 'png', 'gif']), width: z.number().int().positive(), height: z.number().int().positive() }),
  caption: captionSchema,
  goodsIds: tagsSchema,
});
export const deletePostSchema = z.object({ postId: idField(postMessages.notFound, 80) });

export type PostCommand = Command<'PublishPost', z.infer<typeof publishPostSchema>> | Command<'DeletePost', z.infer<typeof deletePostSchema>>;

export const postDecider: Decider<PostState, PostCommand, PostEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (_state, event) => {
    switch (event.type) {
      case 'PostPublished':
        return { status: 'published', postId: event.data.postId, authorId: event.data.authorId };
      case 'PostDeleted':
        return { status: 'deleted', postId: event.data.postId, authorId: event.data.authorId };
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide: (command, state) => {
    const { actor, now } = command.metadata;
    const me = actor.kind === 'user' ? actor.userId : null;
    switch (command.type) {
      case 'PublishPost': {
        const d = command.data;
        if (me !== d.authorId) throw new NotFoundError('POST_NOT_FOUND', postMessages.notFound);
        if (state.status !== 'none') {
          if (state.authorId === d.authorId && state.status === 'published') return [];
          throw new IllegalStateError('POST_EXISTS', 'A post with this id exists.');
        }
        return [{ type: 'PostPublished', data: { ...d, publishedAt: now } }];
      }
      case 'DeletePost': {
        // Another's post, or none: not found (nothing says it exists).
        if (state.status === 'none' || state.authorId !== me) throw new NotFoundError('POST_NOT_FOUND', postMessages.notFound);
        if (state.status === 'deleted') return [];
        return [{ type: 'PostDeleted', data: { postId: state.postId, authorId: state.authorId, deletedAt: now } }];
      }
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};

export const postEventTypes: PostEvent['type'][] = ['PostPublished', 'PostDeleted'];
