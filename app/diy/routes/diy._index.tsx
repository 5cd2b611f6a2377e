import { redirect } from '@remix-run/node';

/** /diy (part 2 §2): the DIY flow starts with the room. */
export const loader = () => redirect('/diy/room');
