import type { LinksFunction, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { newIndexAction, newIndexLoader } from '~/aiboards/server/ai-pages.server';
import { CsrfField } from '~/ui/form-field';
import aiboardCss from '~/styles/aiboard.css?url';

export const meta: MetaFunction = () => [{ title: 'Free AI mood board · Roomcraft' }];
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: aiboardCss }];
export const loader = newIndexLoader;
export const action = newIndexAction;

type Result = { ok: boolean; message: string; fields?: Record<string, string> } | undefined;
const dollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')}`;

/** /design/ai/newindex (part 2 §1, §2): the free AI mood board — room, style, budget and an optional photo in, a board from the live catalogue out. */
export default function AiNewIndex() {
  const { rooms, styles, budget, mine } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result;
  const busy = useNavigation().state !== 'idle';
  return (
    <div className="container aiboard">
      <section className="aiboard__hero">
        <p className="aiboard__kicker">NEW ONLINE INTERIOR DESIGN SERVICE!</p>
        <h1>We Love a Mood Board</h1>
        <p>Tell us the room, the style and your budget: we compose a board from pieces in stock today, within your budget, and say why each one is there. Edit it on the canvas, see it in 3D, buy it, or hand it to a designer.</p>
        <Link to="/diy" className="button button--secondary">Try it free</Link>
      </section>
      <Form method="post" encType="multipart/form-data" className="aiboard__form" aria-label="Make my AI mood board">
        <CsrfField />
        {result && !result.ok ? <p role="alert" className="aiboard__error">{result.message}</p> : null}
        <label>
          Room
          <select name="room" defaultValue={rooms[0]}>
            {rooms.map((r) => <option key={r} value={r}>{r}</option>)}
          </select>
        </label>
        <label>
          Style
          <select name="style" defaultValue={styles[0]}>
            {styles.map((s) => <option key={s} value={s}>{s}</option>)}
          </select>
        </label>
        <label>
          Budget ($)
          <input name="budget" className="field__input" type="number" inputMode="numeric" min={budget.minDollars} max={budget.maxDollars} step="1" required defaultValue={3000} />
        </label>
        <label>
          Photo of your room (optional)
          <input name="photo" type="file" accept="image/jpeg,image/png,image/webp" />
        </label>
        <button type="submit" className="button button--primary" disabled={busy}>{busy ? 'Composing…' : 'Make my mood board'}</button>
      </Form>
      {mine.length ? (
        <section className="aiboard__mine">
          <h2>Your AI mood boards</h2>
          <ul>
            {mine.map((b) => (
              <li key={b.id}><Link to={b.url}>{b.style} {b.room.toLowerCase()}, {dollars(b.totalCents)} of {dollars(b.budgetCents)}</Link></li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
