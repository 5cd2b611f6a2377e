import type { Knex } from 'knex';
import { styleProfileEventTypes, type ProfileOwner, type StyleProfileEvent } from '../../domain/discovery/style-profile';
import type { DesignStyle, QuizAnswers, StyleProfile } from '../../domain/discovery/style-quiz';
import { defineProjection } from '../projection';

export const styleProfilesTable = 'discovery_style_profiles_v1';

/** Each owner's current style profile (issue 24): the result page, the JSON call and the questionnaire's style step read it. */
export const styleProfilesProjection = defineProjection<StyleProfileEvent>()({
  name: 'discovery-style-profiles',
  reads: styleProfileEventTypes,
  handles: ['StyleProfileSaved', 'StyleProfileClaimed'],
  ignores: [],
  tables: [styleProfilesTable],
  async apply(trx, events) {
    for (const event of events) {
      const d = event.data;
      const row = {
        owner_kind: d.owner.kind,
        owner_id: d.owner.id,
        answers: JSON.stringify(d.answers),
        top_style: d.profile.topStyle,
        runner_up: d.profile.runnerUp,
        shares: JSON.stringify(d.profile.shares),
        saved_at: d.savedAt,
        claimed_from: event.type === 'StyleProfileClaimed' ? event.data.visitorId : null,
        position: event.globalPosition,
      };
      await trx(styleProfilesTable).insert(row).onConflict(['owner_kind', 'owner_id']).merge();
    }
  },
});

export interface StyleProfileRecord extends StyleProfile {
  answers: QuizAnswers;
  savedAt: string;
}

/** One owner's profile, or null. Callers pass only the asker's own owner (a user id from the session, or its visitor id). */
export async function styleProfileOf(db: Knex, owner: ProfileOwner): Promise<StyleProfileRecord | null> {
  const row: ProfileRow | undefined = await db(styleProfilesTable).where({ owner_kind: owner.kind, owner_id: owner.id }).first();
  return row ? recordOf(row) : null;
}

interface ProfileRow { owner_kind: string; top_style: string; runner_up: string | null; shares: StyleProfile['shares']; answers: QuizAnswers; saved_at: string | Date }

function recordOf(row: ProfileRow): StyleProfileRecord {
  return {
    topStyle: row.top_style as DesignStyle,
    runnerUp: (row.runner_up ?? null) as DesignStyle | null,
    shares: row.shares,
    answers: row.answers,
    savedAt: new Date(row.saved_at).toISOString(),
  };
}

/**
 * The asker's own profile, never anyone else's: a signed-in user's account's;
 * until the sign-in claim has run, the one their browser's visitor saved; a
 * visitor's own. `own` says whether it is the account's.
 */
export async function styleProfileOfAsker(db: Knex, asker: { userId: string | null; visitorId: string }): Promise<{ profile: StyleProfileRecord; own: boolean } | null> {
  // Both owners in one read; the account's profile wins over the browser's.
  const rows: ProfileRow[] = await db(styleProfilesTable).where((q) => {
    q.where({ owner_kind: 'visitor', owner_id: asker.visitorId });
    if (asker.userId) q.orWhere({ owner_kind: 'user', owner_id: asker.userId });
  });
  const own = rows.find((r) => (asker.userId ? r.owner_kind === 'user' : r.owner_kind === 'visitor'));
  if (own) return { profile: recordOf(own), own: true };
  const browsers = asker.userId ? rows.find((r) => r.owner_kind === 'visitor') : undefined;
  return browsers ? { profile: recordOf(browsers), own: false } : null;
}
