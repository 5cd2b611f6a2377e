import { describe, expect, it } from 'vitest';
import { anyone } from '../domain/authz';
import { cartCommands } from '../domain/cart/commands';
import { cartContext } from '../domain/cart/context';
import { ordersContext } from '../domain/orders/context';
import { defineContext, streamKind } from '../domain/shared/bounded-context';
import { cartReadModels } from '../projections/cart';
import { crossContextMigrations, crossContextProjections } from '../projections/cross-context';
import type { Projection } from '../projections/projection';
import { allCommandDefinitions, allContextsOnDisk } from '../tests/support/domain-commands';
import { shippedMigrations } from '../tests/support/shipped-migrations';
import { contexts } from './contexts';
import { migrations } from './migrations';
import { commandRules, commands, folds, processes, projectionMigrations, projections } from './registry';
import { buildRegistry, type ContextSlice, migrationNumber, orderMigrations } from './slices';

const crossContext = { migrations: crossContextMigrations, projections: crossContextProjections };

/** The event types a projection or process names that no context records. */
function unknownTypes(readers: ReadonlyArray<{ name: string; handles: readonly string[]; reads?: readonly string[]; ignores?: readonly string[] }>, known: readonly string[]) {
  return readers.flatMap((r) => [...new Set([...r.handles, ...(r.reads ?? []), ...(r.ignores ?? [])])].filter((t) => !known.includes(t)).map((t) => `${r.name}: ${t}`));
}

describe('the contexts listed in composition-root/contexts.ts', () => {
  it('are every context that has a manifest on disk, each once', async () => {
    const onDisk = (await allContextsOnDisk()).map((c) => c.name).sort();
    expect(onDisk.length).toBeGreaterThanOrEqual(14);
    expect(contexts.map((c) => c.domain.name).sort()).toEqual(onDisk);
  });

  it('cover every command type exactly once, each with a rule, and the registry runs each with its own definition', async () => {
    const defined = await allCommandDefinitions();
    expect(defined.length).toBeGreaterThan(100);
    const listed = contexts.flatMap((c) => Object.keys(c.domain.commands));
    expect(listed.length).toBe(new Set(listed).size);
    expect([...listed].sort()).toEqual(defined.map((d) => d.type).sort());
    expect(Object.keys(commandRules).sort()).toEqual([...listed].sort());
    for (const d of defined) expect(commands.get(d.type), d.type).toBe(d);
  });

  it('give each command the rule of its own context', () => {
    for (const { domain } of contexts) for (const type of Object.keys(domain.commands)) expect(commandRules[type], type).toBe(domain.rules[type]);
    expect(commandRules.PayOrder).toBe('system');
    expect(commandRules.ChangeGoodsPrice).toEqual({ signedIn: true, roles: ['staff'] });
  });

  it('record every event type a projection or a process reads', () => {
    expect(projections.length).toBeGreaterThan(20);
    expect(unknownTypes(projections, folds.allEventTypes)).toEqual([]);
    expect(unknownTypes(processes, folds.allEventTypes)).toEqual([]);
    // The check can fail: a projection that names an event no context records is caught.
    const stray = { ...projections[0]!, name: 'stray', handles: ['NoSuchEventHappened'] } satisfies Projection;
    expect(unknownTypes([stray], folds.allEventTypes)).toEqual(['stray: NoSuchEventHappened']);
  });

  it('build the event log from every kind of stream, with the contexts in the listed order', () => {
    // A context that only reads (analytics, ADR 056) records no stream of its own.
    expect(folds.contexts).toEqual(contexts.filter((c) => c.domain.streams.length > 0).map((c) => c.domain.name));
    expect(folds.streamFolds.map((f) => f.prefix)).toEqual(contexts.flatMap((c) => c.domain.streams.map((s) => s.prefix)));
    const eventLog = projections.find((p) => p.name === 'event-log')!;
    expect([...eventLog.handles].sort()).toEqual([...folds.allEventTypes]);
  });
});

