import { z } from 'zod';
import { IllegalStateError, NotFoundError, ValidationError } from '../shared/errors';
import type { Command, Decider } from '../shared/messages';
import {
  ancestorsOf,
  type CategoryEvent,
  type CategoryTreeState,
  evolveCategoryTree,
  initialCategoryTree,
} from './category-tree';

const id = z.string().trim().min(1, 'Category id is required').max(64).regex(/^[a-z0-9-]+$/, 'Use lowercase letters, digits and dashes');
const name = z.string().trim().min(1, 'Please enter a category name').max(80, 'Category names are at most 80 characters');

export const createCategorySchema = z.object({
  categoryId: id,
  name,
  parentId: id.nullable().default(null),
  sort: z.coerce.number().int().min(0).max(10_000).default(0),
});
export const renameCategorySchema = z.object({ categoryId: id, name });
export const moveCategorySchema = z.object({ categoryId: id, parentId: id.nullable(), sort: z.coerce.number().int().min(0).max(10_000).default(0) });

export type CategoryCommand =
  | Command<'CreateCategory', z.infer<typeof createCategorySchema>>
  | Command<'RenameCategory', z.infer<typeof renameCategorySchema>>
  | Command<'MoveCategory', z.infer<typeof moveCategorySchema>>;

function requireCategory(state: CategoryTreeState, categoryId: string) {
  if (!state.categories[categoryId]) throw new NotFoundError('CATEGORY_NOT_FOUND', 'This category does not exist');
}

function siblingNameTaken(state: CategoryTreeState, parentId: string | null, name: string, except?: string) {
  return Object.entries(state.categories).some(
    ([cid, c]) => cid !== except && c.parentId === parentId && c.name.toLowerCase() === name.toLowerCase(),
  );
}

export function decideCategory(command: CategoryCommand, state: CategoryTreeState): CategoryEvent[] {
  switch (command.type) {
    case 'CreateCategory': {
      const { categoryId, name, parentId, sort } = command.data;
      if (state.categories[categoryId]) throw new IllegalStateError('CATEGORY_EXISTS', 'A category with this id already exists');
      if (parentId) requireCategory(state, parentId);
      if (siblingNameTaken(state, parentId, name))
        throw new ValidationError('CATEGORY_NAME_TAKEN', 'A category with this name already exists here', { name: 'Name already used' });
      return [{ type: 'CategoryCreated', data: { categoryId, name, parentId, sort } }];
    }
    case 'RenameCategory': {
      const { categoryId, name } = command.data;
      requireCategory(state, categoryId);
      const current = state.categories[categoryId];
      if (current.name === name) return [];
      if (siblingNameTaken(state, current.parentId, name, categoryId))
        throw new ValidationError('CATEGORY_NAME_TAKEN', 'A category with this name already exists here', { name: 'Name already used' });
      return [{ type: 'CategoryRenamed', data: { categoryId, name } }];
    }
    case 'MoveCategory': {
      const { categoryId, parentId, sort } = command.data;
      requireCategory(state, categoryId);
      if (parentId) {
        requireCategory(state, parentId);
        if (parentId === categoryId || ancestorsOf(state, parentId).includes(categoryId))
          throw new IllegalStateError('CATEGORY_CYCLE', 'A category cannot be moved under itself');
      }
      return [{ type: 'CategoryMoved', data: { categoryId, parentId, sort } }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const categoryTreeDecider: Decider<CategoryTreeState, CategoryCommand, CategoryEvent> = {
  initialState: initialCategoryTree,
  evolve: evolveCategoryTree,
  decide: decideCategory,
};
