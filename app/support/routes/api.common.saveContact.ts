import { sendContactMessage, contactSentMessage } from '~/support/application/contact.server';
import { sessionApiCall } from '~/identity/index.server';
import { envelope, methodNotAllowed } from '~/web/api.server';

/** POST /common/saveContact {name, email, topic, orderNumber?, message}: a message to customer care (spec §7). */
export const action = sessionApiCall(async ({ input, context, visit }) => envelope(await sendContactMessage(context.runtime, visit, input), contactSentMessage));

export const loader = () => methodNotAllowed();
