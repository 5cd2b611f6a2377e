import { UnauthorizedError } from '../../../domain/shared/errors';
import { ownProfile } from '~/profiles/application/profiles.server';
import { profileCall } from '~/profiles/server/profile-api.server';

/** GET /api/profile/get: the caller's own profile (handle, bio, public), or null before they choose a handle. */
export const loader = profileCall(async ({ context, viewer }) => {
  if (!viewer.userId) throw new UnauthorizedError();
  return ownProfile(context.runtime, viewer.userId);
});
export const action = loader;
