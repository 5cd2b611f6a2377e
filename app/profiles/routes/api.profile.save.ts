import { handleMessages } from '../../../domain/profiles/handle';
import { saveProfile } from '~/profiles/application/profiles.server';
import { profileCall } from '~/profiles/server/profile-api.server';
import { envelope, methodNotAllowed } from '~/web/api.server';

/** POST /api/profile/save {handle, bio?, public?}: the caller's handle (409 when taken), bio and whether their profile is public. */
export const action = profileCall(async ({ request, context, viewer, input, commandId }) => {
  if (request.method !== 'POST') return methodNotAllowed();
  return envelope(await saveProfile(context.runtime, viewer, input, await commandId()), handleMessages.saved);
});
export const loader = methodNotAllowed;
