import { draftListRedirect } from '~/projects/server/project-list.server';

/** /project/draft (and /project/Draft: routes match either case) → the draft list. */
export const loader = draftListRedirect;
