import type { Event } from '../shared/messages';

/**
 * All categories live in one aggregate, the tree (`categorytree-main`): it is
 * small, and rules such as "the parent exists" and "no cycles" need the whole of it.
 */
export const categoryTreeStream = 'categorytree-main';

export type CategoryEvent =
  | Event<'CategoryCreated', { categoryId: string; name: string; parentId: string | null; sort: number }>
  | Event<'CategoryRenamed', { categoryId: string; name: string }>
  | Event<'CategoryMoved', { categoryId: string; parentId: string | null; sort: number }>;

export interface CategoryNode {
  name: string;
  parentId: string | null;
}
export type CategoryTreeState = { categories: Readonly<Record<string, CategoryNode>> };

export const initialCategoryTree = (): CategoryTreeState => ({ categories: {} });

export function evolveCategoryTree(state: CategoryTreeState, event: CategoryEvent): CategoryTreeState {
  const { categories } = state;
  switch (event.type) {
    case 'CategoryCreated':
      return { categories: { ...categories, [event.data.categoryId]: { name: event.data.name, parentId: event.data.parentId } } };
    case 'CategoryRenamed':
      return { categories: { ...categories, [event.data.categoryId]: { ...categories[event.data.categoryId], name: event.data.name } } };
    case 'CategoryMoved':
      return { categories: { ...categories, [event.data.categoryId]: { ...categories[event.data.categoryId], parentId: event.data.parentId } } };
    default: {
      const never: never = event;
      return never;
    }
  }
}

/** The spec's display-name remaps (part 1 §3). Other names show as they are. */
const displayRemaps: Record<string, string> = {
  lightings: 'lighting',
  'wall arts and decor': 'wall art',
  'window treatment': 'curtains',
};

export function categoryDisplayName(name: string): string {
  return displayRemaps[name.trim().toLowerCase()] ?? name;
}

/**
 * Ids from the root down to `id` (inclusive), however the tree is held:
 * `parentOf` answers a category's parent id, null for a root, undefined for an
 * unknown id. Empty when `id` is unknown; a cycle ends the walk.
 */
export function pathFromRoot(id: string, parentOf: (id: string) => string | null | undefined): string[] {
  const chain: string[] = [];
  for (let current: string | null | undefined = id; current && parentOf(current) !== undefined && !chain.includes(current); current = parentOf(current))
    chain.unshift(current);
  return chain;
}

/** The ids above a category, root first. */
export function ancestorsOf(state: CategoryTreeState, id: string): string[] {
  return pathFromRoot(id, (c) => state.categories[c]?.parentId).slice(0, -1);
}

/** Every category event type; `satisfies` makes forgetting one a compile error. */
export const categoryEventTypes = Object.keys({
  CategoryCreated: true,
  CategoryRenamed: true,
  CategoryMoved: true,
} satisfies Record<CategoryEvent['type'], true>) as CategoryEvent['type'][];
