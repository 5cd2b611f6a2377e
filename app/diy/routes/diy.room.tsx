import type { MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useState } from 'react';
import { DiyFooter } from '~/diy/components/diy-step';
import { diyRoomAction, diyRoomLoader } from '~/diy/server/diy-pages.server';
import { CsrfField, FormAlert, useHydrated } from '~/ui/form-field';
import type { FormResult } from '~/web/form-result';

export const meta: MetaFunction = () => [{ title: 'Which room? · Your free DIY mood board · Roomcraft' }];
export const loader = diyRoomLoader;
export const action = diyRoomAction;

/** /diy/room: one room per DIY board; a DIY tile only reports its selection (part 1 §2). */
export default function DiyRoom() {
  const { rooms, signedIn } = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<string | null>(null);
  const loading = navigation.state !== 'idle' && navigation.formMethod?.toLowerCase() === 'post';
  return (
    <div className="design-page diy-page">
      <div className="container design-step">
        <p className="design-step__room">Your free DIY mood board</p>
        <h1 className="design-step__title">Which room are you decorating?</h1>
        <p className="design-step__intro">Choose a room. Next, pick the styles you love and your budget, and we draw design ideas from pieces you can buy.</p>
        <Form method="post" id="diy-room" noValidate>
          <CsrfField />
          <FormAlert result={result} />
          <fieldset className="room-grid">
            <legend className="visually-hidden">Room</legend>
            {rooms.map((room) => (
              <label key={room.id} className={`room-tile diy-room-tile${chosen === room.id ? ' is-chosen' : ''}`} data-testid={`diy-room-${room.name}`}>
                <input type="radio" name="roomType" value={room.id} checked={chosen === room.id} onChange={() => setChosen(room.id)} />
                <img src={room.picture} alt="" width={300} height={300} loading="lazy" />
                <span className="room-tile__name">{room.name}</span>
              </label>
            ))}
          </fieldset>
        </Form>
      </div>
      <DiyFooter form="diy-room" nextText="Start" disabled={hydrated && !chosen} loading={loading} signedIn={signedIn} />
    </div>
  );
}
