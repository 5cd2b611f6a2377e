import type { CommandRules } from '../domain/authz';
import { type FoldIndex, foldIndex } from '../domain/event-log/folds';
import type { BoundedContext } from '../domain/shared/bounded-context';
import type { CommandDefinition } from '../domain/shared/command-definition';
import type { AnyProcess, ContextProcesses } from '../processes/process';
import type { Projection, ReadModelMigration, ReadModels } from '../projections/projection';

/**
 * One bounded context as the composition root lists it (ADR 024): its manifest,
 * split by layer because the layers may not import upwards. The app's part (its
 * socket servers) is found by the app itself (`app/<context>/context.server.ts`).
 */
export interface ContextSlice {
  /** `domain/<context>/context.ts`: commands with their rules, kinds of stream (folds), events. */
  domain: BoundedContext;
  /** `projections/<context>/index.ts`: projections and read-model migrations. */
  readModels?: ReadModels;
  /** `processes/<context>/index.ts`: processes and reactors. */
  processes?: ContextProcesses;
}

/** What no one context owns: the projections' own tables, the event log, the console's indexes. */
export interface CrossContextParts {
  migrations: readonly ReadModelMigration[];
  projections: (folds: FoldIndex) => Projection[];
}

/** Everything central, built from the slices: nothing here is listed by hand. */
export interface Registry {
  /** The rule of every command, for the pipeline's `authorize`. */
  commandRules: CommandRules;
  /** Every command by type: what a scheduled command or an effect's answer names. */
  commands: ReadonlyMap<string, CommandDefinition>;
  /** The kinds of stream and their folds (the event log, `npm run events`). */
  folds: FoldIndex;
  /** Every projection the runner keeps up to date. */
  projections: readonly Projection[];
  /** Read-model migrations, in order (composition-root/migrations.ts runs them after the event store's). */
  projectionMigrations: readonly ReadModelMigration[];
  /** Every process and reactor the process runner keeps going. */
  processes: readonly AnyProcess[];
}

/** A migration's place: the number its name starts with (`0015_…` → 15). */
export function migrationNumber(name: string): number {
  const match = /^(\d+)_/.exec(name);
  if (!match) throw new Error(`A read-model migration's name starts with its number (0043_…): ${name}`);
  return Number(match[1]);
}

/**
 * The migrations of every part in one order: by the number each name starts
 * with; migrations with the same number keep the order of the parts (the
 * cross-context ones, then the contexts as listed) and, within a part, their
 * own. Shipped names and their order never change (composition-root/registry.test.ts).
 */
export function orderMigrations(parts: ReadonlyArray<readonly ReadModelMigration[]>): ReadModelMigration[] {
  const all = parts.flat().map((m, i) => ({ m, i, n: migrationNumber(m.name) }));
  return all.sort((a, b) => a.n - b.n || a.i - b.i).map((x) => x.m);
}

const duplicates = (names: readonly string[]) => [...new Set(names.filter((n, i) => names.indexOf(n) !== i))];

function check(condition: boolean, message: () => string) {
  if (!condition) throw new Error(message());
}

/**
 * Builds the central lists from the slices, and refuses slices that contradict
 * each other: a command, kind of stream, projection, process or migration named
 * twice, a command listed under another type, a rule missing, a part of one
 * context listed under another.
 */
export function buildRegistry(slices: readonly ContextSlice[], crossContext: CrossContextParts): Registry {
  const names = slices.map((s) => s.domain.name);
  check(duplicates(names).length === 0, () => `Contexts listed twice: ${duplicates(names).join(', ')}`);
  for (const { domain, readModels, processes } of slices) {
    for (const part of [readModels, processes]) check(!part || part.context === domain.name, () => `The ${part!.context} part is listed with the ${domain.name} context`);
    for (const [key, definition] of Object.entries(domain.commands)) {
      check(definition.type === key, () => `${domain.name} lists the command ${definition.type} as ${key}`);
      check(Object.hasOwn(domain.rules, key) && domain.rules[key] !== undefined, () => `${domain.name} gives ${key} no rule`);
    }
    for (const key of Object.keys(domain.rules)) check(Object.hasOwn(domain.commands, key), () => `${domain.name} has a rule for ${key}, which it does not define`);
  }

  const definitions = slices.flatMap((s) => Object.values(s.domain.commands));
  const types = definitions.map((d) => d.type);
  check(duplicates(types).length === 0, () => `Commands defined by two contexts: ${duplicates(types).join(', ')}`);
  const commandRules: CommandRules = Object.freeze(Object.fromEntries(slices.flatMap((s) => Object.entries(s.domain.rules))));

  const folds = foldIndex(slices.map((s) => s.domain));
  const prefixes = folds.streamFolds.map((f) => f.prefix);
  check(duplicates(prefixes).length === 0, () => `Stream prefixes named twice: ${duplicates(prefixes).join(', ')}`);

  const projections = [...slices.flatMap((s) => s.readModels?.projections ?? []), ...crossContext.projections(folds)];
  check(duplicates(projections.map((p) => p.name)).length === 0, () => `Projections named twice: ${duplicates(projections.map((p) => p.name)).join(', ')}`);

  const projectionMigrations = orderMigrations([crossContext.migrations, ...slices.map((s) => s.readModels?.migrations ?? [])]);
  check(duplicates(projectionMigrations.map((m) => m.name)).length === 0, () => `Migrations named twice: ${duplicates(projectionMigrations.map((m) => m.name)).join(', ')}`);

  const processes = slices.flatMap((s) => s.processes?.processes ?? []);
  check(duplicates(processes.map((p) => p.name)).length === 0, () => `Processes named twice: ${duplicates(processes.map((p) => p.name)).join(', ')}`);

  return { commandRules, commands: new Map(definitions.map((d) => [d.type, d])), folds, projections, projectionMigrations, processes };
}
