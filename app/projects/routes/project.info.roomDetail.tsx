import { Link, useLoaderData } from '@remix-run/react';
import { roomDetailRows } from '~/projects/project-answers';
import { answersLoader } from '~/projects/server/project-pages.server';

export const loader = answersLoader;

function Rows({ rows, empty }: { rows: Array<[string, string]>; empty: string }) {
  if (!rows.length) return <p className="checkout-card__muted">{empty}</p>;
  return (
    <dl className="project-answers">
      {rows.map(([label, value]) => (
        <div key={label} className="project-answers__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** roomDetail: the ALL ABOUT YOU and ROOM DETAILS answers. */
export default function ProjectRoomDetail() {
  const { answers, editAboutYou, editRoom } = useLoaderData<typeof loader>();
  const { aboutYou, room } = roomDetailRows(answers);
  return (
    <section aria-labelledby="room-detail-title">
      <h2 id="room-detail-title">Room details</h2>
      <h3>All about you</h3>
      <Rows rows={aboutYou} empty="You have not told us about your household yet." />
      <p>
        <Link to={editAboutYou}>Change these answers</Link>
      </p>
      <h3>Room details</h3>
      <Rows rows={room} empty="You have not told us about the room yet." />
      <p>
        <Link to={editRoom}>Change the room details</Link>
      </p>
    </section>
  );
}
