import { useEffect, useRef } from 'react';
import { type Board, type BoardObject, zOrdered } from '../../../domain/canvas/board';

export const layerLabel = (o: BoardObject): string => {
  switch (o.type) {
    case 'product':
      return o.objMeta.name ?? 'Product';
    case 'custom_img':
      return 'Image';
    case 'textbox':
      return o.text?.trim().slice(0, 40) || 'Text';
    case 'color_palette':
      return `Palette · ${o.colors?.length ?? 1} colours`;
    case 'placeholder':
      return 'Placeholder';
  }
};

/** The layers list, top layer first; the selected item scrolls into view. */
export function LayersPanel({ board, selected, onSelect, canEdit }: { board: Board; selected: string[]; onSelect(ids: string[]): void; canEdit(o: BoardObject): boolean }) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const first = selected[0];
    if (!first || !list.current) return;
    list.current.querySelector(`[data-layer="${CSS.escape(first)}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [selected]);
  const layers = zOrdered(board).reverse();
  if (!layers.length) return <p className="mbe-empty">Nothing on the board yet. Add products, pictures, text or a palette.</p>;
  return (
    <ol className="mbe-layers" ref={list} data-testid="layers">
      {layers.map((o) => (
        <li key={o.id} data-layer={o.id} className={selected.includes(o.id) ? 'is-selected' : undefined}>
          <button type="button" onClick={() => onSelect([o.id])} disabled={!canEdit(o)} title={canEdit(o) ? undefined : 'You cannot change this item'}>
            <span className={`mbe-layers__kind mbe-kind--${o.type}`} aria-hidden="true" />
            <span className="mbe-layers__name">{layerLabel(o)}</span>
            {o.objMeta.customCategory === 'alternative' ? <span className="mbe-tag">Alternative</span> : null}
          </button>
        </li>
      ))}
    </ol>
  );
}
