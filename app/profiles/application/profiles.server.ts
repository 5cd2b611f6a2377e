import { profilesCommands } from '../../../domain/profiles/commands';
import { handleMessages, normalHandle } from '../../../domain/profiles/handle';
import { profileKindOf, saveProfileSchema } from '../../../domain/profiles/profile';
import { IllegalStateError, isDomainError, NotFoundError, UnauthorizedError, ValidationError } from '../../../domain/shared/errors';
import type { Actor } from '../../../domain/shared/messages';
import type { Runtime } from '../../../infra/runtime';
import { designCasesTable, toCaseRecord } from '../../../projections/content/design-cases';
import { getAccount } from '../../../projections/identity/accounts';
import { designerRating, profileByHandle, profileOf, profilesProjection, searchProfiles, type ProfileRecord } from '../../../projections/profiles/profiles';
import { parseWith } from '../../web/api.server';

export interface Viewer {
  userId: string | null;
  actor: Actor;
}

/** Errors of the handle name the form's `handle` field. */
const onHandle = (error: unknown) => {
  if (isDomainError(error) && error.code === 'HANDLE_TAKEN') return new IllegalStateError('HANDLE_TAKEN', handleMessages.taken);
  return error;
};

/**
 * Sets the caller's handle, bio and whether the profile is public. The
 * handle is reserved first on its own stream (a race: one wins, the other
 * gets 409 'This handle is taken…'), then the profile saved, then the old
 * handle released (ADR 044). Everything is checked before anything is
 * appended; a refused save reserves nothing.
 */
export async function saveProfile(runtime: Runtime, viewer: Viewer, input: Record<string, unknown>, commandId?: string): Promise<ProfileRecord> {
  if (!viewer.userId) throw new UnauthorizedError();
  const userId = viewer.userId;
  if (!profileKindOf(viewer.actor)) throw new IllegalStateError('NOT_A_PERSON', handleMessages.notAPerson);
  const form = parseWith(saveProfileSchema, { ...input, userId });
  const before = await profileOf(runtime.db, userId);
  const ctx = { actor: viewer.actor, now: new Date() };
  try {
    await runtime.execute(profilesCommands.ReserveHandle, { handle: form.handle, userId }, { ...ctx, commandId: commandId && `${commandId}:reserve` }, { waitFor: [] });
  } catch (error) {
    throw onHandle(error);
  }
  await runtime.execute(profilesCommands.SaveProfile, form, { ...ctx, commandId: commandId && `${commandId}:save` }, { waitFor: [profilesProjection.name] });
  if (before && normalHandle(before.handle) !== normalHandle(form.handle)) {
    await runtime.execute(profilesCommands.ReleaseHandle, { handle: before.handle, userId }, { ...ctx, commandId: commandId && `${commandId}:release` }, { waitFor: [] });
  }
  return (await profileOf(runtime.db, userId))!;
}

/** The caller's own profile (any state), or null before they choose a handle. */
export const ownProfile = (runtime: Runtime, userId: string) => profileOf(runtime.db, userId);

/** The profile /@handle shows: a designer's, or a client's they made public — or their own. Anyone else: 404. */
export async function visibleProfile(runtime: Runtime, viewer: Viewer, handle: string): Promise<ProfileRecord & { username: string }> {
  const profile = /^[A-Za-z0-9_.]{1,40}$/.test(handle) ? await profileByHandle(runtime.db, handle) : null;
  if (!profile || (!profile.public && profile.userId !== viewer.userId)) throw new NotFoundError('PROFILE_NOT_FOUND', 'This profile was not found.');
  const account = await getAccount(runtime.db, profile.userId);
  if (!account) throw new NotFoundError('PROFILE_NOT_FOUND', 'This profile was not found.');
  return { ...profile, username: account.username };
}

export interface PortfolioCase {
  id: string;
  title: string;
  style: string;
  cover: string | null;
  href: string;
}

/** A designer's portfolio: their published design cases (newest first), the styles they work in, their rating from clients. */
export async function portfolioOf(runtime: Runtime, designerId: string) {
  const [rows, rating] = await Promise.all([
    runtime.db(designCasesTable).where({ designer_id: designerId, status: 'published' }).orderBy([{ column: 'published_at', order: 'desc' }, { column: 'case_id', order: 'desc' }]).limit(24),
    designerRating(runtime.db, designerId),
  ]);
  const cases: PortfolioCase[] = rows.map(toCaseRecord).map((c) => ({ id: c.caseId, title: c.title, style: c.style, cover: c.pictures[0]?.url ?? null, href: `/design/case/${c.caseId}` }));
  const styles = [...new Set(cases.map((c) => c.style))];
  return { cases, styles, rating };
}

/** Public face: a user's handle by their id (null without one, or while their profile is private). */
export async function handleOfUser(runtime: Runtime, userId: string): Promise<string | null> {
  const profile = await profileOf(runtime.db, userId);
  return profile?.public ? profile.handle : null;
}

/** Public face: public profiles by words (handle or bio), designers first → their handles, kinds and page addresses. */
export async function findProfiles(runtime: Runtime, { keyword, kind, limit = 20 }: { keyword?: string; kind?: 'client' | 'designer'; limit?: number }) {
  const words = (keyword ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 6).map((w) => w.slice(0, 40));
  const profiles = await searchProfiles(runtime.db, { words, kind: kind ?? null, limit: Math.min(Math.max(limit, 1), 50) });
  return profiles.map((p) => ({ userId: p.userId, handle: p.handle, bio: p.bio, kind: p.kind, href: `/@${p.handle}` }));
}

export const profileNotFound = () => new NotFoundError('PROFILE_NOT_FOUND', 'This profile was not found.');
export const refuseField = (field: string, message: string) => new ValidationError('INVALID_INPUT', message, { [field]: message });
