import { z } from 'zod';
import { hasRole } from '../authz';
import { ForbiddenError, IllegalStateError } from '../shared/errors';
import type { Actor, Command, Decider, Event } from '../shared/messages';
import { idField } from '../shared/schemas';
import { bioProblem, handleMessages, normalHandle } from './handle';
import { handleSchema } from './reservation';

/**
 * A user's public profile, stream `profile-<userId>`: their handle (reserved
 * first on its own stream), a short bio and whether the page is public. A
 * designer's profile is always public; a client's is private until they make
 * it public (then `/@handle` and their posts are seen by everyone).
 */
export type ProfileKind = 'client' | 'designer';

export type ProfileEvent = Event<'ProfileSaved', { userId: string; handle: string; bio: string; public: boolean; kind: ProfileKind; savedAt: string }>;

export type ProfileState = { handle: string | null; bio: string; public: boolean; kind: ProfileKind | null };

export const profileStream = (userId: string) => `profile-${userId}`;

export const saveProfileSchema = z.object({
  userId: idField('Invalid user'),
  handle: handleSchema,
  bio: z
    .string({ invalid_type_error: 'Your bio is a text' })
    .trim()
    .default('')
    .superRefine((v, ctx) => {
      const problem = bioProblem(v);
      if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
    }),
  public: z.preprocess((v) => v === true || v === 'true' || v === 'on' || v === '1', z.boolean()).default(false),
});

export type ProfileCommand = Command<'SaveProfile', z.infer<typeof saveProfileSchema>>;

/** Which kind of profile an account has: a designer's (always public) or a client's; staff and others have none. */
export function profileKindOf(actor: Actor): ProfileKind | null {
  if (hasRole(actor, 'designer')) return 'designer';
  if (hasRole(actor, 'client')) return 'client';
  return null;
}

export const profileDecider: Decider<ProfileState, ProfileCommand, ProfileEvent> = {
  initialState: () => ({ handle: null, bio: '', public: false, kind: null }),
  evolve: (_state, event) => ({ handle: event.data.handle, bio: event.data.bio, public: event.data.public, kind: event.data.kind }),
  decide: (command, state) => {
    const { actor, now } = command.metadata;
    const d = command.data;
    // Only the account itself (the app reserved the handle for it first).
    if (actor.kind !== 'user' || actor.userId !== d.userId) throw new ForbiddenError();
    const kind = profileKindOf(actor);
    if (!kind) throw new IllegalStateError('NOT_A_PERSON', handleMessages.notAPerson);
    const isPublic = kind === 'designer' ? true : d.public;
    if (state.handle === d.handle && state.bio === d.bio && state.public === isPublic && state.kind === kind) return [];
    return [{ type: 'ProfileSaved', data: { userId: d.userId, handle: d.handle, bio: d.bio, public: isPublic, kind, savedAt: now } }];
  },
};

export const profileEventTypes: ProfileEvent['type'][] = ['ProfileSaved'];
/** Whether two handles are the same one (case does not count). */
export const sameHandle = (a: string | null, b: string | null) => !!a && !!b && normalHandle(a) === normalHandle(b);
