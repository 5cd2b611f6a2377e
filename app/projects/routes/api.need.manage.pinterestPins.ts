import { pinterestPins } from '~/projects/application/pinterest.server';
import { projectApiCall } from '~/projects/server/project-api.server';
import { failure } from '~/web/api.server';

/** need/manage pinterestPins {username, boardName, limit, width, cursor}: a public Pinterest board's pins (404: no such board; 502: Pinterest not answering). */
const handler = projectApiCall(async ({ context, input }) => {
  const outcome = await pinterestPins(context.runtime, input);
  return outcome.status === 'unavailable' ? failure(outcome.message, 502) : outcome.pins;
});
export const loader = handler;
export const action = handler;
