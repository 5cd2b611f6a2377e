import { redirect } from '@remix-run/node';

/** /design/home → /design/room (part 2 route table). */
export const loader = () => redirect('/design/room');
