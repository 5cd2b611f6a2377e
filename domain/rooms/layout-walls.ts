/**
 * The layout's last steps (rule items 8 and 9 of layout.ts): what rests on
 * other pieces, what hangs on the walls, what hangs from the ceiling.
 */
import { LayoutContext, flagReasons, local, type Entry } from './layout-context';
import type { Piece } from './layout-space';
import { againstWall, offsetAlong } from './placement';
import type { Role } from './roles';
import type { Wall } from './walls';

/** The height of the centre of art and mirrors hung on a free wall. */
export const EYE_LEVEL = 145;
/** Art above a piece hangs this far above its top. */
export const ABOVE_GAP = 20;

/** A seat's cushions are at about half its height; a bed's mattress at about 55 %. */
const restingHeight = (p: Piece) => Math.round(p.placement.footprint.height * (p.role === 'bed' ? 0.55 : p.role === 'sofa' || p.role === 'chair' ? 0.5 : 1));

/** Hosts of each kind of resting piece, in order of preference; how many each host takes. */
const hostsFor: Partial<Record<string, { roles: Role[]; kinds?: string[]; each: number }>> = {
  'table-lamp': { roles: ['beside', 'nightstand', 'storage', 'desk'], kinds: ['side-table', 'nightstand', 'console', 'desk', 'dresser', 'chest', 'cabinet'], each: 1 },
  vase: { roles: ['coffee-table', 'dining-table', 'storage', 'beside'], kinds: ['coffee-table', 'dining-table', 'outdoor-table', 'console', 'cabinet', 'dresser', 'tv-stand', 'side-table'], each: 3 },
  pillow: { roles: ['sofa', 'bed', 'chair'], each: 4 },
  throw: { roles: ['sofa', 'bed', 'chair'], each: 1 },
  bedding: { roles: ['bed'], each: 1 },
};

export function layOnPieces(cx: LayoutContext) {
  const load = new Map<string, number>();
  for (const e of cx.pending('table-lamp', 'accessory')) {
    const rule = hostsFor[e.item.kind ?? ''];
    const host = rule && pickHost(cx, rule, load, e);
    if (!host) {
      cx.fallback(e);
      continue;
    }
    const h = host.placement;
    const n = load.get(h.objectId) ?? 0;
    load.set(h.objectId, n + 1);
    const { width: W, depth: D } = h.footprint;
    let at;
    // Pillows from the middle out (0, left, right, …) along the back of the seat.
    const slot = n === 0 ? 0 : n % 2 === 1 ? -Math.ceil(n / 2) : Math.ceil(n / 2);
    if (e.item.kind === 'pillow') at = local(h, slot * Math.min(W / 5, e.size.width * 0.9), -D / 2 + Math.min(D, e.size.depth) / 2 + 12);
    else if (e.item.kind === 'throw') at = local(h, W / 2 - Math.min(W, e.size.width) / 4, 0);
    else if (e.item.kind === 'bedding') at = local(h, 0, Math.max(0, D - e.size.depth) / 2);
    else if (e.item.kind === 'table-lamp') at = local(h, 0, -D / 2 + Math.min(D, e.size.depth) / 2 + 2);
    else at = local(h, (n - 1) * Math.min(W / 3, e.size.width + 10), 0);
    cx.put(e, { ...at, rotation: h.rotation }, { type: 'on', objectId: h.objectId, elevation: restingHeight(host) });
  }
}

function pickHost(cx: LayoutContext, rule: { roles: Role[]; kinds?: string[]; each: number }, load: Map<string, number>, e: Entry): Piece | undefined {
  const floor = cx.space.pieces.filter((p) => p.placement.surface.type === 'floor' && (p.placement.footprint.width >= e.size.width * 0.5 || e.item.kind === 'table-lamp'));
  for (const role of rule.roles) {
    const found = floor.find((p) => p.role === role && (!rule.kinds || rule.kinds.includes(p.placement.kind ?? '')) && (load.get(p.placement.objectId) ?? 0) < rule.each);
    if (found) return found;
  }
  return undefined;
}

