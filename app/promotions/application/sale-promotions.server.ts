import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { COUNTDOWN_SHOWN_BELOW_MS, countdownEnd, countdownLabel, saleBanner } from '../../../domain/promotions/sale-banner';
import { parseWith } from '../../web/api.server';
import { promotionCommands } from '../../../domain/promotions/commands';
import { onlinePromotionAnswer } from '../../../domain/promotions/sale-promotion';
import { NotFoundError } from '../../../domain/shared/errors';
import type { Runtime } from '../../../infra/runtime';
import { getOnlineSalePromotion, getSalePromotion, listSalePromotions, salePromotionsList } from '../../../projections/promotions/sale-promotions';

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

const previewSchema = z.object({
  promotionId: z.string().trim().max(64).regex(/^[A-Za-z0-9_-]*$/, 'Invalid promotion id').optional(),
  globalTop: z
    .object({
      content: z.string({ invalid_type_error: 'Please enter text' }).max(300, 'At most 300 characters').default(''),
      expirationDate: z.string({ invalid_type_error: 'Use a date, e.g. 2026-12-31' }).max(40).default(''),
    })
    .default({}),
  defaultShow: z.boolean({ invalid_type_error: 'true or false' }).default(true),
  at: z.string().datetime({ offset: true, message: 'Use an ISO time, e.g. 2026-12-01T00:00:00Z' }).optional(),
});

/**
 * Staff: the banner as visitors will see it (issue 26), by the same rules the
 * shell uses, for the editor's live preview: at `at` (default now), on the home
 * page, for a visitor without a referral. `notes` say why it shows as it does.
 */
export function previewBanner(input: unknown, now = new Date()) {
  const p = parseWith(previewSchema, input);
  const at = p.at ? new Date(p.at) : now;
  const banner = saleBanner({
    pathname: '/',
    iosApp: false,
    closed: false,
    referralDiscountSet: false,
    promotion: { promotionId: p.promotionId || undefined, globalTop: p.globalTop, defaultShow: p.defaultShow },
    now: at,
  });
  const notes: string[] = [];
  if (!p.defaultShow) notes.push('Show by default is off: the banner does not show.');
  else if (!p.globalTop.content.trim()) notes.push('Write the banner text to show it.');
  const end = countdownEnd(p.globalTop.expirationDate);
  if (!end) notes.push('Give a real expiry date (YYYY-MM-DD) for the countdown.');
  else {
    const from = new Date(end.getTime() - COUNTDOWN_SHOWN_BELOW_MS);
    notes.push(`The countdown runs to ${end.toISOString().replace('.000Z', 'Z')} and shows from ${from.toISOString().replace('.000Z', 'Z')} (the last 6 days).`);
  }
  const countdown = banner?.countdown ?? null;
  return {
    at: at.toISOString(),
    banner,
    countdownLabel: countdown?.shown ? countdownLabel(countdown) : null,
    notes,
  };
}

export { salePromotionsList };
