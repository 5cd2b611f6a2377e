import { designDetails } from '~/shell/spec-redirects.server';

/** /details (part 2 route table): a finished design's details, i.e. its design case. */
export const loader = designDetails;
