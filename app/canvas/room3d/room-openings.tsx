import { newOpening } from '../../../domain/rooms/openings';
import type { Opening, OpeningType, Room } from '../../../domain/rooms/room';
import { type LengthUnits, roundCm, shownLength, typedLength } from '../../../domain/rooms/units';
import { wallChoices, wallName, wallsOf, type RoomShape } from '../../../domain/rooms/walls';

/**
 * The doors, windows and open passages of the board's room on the 3D page's
 * room panel (issue 23): each one's wall, place along it, size, a window's sill
 * and a door's hinge and swing; add one where it fits (domain/rooms/openings.ts)
 * or take one away. Fields are named `o.<id>.<field>`; lengths as the panel's
 * units show them.
 */
type Fields = Record<string, string>;
const kinds: Record<OpeningType, string> = { door: 'Door', window: 'Window', passage: 'Open passage' };
const lengths = ['offset', 'width', 'height', 'sill'] as const;

/** The openings' fields for a room in these units. */
export function openingFieldsOf(room: Room, units: LengthUnits): Fields {
  const f: Fields = {};
  for (const o of room.openings) {
    const at = (field: string) => `o.${o.id}.${field}`;
    f[at('wall')] = String(o.wall);
    for (const field of lengths) [f[at(field)], f[`${at(field)}_in`]] = shownLength(o[field], units);
    f[at('hinge')] = o.hinge;
    f[at('swing')] = o.swing;
  }
  return f;
}

/**
 * The openings the fields describe, unchecked (parseRoom checks them). One whose
 * place was not touched and that would now run off the end of its (shorter) wall
 * slides back along it, so narrowing a room does not ask the designer to move every door first.
 */
export function openingsOfFields(base: Room, shape: RoomShape | undefined, f: Fields, units: LengthUnits): unknown[] {
  const walls = shape ? wallsOf(shape) : null;
  return base.openings.map((o) => {
    const at = (field: string) => `o.${o.id}.${field}`;
    const len = (field: (typeof lengths)[number]) => (f[at(field)] === undefined ? o[field] : typedLength(f[at(field)] ?? '', f[`${at(field)}_in`] ?? '', units));
    const wall = f[at('wall')] === undefined ? o.wall : Number(f[at('wall')]);
    let offset = len('offset');
    const width = len('width');
    const w = walls?.[wall];
    if (offset === o.offset && wall === o.wall && w && typeof width === 'number' && o.offset + width > w.length) offset = Math.max(0, roundCm(w.length - width));
    return {
      ...o, wall, offset, width, height: len('height'),
      sill: o.type === 'window' ? len('sill') : 0,
      hinge: f[at('hinge')] === 'right' ? 'right' : f[at('hinge')] === 'left' ? 'left' : o.hinge,
      swing: f[at('swing')] === 'out' ? 'out' : f[at('swing')] === 'in' ? 'in' : o.swing,
    };
  });
}

/** An opening's name in lists: "Door 1, south wall", numbered within its kind. */
export function openingName(room: Room, o: Opening): string {
  const n = room.openings.filter((p) => p.type === o.type).indexOf(o) + 1;
  const wall = wallsOf(room.shape)[o.wall];
  return `${kinds[o.type]} ${n}${wall ? `, ${room.shape.type === 'rectangle' ? wallName(wall) : `wall ${o.wall} (${wallName(wall)})`}` : ''}`;
}

interface Props {
  room: Room;
  /** Problems keyed by the room's paths ("openings.1.offset"). */
  problems: Record<string, string>;
  /** A whole room to apply now (an opening added or taken away). */
  onRoom(room: Room): void;
  /** The panel's own length and choice fields (render functions, so the inputs keep their focus). */
  length(props: { name: string; text: string; error?: string }): JSX.Element;
  choice(props: { name: string; text: string; options: Array<{ value: string; label: string }>; error?: string }): JSX.Element;
}

export function OpeningsFieldset({ room, problems, onRoom, length, choice }: Props) {
  const walls = wallChoices(room.shape);
  const add = (type: OpeningType) => {
    const o = newOpening(room, type);
    if (o) onRoom({ ...room, openings: [...room.openings, o] });
  };
  const canAdd = (type: OpeningType) => newOpening(room, type) !== null;
  return (
    <fieldset className="room-panel__doors" data-testid="room-openings">
      <legend className="field__label">Doors, windows and passages</legend>
      {room.openings.length === 0 ? <p className="room3d__note">No openings yet.</p> : null}
      {room.openings.map((o, i) => {
        const at = (field: string) => `o.${o.id}.${field}`;
        const err = (field: string) => problems[`openings.${i}.${field}`];
        return (
          <div key={o.id} className="room-panel__door" data-opening={o.id}>
            <p className="room-panel__door-name">
              {openingName(room, o)}{' '}
              <button type="button" className="link-button" onClick={() => onRoom({ ...room, openings: room.openings.filter((p) => p.id !== o.id) })} aria-label={`Remove ${openingName(room, o)}`}>
                Remove
              </button>
            </p>
            <div className="room-panel__grid">
              {choice({ name: at('wall'), text: 'Wall', options: walls, error: err('wall') })}
              {length({ name: at('offset'), text: 'From the wall’s start', error: err('offset') })}
              {length({ name: at('width'), text: 'Width', error: err('width') })}
              {length({ name: at('height'), text: 'Height', error: err('height') })}
              {o.type === 'window' ? length({ name: at('sill'), text: 'Sill height', error: err('sill') }) : null}
              {o.type === 'door' ? (
                <>
                  {choice({ name: at('hinge'), text: 'Hinge side', options: [{ value: 'left', label: 'Left' }, { value: 'right', label: 'Right' }] })}
                  {choice({ name: at('swing'), text: 'Opens', options: [{ value: 'in', label: 'Into the room' }, { value: 'out', label: 'Out of the room' }] })}
                </>
              ) : null}
            </div>
          </div>
        );
      })}
      <p className="room-panel__add">
        {(['door', 'window', 'passage'] as const).map((type) => (
          <button key={type} type="button" className="button button--secondary button--small" onClick={() => add(type)} disabled={!canAdd(type)}>
            Add a {type === 'passage' ? 'passage' : type}
          </button>
        ))}
      </p>
    </fieldset>
  );
}
