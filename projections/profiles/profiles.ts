import type { Knex } from 'knex';
import { designerChoiceEventTypes, type DesignerChoiceEvent } from '../../domain/profiles/designer-choice';
import { normalHandle } from '../../domain/profiles/handle';
import { postEventTypes, type PostEvent, type PostPicture } from '../../domain/profiles/post';
import { profileEventTypes, type ProfileEvent, type ProfileKind } from '../../domain/profiles/profile';
import { needEventTypes, type NeedEvent } from '../../domain/projects/need';
import { defineProjection } from '../projection';

export const profilesTable = 'profiles_profiles_v1';
export const postsTable = 'profiles_posts_v1';
export const designerRatingsTable = 'profiles_designer_ratings_v1';
export const designerChoicesTable = 'profiles_designer_choices_v1';

/** Profiles (one row per user with a handle) and the designers clients chose. */
export const profilesProjection = defineProjection<ProfileEvent | DesignerChoiceEvent>()({
  name: 'profiles-profiles',
  reads: [...profileEventTypes, ...designerChoiceEventTypes],
  handles: ['ProfileSaved', 'DesignerChosen'],
  ignores: [],
  tables: [profilesTable, designerChoicesTable],
  async apply(trx, events) {
    for (const event of events) {
      if (event.type === 'ProfileSaved') {
        const d = event.data;
        const row = { handle: d.handle, handle_lower: normalHandle(d.handle), bio: d.bio, public: d.public, kind: d.kind, updated_at: d.savedAt };
        await trx(profilesTable).insert({ user_id: d.userId, ...row }).onConflict('user_id').merge(row);
      } else {
        const d = event.data;
        const row = { client_id: d.clientId, designer_id: d.designerId, chosen_at: d.chosenAt };
        await trx(designerChoicesTable).insert({ need_id: d.needId, ...row }).onConflict('need_id').merge(row);
      }
    }
  },
});

/** Posts; a deleted post's row goes. */
export const postsProjection = defineProjection<PostEvent>()({
  name: 'profiles-posts',
  reads: postEventTypes,
  handles: postEventTypes,
  ignores: [],
  tables: [postsTable],
  async apply(trx, events) {
    for (const event of events) {
      if (event.type === 'PostPublished') {
        const d = event.data;
        await trx(postsTable)
          .insert({ post_id: d.postId, author_id: d.authorId, picture_key: d.picture.key, picture_ext: d.picture.ext, width: d.picture.width, height: d.picture.height, caption: d.caption, goods_ids: JSON.stringify(d.goodsIds), published_at: d.publishedAt })
          .onConflict('post_id')
          .ignore();
      } else {
        await trx(postsTable).where({ post_id: event.data.postId }).delete();
      }
    }
  },
});

const ratedTypes = ['DesignerAssigned', 'ProjectRated'] as const;
/** Each project's designer and the stars its client gave: a designer's rating on their profile. */
export const designerRatingsProjection = defineProjection<NeedEvent>()({
  name: 'profiles-designer-ratings',
  reads: needEventTypes,
  handles: ratedTypes,
  ignores: needEventTypes.filter((t) => !(ratedTypes as readonly string[]).includes(t)) as Exclude<NeedEvent['type'], (typeof ratedTypes)[number]>[],
  tables: [designerRatingsTable],
  async apply(trx, events) {
    for (const event of events) {
      if (event.type === 'DesignerAssigned') {
        await trx(designerRatingsTable).insert({ need_id: event.data.needId, designer_id: event.data.designerId, stars: null }).onConflict('need_id').merge({ designer_id: event.data.designerId });
      } else {
        await trx(designerRatingsTable).insert({ need_id: event.data.needId, designer_id: null, stars: event.data.stars }).onConflict('need_id').merge({ stars: event.data.stars });
      }
    }
  },
});

export interface ProfileRecord {
  userId: string;
  handle: string;
  bio: string;
  public: boolean;
  kind: ProfileKind;
  updatedAt: string;
}
const toProfile = (r: Record<string, any>): ProfileRecord => ({ userId: r.user_id, handle: r.handle, bio: r.bio, public: r.public, kind: r.kind, updatedAt: new Date(r.updated_at).toISOString() });

