import { randomUUID } from 'node:crypto';
import { promotionCommands } from '../../../domain/promotions/commands';
import { onlinePromotionAnswer } from '../../../domain/promotions/sale-promotion';
import { NotFoundError } from '../../../domain/shared/errors';
import type { Runtime } from '../../../infra/runtime';
import { getOnlineSalePromotion, getSalePromotion, listSalePromotions } from '../../../projections/promotions/sale-promotions';

/** getOnlinePromotion (part 2 §7): the promotion online now, its four fields as JSON strings; null when none is. */
export async function getOnlinePromotion(runtime: Runtime, now = new Date()) {
  const p = await getOnlineSalePromotion(runtime.db, now);
  return p ? { promotionId: p.promotionId, ...onlinePromotionAnswer(p), startsAt: p.startsAt, endsAt: p.endsAt } : null;
}

/** The promotion online now, as a record (the shell's banner and the terms page). */

/** Staff: every promotion saved, newest start first. */
export const staffListPromotions = (runtime: Runtime) => listSalePromotions(runtime.db);

/** Staff: one promotion. */
export async function staffGetPromotion(runtime: Runtime, promotionId: string) {
  const p = await getSalePromotion(runtime.db, promotionId);
  if (!p) throw new NotFoundError('UNKNOWN_PROMOTION', 'This promotion does not exist');
  return p;
}

/** The input of a save: a new promotion gets a fresh id. */
export function saveInput(input: Record<string, unknown>, promotionId?: string) {
  return { ...input, promotionId: promotionId ?? (typeof input.promotionId === 'string' ? input.promotionId : randomUUID()) };
}

export const staffSalePromotionCommands = { save: promotionCommands.SavePromotion, withdraw: promotionCommands.WithdrawPromotion };
