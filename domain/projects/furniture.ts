import { z } from 'zod';
import { IllegalStateError, NotFoundError, ValidationError } from '../shared/errors';
import type { Actor, Command } from '../shared/messages';
import type { Need, NeedEvent, NeedState } from './need';

/**
 * A design project's furniture (issue 8: need/manage goods): the products its
 * designer (or staff) records for the room, each with how many; the client reads
 * them with today's prices and buys them through the cart. And the project code
 * the client chose to pay the plan with (multipleNeed promo apply).
 */
export const maxProjectProducts = 200;

const needId = z.string({ required_error: 'This project does not exist', invalid_type_error: 'This project does not exist' }).trim().regex(/^\d{1,10}$/, 'This project does not exist');
const goodsId = z.string({ required_error: 'Please choose a product', invalid_type_error: 'Please choose a product' }).trim().min(1, 'Please choose a product').max(64, 'Unknown product').regex(/^[A-Za-z0-9_-]+$/, 'Unknown product');
const count = z.number({ invalid_type_error: 'Quantity must be a whole number' }).int('Quantity must be a whole number').min(1, 'Quantity must be at least 1').max(1000, 'The quantity of an item cannot exceed 1000.');

export const recordProjectProductsSchema = z.object({
  needId,
  products: z
    .array(z.object({ goodsId, count: count.default(1) }), { invalid_type_error: 'Please choose the products' })
    .min(1, 'Please choose the products')
    .max(100, 'At most 100 products at once')
    .refine((list) => new Set(list.map((p) => p.goodsId)).size === list.length, 'Each product once, please'),
});
export const removeProjectProductSchema = z.object({ needId, goodsId });
/** null clears the code. The app has checked that the code applies to this plan before it records it. */
export const chooseProjectCodeSchema = z.object({ needId, code: z.string().trim().toUpperCase().min(1).max(32).regex(/^[A-Z0-9_-]+$/, 'this code does not exist').nullable() });

export type FurnitureCommand =
  | Command<'RecordProjectProducts', z.infer<typeof recordProjectProductsSchema>>
  | Command<'RemoveProjectProduct', z.infer<typeof removeProjectProductSchema>>
  | Command<'ChooseProjectCode', z.infer<typeof chooseProjectCodeSchema>>;

const notFound = () => new NotFoundError('NEED_NOT_FOUND', 'This project does not exist');

/** The designer assigned to the project, or staff (and the system). A designer of other projects does not see it. */
function requireCurator(state: NeedState, actor: Actor): Need {
  const need = state.need;
  if (!need || need.status === 'DELETED') throw notFound();
  const staff = actor.kind === 'system' || (actor.kind === 'user' && actor.roles.includes('staff'));
  if (!staff && !(actor.kind === 'user' && need.designerId !== null && actor.userId === need.designerId)) throw notFound();
  if (need.status === 'DRAFT') throw new IllegalStateError('NEED_DRAFT', 'A draft project has no furniture yet');
  return need;
}

/** Products recorded for the project: new ones added, counts of those already there changed. */
export function decideFurniture(command: FurnitureCommand, state: NeedState, requireOwnNeed: (state: NeedState, actor: Actor) => Need): NeedEvent[] {
  const { actor, now } = command.metadata;
  switch (command.type) {
    case 'RecordProjectProducts': {
      const need = requireCurator(state, actor);
      const current = new Map(need.products.map((p) => [p.goodsId, p.count]));
      const changed = command.data.products.filter((p) => current.get(p.goodsId) !== p.count);
      if (changed.length === 0) return [];
      const total = new Set([...current.keys(), ...changed.map((p) => p.goodsId)]).size;
      if (total > maxProjectProducts) throw new ValidationError('TOO_MANY_PRODUCTS', `A project holds at most ${maxProjectProducts} products`, { products: `A project holds at most ${maxProjectProducts} products` });
      return [{ type: 'ProjectProductsRecorded', data: { needId: need.needId, products: changed, recordedBy: actor.kind === 'user' ? actor.userId : 'system', recordedAt: now } }];
    }
    case 'RemoveProjectProduct': {
      const need = requireCurator(state, actor);
      if (!need.products.some((p) => p.goodsId === command.data.goodsId)) throw new NotFoundError('PRODUCT_NOT_IN_PROJECT', 'This product is not part of the project');
      return [{ type: 'ProjectProductRemoved', data: { needId: need.needId, goodsId: command.data.goodsId, removedBy: actor.kind === 'user' ? actor.userId : 'system', removedAt: now } }];
    }
    case 'ChooseProjectCode': {
      const need = requireOwnNeed(state, actor);
      if (need.payment) throw new IllegalStateError('ALREADY_PAID', 'This project is already paid');
      if (need.chosenCode === command.data.code) return [];
      return [{ type: 'ProjectCodeChosen', data: { needId: need.needId, code: command.data.code, chosenAt: now } }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}
