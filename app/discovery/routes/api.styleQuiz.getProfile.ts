import { sessionApiCall } from '~/identity/index.server';
import { requireMyStyleProfile } from '~/discovery/application/style-profile.server';

/**
 * GET or POST /api/styleQuiz/getProfile: the asker's own style profile
 * (`{ topStyle, runnerUp, shares: [{ style, share }], answers, savedAt,
 * inAccount, explanation }`): a signed-in client's, or this visitor's. 404
 * "You have not taken the style quiz yet." before the quiz. Never another's.
 */
export const loader = sessionApiCall(async ({ context, session }) => requireMyStyleProfile(context.runtime, session));
export const action = loader;
