import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { Link, useActionData } from '@remix-run/react';
import { saveAction } from '~/ideas/server/idea-pages.server';

/** POST /ideas/save: the Save button's form (and back to its page); opened by itself, the boards. */
export const loader = () => redirect('/ideas');
export const action = (args: ActionFunctionArgs) => saveAction(args);

/** Shown only when a save is refused (a board not found, an idea no longer shown). */
export default function SaveRefused() {
  const result = useActionData<typeof action>() as { message?: string } | undefined;
  return (
    <section className="container status-page">
      <h1>Not saved</h1>
      <p role="alert">{result?.message ?? 'This could not be saved.'}</p>
      <p>
        <Link to="/ideas">My idea boards</Link>
      </p>
    </section>
  );
}
