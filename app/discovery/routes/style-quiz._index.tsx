import { redirect } from '@remix-run/node';

/** /style-quiz: the quiz starts at its welcome page. */
export const loader = () => redirect('/style-quiz/welcome');
