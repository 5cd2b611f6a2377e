import { useMemo, useRef, useState, type FormEvent } from 'react';
import { floorMaterials, palette, parseRoom, type Room } from '../../../domain/rooms/room';
import { planModel } from '../../../domain/rooms/plan';
import { escapeXml, planSvg } from '../../../domain/rooms/plan-svg';
import { lCorners, wallsOf, type RoomShape } from '../../../domain/rooms/walls';
import { SelectField, useHydrated } from '~/ui/form-field';
import { fieldsOfRoom, getterOf, isUnits, lengthOf, MEASURED, openingRowsFor, roomFromFields, shapeOfFields, shownLength, SHOWN_UNITS, UNITS, wallChoices, type Units } from '../room-plan-form';

const cornerNames: Record<(typeof lCorners)[number], string> = { ne: 'North-east', se: 'South-east', sw: 'South-west', nw: 'North-west' };
const colourNames = Object.keys(palette);
const label = (name: string) => name.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** The room's plan with each wall's name (N, E, S, W) or number (an L) inside it, so the openings' walls can be told apart. */
export function measuredPlanSvg(room: Room): string {
  const svg = planSvg(planModel(room, []), { title: `Plan of ${room.name}` });
  const walls = wallsOf(room.shape);
  const size = Math.max(room.shape.width, room.shape.length);
  const font = Math.max(12, Math.round(size / 28));
  const names = ['N', 'E', 'S', 'W'];
  const labels = walls
    .map((w) => {
      const mid = { x: (w.start.x + w.end.x) / 2 + w.inward.x * font * 1.4, y: (w.start.y + w.end.y) / 2 + w.inward.y * font * 1.4 };
      const text = room.shape.type === 'rectangle' ? names[w.index]! : String(w.index);
      return `<text class="wall-label" x="${Math.round(mid.x)}" y="${Math.round(mid.y + font / 3)}" font-size="${font}" text-anchor="middle" fill="#5f6b7a">${escapeXml(text)}</text>`;
    })
    .join('');
  return svg.replace(/<\/svg>$/, `${labels}</svg>`);
}

type Err = (name: string) => string | undefined;

