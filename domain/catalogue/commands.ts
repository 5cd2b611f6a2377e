import { defineCommand } from '../shared/command-definition';
import {
  categoryTreeDecider,
  createCategorySchema,
  moveCategorySchema,
  renameCategorySchema,
} from './category-tree.decide';
import { categoryTreeStream } from './category-tree';
import {
  changeGoodsAvailabilitySchema,
  changeGoodsDetailsSchema,
  changeGoodsPriceSchema,
  delistGoodsSchema,
  goodsDecider,
  listGoodsSchema,
} from './goods.decide';
import { goodsStream } from './goods';
import { releaseStockSchema, reserveStockSchema, setStockLevelSchema, stockDecider, stockStream } from './stock';

const tree = () => categoryTreeStream;
const goods = (d: { goodsId: string }) => goodsStream(d.goodsId);
const stock = (d: { goodsId: string }) => stockStream(d.goodsId);

export const catalogueCommands = {
  CreateCategory: defineCommand({ type: 'CreateCategory', schema: createCategorySchema, streamId: tree, decider: categoryTreeDecider }),
  RenameCategory: defineCommand({ type: 'RenameCategory', schema: renameCategorySchema, streamId: tree, decider: categoryTreeDecider }),
  MoveCategory: defineCommand({ type: 'MoveCategory', schema: moveCategorySchema, streamId: tree, decider: categoryTreeDecider }),
  ListGoods: defineCommand({ type: 'ListGoods', schema: listGoodsSchema, streamId: goods, decider: goodsDecider }),
  ChangeGoodsPrice: defineCommand({ type: 'ChangeGoodsPrice', schema: changeGoodsPriceSchema, streamId: goods, decider: goodsDecider }),
  ChangeGoodsAvailability: defineCommand({ type: 'ChangeGoodsAvailability', schema: changeGoodsAvailabilitySchema, streamId: goods, decider: goodsDecider }),
  ChangeGoodsDetails: defineCommand({ type: 'ChangeGoodsDetails', schema: changeGoodsDetailsSchema, streamId: goods, decider: goodsDecider }),
  DelistGoods: defineCommand({ type: 'DelistGoods', schema: delistGoodsSchema, streamId: goods, decider: goodsDecider }),
  SetStockLevel: defineCommand({ type: 'SetStockLevel', schema: setStockLevelSchema, streamId: stock, decider: stockDecider }),
  ReserveStock: defineCommand({ type: 'ReserveStock', schema: reserveStockSchema, streamId: stock, decider: stockDecider }),
  ReleaseStock: defineCommand({ type: 'ReleaseStock', schema: releaseStockSchema, streamId: stock, decider: stockDecider }),
};
