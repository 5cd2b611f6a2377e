import { beforeAll, describe, expect, it } from 'vitest';
import { roomMessages } from '../../domain/rooms/room';
import { designBoard } from '../support/canvas';
import { clientPassword, newClientAccount } from '../support/clients';
import { loggedErrors } from '../support/http-app';
import { PageVisitor } from './page-visitor';
import { startShop } from './shop-server';
import { settled } from '../support/processes';

/**
 * The client measures their room on /design/roomDetail/manualInput (issue 23),
 * as a browser without scripts: an L-shaped room with a door and a window is
 * saved with ROOM DETAILS and shown again (in the units chosen), bad
 * measurements are refused by their fields with nothing changed, another client
 * reaches none of it, and the project's board then stands in that room.
 */
let shop: Awaited<ReturnType<typeof startShop>>;
let logged: string[];
beforeAll(async () => {
  shop = await startShop();
  logged = loggedErrors(shop.runtime);
});

const query = (location: string | null) => new URL(location!, 'http://x').searchParams;
async function client(prefix: string) {
  const { email, userId } = await newClientAccount(shop.runtime, prefix);
  return Object.assign(await new PageVisitor(shop.base).signIn(email, clientPassword), { userId });
}
async function livingRoom(v: PageVisitor) {
  await v.get('/design/room');
  const chosen = await v.post('/design/room', { csrf: v.csrf, intent: 'next', count_1: '1' });
  expect(chosen.status).toBe(302);
  const needId = query(chosen.location).get('needId')!;
  const packageId = query(chosen.location).get('packageId')!;
  return { needId, at: (route: string) => `${route}?needId=${needId}&packageId=${packageId}&v=1` };
}
const eventsOf = async (needId: string) => (await shop.runtime.store.readStream(`need-${needId}`)).events;
const roomDetailsOf = async (needId: string) => (await shop.runtime.db('projects_needs_v1').where({ need_id: needId }).first())?.answers.ROOM_DETAILS;
const manual = '/design/roomDetail/manualInput';

/** The plan editor's fields for an L room (cut out at the north-east), in centimetres: a door in row 0, row 1 empty, a window in row 2. */
const lRoom = (over: Record<string, string> = {}) => ({
  remark: 'Our den, measured with a laser',
  'room.measured': 'on',
  'room.unitsShown': 'cm',
  roomUnits: 'ftin',
  'room.name': 'Den',
  'room.shape.type': 'L',
  'room.shape.width': '600',
  'room.shape.length': '450',
  'room.shape.cut.corner': 'ne',
  'room.shape.cut.width': '200',
  'room.shape.cut.length': '150',
  'room.ceiling': '260',
  'room.openings.0.type': 'door',
  'room.openings.0.wall': '5',
  'room.openings.0.offset': '50',
  'room.openings.0.width': '86',
  'room.openings.0.height': '203',
  'room.openings.1.type': '',
  'room.openings.2.type': 'window',
  'room.openings.2.wall': '4',
  'room.openings.2.offset': '100',
  'room.openings.2.width': '120',
  'room.openings.2.height': '120',
  'room.openings.2.sill': '90',
  'room.openings.3.type': '',
  'room.floor.material': 'walnut',
  'room.floor.colour': 'walnut',
  'room.wallColour': 'sage',
  ...over,
});
/** The html of one opening row of the editor. */
const row = (html: string, i: number) => html.slice(html.indexOf(`data-testid="opening-${i}"`), html.indexOf(`data-testid="opening-${i + 1}"`) > 0 ? html.indexOf(`data-testid="opening-${i + 1}"`) : undefined);
const inputValue = (html: string, name: string) => html.match(new RegExp(`<input[^>]*name="${name.replace(/\./g, '\\.')}"[^>]*>`))?.[0].match(/value="([^"]*)"/)?.[1];

