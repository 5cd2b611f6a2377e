import { crossContextMigrations, crossContextProjections } from '../projections/cross-context';
import { contexts } from './contexts';
import { buildRegistry } from './slices';

/**
 * The site's central lists, each built from the contexts' manifests
 * (composition-root/contexts.ts; ADR 024): nothing here is listed by hand.
 */
export const registry = buildRegistry(contexts, { migrations: crossContextMigrations, projections: crossContextProjections });

export const { commandRules, commands, folds, projections, projectionMigrations, processes } = registry;
