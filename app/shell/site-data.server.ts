import { z } from 'zod';
import type { AppLoadContext } from '@remix-run/node';
import { designStyles, styleDescriptions } from '../../domain/discovery/style-quiz';
import { houseStyleLabels } from '../../domain/projects/rooms';
import { listCategories } from '../../projections/catalogue/categories';
import { cartBadgeNow } from '~/commerce/index.server';
import { parseWith } from '../web/api.server';
import { getSession } from '../web/session.server';
import { supportEmail, supportHours } from '~/policies';
import { homeVideoDurationMs, homeVideoRooms, homeVideoSpec } from '../../infra/images/model-files';

/**
 * The site's start-up data and its labels as JSON (part 1 §7 `/common`; the
 * spec names the calls, not their shapes): what an app needs before its first
 * page, from the same sources as the pages.
 */
const styleLabels = () => designStyles.map((name) => ({ id: name.toLowerCase().replace(/[^a-z]+/g, '-'), name, description: styleDescriptions[name] }));
const roomLabels = () => houseStyleLabels.map(({ id, name, picture }) => ({ id, name, picture }));

/** common initData: who is asking, their cart's count, the styles and rooms, page sizes, the currency and how to reach customer care. */
export async function initData(request: Request, context: AppLoadContext) {
  const session = await getSession(request, context);
  const user = session.user ? { id: session.user.id, email: session.user.email, name: session.user.username, roles: session.user.roles, verified: session.user.status !== 'VERIFING' } : null;
  return {
    user,
    cart: await cartBadgeNow(context.runtime, session.user?.id ?? session.visitorId),
    styles: styleLabels(),
    roomTypes: roomLabels(),
    pageSizes: { inventory: 20, designCases: 10 },
    currency: 'USD',
    support: { email: supportEmail, hours: supportHours, contactPage: '/customer/contact' },
  };
}

export const labelTypes = ['HOUSE_STYLE', 'STYLE', 'CATEGORY'] as const;

const searchLabelInput = z.object({
  type: z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.enum(labelTypes, { errorMap: () => ({ message: `type is one of ${labelTypes.join(', ')}` }) })),
  keyword: z.string({ invalid_type_error: 'keyword is a text' }).trim().max(60, 'Please keep the keyword to 60 characters or fewer').optional(),
  page: z.coerce.number({ invalid_type_error: 'page must be a number' }).int('page must be a whole number').min(1, 'page starts at 1').max(10_000, 'page is too large').default(1),
  pageSize: z.coerce.number({ invalid_type_error: 'pageSize must be a number' }).int('pageSize must be a whole number').min(1, 'pageSize must be 1 to 100').max(100, 'pageSize must be 1 to 100').default(20),
});

/**
 * common searchLabel {type, keyword?, page, pageSize}: the labels of a type —
 * HOUSE_STYLE the room types, STYLE the eight styles, CATEGORY the catalogue's
 * categories — those whose name holds the keyword, a page at a time →
 * `{ total, page, pageSize, list: [{ id, name, … }] }`.
 */
export async function searchLabel(context: AppLoadContext, input: unknown) {
  const { type, keyword, page, pageSize } = parseWith(searchLabelInput, input);
  const all: Array<{ id: string; name: string } & Record<string, unknown>> =
    type === 'HOUSE_STYLE'
      ? roomLabels()
      : type === 'STYLE'
        ? styleLabels()
        : (await listCategories(context.runtime.db)).map((c) => ({ id: c.id, name: c.displayName || c.name, parentId: c.parentId }));
  const word = keyword?.toLowerCase() ?? '';
  const found = word ? all.filter((l) => l.name.toLowerCase().includes(word)) : all;
  return { total: found.length, page, pageSize, list: found.slice((page - 1) * pageSize, page * pageSize) };
}

/**
 * common getAppUrl: where to get the app. Roomcraft is a web app — every page
 * works on a phone — and has no store app, so the answer says so rather than
 * pointing at a store listing that does not exist.
 */
export function appUrl(request: Request) {
  const origin = new URL(request.url).origin;
  return { web: `${origin}/`, ios: null, android: null, message: 'Roomcraft works in the browser on any phone, tablet or computer: there is no app to install.' };
}

/**
 * common getHomeVideo: the home page's video — rooms of six types, each rendered
 * from real product models, cross-faded in a loop (infra/images/model-files.ts) —
 * with its poster (the first room), size, length and the rooms it shows.
 */
export function homeVideoInfo() {
  const names: Record<string, string> = { 'living-room': 'Living room', bedroom: 'Bedroom', 'dining-room': 'Dining room', kitchen: 'Kitchen', 'home-office': 'Home office', outdoor: 'Outdoor' };
  return {
    url: '/media/home/rooms.webm',
    type: 'video/webm',
    poster: `/media/rooms/${homeVideoRooms[0]}.webp`,
    width: homeVideoSpec.width,
    height: homeVideoSpec.height,
    durationMs: homeVideoDurationMs,
    title: 'Rooms our designers plan',
    rooms: homeVideoRooms.map((r) => names[r] ?? r),
  };
}
