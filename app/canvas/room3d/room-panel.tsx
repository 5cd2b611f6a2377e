import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { canonicalJson } from '../../../domain/canvas/entry';
import { SelectField } from '~/ui/form-field';
import { colourHex, floorMaterials, palette, parseRoom, type Room } from '../../../domain/rooms/room';
import { openingFieldsOf, openingName, OpeningsFieldset, openingsOfFields } from './room-openings';
import { formatLength, type LengthUnits, roundCm, shownLength, typedLength } from '../../../domain/rooms/units';
import { lCorners, type RoomShape } from '../../../domain/rooms/walls';

/**
 * The board's room on the 3D page (issue 23, ADR 039). The designer (and staff)
 * corrects the room the board is shown in: its size and ceiling in centimetres or
 * feet and inches (as the client's plan editor at /design/roomDetail/manualInput
 * shows them), an L's cut-out, the floor and walls, each door's hinge side and
 * swing, or goes back to the project's room. Each change is one `room` change on
 * the board's live session, so every editor's scene and plan follow. Everyone
 * else sees the room read-only.
 */

export type Units = LengthUnits;
type Fields = Record<string, string>;
export type RoomSource = 'board' | 'brief' | 'default';

const cornerNames: Record<(typeof lCorners)[number], string> = { ne: 'North-east', se: 'South-east', sw: 'South-west', nw: 'North-west' };
const label = (name: string) => name.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
const lengthNames = ['shape.width', 'shape.length', 'ceiling', 'shape.cut.width', 'shape.cut.length'] as const;

/** The form's fields for a room in these units. */
export function fieldsOf(room: Room, units: Units): Fields {
  const f: Fields = { 'shape.type': room.shape.type, 'floor.material': room.floor.material, 'floor.colour': room.floor.colour, wallColour: room.wallColour };
  const set = (name: string, cm: number) => ([f[name], f[`${name}_in`]] = shownLength(cm, units));
  set('shape.width', room.shape.width);
  set('shape.length', room.shape.length);
  set('ceiling', room.ceiling);
  const cut = room.shape.type === 'L' ? room.shape.cut : { corner: 'ne' as const, width: roundCm(room.shape.width / 3), length: roundCm(room.shape.length / 3) };
  f['shape.cut.corner'] = cut.corner;
  set('shape.cut.width', cut.width);
  set('shape.cut.length', cut.length);
  return { ...f, ...openingFieldsOf(room, units) };
}

/** The room the fields describe, unchecked (parseRoom checks it). */
export function roomOfFields(base: Room, f: Fields, units: Units): unknown {
  const len = (name: string) => typedLength(f[name] ?? '', f[`${name}_in`] ?? '', units);
  const shape: Record<string, unknown> = { type: f['shape.type'], width: len('shape.width'), length: len('shape.length') };
  if (f['shape.type'] === 'L') shape.cut = { corner: f['shape.cut.corner'], width: len('shape.cut.width'), length: len('shape.cut.length') };
  const parsedShape = parseRoom({ ...base, shape, openings: [] }).room?.shape as RoomShape | undefined;
  return { name: base.name, shape, ceiling: len('ceiling'), openings: openingsOfFields(base, parsedShape, f, units), floor: { material: f['floor.material'], colour: f['floor.colour'] }, wallColour: f.wallColour };
}

