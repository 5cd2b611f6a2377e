import type { CSSProperties } from 'react';
import type { BoardObject } from '../../../domain/canvas/board';

export interface BoardViewData {
  name: string;
  width: number;
  height: number;
  fill: string;
  roomName: { text: string; left: number; top: number } | null;
  objects: BoardObject[];
}

const pct = (v: number, of: number) => `${(v / of) * 100}%`;

/**
 * A published board drawn read-only (part 2 §3 review side): its objects at their
 * places, sized by the board's width and height, without alternatives. Plain HTML,
 * so it shows without scripts and prints.
 */
export function BoardView({ board, label, highlight }: { board: BoardViewData; label?: string; highlight?: string | null }) {
  const { width: W, height: H } = board;
  return (
    <figure className="board-view" aria-label={label ?? `${board.name}, as your designer arranged it`} style={{ aspectRatio: `${W} / ${H}`, background: board.fill }} data-testid="board-view">
      {board.roomName ? (
        <span className="board-view__room" style={{ left: pct(board.roomName.left, W), top: pct(board.roomName.top, H) }}>
          {board.roomName.text}
        </span>
      ) : null}
      {board.objects.map((o) => {
        const style: CSSProperties = {
          left: pct(o.left, W), top: pct(o.top, H), width: pct(o.width * Math.abs(o.scaleX), W), height: pct(o.height * Math.abs(o.scaleY), H),
          transform: `rotate(${o.angle}deg)${o.flipX ? ' scaleX(-1)' : ''}${o.flipY ? ' scaleY(-1)' : ''}`,
        };
        const marked = highlight && o.objMeta.productId === highlight;
        const cls = `board-view__item board-view__item--${o.type}${marked ? ' is-marked' : ''}`;
        if (o.type === 'textbox')
          return (
            <span key={o.id} className={cls} style={{ ...style, color: o.fill, fontSize: `${((o.fontSize ?? 24) / W) * 100}cqw` }}>
              {o.text}
            </span>
          );
        if (o.type === 'color_palette')
          return (
            <span key={o.id} className={cls} style={style} aria-label="Colour palette">
              {(o.colors ?? []).map((c, i) => <span key={i} className="board-view__swatch" style={{ background: c }} />)}
            </span>
          );
        const src = o.src ?? o.objMeta.displayImg;
        if (!src) return <span key={o.id} className={`${cls} board-view__item--empty`} style={style} />;
        return <img key={o.id} className={cls} style={style} src={src} alt={o.objMeta.name ?? ''} loading="lazy" />;
      })}
    </figure>
  );
}
