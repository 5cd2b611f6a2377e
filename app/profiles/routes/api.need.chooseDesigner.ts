import { designerChoiceMessages } from '../../../domain/profiles/designer-choice';
import { chooseDesigner } from '~/profiles/application/designer-choice.server';
import { profileCall } from '~/profiles/server/profile-api.server';
import { envelope, methodNotAllowed } from '~/web/api.server';

/** POST /api/need/chooseDesigner {needId, handle}: the client chooses their project's designer by portfolio; the project is then assigned to them. */
export const action = profileCall(async ({ request, context, viewer, input, commandId }) => {
  if (request.method !== 'POST') return methodNotAllowed();
  return envelope(await chooseDesigner(context.runtime, viewer, input, await commandId()), designerChoiceMessages.chosen);
});
export const loader = methodNotAllowed;
