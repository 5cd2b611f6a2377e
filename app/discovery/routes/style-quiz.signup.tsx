import type { MetaFunction } from '@remix-run/node';
import { QuizSignIn } from '~/discovery/components/quiz-sign-in';
import { quizSignInLoader } from '~/discovery/server/quiz-pages.server';

/** /style-quiz/signup (part 2 §2): sign up and come back to the quiz's result. */
export const meta: MetaFunction = () => [{ title: 'Sign up · Style quiz · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = quizSignInLoader;
export default function QuizSignInPage() {
  return <QuizSignIn mode="register" />;
}
