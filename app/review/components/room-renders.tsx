import type { RenderView } from '../application/proposal-renders.server';

/**
 * The stills of the published board's room (issue 23): rendered on the server
 * from the viewpoint rule's viewpoints when the version was published. Until
 * they are ready (a few seconds after publishing) the section says so.
 */
export function RoomRenders({ renders }: { renders: RenderView[] }) {
  return (
    <section className="review-page__renders" aria-labelledby="renders-title" data-testid="review-renders">
      <h2 id="renders-title">Your room, rendered</h2>
      {renders.length ? (
        <ul className="room-renders">
          {renders.map((r) => (
            <li key={r.view}>
              <figure>
                <a href={r.url} target="_blank" rel="noreferrer">
                  <img src={r.url} alt={`${r.label}: the room with every piece of this board`} width={r.width} height={r.height} loading="lazy" />
                </a>
                <figcaption>{r.label}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      ) : (
        <p className="checkout-card__muted">The renders of this room are being made; reload the page in a minute to see them.</p>
      )}
    </section>
  );
}
