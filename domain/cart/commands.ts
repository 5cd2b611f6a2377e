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

export const cartCommands = {
  AddCartLine: defineCommand({ type: 'AddCartLine', schema: addCartLineSchema, streamId: cart, decider: cartDecider }),
  ChangeCartLineCount: defineCommand({ type: 'ChangeCartLineCount', schema: changeCartLineCountSchema, streamId: cart, decider: cartDecider }),
  RemoveCartLine: defineCommand({ type: 'RemoveCartLine', schema: removeCartLineSchema, streamId: cart, decider: cartDecider }),
  MergeVisitorCart: defineCommand({ type: 'MergeVisitorCart', schema: mergeVisitorCartSchema, streamId: cart, decider: cartDecider }),
  ClearCart: defineCommand({ type: 'ClearCart', schema: clearCartSchema, streamId: cart, decider: cartDecider }),
};
