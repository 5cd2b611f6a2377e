/**
 * The plan editor of /design/roomDetail/manualInput (issue 23) as plain form
 * fields, both ways: a room (domain/rooms) to the values its inputs show, in
 * centimetres or in feet and inches, and the posted fields back to a room to
 * check. Pure: the page's server action and its live preview (with scripts)
 * read a form the same way. Field names are the room's own paths under
 * "room." ("room.shape.width", "room.openings.2.offset"), so the command's
 * field messages land on their inputs; a length in feet and inches has a
 * second input, "<name>_in".
 */
import type { Room } from '../../domain/rooms/room';
import { type LengthUnits, shownLength, typedLength } from '../../domain/rooms/units';
import { wallName, wallsOf, type RoomShape } from '../../domain/rooms/walls';

export type Units = LengthUnits;
export const isUnits = (v: unknown): v is Units => v === 'cm' || v === 'ftin';

/** The form says the client measured the room (the box is ticked): else no room is kept. */
export const MEASURED = 'room.measured';
/** The units the lengths were shown in when the form was drawn (a hidden field): they are read in these. */
export const SHOWN_UNITS = 'room.unitsShown';
/** The units the client wants the lengths shown in from now on. */
export const UNITS = 'roomUnits';

export const openingRowsFor = (room: Room | null) => Math.min(20, Math.max(4, (room?.openings.length ?? 0) + 2));

type Get = (name: string) => string | null;
export const getterOf = (form: FormData): Get => (name) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : null;
};

/**
 * A length as posted: undefined when empty, the text itself when it is not a
 * number (the room's schema then says what the field wants), else centimetres.
 */
export const lengthOf = (get: Get, name: string, units: Units): number | string | undefined => typedLength(get(name) ?? '', get(`${name}_in`) ?? '', units);

export { shownLength };
export { wallChoices } from '../../domain/rooms/walls';

/** The room the form describes (unchecked: the command checks it), and which form row each kept opening came from. */
export function roomFromFields(get: Get): { room: unknown; rows: number[]; units: Units } | null {
  if (get(MEASURED) !== 'on') return null;
  const shown = get(SHOWN_UNITS);
  const units: Units = isUnits(shown) ? shown : 'cm';
  const len = (name: string) => lengthOf(get, name, units);
  const type = get('room.shape.type');
  const shape: Record<string, unknown> = { type, width: len('room.shape.width'), length: len('room.shape.length') };
  if (type === 'L') shape.cut = { corner: get('room.shape.cut.corner'), width: len('room.shape.cut.width'), length: len('room.shape.cut.length') };
  const openings: Record<string, unknown>[] = [];
  const rows: number[] = [];
  const ids = new Set<string>();
  for (let i = 0; i < 20; i++) {
    const at = (f: string) => `room.openings.${i}.${f}`;
    const kind = get(at('type'));
    if (kind === null) break;
    if (kind === '' || kind === 'none') continue;
    const wallRaw = (get(at('wall')) ?? '').trim();
    let id = (get(at('id')) ?? '').trim() || `${kind}-${i + 1}`;
    for (let n = 2; ids.has(id); n++) id = `${kind}-${i + 1}-${n}`;
    ids.add(id);
    openings.push({
      id,
      type: kind,
      wall: wallRaw !== '' && Number.isInteger(Number(wallRaw)) ? Number(wallRaw) : wallRaw || undefined,
      offset: len(at('offset')),
      width: len(at('width')),
      height: len(at('height')),
      sill: kind === 'window' ? len(at('sill')) : 0,
      hinge: get(at('hinge')) === 'right' ? 'right' : 'left',
      swing: get(at('swing')) === 'out' ? 'out' : 'in',
    });
    rows.push(i);
  }
  const room = {
    name: get('room.name') ?? '',
    shape,
    ceiling: len('room.ceiling'),
    openings,
    floor: { material: get('room.floor.material'), colour: get('room.floor.colour') },
    wallColour: get('room.wallColour'),
  };
  return { room, rows, units };
}

/** A field message of the room's command ("room.openings.1.offset") on the form row it came from. */
export function onFormRows(fields: Record<string, string>, rows: number[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    const m = key.match(/^room\.openings\.(\d+)(\..*)?$/);
    const name = m ? `room.openings.${rows[Number(m[1])] ?? m[1]}${m[2] ?? ''}` : key;
    out[name] ??= message;
  }
  return out;
}

/** Every input's value for a room shown in these units (the same names the form posts). */
export function fieldsOfRoom(room: Room, units: Units): Record<string, string> {
  const v: Record<string, string> = { [MEASURED]: 'on', [SHOWN_UNITS]: units, [UNITS]: units, 'room.name': room.name, 'room.shape.type': room.shape.type };
  const put = (name: string, cm: number) => {
    const [main, inch] = shownLength(cm, units);
    v[name] = main;
    v[`${name}_in`] = inch;
  };
  put('room.shape.width', room.shape.width);
  put('room.shape.length', room.shape.length);
  const cut = room.shape.type === 'L' ? room.shape.cut : { corner: 'ne', width: Math.round(room.shape.width / 3), length: Math.round(room.shape.length / 3) };
  v['room.shape.cut.corner'] = cut.corner;
  put('room.shape.cut.width', cut.width);
  put('room.shape.cut.length', cut.length);
  put('room.ceiling', room.ceiling);
  room.openings.forEach((o, i) => {
    const at = (f: string) => `room.openings.${i}.${f}`;
    v[at('id')] = o.id;
    v[at('type')] = o.type;
    v[at('wall')] = String(o.wall);
    v[at('hinge')] = o.hinge;
    v[at('swing')] = o.swing;
    put(at('offset'), o.offset);
    put(at('width'), o.width);
    put(at('height'), o.height);
    if (o.type === 'window') put(at('sill'), o.sill);
  });
  v['room.floor.material'] = room.floor.material;
  v['room.floor.colour'] = room.floor.colour;
  v['room.wallColour'] = room.wallColour;
  return v;
}

/** The shape the form's fields describe, when they make one (for the wall choices and the preview). */
export function shapeOfFields(get: Get): RoomShape | null {
  const r = roomFromFields((name) => (name === MEASURED ? 'on' : get(name)));
  const s = r?.room as { shape: { type: unknown; width: unknown; length: unknown; cut?: { corner: unknown; width: unknown; length: unknown } } } | undefined;
  if (!s || typeof s.shape.width !== 'number' || typeof s.shape.length !== 'number') return null;
  if (s.shape.type === 'rectangle') return { type: 'rectangle', width: s.shape.width, length: s.shape.length };
  const c = s.shape.cut;
  if (s.shape.type === 'L' && c && typeof c.width === 'number' && typeof c.length === 'number' && ['ne', 'se', 'sw', 'nw'].includes(String(c.corner)))
    return { type: 'L', width: s.shape.width, length: s.shape.length, cut: { corner: c.corner as 'ne', width: c.width, length: c.length } };
  return null;
}
