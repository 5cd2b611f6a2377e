import type { MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { CardFields } from '~/commerce';
import { formatCents } from '~/ui/money';
import { CardChoiceText } from '~/payments';
import { meetingPageAction, meetingPageLoader } from '~/projects/server/meeting-page.server';
import { meetingName, meetingTime } from '~/projects/project-story';
import { CsrfField, FormAlert } from '~/ui/form-field';
import type { FormResult } from '~/web/form-result';

export const meta: MetaFunction = () => [{ title: 'Book a meeting · Your design · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = meetingPageLoader;
export const action = meetingPageAction;

const dayLabel = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
const slotLabel = (slot: string) => {
  const [h, m] = slot.split(':').map(Number) as [number, number];
  return `${h > 12 ? h - 12 : h}:${String(m).padStart(2, '0')} ${h >= 12 ? 'PM' : 'AM'}`;
};

/** The day and time fields every booking form shares. */
function TimeFields({ days, slots, error }: { days: string[]; slots: string[]; error?: string }) {
  return (
    <fieldset className="meeting-time">
      <legend>When (Pacific time)</legend>
      <label>
        Day{' '}
        <select name="day" defaultValue={days[0]} required>
          {days.map((d) => (
            <option key={d} value={d}>
              {dayLabel(d)}
            </option>
          ))}
        </select>
      </label>{' '}
      <label>
        Time{' '}
        <select name="slot" defaultValue="10:00" required>
          {slots.map((s) => (
            <option key={s} value={s}>
              {slotLabel(s)}
            </option>
          ))}
        </select>
      </label>
      {error ? <p className="field__error">{error}</p> : null}
    </fieldset>
  );
}

/** /design/meeting: book a design meeting, a remodel consultation or an in-person visit for a paid project. */
export default function DesignMeeting() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toLowerCase() === 'post';
  const fields = result && !result.ok ? (result.fields ?? {}) : {};
  const hidden = (intent: string) => (
    <>
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="type" value={page.type} />
      <input type="hidden" name="meetingId" value={page.meetingId} />
    </>
  );
  return (
    <div className="container project-page project-page--narrow design-meeting">
      <p className="checkout-card__muted">
        <Link to={`/project/info/messageCenter?needId=${page.needId}`}>← {page.room} · {page.projectId}</Link>
      </p>
      <h1>Book a meeting</h1>
      {page.booked ? (
        <p className="order-notice" role="status" data-testid="meeting-booked">
          Your {meetingName(page.booked.type)} is booked for {meetingTime(page.booked.startsAt)}
          {page.booked.free ? ', included in your plan.' : `, paid ${formatCents(page.priceCents)}.`} Your designer will send you the call details before it starts.
        </p>
      ) : null}
      {!page.paid ? (
        <p className="checkout-card">
          Meetings with your designer are for paid projects. <Link to={`/project/info/upgrade?needId=${page.needId}`}>Choose a plan for this project</Link> first.
        </p>
      ) : (
        <>
          <nav className="order-tabs" aria-label="Kind of meeting">
            {page.offered.map((c) => (
              <Link key={c.type} to={`?needId=${page.needId}&type=${c.type}`} className={`order-tabs__tab${c.type === page.type ? ' is-active' : ''}`} aria-current={c.type === page.type ? 'page' : undefined} preventScrollReset>
                {meetingName(c.type)} · {c.left} of {c.included} free left
              </Link>
            ))}
          </nav>
          <FormAlert result={result} shown={['cardName', 'cardNumber', 'cardExpiry', 'cardCvc']} />
          {page.free ? (
            <Form method="post" className="checkout-card" data-testid="meeting-free">
              {hidden('book')}
              <p>This {meetingName(page.type)} is included in your plan. Meetings last 30 minutes, on weekdays between 9:00 and 17:00 Pacific.</p>
              <TimeFields days={page.days} slots={page.slots} error={fields.startsAt} />
              <button type="submit" className={`button button--primary${busy ? ' is-loading' : ''}`} disabled={busy}>
                Book this meeting
              </button>
            </Form>
          ) : (
            <div className="checkout-stack">
              <p>
                {page.includedInPlan ? `You have used the ${meetingName(page.type)}s included in your plan.` : `Your plan does not include a ${meetingName(page.type)}.`} Another one costs{' '}
                <strong>{formatCents(page.priceCents)}</strong>, charged once when you book.
              </p>
              {page.cards.length ? (
                <Form method="post" className="checkout-card">
                  <h2>Pay with a saved card</h2>
                  {hidden('pay')}
                  <TimeFields days={page.days} slots={page.slots} error={fields.startsAt} />
                  <fieldset className="choice-list">
                    <legend className="visually-hidden">Saved cards</legend>
                    {page.cards.map((c, i) => (
                      <label key={c.uuid} className="choice">
                        <input type="radio" name="cardId" value={c.uuid} defaultChecked={c.isDefault || i === 0} />
                        <CardChoiceText card={c} />
                      </label>
                    ))}
                  </fieldset>
                  <button type="submit" className="button button--primary" disabled={busy}>
                    Pay {formatCents(page.priceCents)} and book
                  </button>
                </Form>
              ) : null}
              <Form method="post" className="checkout-card" noValidate autoComplete="on">
                <h2>{page.cards.length ? 'Or a new card' : 'Pay by card'}</h2>
                {hidden('pay')}
                <TimeFields days={page.days} slots={page.slots} error={fields.startsAt} />
                <CardFields errors={fields} />
                <button type="submit" className="button button--primary" disabled={busy} data-testid="meeting-pay">
                  Pay {formatCents(page.priceCents)} and book
                </button>
              </Form>
            </div>
          )}
          {page.calendly ? (
            <p className="checkout-card__muted">
              Prefer to pick from your designer's calendar?{' '}
              <a href={page.calendly} target="_blank" rel="noopener noreferrer">
                Open the booking page
              </a>
              .
            </p>
          ) : null}
        </>
      )}
      <h2>Your meetings</h2>
      {page.meetings.length ? (
        <ul className="project-list" data-testid="meeting-list">
          {page.meetings.map((m) => (
            <li key={m.meetingId}>
              <strong>{meetingName(m.type)}</strong> · {meetingTime(m.startsAt)} · {m.free ? 'included in your plan' : 'paid'}
            </li>
          ))}
        </ul>
      ) : (
        <p className="checkout-card__muted">No meetings booked yet.</p>
      )}
    </div>
  );
}
