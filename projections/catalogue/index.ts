import { defineReadModels } from '../projection';
import { categoriesProjection } from './categories';
import { goodsProjection } from './goods';
import * as migration from './migration';
import { stockProjection } from './stock';
import { addCandidateIndexes, addFacetColumns, addModelFactColumns } from './facets';
import { addFacetCube } from './facet-cube';
import { addGoodsVersion } from './search-cache';
import { addSearchLexemes } from './search-lexemes';
import { addSearchRows, dropGoodsSearchIndex } from './search-rows';
import { addCategoryPriceIndex } from './product-page.queries';
import { addSearchPostings } from './search-postings';

export const catalogueReadModels = defineReadModels({
  context: 'catalogue',
  projections: [categoriesProjection, goodsProjection, stockProjection],
  migrations: [
    { name: '0003_catalogue_read_models', up: migration.up },
    { name: '0053_catalogue_goods_facets', up: addFacetColumns },
    { name: '0054_catalogue_goods_model_facts', up: addModelFactColumns },
    { name: '0055_catalogue_facet_cube', up: addFacetCube },
    { name: '0089_catalogue_goods_candidate_indexes', up: addCandidateIndexes },
    { name: '0094_catalogue_goods_version', up: addGoodsVersion },
    { name: '0095_catalogue_search_lexemes', up: addSearchLexemes },
    { name: '0099_catalogue_search_rows', up: addSearchRows },
    { name: '0100_catalogue_goods_search_index_dropped', up: dropGoodsSearchIndex },
    { name: '0101_catalogue_goods_category_price', up: addCategoryPriceIndex },
    { name: '0102_catalogue_search_postings', up: addSearchPostings },
  ],
});
