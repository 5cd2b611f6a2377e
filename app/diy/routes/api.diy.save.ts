import { saveDiyStep } from '~/diy/application/diy.server';
import { projectApiCall } from '~/projects/index.server';

/** POST diy save {id, step, values}: one DIY step's answers (RENDERING: {goodsIds}, the board's products). */
export const action = projectApiCall(async ({ context, caller, input }) => saveDiyStep(context.runtime, caller, input));