function Length({ name, text, units, fields, error, set, disabled }: { name: string; text: string; units: Units; fields: Fields; error?: string; set(name: string, v: string): void; disabled?: boolean }) {
  const id = `room-${name.replace(/\./g, '-')}`;
  return (
    <div className={`field room-panel__length${error ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {text}
      </label>
      <span className="room-panel__units">
        <input id={id} name={name} className="field__input" inputMode="decimal" value={fields[name] ?? ''} onChange={(e) => set(name, e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} disabled={disabled} />
        <span className="room-panel__unit">{units === 'cm' ? 'cm' : 'ft'}</span>
        {units === 'ftin' ? (
          <>
            <input name={`${name}_in`} className="field__input" inputMode="decimal" aria-label={`${text}, inches`} value={fields[`${name}_in`] ?? ''} onChange={(e) => set(`${name}_in`, e.target.value)} disabled={disabled} />
            <span className="room-panel__unit">in</span>
          </>
        ) : null}
      </span>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Choice({ name, text, options, fields, set, error }: { name: string; text: string; options: Array<{ value: string; label: string }>; fields: Fields; set(name: string, v: string, apply?: boolean): void; error?: string }) {
  return <SelectField id={`room-${name.replace(/\./g, '-')}`} name={name} label={text} options={options} error={error} value={fields[name] ?? ''} onChange={(e) => set(name, e.target.value, true)} />;
}

const sourceNote = { board: 'The room as the designer drew it for this board.', brief: 'The room at the size given in the brief.', default: 'A typical room of this kind: give its size in the brief for your own.' } as const;

export interface RoomPanelProps {
  /** The room the board is shown in now (its own, else the project's). */
  room: Room;
  source: RoomSource;
  /** Where the project's room came from ("Use the client's measurements" goes back to it). */
  projectSource: 'brief' | 'default';
  /** The designer or staff: may change the room. */
  canEdit: boolean;
  /** A checked room, or null for the project's room: one change on the board's session. */
  onApply(room: Room | null): void;
}

/** The room panel (issue 23): the designer's editor, everyone else's summary. */
export function RoomPanel({ room, source, projectSource, canEdit, onApply }: RoomPanelProps) {
  const [units, setUnits] = useState<Units>('cm');
  const [fields, setFields] = useState<Fields>(() => fieldsOf(room, units));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const roomKey = useMemo(() => canonicalJson(room), [room]);
  // The room changed (here or by another editor): the fields show it.
  useEffect(() => {
    setFields(fieldsOf(room, units));
    setProblems({});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [roomKey]);
  // Other units: the fields show the room in them in the same render, never a frame of the old figures.
  const changeUnits = (next: Units) => {
    setUnits(next);
    setFields(fieldsOf(room, next));
    setProblems({});
  };

  const applyRoom = (next: unknown) => {
    const parsed = parseRoom(next);
    if (!parsed.room) return setProblems(parsed.problems);
    setProblems({});
    if (canonicalJson(parsed.room) !== roomKey) onApply(parsed.room);
  };
  const apply = (next: Fields) => applyRoom(roomOfFields(room, next, units));
  const set = (name: string, value: string, now = false) => {
    const next = { ...fields, [name]: value };
    setFields(next);
    if (now) apply(next);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    apply(fields);
  };
  const err = (name: string) => problems[name];
  const shownAtField = (k: string) => (lengthNames as readonly string[]).includes(k) || ['floor.material', 'floor.colour', 'wallColour', 'shape.cut.corner'].includes(k) || /^openings\.\d+\.(wall|offset|width|height|sill)$/.test(k);
  const others = Object.entries(problems).filter(([k]) => !shownAtField(k));
  const colourOptions = (current: string | undefined) => [...Object.keys(palette), ...(current && !(current in palette) ? [current] : [])].map((c) => ({ value: c, label: label(c) }));
  const size = `${formatLength(room.shape.width)} × ${formatLength(room.shape.length)}`;

  if (!canEdit)
    return (
      <section className="room-panel" aria-labelledby="room-panel-title" data-testid="room-panel" data-source={source} data-width={room.shape.width} data-length={room.shape.length}>
        <h2 id="room-panel-title" className="room3d__heading">
          The room
        </h2>
        <p className="room3d__note">{sourceNote[source]}</p>
        <dl className="room-panel__facts">
          <dt>Size</dt>
          <dd data-testid="room-size">{size}{room.shape.type === 'L' ? ` (L-shaped, ${cornerNames[room.shape.cut.corner].toLowerCase()} corner cut ${formatLength(room.shape.cut.width)} × ${formatLength(room.shape.cut.length)})` : ''}</dd>
          <dt>Ceiling</dt>
          <dd>{formatLength(room.ceiling)}</dd>
          <dt>Floor</dt>
          <dd>
            <span className="room-panel__swatch" style={{ background: colourHex(room.floor.colour) }} aria-hidden="true" /> {label(room.floor.material)}, {label(room.floor.colour)}
          </dd>
          <dt>Walls</dt>
          <dd>
            <span className="room-panel__swatch" style={{ background: colourHex(room.wallColour) }} aria-hidden="true" /> {label(room.wallColour)}
          </dd>
          {room.openings.map((o) => (
            <div key={o.id} className="room-panel__fact">
              <dt>{openingName(room, o)}</dt>
              <dd>
                {formatLength(o.width)} wide, {formatLength(o.height)} high
                {o.type === 'window' ? `, sill at ${formatLength(o.sill)}` : ''}
                {o.type === 'door' ? `; hinged on the ${o.hinge}, opens ${o.swing === 'in' ? 'into the room' : 'out of the room'}` : ''}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    );

  return (
    <section className="room-panel" aria-labelledby="room-panel-title" data-testid="room-panel" data-source={source} data-width={room.shape.width} data-length={room.shape.length}>
      <h2 id="room-panel-title" className="room3d__heading">
        The room
      </h2>
      <p className="room3d__note">
        {sourceNote[source]} <span data-testid="room-size">{size}</span>
      </p>
      <form className={`room-panel__form room-panel__form--${units}`} onSubmit={onSubmit} noValidate aria-label="The room’s size and finishes">
        <fieldset className="room-panel__choice">
          <legend className="field__label">Units</legend>
          {(
            [
              ['cm', 'Centimetres'],
              ['ftin', 'Feet and inches'],
            ] as const
          ).map(([value, text]) => (
            <label key={value} className="room-panel__radio">
              <input type="radio" name="units" value={value} checked={units === value} onChange={() => changeUnits(value)} /> {text}
            </label>
          ))}
        </fieldset>
        <div className="room-panel__grid">
          <Length name="shape.width" text="Width (west to east)" units={units} fields={fields} set={set} error={err('shape.width')} />
          <Length name="shape.length" text="Length (north to south)" units={units} fields={fields} set={set} error={err('shape.length')} />
          <Length name="ceiling" text="Ceiling height" units={units} fields={fields} set={set} error={err('ceiling')} />
          <Choice name="shape.type" text="Shape" options={[{ value: 'rectangle', label: 'Rectangle' }, { value: 'L', label: 'L-shaped' }]} fields={fields} set={set} error={err('shape.type') ?? err('shape')} />
        </div>
        {fields['shape.type'] === 'L' ? (
          <div className="room-panel__grid">
            <Choice name="shape.cut.corner" text="Corner cut out" options={lCorners.map((c) => ({ value: c, label: cornerNames[c] }))} fields={fields} set={set} error={err('shape.cut.corner')} />
            <Length name="shape.cut.width" text="Cut-out width" units={units} fields={fields} set={set} error={err('shape.cut.width')} />
            <Length name="shape.cut.length" text="Cut-out length" units={units} fields={fields} set={set} error={err('shape.cut.length')} />
          </div>
        ) : null}
        <button type="submit" className="button button--primary button--small">
          Apply size
        </button>
        <div className="room-panel__grid">
          <Choice name="floor.material" text="Floor" options={floorMaterials.map((m) => ({ value: m, label: label(m) }))} fields={fields} set={set} error={err('floor.material')} />
          <Choice name="floor.colour" text="Floor colour" options={colourOptions(fields['floor.colour'])} fields={fields} set={set} error={err('floor.colour')} />
          <Choice name="wallColour" text="Wall colour" options={colourOptions(fields.wallColour)} fields={fields} set={set} error={err('wallColour')} />
        </div>
        <OpeningsFieldset
          room={room}
          problems={problems}
          onRoom={(next) => applyRoom(next)}
          length={(p) => <Length key={p.name} {...p} units={units} fields={fields} set={set} />}
          choice={(p) => <Choice key={p.name} {...p} fields={fields} set={set} />}
        />
        <button type="submit" className="button button--primary button--small">
          Apply doors and windows
        </button>
        {others.length ? (
          <ul className="room-panel__problems" role="alert">
            {others.map(([k, m]) => (
              <li key={k}>{m}</li>
            ))}
          </ul>
        ) : null}
      </form>
      {source === 'board' ? (
        <button type="button" className="button button--secondary button--small" onClick={() => onApply(null)}>
          {projectSource === 'brief' ? 'Use the client’s measurements' : 'Use the typical room again'}
        </button>
      ) : null}
    </section>
  );
}
