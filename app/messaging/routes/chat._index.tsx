import { redirect } from '@remix-run/node';

/** /chat → the conversations. */
export const loader = () => redirect('/chat/index');
