import type { MetaFunction } from '@remix-run/node';
import { QuizStep } from '~/discovery/components/quiz-step';
import { stepAction, stepLoader } from '~/discovery/server/quiz-pages.server';

/** /style-quiz/patterns (part 2 §2): one question of the style quiz. */
export const meta: MetaFunction = () => [{ title: 'Style quiz · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = stepLoader('patterns');
export const action = stepAction('patterns');
export default QuizStep;
