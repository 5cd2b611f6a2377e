import { Link, useLoaderData } from '@remix-run/react';
import { formatCents } from '~/ui/money';
import { additionalLoader } from '~/projects/server/project-pages.server';

export const loader = additionalLoader;

/** additional: design another room, at the catalogue's Additional Room price. */
export default function ProjectAdditional() {
  const { title, moduleText, perks, priceCents } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="additional-title" className="checkout-card">
      <h2 id="additional-title">
        {title} · {formatCents(priceCents)}
      </h2>
      <p>{moduleText}</p>
      <ul className="project-list">
        {perks.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
      <Link to="/design/room" className="button button--primary">
        Add a room
      </Link>
    </section>
  );
}
