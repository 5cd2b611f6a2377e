import type { Runtime } from '../../infra/runtime';
import { csvText } from '../../infra/archive/csv';
import { zipArchive, type ZipEntry } from '../../infra/archive/zip';
import type { RequestSession, SessionUser } from '~/web/session.server';
import { takeOrRefuse, type RateLimit } from '~/web/rate-limit.server';
import { boardArchiveOf } from '~/canvas/index.server';
import { myStyleProfile } from '~/discovery/index.server';
import { orderHistoryOf, orderHistoryRows } from '~/orders/index.server';
import { ideasForExport } from '~/ideas/index.server';

/**
 * "Download my data" (issue 24: export beyond the anchors): everything a client
 * keeps here, in one ZIP they can open without us — every board they are a
 * member of (its JSON and its floor plan as a PDF), their whole order history
 * (JSON and a spreadsheet), their idea boards with the cases and products saved
 * on them, their style profile. Closures of Modsy and Laurel &
 * Wolf stranded clients' designs; this is the answer. Built on request from the
 * read models (nothing is stored); a few a minute per account.
 */
export const exportLimit: RateLimit = { name: 'data-export', burst: 3, perSecond: 1 / 20, message: 'Your download is being prepared too often: please wait a minute and try again.' };

/** A file or folder name with only safe characters (the archive opens the same on every system). */
export const safeName = (name: string, fallback: string) =>
  name.normalize('NFKD').replace(/[^\w .-]+/g, '').replace(/\s+/g, ' ').replace(/^[.\s]+/, '').trim().slice(0, 60) || fallback;

export interface DataArchive {
  fileName: string;
  bytes: Buffer;
  /** What is inside, for the page and the tests. */
  counts: { boards: number; orders: number; ideaBoards: number; styleProfile: boolean };
}

export async function dataArchiveOf(runtime: Runtime, session: RequestSession & { user: SessionUser }, now = new Date()): Promise<DataArchive> {
  await takeOrRefuse(runtime, exportLimit, session.user.id);
  const [boards, orders, profile, ideas] = await Promise.all([
    boardArchiveOf(runtime, session.actor, now),
    orderHistoryOf(runtime, session.user.id),
    myStyleProfile(runtime, session),
    ideasForExport(runtime, session.user.id),
  ]);
  const day = now.toISOString().slice(0, 10);
  const entries: ZipEntry[] = [];
  const used = new Set<string>();
  for (const b of boards) {
    let folder = `boards/${safeName(b.name, 'Mood board')}`;
    if (used.has(folder)) folder = `${folder} (${b.boardId.slice(0, 8)})`;
    used.add(folder);
    entries.push({ name: `${folder}/board.json`, data: JSON.stringify(b.json, null, 2) }, { name: `${folder}/floor-plan.pdf`, data: b.pdf });
  }
  entries.push(
    { name: 'orders/orders.json', data: JSON.stringify(orders, null, 2) },
    { name: 'orders/order-lines.csv', data: csvText(orderHistoryRows(orders)) },
    { name: 'account.json', data: JSON.stringify({ userId: session.user.id, email: session.user.email, name: session.user.username, exportedAt: now.toISOString() }, null, 2) },
  );
  entries.push({ name: 'idea-boards.json', data: JSON.stringify(ideas, null, 2) });
  if (profile) entries.push({ name: 'style-profile.json', data: JSON.stringify({ topStyle: profile.topStyle, runnerUp: profile.runnerUp, shares: profile.shares, answers: profile.answers, savedAt: profile.savedAt, explanation: profile.explanation }, null, 2) });
  entries.unshift({ name: 'README.txt', data: readme(day, boards.length, orders.length, entries.map((e) => e.name)) });
  return { fileName: `roomcraft-data-${day}.zip`, bytes: zipArchive(entries, now), counts: { boards: boards.length, orders: orders.length, ideaBoards: ideas.length, styleProfile: Boolean(profile) } };
}

function readme(day: string, boards: number, orders: number, names: string[]): string {
  return [
    `Your Roomcraft data, as of ${day}`,
    '',
    `Boards: ${boards}. Each folder under boards/ holds board.json (every picture, note and product on the board in stacking order, its room, where each piece stands in it, and its products with their prices on ${day}) and floor-plan.pdf (the room drawn to scale with every piece).`,
    `Orders: ${orders}. orders/orders.json holds each order as its page shows it (lines, totals, payment, returns, refunds); orders/order-lines.csv has one row per product bought, for a spreadsheet.`,
    'idea-boards.json: your idea boards and every case and product saved on them.',
    'account.json: your account. style-profile.json: your style quiz result, if you took it.',
    '',
    'Files in this archive:',
    ...names.map((n) => `  ${n}`),
    '',
  ].join('\r\n');
}
