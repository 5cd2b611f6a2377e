import { describe, expect, it } from 'vitest';
import { catalogueCommands } from '../../domain/catalogue/commands';
import { DomainError } from '../../domain/shared/errors';
import type { Actor } from '../../domain/shared/messages';
import { demoGoods } from '../../composition-root/demo/catalogue';
import { CommandPipeline } from '../../infra/commands/pipeline';
import { commandRules } from '../../composition-root/registry';
import { createTestRuntime } from '../support/runtime';

const runtime = createTestRuntime();
const system: Actor = { kind: 'system' };
const staff: Actor = { kind: 'user', userId: 'u-staff', email: 'staff@example.com', roles: ['staff'] };
const client: Actor = { kind: 'user', userId: 'u-client', email: 'client@example.com', roles: ['client'] };
const visitor: Actor = { kind: 'visitor', visitorId: 'v1' };
const [sample] = demoGoods(1, 7, 'p');

async function rejection(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => { throw new Error('expected a rejection'); },
    (e) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('command pipeline', () => {
  it('validates with zod before anything else and appends nothing on bad input', async () => {
    const rt = await runtime;
    const error = await rejection(rt.pipeline.execute(catalogueCommands.ListGoods, { ...sample, priceCents: 'lots' }, { actor: staff }));
    expect(error).toMatchObject({ kind: 'validation', status: 400 });
    expect(error.fields.priceCents).toBe('Price must be a number');
    expect((await rt.store.readStream(`goods-${sample.goodsId}`)).version).toBe(0);
  });

  it('asks the authorization module: visitors must sign in, clients are refused', async () => {
    const rt = await runtime;
    expect(await rejection(rt.pipeline.execute(catalogueCommands.ListGoods, sample, { actor: visitor }))).toMatchObject({ status: 401 });
    expect(await rejection(rt.pipeline.execute(catalogueCommands.ListGoods, sample, { actor: client }))).toMatchObject({ status: 403, message: 'No access.' });
    expect((await rt.store.readStream(`goods-${sample.goodsId}`)).version).toBe(0);
  });

  it('appends what decide returns, with the expected version, and returns the new position', async () => {
    const rt = await runtime;
    const result = await rt.pipeline.execute(catalogueCommands.ListGoods, sample, { actor: staff });
    expect(result).toMatchObject({ version: 1, duplicate: false, streamId: `goods-${sample.goodsId}` });
    expect(result.checkpoint!.position).toBeGreaterThan(0);
    const { events } = await rt.store.readStream(`goods-${sample.goodsId}`);
    expect(events[0]).toMatchObject({ type: 'GoodsListed', metadata: { actor: { kind: 'user', userId: 'u-staff' } } });
  });

  it('turns a rule break into a typed error and appends nothing', async () => {
    const rt = await runtime;
    const error = await rejection(rt.pipeline.execute(catalogueCommands.ListGoods, sample, { actor: system }));
    expect(error).toMatchObject({ code: 'GOODS_EXISTS', status: 409 });
    expect((await rt.store.readStream(`goods-${sample.goodsId}`)).version).toBe(1);
  });

  it('is idempotent for a retried command id', async () => {
    const rt = await runtime;
    const input = { goodsId: sample.goodsId, priceCents: 50000, salePriceCents: null };
    const first = await rt.pipeline.execute(catalogueCommands.ChangeGoodsPrice, input, { actor: staff, commandId: 'retry-me' });
    const again = await rt.pipeline.execute(catalogueCommands.ChangeGoodsPrice, { ...input, priceCents: 60000 }, { actor: staff, commandId: 'retry-me' });
    expect(again).toMatchObject({ duplicate: true, version: first.version });
    expect((await rt.store.readStream(`goods-${sample.goodsId}`)).version).toBe(first.version);
  });

  it('a command whose twin landed between the command-id check and the decision answers the twin\'s result, not the rule it now breaks', async () => {
    const rt = await runtime;
    const [fresh] = demoGoods(1, 11, 'dup');
    const first = await rt.pipeline.execute(catalogueCommands.ListGoods, fresh, { actor: staff, commandId: 'list-once' });
    // The twin's view: its first look for the command id came before the first one committed.
    let looks = 0;
    const racing = Object.create(rt.store, { commandResult: { value: (id: string) => (looks++ === 0 ? Promise.resolve(null) : rt.store.commandResult(id)) } });
    const twin = await new CommandPipeline(racing, commandRules).execute(catalogueCommands.ListGoods, fresh, { actor: staff, commandId: 'list-once' });
    expect(twin).toMatchObject({ duplicate: true, version: first.version, events: [] });
    // Without a command id, listing twice still breaks the rule.
    expect(await rejection(rt.pipeline.execute(catalogueCommands.ListGoods, fresh, { actor: staff }))).toMatchObject({ status: 409 });
  });

  it('decides again on a version conflict, so concurrent commands on one stream all land', async () => {
    const rt = await runtime;
    const prices = Array.from({ length: 8 }, (_, i) => 70000 + i * 100);
    await Promise.all(
      prices.map((priceCents) =>
        rt.pipeline.execute(catalogueCommands.ChangeGoodsPrice, { goodsId: sample.goodsId, priceCents, salePriceCents: null }, { actor: staff }).catch((e) => e),
      ),
    );
    const { events } = await rt.store.readStream(`goods-${sample.goodsId}`);
    const landed = events.filter((e) => e.type === 'GoodsPriceChanged' && prices.includes((e.data as { priceCents: number }).priceCents));
    // Most land after a retry; any that ran out of attempts failed as a typed conflict, never silently.
    expect(landed.length).toBeGreaterThanOrEqual(3);
    expect(events.map((e) => e.streamPosition)).toEqual(events.map((_, i) => i + 1));
  });
});
