import { Link } from '@remix-run/react';
import type { RenderCard } from '../application/renders.server';

const statusText: Record<string, string> = { requested: 'Waiting to start', running: 'Generating', succeeded: 'Ready', failed: 'Failed', cancelled: 'Cancelled' };
export const statusLabel = (status: string) => statusText[status] ?? status;

/** A render in a gallery: the picture (or the photo while it is made), its room type and style. */
export function RenderTile({ render, href }: { render: RenderCard; href?: string }) {
  const picture = (
    <img src={render.imageUrl ?? render.photoUrl} alt={`${render.style} ${render.roomType}`} loading="lazy" width={320} height={240} />
  );
  return (
    <li className="ai-render-tile" data-testid="render-tile" data-render-id={render.renderId}>
      {href ? <Link to={href}>{picture}</Link> : picture}
      <p>
        <strong>{render.style}</strong> {render.roomType} · <span data-testid="render-status">{statusLabel(render.status)}</span>
        {render.studio ? <span title="A room of this type and style composed from pieces in stock: not a repaint of the photo"> · Studio render</span> : null}
      </p>
    </li>
  );
}
