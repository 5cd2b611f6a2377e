import type { MetaFunction } from '@remix-run/node';
import { QuizSignIn } from '~/discovery/components/quiz-sign-in';
import { quizSignInLoader } from '~/discovery/server/quiz-pages.server';

/** /style-quiz/signin (part 2 §2): sign in and come back to the quiz's result. */
export const meta: MetaFunction = () => [{ title: 'Sign in · Style quiz · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = quizSignInLoader;
export default function QuizSignInPage() {
  return <QuizSignIn mode="login" />;
}
