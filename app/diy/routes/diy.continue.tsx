import { continueLoader } from '~/diy/server/diy-pages.server';

/** /diy/continue?id: a DIY project picks up at its first unanswered step (or its board). */
export const loader = continueLoader;
