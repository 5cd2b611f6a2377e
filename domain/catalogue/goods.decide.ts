import { z } from 'zod';
import { IllegalStateError, NotFoundError, ValidationError } from '../shared/errors';
import type { Command, Decider } from '../shared/messages';
import { evolveGoods, type GoodsEvent, type GoodsState, initialGoodsState } from './goods';
import { sizeLimits, specMessages } from './models3d/spec';
import { colourByKey, materials } from './finishes';
import { isModelKind } from './models3d/kinds';
import { modelFactNames, modelFactProblems } from './model-facts';

const cents = (label: string) =>
  z.coerce.number({ invalid_type_error: `${label} must be a number` }).int(`${label} must be whole cents`).min(0, `${label} cannot be negative`).max(100_000_000, `${label} is too large`);
const goodsId = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9-]+$/, 'Use letters, digits and dashes');

/**
 * A product's size: each side a real size for furniture (5 mm to 8 m, the 3D
 * kernel's limits, issue 22), refused with the kernel's field message otherwise
 * ("The width must be a number between 0.2 and 315 inches.") — 0, negatives and
 * 100 m included.
 */
const side = z.coerce.number({ invalid_type_error: 'Please enter a number' });
const dimensions = z
  .object({ width: side, depth: side, height: side, unit: z.enum(['in', 'cm']).default('in') })
  .superRefine((d, ctx) => {
    const perUnit = d.unit === 'in' ? 0.0254 : 0.01;
    for (const name of ['width', 'depth', 'height'] as const) {
      const metres = d[name] * perUnit;
      if (!Number.isFinite(metres) || metres < sizeLimits.minMetres - 1e-12 || metres > sizeLimits.maxMetres + 1e-12)
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [name], message: specMessages.side(name, d.unit) });
    }
  });

/** A model fact staff may set (issue 22): '' or null = as the name says. */
const fact = (known: (v: string) => boolean, message: string) =>
  z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(40).refine(known, message).nullable().optional());

const details = z.object({
  name: z.string().trim().min(1, 'Please enter a product name').max(200),
  brand: z.string().trim().min(1, 'Please enter a brand').max(120),
  description: z.string().trim().max(5000).default(''),
  categoryId: z.string().trim().min(1, 'Please choose a category').max(64),
  savedPics: z.array(z.string().min(1).max(500)).max(20).default([]),
  dimensions: dimensions.nullable().default(null),
  shippingType: z.enum(['FREE', 'SMALL', 'STANDARD', 'OVERSIZED']),
  shippingCost: cents('Shipping cost').default(0),
  shippingPct: z.coerce.number().min(0).max(100, 'Shipping percentage is at most 100').default(0),
  vendorId: z.string().trim().min(1, 'Please choose a vendor').max(64),
  kind: fact(isModelKind, specMessages.kind),
  variant: fact((v) => /^[a-z-]+$/.test(v), 'Please choose one of the kind’s shapes.'),
  material: fact((v) => materials.some((m) => m.name === v), specMessages.material),
  colour: fact((v) => colourByKey.has(v), specMessages.colour),
});

const availability = z.object({
  availability: z.string().trim().min(1, 'Please enter availability').max(60),
  markType: z.enum(['AUTO', 'MANUAL', 'NO_MARKED']).nullable().default(null),
  markTime: z.string().datetime({ offset: true }).nullable().default(null),
});

const prices = z.object({ priceCents: cents('Price').refine((v) => v > 0, 'Price must be above zero'), salePriceCents: cents('Sale price').nullable().default(null) });

export const listGoodsSchema = details.merge(availability).merge(prices).extend({ goodsId });
export const changeGoodsPriceSchema = prices.extend({ goodsId });
export const changeGoodsAvailabilitySchema = availability.extend({ goodsId });
export const changeGoodsDetailsSchema = z.object({ goodsId, changes: details.partial() });
export const delistGoodsSchema = z.object({ goodsId });

