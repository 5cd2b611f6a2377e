import { describe, expect, it } from 'vitest';
import { anyone, signedIn } from '../authz';
import { cartDecider } from '../cart/cart.decide';
import { cartEventTypes } from '../cart/cart';
import { cartCommands } from '../cart/commands';
import { defineContext, streamKind } from './bounded-context';

const streams = [streamKind('cart', 'cart-', cartDecider, cartEventTypes)];
const { AddCartLine, ChangeCartLineCount } = cartCommands;

describe('a context manifest', () => {
  it('gives every command of the context a rule: one left out, or one for a command it does not define, does not compile', () => {
    const ok = defineContext({ name: 'cart', commands: { AddCartLine, ChangeCartLineCount }, rules: { AddCartLine: anyone, ChangeCartLineCount: signedIn }, streams });
    expect(ok.rules).toEqual({ AddCartLine: 'anyone', ChangeCartLineCount: { signedIn: true } });
    // @ts-expect-error ChangeCartLineCount has no rule (npm test runs tsc first, so this line fails the suite if it compiles)
    defineContext({ name: 'cart', commands: { AddCartLine, ChangeCartLineCount }, rules: { AddCartLine: anyone }, streams });
    // @ts-expect-error Teleport is not a command of the context
    defineContext({ name: 'cart', commands: { AddCartLine }, rules: { AddCartLine: anyone, Teleport: anyone }, streams });
  });

  it('has as events the event types of its kinds of stream', () => {
    const cart = defineContext({ name: 'cart', commands: { AddCartLine }, rules: { AddCartLine: anyone }, streams: [...streams, { ...streams[0]!, prefix: 'cart2-' }] });
    expect(cart.events).toEqual(cartEventTypes);
    expect(cart.streams[0]!.evolve).toBe(cartDecider.evolve);
    expect(cart.streams[0]!.initialState).toBe(cartDecider.initialState);
  });
});
