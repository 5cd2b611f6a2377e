import { anyone, signedIn } from '../authz';
import { defineContext, streamKind } from '../shared/bounded-context';
import { cartEventTypes } from './cart';
import { cartDecider } from './cart.decide';
import { cartCommands } from './commands';

/** The cart: a visitor keeps a cart too; decide checks that the actor owns it (assertOwnsCart). */
export const cartContext = defineContext({
  name: 'cart',
  commands: cartCommands,
  rules: {
    AddCartLine: anyone,
    ChangeCartLineCount: anyone,
    RemoveCartLine: anyone,
    ClearCart: anyone,
    MergeVisitorCart: signedIn,
  },
  streams: [streamKind('cart', 'cart-', cartDecider, cartEventTypes)],
});
