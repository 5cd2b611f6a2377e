import { z } from 'zod';
import { discoveryCommands } from '../../../domain/discovery/commands';
import { quizMessages, type ProfileOwner } from '../../../domain/discovery/style-profile';
import { quizAnswersSchema } from '../../../domain/discovery/style-profile.decide';
import { designStyles, explainProfile, styleDescriptions, styleMaterials, suggestedStylePhotos, type DesignStyle } from '../../../domain/discovery/style-quiz';
import { NotFoundError } from '../../../domain/shared/errors';
import type { Runtime } from '../../../infra/runtime';
import { searchGoods, type GoodsView } from '../../../projections/catalogue/goods.queries';
import { styleProfileOfAsker, styleProfilesProjection, type StyleProfileRecord } from '../../../projections/discovery/style-profiles';
import type { RequestSession } from '../../web/session.server';
import { parseWith } from '../../web/api.server';

/** Where the asker's profile is kept: their account when signed in, else their visitor id. */
export const ownerOf = (session: Pick<RequestSession, 'user' | 'visitorId'>): ProfileOwner =>
  session.user ? { kind: 'user', id: session.user.id } : { kind: 'visitor', id: session.visitorId };

/**
 * Saves the asker's quiz (SaveStyleProfile, scored in its decide) under their
 * own owner and waits for the read model. Bad answers are a 400 naming the
 * step; nothing is stored.
 */
export async function saveStyleProfile(runtime: Runtime, session: RequestSession, input: unknown): Promise<MyStyleProfile> {
  // The answers as one object (JSON), or the five steps as fields of the body (a form).
  const body = (input ?? {}) as Record<string, unknown>;
  const answers = parseWith(quizAnswersSchema, 'answers' in body ? body.answers : body);
  await runtime.execute(discoveryCommands.SaveStyleProfile, { owner: ownerOf(session), answers }, { actor: session.actor }, { waitFor: [styleProfilesProjection.name] });
  return (await myStyleProfile(runtime, session))!;
}

export interface MyStyleProfile extends StyleProfileRecord {
  /** Kept in the account (true), or only in this browser until its visitor signs in (false). */
  inAccount: boolean;
  explanation: string;
}

/**
 * The asker's own profile, never anyone else's: the account's; for a client
 * whose visitor profile has not been claimed yet (the claim runs just after
 * sign-in), the one this browser's visitor saved; for a visitor, theirs.
 */
export async function myStyleProfile(runtime: Runtime, session: Pick<RequestSession, 'user' | 'visitorId'>): Promise<MyStyleProfile | null> {
  const found = await styleProfileOfAsker(runtime.db, { userId: session.user?.id ?? null, visitorId: session.visitorId });
  if (!found) return null;
  return { ...found.profile, inAccount: Boolean(found.own && session.user), explanation: explainProfile(found.profile) };
}

/** GET /api/styleQuiz/getProfile: the asker's profile; 404 with a clear message before they take the quiz. */
export async function requireMyStyleProfile(runtime: Runtime, session: RequestSession): Promise<MyStyleProfile> {
  const profile = await myStyleProfile(runtime, session);
  if (!profile) throw new NotFoundError('STYLE_PROFILE_NOT_FOUND', quizMessages.noProfile);
  return profile;
}

/** Products of the catalogue in the materials the style shops in (domain/discovery/style-quiz.ts styleMaterials). */
export async function productsForStyle(runtime: Runtime, style: DesignStyle, pageSize = 8): Promise<GoodsView[]> {
  const { items } = await searchGoods(runtime.db, { filters: { materials: styleMaterials[style] }, pageSize, sort: 'newest' });
  return items;
}

/** The questionnaire's style step, pre-filled from the asker's profile: its 7 photo ids, or null without a profile. */
export async function suggestedStylePhotosFor(runtime: Runtime, session: Pick<RequestSession, 'user' | 'visitorId'>): Promise<string[] | null> {
  const profile = await myStyleProfile(runtime, session);
  return profile ? suggestedStylePhotos(profile) : null;
}

const searchStylesInput = z.object({
  keyword: z.string({ invalid_type_error: 'keyword is a text' }).trim().max(60, 'Please keep the keyword to 60 characters or fewer').optional(),
});

/**
 * common searchStyles {keyword?}: the spec names the call but not its shape
 * (part 1 §7, "value shapes are not shown"). It answers the eight styles of
 * part 2 §2 — `{ id, name, description }`, `id` the name in lower case with
 * dashes — those whose name or description holds the keyword, or all.
 */
export function searchStyles(input: unknown) {
  const { keyword } = parseWith(searchStylesInput, input);
  const word = keyword?.toLowerCase() ?? '';
  return designStyles
    .map((name) => ({ id: name.toLowerCase().replace(/[^a-z]+/g, '-'), name, description: styleDescriptions[name] }))
    .filter((s) => !word || s.name.toLowerCase().includes(word) || s.description.toLowerCase().includes(word));
}
