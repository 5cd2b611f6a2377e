import { proxyLoader } from '~/discovery/server/quiz-pages.server';

/** /style-quiz/proxy: sends the visitor on to their result, the step they are at, or the welcome page. */
export const loader = proxyLoader;
