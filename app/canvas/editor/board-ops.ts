import { ALTERNATIVE, type Board, zOrdered } from '../../../domain/canvas/board';

/** Editor-side views of the board model (the operations themselves are domain/canvas/operations.ts). */

/** The board's products, alternatives apart (for the list beside the canvas). */
export function boardProducts(board: Board): { productId: string; objectId: string; alternative: boolean; name: string | null; price: number | null }[] {
  return zOrdered(board)
    .filter((o) => o.type === 'product' && o.objMeta.productId)
    .map((o) => ({ productId: o.objMeta.productId!, objectId: o.id, alternative: o.objMeta.customCategory === ALTERNATIVE, name: o.objMeta.name, price: o.objMeta.price }));
}