interface Hung {
  wall: number;
  from: number;
  to: number;
  bottom: number;
  top: number;
  role: Role;
}

/** Whether a wall piece at [from, to] × [bottom, top] on `wall` is clear of openings and other wall pieces (curtains and shades may cover windows and each other). */
function clearOnWall(cx: LayoutContext, hung: Hung[], h: Hung): boolean {
  const w = cx.space.walls[h.wall]!;
  if (h.from < -0.05 || h.to > w.length + 0.05 || h.top > cx.space.room.ceiling + 0.05) return false;
  const dressing = h.role === 'curtain' || h.role === 'shade';
  for (const o of cx.space.room.openings) {
    if (o.wall !== h.wall || (dressing && o.type === 'window')) continue;
    const bottom = o.type === 'window' ? o.sill : 0;
    if (h.from < o.offset + o.width && o.offset < h.to && h.bottom < bottom + o.height && bottom < h.top) return false;
  }
  for (const g of hung) {
    if (g.wall !== h.wall || (dressing && (g.role === 'curtain' || g.role === 'shade'))) continue;
    if (h.from < g.to && g.from < h.to && h.bottom < g.top && g.bottom < h.top) return false;
  }
  if (dressing) return true;
  // Art is not hung behind a tall piece standing against the same wall.
  return !cx.space.pieces.some((p) => {
    if (p.wall !== h.wall || p.placement.surface.type !== 'floor') return false;
    const c = offsetAlong(w, p.placement);
    return c - p.placement.footprint.width / 2 < h.to && h.from < c + p.placement.footprint.width / 2 && p.placement.footprint.height > h.bottom;
  });
}

function hang(cx: LayoutContext, hung: Hung[], e: Entry, wall: Wall, centre: number, bottom: number) {
  const at = againstWall(wall, centre, e.size.depth, 0);
  cx.put(e, at, { type: 'wall', wall: wall.index, elevation: Math.round(bottom * 10) / 10 }, wall.index);
  hung.push({ wall: wall.index, from: centre - e.size.width / 2, to: centre + e.size.width / 2, bottom, top: bottom + e.size.height, role: e.role });
}

const spanOf = (e: Entry, wall: number, centre: number, bottom: number, role: Role): Hung => ({ wall, from: centre - e.size.width / 2, to: centre + e.size.width / 2, bottom, top: bottom + e.size.height, role });