export async function profileByHandle(db: Knex, handle: string): Promise<ProfileRecord | null> {
  const row = await db(profilesTable).where({ handle_lower: normalHandle(handle) }).first();
  return row ? toProfile(row) : null;
}
export async function profileOf(db: Knex, userId: string): Promise<ProfileRecord | null> {
  const row = await db(profilesTable).where({ user_id: userId }).first();
  return row ? toProfile(row) : null;
}
export async function profilesOf(db: Knex, userIds: readonly string[]): Promise<Map<string, ProfileRecord>> {
  if (!userIds.length) return new Map();
  const rows = await db(profilesTable).whereIn('user_id', [...new Set(userIds)]);
  return new Map(rows.map((r) => [r.user_id as string, toProfile(r)]));
}

/** Public profiles whose handle or bio holds every word, designers first, by handle. */
export async function searchProfiles(db: Knex, { words, kind, limit }: { words: string[]; kind?: ProfileKind | null; limit: number }): Promise<ProfileRecord[]> {
  const q = db(profilesTable).where({ public: true });
  if (kind) q.where({ kind });
  for (const w of words) {
    const like = `%${w.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q.where((b) => b.whereRaw('handle_lower LIKE ?', [like]).orWhereRaw('lower(bio) LIKE ?', [like]));
  }
  const rows = await q.orderByRaw("CASE WHEN kind = 'designer' THEN 0 ELSE 1 END").orderBy('handle_lower').limit(limit);
  return rows.map(toProfile);
}

export interface PostRecord {
  postId: string;
  authorId: string;
  picture: PostPicture;
  caption: string;
  goodsIds: string[];
  publishedAt: string;
}
const toPost = (r: Record<string, any>): PostRecord => ({
  postId: r.post_id, authorId: r.author_id, picture: { key: r.picture_key, ext: r.picture_ext, width: r.width, height: r.height }, caption: r.caption,
  goodsIds: typeof r.goods_ids === 'string' ? JSON.parse(r.goods_ids) : r.goods_ids, publishedAt: new Date(r.published_at).toISOString(),
});

/** A post with whether its author's profile is public now (a post is seen by all only then). */
export async function postById(db: Knex, postId: string): Promise<(PostRecord & { open: boolean }) | null> {
  const row = await db(postsTable).leftJoin(profilesTable, `${profilesTable}.user_id`, `${postsTable}.author_id`).where(`${postsTable}.post_id`, postId).first(`${postsTable}.*`, `${profilesTable}.public`);
  return row ? { ...toPost(row), open: row.public === true } : null;
}

/** Posts the viewer may see (public authors' and their own), newest first, by caption words and/or author. */
export async function searchPosts(db: Knex, { viewerId, authorId, words, start, pageSize }: { viewerId: string | null; authorId?: string | null; words: string[]; start: number; pageSize: number }) {
  const base = () => {
    const q = db(postsTable).leftJoin(profilesTable, `${profilesTable}.user_id`, `${postsTable}.author_id`);
    q.where((w) => {
      w.where(`${profilesTable}.public`, true);
      if (viewerId) w.orWhere(`${postsTable}.author_id`, viewerId);
    });
    if (authorId) q.where(`${postsTable}.author_id`, authorId);
    for (const word of words) q.whereRaw(`lower(${postsTable}.caption) LIKE ?`, [`%${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`]);
    return q;
  };
  const [[{ n }], rows] = await Promise.all([
    base().count<{ n: string }[]>({ n: '*' }),
    base().select(`${postsTable}.*`).orderBy([{ column: `${postsTable}.published_at`, order: 'desc' }, { column: `${postsTable}.post_id`, order: 'desc' }]).offset(start).limit(pageSize),
  ]);
  return { total: Number(n), list: rows.map(toPost) };
}

/** A designer's average stars over their rated projects. */
export async function designerRating(db: Knex, designerId: string): Promise<{ average: number | null; count: number }> {
  const row = await db(designerRatingsTable).where({ designer_id: designerId }).whereNotNull('stars').first(db.raw('avg(stars)::float AS average'), db.raw('count(*)::int AS count'));
  return { average: row?.average == null ? null : Math.round(Number(row.average) * 10) / 10, count: Number(row?.count ?? 0) };
}

export async function designerChoiceOf(db: Knex, needId: string): Promise<{ clientId: string; designerId: string; chosenAt: string } | null> {
  const row = await db(designerChoicesTable).where({ need_id: needId }).first();
  return row ? { clientId: row.client_id, designerId: row.designer_id, chosenAt: new Date(row.chosen_at).toISOString() } : null;
}
