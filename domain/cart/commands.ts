import { defineCommand } from '../shared/command-definition';
import { cartStream } from './cart';
import {
  addCartLineSchema,
  cartDecider,
  changeCartLineCountSchema,
  clearCartSchema,
  mergeVisitorCartSchema,
  removeCartLineSchema,
} from './cart.decide';

const cart = (d: { ownerId: string }) => cartStream(d.ownerId);
/** The cart's evolve and decide build new states (never change the one given): its folds may be kept (ADR 065). */
const keepsFold = true;

export const cartCommands = {
  AddCartLine: defineCommand({ type: 'AddCartLine', schema: addCartLineSchema, streamId: cart, decider: cartDecider, keepsFold }),
  ChangeCartLineCount: defineCommand({ type: 'ChangeCartLineCount', schema: changeCartLineCountSchema, streamId: cart, decider: cartDecider, keepsFold }),
  RemoveCartLine: defineCommand({ type: 'RemoveCartLine', schema: removeCartLineSchema, streamId: cart, decider: cartDecider, keepsFold }),
  MergeVisitorCart: defineCommand({ type: 'MergeVisitorCart', schema: mergeVisitorCartSchema, streamId: cart, decider: cartDecider, keepsFold }),
  ClearCart: defineCommand({ type: 'ClearCart', schema: clearCartSchema, streamId: cart, decider: cartDecider, keepsFold }),
};
