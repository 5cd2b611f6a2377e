import { previewBanner } from '~/promotions/application/sale-promotions.server';
import { staffApiCall } from '~/staff/index.server';

/** POST /api/admin/promotions/preview {globalTop, defaultShow, promotionId?, at?}: the banner as visitors will see it, by the shell's own rules (the editor's live preview). Changes nothing. */
export const action = staffApiCall(async (args) => previewBanner(args.input));