describe('the client measures their room (issue 23)', () => {
  it('starts from the room type’s default, saves a measured L room and sees it again; the board’s room call answers it', async () => {
    const ada = await client('measure-ada');
    const { needId, at } = await livingRoom(ada);
    const first = await ada.get(at(manual));
    expect(first.status).toBe(200);
    expect(first.html).toContain('Measure your room');
    // The living room's default: 520 × 430 cm, drawn as a plan beside the fields.
    expect(inputValue(first.html, 'room.shape.width')).toBe('520');
    expect(inputValue(first.html, 'room.shape.length')).toBe('430');
    expect(first.html).toMatch(/data-testid="room-plan-preview"[\s\S]*<svg[^>]*viewBox=/);
    expect(row(first.html, 0)).toContain('North wall');

    const saved = await ada.post(at(manual), { csrf: ada.csrf, intent: 'next', ...lRoom() });
    expect(saved.status).toBe(302);
    const details = await roomDetailsOf(needId);
    expect(details.remark).toBe('Our den, measured with a laser');
    expect(details.roomUnits).toBe('ftin');
    expect(details.room).toEqual({
      name: 'Den',
      shape: { type: 'L', width: 600, length: 450, cut: { corner: 'ne', width: 200, length: 150 } },
      ceiling: 260,
      openings: [
        { id: 'door-1', type: 'door', wall: 5, offset: 50, width: 86, height: 203, sill: 0, hinge: 'left', swing: 'in' },
        { id: 'window-3', type: 'window', wall: 4, offset: 100, width: 120, height: 120, sill: 90, hinge: 'left', swing: 'in' },
      ],
      floor: { material: 'walnut', colour: 'walnut' },
      wallColour: 'sage',
    });

    // Shown again in feet and inches (600 cm = 19 ft 8.22 in; 260 cm = 8 ft 6.375 in, the plainest inches that read back as 260), the L's walls by number, the plan with its door and window.
    const again = await ada.get(at(manual));
    expect(inputValue(again.html, 'room.unitsShown')).toBe('ftin');
    expect(inputValue(again.html, 'room.shape.width')).toBe('19');
    expect(inputValue(again.html, 'room.shape.width_in')).toBe('8.22');
    expect(inputValue(again.html, 'room.ceiling')).toBe('8');
    expect(inputValue(again.html, 'room.ceiling_in')).toBe('6.375');
    expect(row(again.html, 0)).toContain('Wall 5 (west)');
    expect(inputValue(again.html, 'room.openings.1.id')).toBe('window-3');
    expect(again.html).toContain('data-opening-id="door-1"');
    expect(again.html).toContain('data-opening-id="window-3"');
    expect(again.html).toMatch(/<input[^>]*name="room\.measured"[^>]*checked/);

    // Saved again in feet and inches as shown: the same room, nothing appended.
    const count = (await eventsOf(needId)).length;
    const same = await ada.post(at(manual), {
      csrf: ada.csrf,
      intent: 'save',
      ...lRoom({ 'room.unitsShown': 'ftin', 'room.shape.width': '19', 'room.shape.width_in': '8.22', 'room.shape.length': '14', 'room.shape.length_in': '9.17', 'room.shape.cut.width': '6', 'room.shape.cut.width_in': '6.74', 'room.shape.cut.length': '4', 'room.shape.cut.length_in': '11.06', 'room.ceiling': '8', 'room.ceiling_in': '6.36', 'room.openings.0.id': 'door-1', 'room.openings.2.id': 'window-3', 'room.openings.0.offset': '1', 'room.openings.0.offset_in': '7.685', 'room.openings.0.width': '2', 'room.openings.0.width_in': '9.86', 'room.openings.0.height': '6', 'room.openings.0.height_in': '7.92', 'room.openings.2.offset': '3', 'room.openings.2.offset_in': '3.37', 'room.openings.2.width': '3', 'room.openings.2.width_in': '11.24', 'room.openings.2.height': '3', 'room.openings.2.height_in': '11.24', 'room.openings.2.sill': '2', 'room.openings.2.sill_in': '11.43' }),
    });
    expect(same.status).toBe(200);
    expect((await eventsOf(needId)).length).toBe(count);

    // The review says what was measured.
    expect((await ada.get(at('/design/review/review'))).html).toContain('Measured: L-shaped, 600 × 450 cm, ceiling 260 cm, 1 door, 1 window');
    // Another way into ROOM DETAILS keeps the measured room.
    expect((await ada.post(at('/design/roomDetail/roomSelect'), { csrf: ada.csrf, intent: 'next', remark: 'Our den, north light' })).status).toBe(302);
    expect((await roomDetailsOf(needId)).room.shape.type).toBe('L');

    // The project's board stands in the measured room.
    const boardId = await designBoard(shop.runtime, ada.userId, 'demo-designer', needId);
    await settled(shop.runtime);
    const call = await ada.get(`/api/diymb/${boardId}/room`);
    expect(call.status).toBe(200);
    const json = JSON.parse(call.html);
    expect(json.data.roomSource).toBe('brief');
    expect(json.data.room).toEqual(details.room);
    expect(logged).toEqual([]);
  });

  it('bad measurements answer 400 with each message on its field, keep what was typed, and change nothing', async () => {
    const ada = await client('measure-bad');
    const { needId, at } = await livingRoom(ada);
    await ada.get(at(manual));
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ 'room.shape.width': '-3' }, 'room.shape.width', roomMessages.side('width')],
      [{ 'room.shape.length': '0' }, 'room.shape.length', roomMessages.side('length')],
      [{ 'room.shape.width': '10000' }, 'room.shape.width', roomMessages.side('width')],
      [{ 'room.shape.width': 'wide' }, 'room.shape.width', roomMessages.side('width')],
      [{ 'room.openings.2.offset': '500' }, 'room.openings.2.offset', roomMessages.offWall(600)],
      [{ 'room.openings.2.height': '200' }, 'room.openings.2.height', roomMessages.aboveCeiling('window')],
    ];
    for (const [change, field, message] of cases) {
      const bad = await ada.post(at(manual), { csrf: ada.csrf, intent: 'next', ...lRoom(change) });
      expect([field, bad.status]).toEqual([field, 400]);
      // The message sits by its field: the input is marked invalid and described by it.
      const id = `f-${field.replace(/\./g, '-')}`;
      expect(bad.html).toMatch(new RegExp(`<input[^>]*id="${id}"[^>]*aria-invalid="true"[^>]*aria-describedby="${id}-error"`));
      expect(bad.html).toContain(`id="${id}-error" class="field__error">${message}</p>`);
      // Without scripts the page shows what was typed, not the saved room.
      expect(inputValue(bad.html, field)).toBe(Object.values(change)[0]);
      if (field.startsWith('room.openings.2')) expect(row(bad.html, 2)).toContain(message);
    }
    // In feet and inches: 100 ft is refused by the same message.
    const feet = await ada.post(at(manual), { csrf: ada.csrf, intent: 'next', ...lRoom({ 'room.unitsShown': 'ftin', 'room.shape.width': '100', 'room.shape.width_in': '0' }) });
    expect(feet.status).toBe(400);
    expect(feet.html).toContain(roomMessages.side('width'));
    expect((await eventsOf(needId)).map((e) => e.type)).toEqual(['NeedDrafted']);
    expect(await roomDetailsOf(needId)).toBeUndefined();
    expect(logged).toEqual([]);
  });

  it('another client can neither read nor write the room, nor read the board’s room', async () => {
    const ada = await client('measure-own');
    const { needId, at } = await livingRoom(ada);
    await ada.get(at(manual));
    expect((await ada.post(at(manual), { csrf: ada.csrf, intent: 'next', ...lRoom() })).status).toBe(302);
    const boardId = await designBoard(shop.runtime, ada.userId, 'demo-designer', needId);
    await settled(shop.runtime);
    expect((await ada.get(`/api/diymb/${boardId}/room`)).status).toBe(200);
    const bob = await client('measure-bob');
    const before = (await eventsOf(needId)).length;
    const page = await bob.get(at(manual));
    expect(page.status).toBe(404);
    expect(page.html).not.toContain('Den');
    expect((await bob.post(at(manual), { csrf: bob.csrf, intent: 'next', ...lRoom({ 'room.shape.width': '900' }) })).status).toBe(404);
    expect((await eventsOf(needId)).length).toBe(before);
    expect((await roomDetailsOf(needId)).room.shape.width).toBe(600);
    expect((await bob.get(`/api/diymb/${boardId}/room`)).status).toBe(404);
    expect(logged).toEqual([]);
  });
});
