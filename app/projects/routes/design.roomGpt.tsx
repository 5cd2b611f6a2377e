import type { MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { roomGptAction, roomGptLoader } from '~/projects/server/room-pages.server';
import { CsrfField } from '~/ui/form-field';

export const meta: MetaFunction = () => [{ title: 'Starting your design · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = roomGptLoader;
export const action = roomGptAction;

/**
 * /design/roomGpt?roomType=…: the AI upgrade (part 2 §2). The project is created by a
 * post, never by a GET: with scripts the form sends itself at once (and the answer
 * replaces this page in the history); without, the client presses the button.
 */
export default function RoomGpt() {
  const { room } = useLoaderData<typeof loader>();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.requestSubmit(), []);
  return (
    <div className="container design-step">
      <h1 className="design-step__title">Your {room} design</h1>
      <Form method="post" ref={form} replace>
        <CsrfField />
        <p>We are setting up your {room} project…</p>
        <button type="submit" className="button button--primary">
          Start my {room} project
        </button>
      </Form>
    </div>
  );
}
