import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { isRemodel } from '../../../domain/projects/questionnaire';
import { maxPerRoom, roomTypes } from '../../../domain/projects/rooms';
import { ValidationError } from '../../../domain/shared/errors';
import { visitorAction } from '../../web/page-form.server';
import { getSession } from '../../web/session.server';
import { draftOneRoom, draftPackage } from '../application/needs.server';
import { callerOf } from './questionnaire-pages.server';


/** /design/room: the room tiles (the first label of each of the ten room names), remodel ones marked. */
export async function roomPageLoader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const rooms = roomTypes().map((r) => ({ id: r.id, name: r.name, picture: r.picture, remodel: isRemodel(r.id) }));
  return data({ rooms, signedIn: Boolean(session.user) }, { headers: { 'Cache-Control': 'private, no-store' } });
}

/** The room choice posted as count_<labelId> fields: one SITE item per room and count (part 2 §3). */
export function siteItemsFromForm(form: FormData) {
  const items: Array<{ type: 'SITE'; value: string }> = [];
  for (const room of roomTypes()) {
    const raw = form.get(`count_${room.id}`);
    if (raw === null || raw === '') continue;
    const count = Number(raw);
    if (!Number.isInteger(count) || count < 0 || count > maxPerRoom)
      throw new ValidationError('INVALID_COUNT', `Choose 0 to ${maxPerRoom} of each room`, { [`count_${room.id}`]: `Choose 0 to ${maxPerRoom} of each room` });
    for (let i = 0; i < count; i++) items.push({ type: 'SITE', value: JSON.stringify({ id: room.id, name: room.name }) });
  }
  if (!items.length) throw new ValidationError('NO_ROOM', 'Please choose a room', { rooms: 'Please choose a room' });
  return items;
}

/** Next: the rooms become draft projects of one package; on to /design/image with the query kept and packageId and the first room's needId added. */
export const roomPageAction = visitorAction(async ({ context, session, form, request }) => {
  const { packageId, needIds } = await draftPackage(context.runtime, callerOf(session), siteItemsFromForm(form));
  const query = new URL(request.url).searchParams;
  query.delete('index');
  query.set('packageId', packageId);
  // The first room by id: its page need not find the package in a read model that may not have it yet (issue 20).
  query.set('needId', needIds[0]!);
  query.set('v', String(Date.now()));
  return redirect(`/design/image?${query}`);
});

/** /design/roomGpt: the AI upgrade for the roomType asked (posted, not on GET); a package id → its style step, else the room choice. */
export async function roomGptLoader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const roomType = (new URL(request.url).searchParams.get('roomType') ?? '').trim().slice(0, 40);
  const room = roomTypes().find((r) => [r.id, r.name.toLowerCase(), r.name.toLowerCase().replace(/\s+/g, '_')].includes(roomType.toLowerCase()));
  if (!room) throw redirect('/design/room');
  return data({ roomType, room: room.name, signedIn: Boolean(session.user) }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export const roomGptAction = visitorAction(async ({ context, session, request }) => {
  const roomType = new URL(request.url).searchParams.get('roomType') ?? '';
  try {
    const { packageId, needIds } = await draftOneRoom(context.runtime, callerOf(session), { roomType });
    return redirect(`/design/image?${new URLSearchParams({ packageId, needId: needIds[0]! })}`);
  } catch (error) {
    if (error instanceof ValidationError) return redirect('/design/room');
    throw error;
  }
});
