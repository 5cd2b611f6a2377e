import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/testing';
import type { CommandMetadata } from '../shared/messages';
import { categoryDisplayName, pathFromRoot } from './category-tree';
import { categoryTreeDecider, type CategoryCommand } from './category-tree.decide';

const metadata: CommandMetadata = { commandId: 'c1', now: '2026-11-22T00:00:00.000Z', actor: { kind: 'system' } };
const spec = specFor(categoryTreeDecider);
const cmd = <T extends CategoryCommand['type']>(type: T, data: Extract<CategoryCommand, { type: T }>['data']) =>
  ({ type, data, metadata }) as CategoryCommand;
const created = (categoryId: string, parentId: string | null = null, name = categoryId) =>
  ({ type: 'CategoryCreated', data: { categoryId, name, parentId, sort: 0 } }) as const;

describe('category tree', () => {
  it('creates a root and a child', () => {
    spec([]).when(cmd('CreateCategory', { categoryId: 'seating', name: 'Seating', parentId: null, sort: 1 })).then([
      { type: 'CategoryCreated', data: { categoryId: 'seating', name: 'Seating', parentId: null, sort: 1 } },
    ]);
    spec([created('seating')]).when(cmd('CreateCategory', { categoryId: 'sofas', name: 'Sofas', parentId: 'seating', sort: 0 })).then([
      { type: 'CategoryCreated', data: { categoryId: 'sofas', name: 'Sofas', parentId: 'seating', sort: 0 } },
    ]);
  });

  it('refuses a duplicate id, an unknown parent and a sibling with the same name', () => {
    spec([created('seating')]).when(cmd('CreateCategory', { categoryId: 'seating', name: 'X', parentId: null, sort: 0 })).thenThrows('CATEGORY_EXISTS');
    spec([]).when(cmd('CreateCategory', { categoryId: 'sofas', name: 'Sofas', parentId: 'nope', sort: 0 })).thenThrows('CATEGORY_NOT_FOUND');
    spec([created('a', null, 'Tables')]).when(cmd('CreateCategory', { categoryId: 'b', name: 'tables', parentId: null, sort: 0 })).thenThrows('CATEGORY_NAME_TAKEN');
  });

  it('renames, and renaming to the same name changes nothing', () => {
    spec([created('a', null, 'Old')]).when(cmd('RenameCategory', { categoryId: 'a', name: 'New' })).then([
      { type: 'CategoryRenamed', data: { categoryId: 'a', name: 'New' } },
    ]);
    spec([created('a', null, 'Same')]).when(cmd('RenameCategory', { categoryId: 'a', name: 'Same' })).then([]);
    spec([]).when(cmd('RenameCategory', { categoryId: 'a', name: 'New' })).thenThrows('CATEGORY_NOT_FOUND');
  });

  it('never lets a category move under itself or its descendants', () => {
    const given = [created('a'), created('b', 'a'), created('c', 'b')];
    spec(given).when(cmd('MoveCategory', { categoryId: 'a', parentId: 'c', sort: 0 })).thenThrows('CATEGORY_CYCLE');
    spec(given).when(cmd('MoveCategory', { categoryId: 'a', parentId: 'a', sort: 0 })).thenThrows('CATEGORY_CYCLE');
    spec(given).when(cmd('MoveCategory', { categoryId: 'c', parentId: null, sort: 2 })).then([
      { type: 'CategoryMoved', data: { categoryId: 'c', parentId: null, sort: 2 } },
    ]);
  });

  it.each([
    ['lightings', 'lighting'],
    ['wall arts and decor', 'wall art'],
    ['Window Treatment', 'curtains'],
    ['Sofas', 'Sofas'],
  ])('shows %s as %s', (name, shown) => expect(categoryDisplayName(name)).toBe(shown));
});

describe('pathFromRoot', () => {
  const parents: Record<string, string | null> = { home: null, seating: 'home', sofas: 'seating', loopA: 'loopB', loopB: 'loopA' };
  const parentOf = (id: string) => parents[id];
  it('walks from the root down to the category, and knows nothing of unknown ids', () => {
    expect(pathFromRoot('sofas', parentOf)).toEqual(['home', 'seating', 'sofas']);
    expect(pathFromRoot('home', parentOf)).toEqual(['home']);
    expect(pathFromRoot('nowhere', parentOf)).toEqual([]);
  });
  it('stops at a cycle', () => {
    expect(pathFromRoot('loopA', parentOf)).toEqual(['loopB', 'loopA']);
  });
});
