import { hiddenDesign } from '~/shell/spec-redirects.server';

/** /hidden/design (part 2 route table): the designer's workspace. */
export const loader = hiddenDesign;