export function layWallsAndCeiling(cx: LayoutContext) {
  const hung: Hung[] = [];
  const { room, walls } = cx.space;
  const ceiling = room.ceiling;
  const windows = room.openings.filter((o) => o.type === 'window').sort((a, b) => a.wall - b.wall || a.offset - b.offset);

  // Shades centred on windows, their top 5 cm above the window's.
  const shaded = new Set<string>();
  for (const e of cx.pending('shade')) {
    const win = windows.find((w) => !shaded.has(w.id));
    if (!win) continue;
    shaded.add(win.id);
    const bottom = Math.max(0, Math.min(ceiling, win.sill + win.height + 5) - e.size.height);
    if (bottom + e.size.height > ceiling) cx.flag(e, flagReasons.tooTall);
    hang(cx, hung, e, walls[win.wall]!, Math.min(walls[win.wall]!.length - e.size.width / 2, Math.max(e.size.width / 2, win.offset + win.width / 2)), bottom);
  }
  // Curtain panels either side of each window, overlapping it by 10 cm, hung 15 cm above it.
  const sides = windows.flatMap((win) => [-1, 1].map((k) => ({ win, k })));
  for (const e of cx.pending('curtain')) {
    const slot = sides.shift();
    if (!slot) continue;
    const { win, k } = slot;
    const wall = walls[win.wall]!;
    const raw = k < 0 ? win.offset - e.size.width / 2 + 10 : win.offset + win.width + e.size.width / 2 - 10;
    const centre = Math.min(wall.length - e.size.width / 2, Math.max(e.size.width / 2, raw));
    const bottom = Math.max(0, Math.min(ceiling - 2, win.sill + win.height + 15) - e.size.height);
    if (bottom + e.size.height > ceiling) cx.flag(e, flagReasons.tooTall);
    hang(cx, hung, e, wall, centre, bottom);
  }

  // Art and mirrors above their pieces, then on the free walls at eye level.
  const above = (roles: Role[], kinds?: string[]) => cx.space.pieces.filter((p) => p.wall !== null && p.placement.surface.type === 'floor' && roles.includes(p.role) && (!kinds || kinds.includes(p.placement.kind ?? '')));
  const hosts = {
    art: [...above(['sofa']), ...above(['bed']), ...above(['storage'], ['console', 'cabinet', 'tv-stand', 'dresser', 'chest']), ...above(['desk'])],
    mirror: [...above(['storage'], ['console', 'dresser', 'chest', 'cabinet']), ...above(['sofa']), ...above(['bed'])],
  };
  const used = new Set<string>();
  for (const e of cx.pending('art', 'mirror', 'curtain', 'shade')) {
    const noWindow = e.role === 'curtain' || e.role === 'shade';
    if (noWindow) cx.flag(e, flagReasons.noWindow);
    const list = e.role === 'mirror' ? hosts.mirror : e.role === 'art' ? hosts.art : [];
    let done = false;
    for (const host of list) {
      if (used.has(host.placement.objectId)) continue;
      const wall = walls[host.wall!]!;
      const centre = offsetAlong(wall, host.placement);
      const bottom = Math.min(ceiling - e.size.height - 5, Math.max(host.placement.footprint.height + ABOVE_GAP, EYE_LEVEL - e.size.height / 2));
      if (bottom < host.placement.footprint.height || !clearOnWall(cx, hung, spanOf(e, wall.index, centre, bottom, e.role))) continue;
      used.add(host.placement.objectId);
      hang(cx, hung, e, wall, centre, bottom);
      done = true;
      break;
    }
    if (done) continue;
    const bottom = Math.max(0, Math.min(ceiling - e.size.height - 5, EYE_LEVEL - e.size.height / 2));
    const byLength = [...walls].sort((a, b) => b.length - a.length || a.index - b.index);
    for (const wall of byLength) {
      const t = cx.space.offsets(wall, e.size.width, wall.length / 2).find((c) => clearOnWall(cx, hung, spanOf(e, wall.index, c, bottom, e.role)));
      if (t !== undefined) {
        hang(cx, hung, e, wall, t, bottom);
        done = true;
        break;
      }
    }
    if (!done) {
      cx.flag(e, flagReasons.noWall);
      hang(cx, hung, e, byLength[0]!, byLength[0]!.length / 2, bottom);
    }
  }

  // Pendants over the dining table (up to three along it), else the coffee table, else the middle of the room.
  const table = cx.space.pieces.find((p) => p.role === 'dining-table');
  const coffee = cx.space.pieces.find((p) => p.role === 'coffee-table');
  const pendants = cx.pending('pendant');
  const overTable = table ? pendants.slice(0, 3) : [];
  overTable.forEach((e, i) => {
    const t = table!.placement;
    const at = local(t, (i - (overTable.length - 1) / 2) * (t.footprint.width / overTable.length), 0);
    cx.put(e, { ...at, rotation: t.rotation }, { type: 'ceiling', elevation: Math.max(0, Math.min(ceiling - e.size.height, 150)) });
  });
  const centre = cx.centre();
  cx.pending('pendant').forEach((e, i) => {
    const overCoffee = i === 0 && coffee;
    const at = overCoffee ? { x: coffee.placement.x, y: coffee.placement.y } : { x: centre.x + (i - (coffee ? 1 : 0)) * 60, y: centre.y };
    if (e.size.height > ceiling) cx.flag(e, flagReasons.tooTall);
    cx.put(e, { ...at, rotation: 0 }, { type: 'ceiling', elevation: Math.max(0, ceiling - e.size.height - 20) });
  });
}
