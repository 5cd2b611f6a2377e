import { staff, system } from '../authz';
import { defineContext, streamKind } from '../shared/bounded-context';
import { categoryEventTypes } from './category-tree';
import { categoryTreeDecider } from './category-tree.decide';
import { catalogueCommands } from './commands';
import { goodsEventTypes } from './goods';
import { goodsDecider } from './goods.decide';
import { stockDecider, stockEventTypes } from './stock';

/** The catalogue: categories, goods and their stock. */
export const catalogueContext = defineContext({
  name: 'catalogue',
  commands: catalogueCommands,
  rules: {
    CreateCategory: staff,
    RenameCategory: staff,
    MoveCategory: staff,
    ListGoods: staff,
    ChangeGoodsPrice: staff,
    ChangeGoodsAvailability: staff,
    ChangeGoodsDetails: staff,
    DelistGoods: staff,
    SetStockLevel: staff,
    // The checkout runs these as the system.
    ReserveStock: system,
    ReleaseStock: system,
  },
  streams: [
    streamKind('category tree', 'categorytree-main', categoryTreeDecider, categoryEventTypes),
    streamKind('goods', 'goods-', goodsDecider, goodsEventTypes),
    streamKind('stock', 'stock-', stockDecider, stockEventTypes),
  ],
});
