import type { MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useState } from 'react';
import { DesignFooter } from '~/projects/components/design-footer';
import { InfoIcon } from '~/ui/icons';
import { maxPerRoom } from '../../../domain/projects/rooms';
import { roomPageAction, roomPageLoader } from '~/projects/server/room-pages.server';
import { CsrfField, FormAlert, useHydrated } from '~/ui/form-field';
import type { FormResult } from '~/web/form-result';

export const meta: MetaFunction = () => [{ title: 'Interior Design Room Layouts by Certified Experts · Roomcraft' }];
export const loader = roomPageLoader;
export const action = roomPageAction;

/** Part 1 §2 room-choice tile tooltip for the remodel rooms. */
export const remodelTip = 'Design packages for Kitchen and Bathroom designs may vary in price and location';

/** /design/room: the first step of the design wizard — which rooms, and how many of each. */
export default function RoomLayouts() {
  const { rooms } = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [counts, setCounts] = useState<Record<string, number>>({});
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const saving = navigation.state !== 'idle' && navigation.formMethod?.toLowerCase() === 'post';
  const change = (id: string, by: number) => setCounts((c) => ({ ...c, [id]: Math.min(maxPerRoom, Math.max(0, (c[id] ?? 0) + by)) }));
  return (
    <div className="design-page">
      <div className="container design-step">
        <h1 className="design-step__title">Interior Design Room Layouts by Certified Experts</h1>
        <p className="design-step__intro">Choose the rooms you would like designed, and how many of each. Each room becomes its own project with its own designer brief.</p>
        <Form method="post" id="room-choice" noValidate>
          <CsrfField />
          <FormAlert result={result} />
          <ul className="room-grid">
            {rooms.map((room) => {
              const n = counts[room.id] ?? 0;
              return (
                <li key={room.id} className={`room-tile${n ? ' is-chosen' : ''}`} data-testid={`room-${room.name}`}>
                  <img src={room.picture} alt="" width={300} height={300} loading="lazy" />
                  <h2 className="room-tile__name">{room.name}</h2>
                  {room.remodel ? (
                    <p className="room-tile__tip" title={remodelTip}>
                      <InfoIcon /> {remodelTip}
                    </p>
                  ) : null}
                  <div className="room-tile__count">
                    <button type="button" className="icon-button" aria-label={`One fewer ${room.name}`} onClick={() => change(room.id, -1)} disabled={n === 0}>
                      −
                    </button>
                    <label>
                      <span className="visually-hidden">How many {room.name} rooms</span>
                      <input
                        type="number"
                        name={`count_${room.id}`}
                        min={0}
                        max={maxPerRoom}
                        inputMode="numeric"
                        value={n}
                        onChange={(e) => setCounts((c) => ({ ...c, [room.id]: Math.min(maxPerRoom, Math.max(0, Math.trunc(Number(e.target.value) || 0))) }))}
                      />
                    </label>
                    <button type="button" className="icon-button" aria-label={`One more ${room.name}`} onClick={() => change(room.id, 1)} disabled={n >= maxPerRoom}>
                      +
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        </Form>
      </div>
      {/* Inline, not fixed: a fixed bar covered the counters of the tiles at the bottom of the first screen. */}
      <DesignFooter
        placement="inline"
        next={{ form: 'room-choice', disabled: hydrated && total === 0, loading: saving }}
        hint={total ? `${total} ${total === 1 ? 'room' : 'rooms'} chosen` : 'Choose at least one room to go on.'}
      />
    </div>
  );
}