describe('the migration order', () => {
  const names = migrations.map((m) => m.name);

  it('keeps every shipped migration, under its name, in the shipped order, each once', () => {
    expect(names.length).toBe(new Set(names).size);
    expect(names.filter((n) => (shippedMigrations as readonly string[]).includes(n))).toEqual([...shippedMigrations]);
  });

  it('numbers a new read-model migration after every shipped one', () => {
    const lastShipped = Math.max(...shippedMigrations.filter((n) => /^\d+_/.test(n)).map(migrationNumber));
    const added = projectionMigrations.filter((m) => !(shippedMigrations as readonly string[]).includes(m.name));
    expect(added.filter((m) => migrationNumber(m.name) <= lastShipped).map((m) => m.name)).toEqual([]);
  });

  it('orders by number; migrations with the same number keep the order of the parts, then their own', () => {
    const m = (name: string) => ({ name, up: async () => undefined });
    const order = (parts: ReturnType<typeof m>[][]) => orderMigrations(parts).map((x) => x.name);
    expect(order([[m('0015_b'), m('0020_c')], [m('0003_a'), m('0015_a')]])).toEqual(['0003_a', '0015_b', '0015_a', '0020_c']);
    expect(order([[m('0003_a'), m('0015_a')], [m('0015_b'), m('0020_c')]])).toEqual(['0003_a', '0015_a', '0015_b', '0020_c']);
    expect(() => migrationNumber('mail_outbox')).toThrow('starts with its number');
  });
});

describe('building the registry', () => {
  const build = (slices: ContextSlice[]) => () => buildRegistry(slices, crossContext);
  const cart: ContextSlice = { domain: cartContext, readModels: cartReadModels };

  it('builds from well-formed slices', () => {
    const built = buildRegistry([cart, { domain: ordersContext }], crossContext);
    expect([...built.commands.keys()]).toContain('AddCartLine');
    expect(built.projections.map((p) => p.name)).toEqual(['cart-lines', 'commerce-client-orders', 'event-log']);
    expect(built.projectionMigrations.map((m) => m.name)).toEqual(['0002_projection_checkpoints', '0005_kafka_offsets', '0006_cart_read_models', '0015_cart_lines_refer', '0030_event_log_read_models', '0033_console_list_indexes']);
  });

  it('refuses slices that contradict each other', () => {
    expect(build([cart, cart])).toThrow('Contexts listed twice: cart');
    expect(build([cart, { domain: { ...cartContext, name: 'basket', streams: [] } }])).toThrow('Commands defined by two contexts: AddCartLine');
    expect(build([{ domain: ordersContext, readModels: cartReadModels }])).toThrow('The cart part is listed with the orders context');
    const { AddCartLine: _dropped, ...withoutOne } = cartContext.rules;
    expect(build([{ domain: { ...cartContext, rules: withoutOne } }])).toThrow('cart gives AddCartLine no rule');
    expect(build([{ domain: { ...cartContext, rules: { ...cartContext.rules, AddCartLine: undefined as never } } }])).toThrow('cart gives AddCartLine no rule');
    expect(build([{ domain: { ...cartContext, rules: { ...cartContext.rules, Teleport: anyone } } }])).toThrow('cart has a rule for Teleport, which it does not define');
    const misnamed = defineContext({ name: 'cart', commands: { Add: cartCommands.AddCartLine }, rules: { Add: anyone }, streams: cartContext.streams });
    expect(build([{ domain: misnamed }])).toThrow('cart lists the command AddCartLine as Add');
    const twoCarts = defineContext({ name: 'other', commands: {}, rules: {}, streams: [streamKind('cart again', 'cart-', { initialState: () => null, evolve: () => null }, ['CartLineAdded'])] });
    expect(build([cart, { domain: twoCarts }])).toThrow('Stream prefixes named twice: cart-');
    expect(build([cart, { domain: { ...twoCarts, streams: [] }, readModels: { context: 'other', projections: cartReadModels.projections, migrations: [] } }])).toThrow('Projections named twice: cart-lines');
    expect(build([cart, { domain: { ...twoCarts, streams: [] }, readModels: { context: 'other', projections: [], migrations: [{ name: '0006_cart_read_models', up: async () => undefined }] } }])).toThrow('Migrations named twice: 0006_cart_read_models');
    expect(build([{ ...cart, readModels: { ...cartReadModels, migrations: [{ name: 'cart_extra', up: async () => undefined }] } }])).toThrow('starts with its number');
  });
});
