import { z } from 'zod';
import { IllegalStateError, NotFoundError, ValidationError } from '../shared/errors';
import type { Command, Decider } from '../shared/messages';
import { builtinCodes, normalizeCode, usageRefusal } from './codes';
import { codeStatus, evolvePromotion, initialPromotionState, type PromotionEvent, type PromotionState, usesBy } from './promotion';

const codeField = z
  .string({ required_error: 'Please enter a code', invalid_type_error: 'Please enter a code' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{3,32}$/, 'A code is 3 to 32 letters, digits, dashes or underscores');
const id = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'Invalid id');
const timestamp = z.string().datetime({ offset: true });
const limit = z.number().int('Limits are whole numbers').min(1, 'A limit is at least 1').nullable().default(null);

export const createDiscountCodeSchema = z
  .object({
    code: codeField,
    kind: z.enum(['percent', 'fixed']),
    value: z.number().int('Use whole percent or whole cents').min(1, 'The discount must be above zero'),
    minSpendCents: z.number().int().min(0).max(100_000_000).default(0),
    startsAt: timestamp.nullable().default(null),
    endsAt: timestamp.nullable().default(null),
    totalLimit: limit,
    perClientLimit: limit,
    firstOrderOnly: z.boolean().default(false),
    scope: z.enum(['furniture', 'project']).default('furniture'),
  })
  .refine((d) => d.kind !== 'percent' || d.value <= 100, { message: 'A percentage is at most 100', path: ['value'] })
  .refine((d) => !d.startsAt || !d.endsAt || Date.parse(d.endsAt) > Date.parse(d.startsAt), { message: 'The end must come after the start', path: ['endsAt'] });
export const endDiscountCodeSchema = z.object({ code: codeField });
export const recordCodeUseSchema = z.object({ code: codeField, orderId: id, clientId: id });
export const releaseCodeUseSchema = z.object({ code: codeField, orderId: id });

export type PromotionCommand =
  | Command<'CreateDiscountCode', z.infer<typeof createDiscountCodeSchema>>
  | Command<'EndDiscountCode', z.infer<typeof endDiscountCodeSchema>>
  | Command<'RecordCodeUse', z.infer<typeof recordCodeUseSchema>>
  | Command<'ReleaseCodeUse', z.infer<typeof releaseCodeUseSchema>>;

function requireCode(code: string, state: PromotionState) {
  const status = codeStatus(code, state);
  if (!status) throw new NotFoundError('UNKNOWN_CODE', 'this code does not exist');
  return status;
}

export function decidePromotion(command: PromotionCommand, state: PromotionState): PromotionEvent[] {
  const { now } = command.metadata;
  switch (command.type) {
    case 'CreateDiscountCode': {
      const definition = command.data;
      if (builtinCodes[definition.code]) throw new IllegalStateError('CODE_RESERVED', `${definition.code} is one of the site's own codes`);
      if (state.definition) throw new IllegalStateError('CODE_EXISTS', 'A code with this name already exists');
      return [{ type: 'DiscountCodeCreated', data: { definition, createdAt: now } }];
    }
    case 'EndDiscountCode': {
      requireCode(command.data.code, state);
      if (state.ended) return [];
      return [{ type: 'DiscountCodeEnded', data: { code: normalizeCode(command.data.code), endedAt: now } }];
    }
    case 'RecordCodeUse': {
      const { orderId, clientId } = command.data;
      const status = requireCode(command.data.code, state);
      if (state.uses[orderId] !== undefined) return [];
      const refused = usageRefusal(status, usesBy(state, clientId), now);
      if (refused) throw new ValidationError(refused.refusal, refused.message, { code: refused.message });
      return [{ type: 'DiscountCodeUsed', data: { code: status.code, orderId, clientId, usedAt: now } }];
    }
    case 'ReleaseCodeUse': {
      const { orderId } = command.data;
      const clientId = state.uses[orderId];
      if (clientId === undefined) return [];
      return [{ type: 'DiscountCodeUseReleased', data: { code: normalizeCode(command.data.code), orderId, clientId } }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const promotionDecider: Decider<PromotionState, PromotionCommand, PromotionEvent> = {
  initialState: initialPromotionState,
  evolve: evolvePromotion,
  decide: decidePromotion,
};
