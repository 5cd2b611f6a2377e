import { sendRemodelEmail } from '~/support/application/remodel-email.server';
import { contactSentMessage } from '~/support/application/contact.server';
import { sessionApiCall } from '~/identity/index.server';
import { envelope, methodNotAllowed } from '~/web/api.server';

/** POST common/remodelEmail {email, name?, room, scope?, message?}: a Kitchen or Bathroom remodel enquiry to the studio; the sender gets a copy. */
export const action = sessionApiCall(async ({ input, context, visit }) => envelope(await sendRemodelEmail(context.runtime, visit, input), contactSentMessage));
export const loader = () => methodNotAllowed();
