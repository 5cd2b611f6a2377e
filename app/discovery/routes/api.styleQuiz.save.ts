import { sessionApiCall } from '~/identity/index.server';
import { saveStyleProfile } from '~/discovery/application/style-profile.server';
import { quizMessages } from '../../../domain/discovery/style-profile';
import { envelope, methodNotAllowed } from '~/web/api.server';

/**
 * POST /api/styleQuiz/save {images, images2, images3, color, patterns} (or
 * `{ answers: {…} }` as JSON): the quiz's five picks, one option id each
 * (domain/discovery/style-quiz.ts); saves and answers the asker's profile,
 * under their account or, for a visitor, their visitor id. A pick that is not
 * one of its step's options is a 400 naming the step; nothing is stored.
 */
export const action = sessionApiCall(async ({ request, context, session, input }) => {
  if (request.method !== 'POST') return methodNotAllowed();
  return envelope(await saveStyleProfile(context.runtime, session, input), quizMessages.saved);
});
export const loader = methodNotAllowed;
