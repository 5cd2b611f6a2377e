import { categoryEventTypes } from '../../domain/catalogue/category-tree';
import type { Knex } from 'knex';
import { categoryDisplayName, pathFromRoot, type CategoryEvent } from '../../domain/catalogue/category-tree';
import { defineProjection } from '../projection';
import { memoByCheckpoints } from '../read-model-memo';

const table = 'catalogue_categories_v1';

export const categoriesProjection = defineProjection<CategoryEvent>()({
  name: 'catalogue-categories',
  reads: categoryEventTypes,
  handles: ['CategoryCreated', 'CategoryRenamed', 'CategoryMoved'],
  ignores: [],
  tables: [table],
  async apply(trx, events) {
    for (const event of events) {
      switch (event.type) {
        case 'CategoryCreated':
          await trx(table)
            .insert({
              id: event.data.categoryId,
              name: event.data.name,
              display_name: categoryDisplayName(event.data.name),
              parent_id: event.data.parentId,
              sort: event.data.sort,
            })
            .onConflict('id')
            .ignore();
          break;
        case 'CategoryRenamed':
          await trx(table)
            .where({ id: event.data.categoryId })
            .update({ name: event.data.name, display_name: categoryDisplayName(event.data.name) });
          break;
        case 'CategoryMoved':
          await trx(table).where({ id: event.data.categoryId }).update({ parent_id: event.data.parentId, sort: event.data.sort });
          break;
      }
    }
  },
});

export interface CategoryRow {
  id: string;
  name: string;
  displayName: string;
  parentId: string | null;
  sort: number;
}
export interface CategoryTreeNode {
  id: string;
  name: string;
  children: CategoryTreeNode[];
}

/** Every category, in the tree's order. Most pages ask: kept until the categories change (ADR 073); the rows are frozen, the list is the caller's. */
export async function listCategories(db: Knex): Promise<CategoryRow[]> {
  const rows = await memoByCheckpoints(db, [categoriesProjection.name], 'categories', async () =>
    (await db(table).select('*').orderBy([{ column: 'sort' }, { column: 'name' }])).map((r) =>
      Object.freeze({ id: r.id, name: r.name, displayName: r.display_name, parentId: r.parent_id, sort: r.sort }),
    ),
  );
  return [...rows];
}

/** The spec's tree shape `{ id, name, children }`, with display names applied. */
export function buildTree(rows: CategoryRow[]): CategoryTreeNode[] {
  const nodes = new Map(rows.map((r) => [r.id, { id: r.id, name: r.displayName, children: [] as CategoryTreeNode[] }]));
  const roots: CategoryTreeNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId ? nodes.get(r.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

export async function categoryTree(db: Knex): Promise<CategoryTreeNode[]> {
  return buildTree(await listCategories(db));
}

/** The ids of the given categories and all below them. */
export function withDescendants(rows: CategoryRow[], ids: readonly string[]): string[] {
  const result = new Set(ids.filter((id) => rows.some((r) => r.id === id)));
  let grew = true;
  while (grew) {
    grew = false;
    for (const r of rows) {
      if (r.parentId && result.has(r.parentId) && !result.has(r.id)) {
        result.add(r.id);
        grew = true;
      }
    }
  }
  return [...result];
}

/** Root-first chain to a category, for breadcrumbs. */
export function pathTo(rows: CategoryRow[], id: string): CategoryRow[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return pathFromRoot(id, (c) => byId.get(c)?.parentId).map((c) => byId.get(c)!);
}
