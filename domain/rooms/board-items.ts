/**
 * The board's products as the layout takes them: each product object of the
 * 2D board (alternatives left out: they are not in the room) with its
 * product's kind and true size, looked up by the caller (the catalogue's
 * `resolveModelFacts` gives the kind; the goods give the dimensions).
 */
import { ALTERNATIVE, type Board } from '../canvas/board';
import type { Dimensions } from '../catalogue/goods';
import type { ModelKind } from '../catalogue/models3d/kinds';
import type { BoardItem } from './placement';

export interface ProductFacts {
  name: string;
  kind: ModelKind | null;
  variant?: string | null;
  dimensions: Dimensions | null;
}

export function boardItemsOf(board: Board, factsOf: (productId: string) => ProductFacts | undefined): BoardItem[] {
  return Object.values(board.objects).flatMap((o) => {
    const productId = o.objMeta.productId;
    if (o.type !== 'product' || !productId || o.objMeta.customCategory === ALTERNATIVE) return [];
    const facts = factsOf(productId);
    return [{
      objectId: o.id, productId, name: facts?.name ?? o.objMeta.name ?? productId, kind: facts?.kind ?? null, variant: facts?.variant ?? null,
      dimensions: facts?.dimensions ?? null, left: o.left, top: o.top, width: o.width * o.scaleX, height: o.height * o.scaleY,
    }];
  });
}
