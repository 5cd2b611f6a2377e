import { Link, useLoaderData } from '@remix-run/react';
import { formatCents } from '~/ui/money';
import { meetingName, meetingTime } from '~/projects/project-story';
import { messageCenterLoader } from '~/projects/server/project-pages.server';

export const loader = messageCenterLoader;

/** messageCenter: the meetings booked and the free meetings left of each kind. */
export default function ProjectMessageCenter() {
  const { needId, paid, meetings, counts } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="meetings-title">
      <h2 id="meetings-title">Meetings</h2>
      {paid ? null : <p className="checkout-card__muted">Meetings with your designer are for paid projects.</p>}
      <h3>Booked</h3>
      {meetings.length ? (
        <ul className="project-list">
          {meetings.map((m) => (
            <li key={m.meetingId}>
              <strong>{meetingName(m.type)}</strong> · {meetingTime(m.startsAt)} · {m.free ? 'included in your plan' : 'paid'}
            </li>
          ))}
        </ul>
      ) : (
        <p className="checkout-card__muted">No meetings booked yet.</p>
      )}
      <h3>Free meetings left</h3>
      <ul className="project-list">
        {counts.map((c) => (
          <li key={c.type}>
            <strong>{meetingName(c.type)}</strong>: {c.left} of {c.included} free left{c.left === 0 ? `; another costs ${formatCents(c.priceCents)}` : ''}
          </li>
        ))}
      </ul>
      {paid ? (
        <Link to={`/design/meeting?needId=${needId}`} className="button button--primary">
          Book a meeting
        </Link>
      ) : null}
    </section>
  );
}