/** A length: centimetres, or feet and inches (a second input), with its field's message. */
function LengthInput({ name, label: text, units, values, err, hidden }: { name: string; label: string; units: Units; values: Record<string, string>; err: Err; hidden?: boolean }) {
  const error = err(name);
  const id = `f-${name.replace(/\./g, '-')}`;
  return (
    <div className={`field room-plan__length${error ? ' field--error' : ''}`} hidden={hidden}>
      <label className="field__label" htmlFor={id}>
        {text}
      </label>
      <span className="room-plan__units">
        <input id={id} name={name} className="field__input" inputMode="decimal" data-length="" defaultValue={values[name] ?? ''} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
        <span className="room-plan__unit" data-unit-main="">{units === 'cm' ? 'cm' : 'ft'}</span>
        <input name={`${name}_in`} className="field__input" inputMode="decimal" aria-label={`${text}, inches`} defaultValue={values[`${name}_in`] ?? ''} hidden={units === 'cm'} />
        <span className="room-plan__unit" hidden={units === 'cm'}>
          in
        </span>
      </span>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Choice({ name, label: text, options, value, err }: { name: string; label: string; options: Array<{ value: string; label: string }>; value: string | undefined; err: Err }) {
  return <SelectField id={`f-${name.replace(/\./g, '-')}`} name={name} label={text} options={options} error={err(name)} defaultValue={value} />;
}

/**
 * The plan editor (issue 23): the room's shape, size, ceiling, doors and windows,
 * floor and walls, as plain form fields posted with the ROOM DETAILS step; beside
 * it the room drawn as a plan, redrawn as fields change when scripts run.
 */
export function RoomPlanEditor({ room, units: savedUnits, measured, err, posted }: { room: Room; units: Units; measured: boolean; err: Err; posted?: Record<string, string> }) {
  const hydrated = useHydrated();
  const start = useMemo(() => (posted && isUnits(posted[SHOWN_UNITS]) ? posted : fieldsOfRoom(room, savedUnits)), [posted, room, savedUnits]);
  const [units, setUnits] = useState<Units>(isUnits(start[SHOWN_UNITS]) ? (start[SHOWN_UNITS] as Units) : 'cm');
  const [shape, setShape] = useState<RoomShape>(room.shape);
  const [shapeType, setShapeType] = useState(start['room.shape.type'] ?? room.shape.type);
  const [shown, setShown] = useState<Room>(room);
  const [problem, setProblem] = useState<string | null>(null);
  const box = useRef<HTMLFieldSetElement>(null);
  const svg = useMemo(() => measuredPlanSvg(shown), [shown]);
  const rows = openingRowsFor(room);
  const walls = wallChoices(shape);

  /** With scripts: a change ticks "measured", switches units in place, and redraws the plan from the fields. */
  const onInput = (event: FormEvent<HTMLFieldSetElement>) => {
    const form = box.current?.form;
    if (!form) return;
    const target = event.target as HTMLInputElement;
    const tick = form.elements.namedItem(MEASURED) as HTMLInputElement | null;
    if (tick && target.name !== MEASURED) tick.checked = true;
    if (target.name === UNITS && isUnits(target.value) && target.value !== units) {
      const to = target.value;
      const get = getterOf(new FormData(form));
      for (const input of Array.from(form.querySelectorAll<HTMLInputElement>('input[data-length]'))) {
        const cm = lengthOf(get, input.name, units);
        if (typeof cm !== 'number') continue;
        const [main, inch] = shownLength(cm, to);
        input.value = main;
        const inches = form.elements.namedItem(`${input.name}_in`) as HTMLInputElement | null;
        if (inches) inches.value = inch;
      }
      (form.elements.namedItem(SHOWN_UNITS) as HTMLInputElement).value = to;
      setUnits(to);
    }
    const get = getterOf(new FormData(form));
    setShapeType(get('room.shape.type') ?? 'rectangle');
    const next = shapeOfFields(get);
    if (next) setShape(next);
    const read = roomFromFields((name) => (name === MEASURED ? 'on' : get(name)));
    const parsed = read ? parseRoom(read.room) : null;
    if (parsed?.room) {
      setShown(parsed.room);
      setProblem(null);
    } else if (parsed) setProblem(Object.values(parsed.problems)[0] ?? null);
  };

  const v = start;
  const colours = (current: string | undefined) => [...colourNames, ...(current && !colourNames.includes(current) ? [current] : [])].map((c) => ({ value: c, label: label(c) }));
  return (
    <section className="room-plan" aria-labelledby="room-plan-title">
      <h2 id="room-plan-title" className="room-plan__title">
        Measure your room
      </h2>
      <p className="field__hint">Walls run clockwise from the north wall; an opening’s distance is from its wall’s start (clockwise), to its nearest edge.</p>
      <div className="room-plan__body">
        <fieldset className="room-plan__fields" ref={box} onInput={hydrated ? onInput : undefined} onChange={hydrated ? onInput : undefined}>
          <legend className="visually-hidden">Room measurements</legend>
          <input type="hidden" name={SHOWN_UNITS} defaultValue={units} />
          <label className="room-plan__measured">
            <input type="checkbox" name={MEASURED} defaultChecked={posted ? posted[MEASURED] === 'on' : measured} /> Use these measurements for my room
          </label>
          <fieldset className="chip-grid">
            <legend>Units</legend>
            {(
              [
                ['cm', 'Centimetres'],
                ['ftin', 'Feet and inches'],
              ] as const
            ).map(([value, text]) => (
              <label key={value} className="chip">
                <input type="radio" name={UNITS} value={value} defaultChecked={(v[UNITS] ?? units) === value} /> {text}
              </label>
            ))}
            {hydrated ? null : <p className="field__hint">Lengths are read in the units shown; other units show once saved.</p>}
          </fieldset>
          <div className="field">
            <label className="field__label" htmlFor="f-room-name">
              Room name
            </label>
            <input id="f-room-name" name="room.name" className="field__input" maxLength={80} defaultValue={v['room.name'] ?? ''} aria-invalid={err('room.name') ? true : undefined} />
            {err('room.name') ? <p className="field__error">{err('room.name')}</p> : null}
          </div>
          <fieldset className="chip-grid">
            <legend>Shape</legend>
            {(
              [
                ['rectangle', 'Rectangle'],
                ['L', 'L-shaped'],
              ] as const
            ).map(([value, text]) => (
              <label key={value} className="chip">
                <input type="radio" name="room.shape.type" value={value} defaultChecked={v['room.shape.type'] === value} /> {text}
              </label>
            ))}
            {err('room.shape.type') ?? err('room.shape') ? <p className="field__error">{err('room.shape.type') ?? err('room.shape')}</p> : null}
          </fieldset>
          <div className="room-plan__row">
            <LengthInput name="room.shape.width" label="Width (west to east)" units={units} values={v} err={err} />
            <LengthInput name="room.shape.length" label="Length (north to south)" units={units} values={v} err={err} />
            <LengthInput name="room.ceiling" label="Ceiling height" units={units} values={v} err={err} />
          </div>
          <div className="room-plan__row" hidden={hydrated && shapeType !== 'L'}>
            <Choice name="room.shape.cut.corner" label="L: corner cut out" options={lCorners.map((c) => ({ value: c, label: cornerNames[c] }))} value={v['room.shape.cut.corner']} err={err} />
            <LengthInput name="room.shape.cut.width" label="Cut-out width" units={units} values={v} err={err} />
            <LengthInput name="room.shape.cut.length" label="Cut-out length" units={units} values={v} err={err} />
          </div>
          <fieldset className="room-plan__openings">
            <legend>Doors and windows</legend>
            {Array.from({ length: rows }, (_, i) => {
              const at = (f: string) => `room.openings.${i}.${f}`;
              return (
                <div key={i} className="room-plan__row room-plan__opening" data-testid={`opening-${i}`}>
                  <input type="hidden" name={at('id')} defaultValue={v[at('id')] ?? ''} />
                  <input type="hidden" name={at('hinge')} defaultValue={v[at('hinge')] ?? 'left'} />
                  <input type="hidden" name={at('swing')} defaultValue={v[at('swing')] ?? 'in'} />
                  <Choice name={at('type')} label={`Opening ${i + 1}`} options={[{ value: '', label: '— none —' }, { value: 'door', label: 'Door' }, { value: 'window', label: 'Window' }, { value: 'passage', label: 'Open passage' }]} value={v[at('type')] ?? ''} err={err} />
                  <Choice name={at('wall')} label="Wall" options={walls.some((w) => w.value === v[at('wall')]) || !v[at('wall')] ? walls : [...walls, { value: v[at('wall')]!, label: `Wall ${v[at('wall')]}` }]} value={v[at('wall')]} err={err} />
                  <LengthInput name={at('offset')} label="From the wall’s start" units={units} values={v} err={err} />
                  <LengthInput name={at('width')} label="Width" units={units} values={v} err={err} />
                  <LengthInput name={at('height')} label="Height" units={units} values={v} err={err} />
                  <LengthInput name={at('sill')} label="Sill (windows)" units={units} values={v} err={err} />
                  {err(at('id')) ? <p className="field__error">{err(at('id'))}</p> : null}
                </div>
              );
            })}
            {err('room.openings') ? <p className="field__error">{err('room.openings')}</p> : null}
          </fieldset>
          <div className="room-plan__row">
            <Choice name="room.floor.material" label="Floor" options={floorMaterials.map((m) => ({ value: m, label: label(m) }))} value={v['room.floor.material']} err={err} />
            <Choice name="room.floor.colour" label="Floor colour" options={colours(v['room.floor.colour'])} value={v['room.floor.colour']} err={err} />
            <Choice name="room.wallColour" label="Wall colour" options={colours(v['room.wallColour'])} value={v['room.wallColour']} err={err} />
          </div>
          {err('room') ? <p className="field__error">{err('room')}</p> : null}
        </fieldset>
        <figure className="room-plan__preview" data-testid="room-plan-preview">
          <div dangerouslySetInnerHTML={{ __html: svg }} />
          <figcaption className="field__hint" role="status">
            {problem ? `The plan shows the last measurements that fit: ${problem}` : `${shown.name}: the plan as measured.`}
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