export type GoodsCommand =
  | Command<'ListGoods', z.infer<typeof listGoodsSchema>>
  | Command<'ChangeGoodsPrice', z.infer<typeof changeGoodsPriceSchema>>
  | Command<'ChangeGoodsAvailability', z.infer<typeof changeGoodsAvailabilitySchema>>
  | Command<'ChangeGoodsDetails', z.infer<typeof changeGoodsDetailsSchema>>
  | Command<'DelistGoods', z.infer<typeof delistGoodsSchema>>;

function checkSale(priceCents: number, salePriceCents: number | null) {
  if (salePriceCents !== null && salePriceCents >= priceCents)
    throw new ValidationError('SALE_NOT_BELOW_PRICE', 'The sale price must be below the regular price', {
      salePriceCents: 'Must be below the regular price',
    });
}

/** Model facts that do not go together refuse the command on their fields (`prefix` as the command's input names them). */
function checkModelFacts(goods: Parameters<typeof modelFactProblems>[0], prefix: string) {
  const problems = modelFactProblems(goods);
  const fields = Object.fromEntries(Object.entries(problems).map(([k, v]) => [`${prefix}${k}`, v]));
  const first = Object.values(problems)[0];
  if (first) throw new ValidationError('MODEL_FACTS', first, fields);
}

const touchesModel = (changes: Record<string, unknown>) => modelFactNames.some((n) => changes[n] !== undefined);

function requireListed(state: GoodsState) {
  if (state.status === 'none') throw new NotFoundError('GOODS_NOT_FOUND', 'This product does not exist');
  if (state.status === 'delisted') throw new IllegalStateError('GOODS_DELISTED', 'This product is no longer listed');
  return state.goods;
}

export function decideGoods(command: GoodsCommand, state: GoodsState): GoodsEvent[] {
  switch (command.type) {
    case 'ListGoods': {
      if (state.status !== 'none') throw new IllegalStateError('GOODS_EXISTS', 'A product with this id already exists');
      checkSale(command.data.priceCents, command.data.salePriceCents);
      if (touchesModel(command.data)) checkModelFacts(command.data, '');
      return [{ type: 'GoodsListed', data: { ...command.data, listedAt: command.metadata.now } }];
    }
    case 'ChangeGoodsPrice': {
      const goods = requireListed(state);
      const { goodsId, priceCents, salePriceCents } = command.data;
      checkSale(priceCents, salePriceCents);
      if (goods.priceCents === priceCents && goods.salePriceCents === salePriceCents) return [];
      return [{ type: 'GoodsPriceChanged', data: { goodsId, priceCents, salePriceCents } }];
    }
    case 'ChangeGoodsAvailability': {
      requireListed(state);
      return [{ type: 'GoodsAvailabilityChanged', data: command.data }];
    }
    case 'ChangeGoodsDetails': {
      const goods = requireListed(state);
      const changes = Object.fromEntries(
        Object.entries(command.data.changes).filter(
          // A model fact never set (absent in older events) is the same as null.
          ([k, v]) => v !== undefined && JSON.stringify(v) !== JSON.stringify(goods[k as keyof typeof goods] ?? (modelFactNames.includes(k as never) ? null : undefined)),
        ),
      );
      if (Object.keys(changes).length === 0) return [];
      if (touchesModel(command.data.changes)) checkModelFacts({ ...goods, ...changes }, 'changes.');
      return [{ type: 'GoodsDetailsChanged', data: { goodsId: command.data.goodsId, changes } }];
    }
    case 'DelistGoods': {
      requireListed(state);
      return [{ type: 'GoodsDelisted', data: { goodsId: command.data.goodsId, delistedAt: command.metadata.now } }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const goodsDecider: Decider<GoodsState, GoodsCommand, GoodsEvent> = {
  initialState: initialGoodsState,
  evolve: evolveGoods,
  decide: decideGoods,
};
