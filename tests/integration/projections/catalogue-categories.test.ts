import { it } from 'vitest';
import type { CategoryEvent } from '../../../domain/catalogue/category-tree';
import { categoriesProjection } from '../../../projections/catalogue/categories';
import { describeProjection } from '../../support/projection-spec';

const t = 'catalogue_categories_v1';

describeProjection<CategoryEvent>(categoriesProjection, ({ given }) => {
  it('lists a created category with its display name; a repeat changes nothing', () =>
    given(
      { type: 'CategoryCreated', data: { categoryId: 'c1', name: 'Seating', parentId: null, sort: 1 } },
      { type: 'CategoryCreated', data: { categoryId: 'c2', name: 'Lightings', parentId: 'c1', sort: 2 } },
      { type: 'CategoryCreated', data: { categoryId: 'c2', name: 'Again', parentId: null, sort: 9 } },
    ).then({
      [t]: [
        { id: 'c1', name: 'Seating', display_name: 'Seating', parent_id: null, sort: 1 },
        { id: 'c2', name: 'Lightings', display_name: 'lighting', parent_id: 'c1', sort: 2 },
      ],
    }));

  it('renames a category, its display name too', () =>
    given(
      { type: 'CategoryCreated', data: { categoryId: 'c1', name: 'Curtains', parentId: null, sort: 1 } },
      { type: 'CategoryRenamed', data: { categoryId: 'c1', name: 'Window treatment' } },
    ).then({ [t]: [{ id: 'c1', name: 'Window treatment', display_name: 'curtains' }] }));

  it('moves a category under another parent and to another place', () =>
    given(
      { type: 'CategoryCreated', data: { categoryId: 'c1', name: 'Seating', parentId: null, sort: 1 } },
      { type: 'CategoryCreated', data: { categoryId: 'c2', name: 'Sofas', parentId: null, sort: 2 } },
      { type: 'CategoryMoved', data: { categoryId: 'c2', parentId: 'c1', sort: 7 } },
    ).then({
      [t]: [
        { id: 'c1', parent_id: null, sort: 1 },
        { id: 'c2', parent_id: 'c1', sort: 7 },
      ],
    }));
});
