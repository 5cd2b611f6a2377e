import { redirect } from '@remix-run/node';

/** /moodboard/home redirects to /moodboard/index (part 2 route table). */
export const loader = () => redirect('/moodboard/index');
