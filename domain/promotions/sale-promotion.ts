import { z } from 'zod';
import { IllegalStateError, NotFoundError } from '../shared/errors';
import type { Command, Decider, Event } from '../shared/messages';
import { parseExpiryDate, type PromotionRecord } from './sale-banner';

/**
 * The site-wide sale promotion (part 2 §3 "Promotion record"), edited by staff in the console.
 * One stream per promotion: `sale-promotion-<id>`. Which one is served is decided at read time
 * by its schedule (`onlinePromotion` in sale-banner.ts).
 */
export const salePromotionStream = (promotionId: string) => `sale-promotion-${promotionId}`;

const text = (max: number) => z.string({ invalid_type_error: 'Please enter text' }).trim().max(max, `At most ${max} characters`);
const timestamp = z.string({ required_error: 'Please give a time' }).datetime({ offset: true, message: 'Use an ISO time, e.g. 2026-12-01T00:00:00Z' });
const promotionId = z.string().trim().min(1, 'Missing promotion id').max(64).regex(/^[A-Za-z0-9_-]+$/, 'Invalid promotion id');

export const savePromotionSchema = z
  .object({
    promotionId,
    homePageContent: text(2000).default(''),
    globalTop: z.object({
      content: text(300).min(1, 'The banner needs some text'),
      expirationDate: z.string().trim().refine((d) => parseExpiryDate(d) !== null && d.length === 10, 'Use a real date, e.g. 2026-12-31'),
    }),
    cartDiscount: text(300).default(''),
    payDiscount: text(300).default(''),
    termsAndConditions: text(20_000).min(1, 'Please write the terms and conditions'),
    defaultShow: z.boolean().default(true),
    startsAt: timestamp,
    endsAt: timestamp,
  })
  .refine((d) => Date.parse(d.endsAt) > Date.parse(d.startsAt), { message: 'The end must come after the start', path: ['endsAt'] });
export const withdrawPromotionSchema = z.object({ promotionId });

export type SalePromotionCommand =
  | Command<'SavePromotion', z.infer<typeof savePromotionSchema>>
  | Command<'WithdrawPromotion', z.infer<typeof withdrawPromotionSchema>>;

export type SalePromotionEvent =
  | Event<'PromotionSaved', { promotionId: string; promotion: PromotionRecord; savedAt: string }>
  | Event<'PromotionWithdrawn', { promotionId: string; withdrawnAt: string }>;

export interface SalePromotionState {
  promotion: PromotionRecord | null;
  withdrawn: boolean;
}

export const initialSalePromotionState = (): SalePromotionState => ({ promotion: null, withdrawn: false });

export function evolveSalePromotion(state: SalePromotionState, event: SalePromotionEvent): SalePromotionState {
  switch (event.type) {
    case 'PromotionSaved':
      return { ...state, promotion: event.data.promotion };
    case 'PromotionWithdrawn':
      return { ...state, withdrawn: true };
    default:
      return state;
  }
}

const sameRecord = (a: PromotionRecord, b: PromotionRecord) => JSON.stringify(a) === JSON.stringify(b);

export function decideSalePromotion(command: SalePromotionCommand, state: SalePromotionState): SalePromotionEvent[] {
  const { now } = command.metadata;
  switch (command.type) {
    case 'SavePromotion': {
      if (state.withdrawn) throw new IllegalStateError('PROMOTION_WITHDRAWN', 'This promotion was withdrawn; create a new one');
      const { promotionId: id, ...promotion } = command.data;
      if (state.promotion && sameRecord(state.promotion, promotion)) return [];
      return [{ type: 'PromotionSaved', data: { promotionId: id, promotion, savedAt: now } }];
    }
    case 'WithdrawPromotion': {
      if (!state.promotion) throw new NotFoundError('UNKNOWN_PROMOTION', 'This promotion does not exist');
      if (state.withdrawn) return [];
      return [{ type: 'PromotionWithdrawn', data: { promotionId: command.data.promotionId, withdrawnAt: now } }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const salePromotionDecider: Decider<SalePromotionState, SalePromotionCommand, SalePromotionEvent> = {
  initialState: initialSalePromotionState,
  evolve: evolveSalePromotion,
  decide: decideSalePromotion,
};

/** getOnlinePromotion's answer (part 2 §7): homePageContent, globalTop, cartDiscount, payDiscount as JSON strings, plus termsAndConditions. */
export function onlinePromotionAnswer(p: PromotionRecord) {
  return {
    homePageContent: JSON.stringify(p.homePageContent),
    globalTop: JSON.stringify(p.globalTop),
    cartDiscount: JSON.stringify(p.cartDiscount),
    payDiscount: JSON.stringify(p.payDiscount),
    termsAndConditions: p.termsAndConditions,
    defaultShow: p.defaultShow,
  };
}

export const salePromotionEventTypes = Object.keys({
  PromotionSaved: true,
  PromotionWithdrawn: true,
} satisfies Record<SalePromotionEvent['type'], true>) as SalePromotionEvent['type'][];
