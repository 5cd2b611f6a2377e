import { describe, expect, it } from 'vitest';
import { cartCommands } from '../cart/commands';
import type { GoodsSnapshot } from '../cart/cart';
import type { CommandDefinition } from '../shared/command-definition';
import type { Actor, Event } from '../shared/messages';
import { allCommandDefinitions, allContextsOnDisk } from '../../tests/support/domain-commands';
import { foldIndex, foldStream } from './folds';

const { allEventTypes, contexts, foldFor, streamFolds } = foldIndex(await allContextsOnDisk());

/** Input whose every field reads as the same id, so a command names the stream it writes. */
const probe = new Proxy({}, { get: (_target, key) => (typeof key === 'string' ? 'probe1' : undefined) });

describe('the fold registry', () => {
  it('has a fold for every stream a command writes, with that command’s own initialState and evolve', async () => {
    const defs = await allCommandDefinitions();
    expect(defs.length).toBeGreaterThan(100);
    const missing: string[] = [];
    for (const def of defs) {
      const streamId = def.streamId(probe as never);
      const fold = foldFor(streamId);
      if (!fold) {
        missing.push(`${def.type} → ${streamId}`);
        continue;
      }
      expect(fold.evolve, `${def.type} on ${streamId}`).toBe(def.decider.evolve);
      expect(fold.initialState, `${def.type} on ${streamId}`).toBe(def.decider.initialState);
    }
    expect(missing).toEqual([]);
  });

  it('names each kind of stream once, and each prefix resolves to its own fold', () => {
    expect(new Set(streamFolds.map((f) => f.prefix)).size).toBe(streamFolds.length);
    for (const f of streamFolds) expect(foldFor(`${f.prefix}x1`)).toBe(f);
    expect(foldFor('identity-session-abc')?.aggregate).toBe('session');
    expect(foldFor('identity-demo-client')?.aggregate).toBe('account');
    expect(foldFor('nobody-knows-1')).toBeNull();
  });

  it('lists contexts and the event types of every aggregate', () => {
    expect(contexts).toEqual(expect.arrayContaining(['identity', 'catalogue', 'orders', 'projects', 'canvas', 'messaging']));
    for (const f of streamFolds) expect(f.eventTypes.length, f.prefix).toBeGreaterThan(0);
    expect(allEventTypes).toEqual(expect.arrayContaining(['OrderPlaced', 'NeedDrafted', 'ChatMessageSent', 'BoardChanged', 'SessionStarted']));
  });
});

describe('folding a stream', () => {
  const now = '2026-11-22T10:00:00.000Z';
  const visitor: Actor = { kind: 'visitor', visitorId: 'v1' };
  const sofa: GoodsSnapshot = {
    goodsId: 'g-sofa', priceCents: 129900, salePriceCents: 99900, availability: 'available', markType: 'AUTO', markTime: now,
    shippingType: 'STANDARD', shippingCost: 4900, shippingPct: 0, delisted: false,
  };
  const lamp: GoodsSnapshot = { ...sofa, goodsId: 'g-lamp', priceCents: 8900, salePriceCents: null, shippingType: 'SMALL', shippingCost: 900 };

  it('gives, at every event, the state the decider decided the next command on', () => {
    const commands: [CommandDefinition, unknown][] = [
      [cartCommands.AddCartLine, { ownerId: 'v1', needGoodsId: 'n1', goods: sofa, count: 2, clientStatus: null, available: null }],
      [cartCommands.AddCartLine, { ownerId: 'v1', needGoodsId: 'n2', goods: lamp, count: 1, clientStatus: null, available: null }],
      [cartCommands.ChangeCartLineCount, { ownerId: 'v1', needGoodsId: 'n1', count: 5 }],
      [cartCommands.RemoveCartLine, { ownerId: 'v1', needGoodsId: 'n2' }],
    ];
    // The command pipeline in miniature: fold the stream with the command's decider, decide, append.
    const stream: Event[] = [];
    const seen: unknown[] = [];
    for (const [def, input] of commands) {
      const data = def.schema.parse(input);
      const state = stream.reduce((s, e) => def.decider.evolve(s, e), def.decider.initialState());
      seen.push({ at: stream.length, state });
      stream.push(...def.decider.decide({ type: def.type, data, metadata: { commandId: `c${stream.length}`, now, actor: visitor } }, state));
    }
    const fold = foldFor(def0StreamId(commands))!;
    expect(fold.aggregate).toBe('cart');
    for (const { at, state } of seen as { at: number; state: unknown }[]) expect(foldStream(fold, stream, at)).toEqual(state);
    const head = foldStream(fold, stream) as { lines: { needGoodsId: string; goodsCount: number }[] };
    expect(head.lines.map((l) => [l.needGoodsId, l.goodsCount])).toEqual([['n1', 5]]);
    expect(foldStream(fold, stream, 0)).toEqual(cartCommands.AddCartLine.decider.initialState());
  });
});

function def0StreamId(commands: [CommandDefinition, unknown][]): string {
  const [def, input] = commands[0]!;
  return def.streamId(def.schema.parse(input));
}
