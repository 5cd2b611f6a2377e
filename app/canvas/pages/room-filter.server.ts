import { ideaSlots } from '../../../domain/diy/ideas';
import type { Runtime } from '../../../infra/runtime';
import { listCategories } from '../../../projections/catalogue/categories';

/**
 * The marketplace categories that furnish a board's room (the DIY ideas' slots for
 * that room: a bedroom's beds, nightstands, dressers…), so the editor's product
 * list starts with the room's pieces (the search takes in their sub-categories).
 * null: the board names no room.
 */
export async function roomProductFilter(runtime: Runtime, room: string | null | undefined): Promise<{ room: string; categoryIds: string[] } | null> {
  if (!room?.trim()) return null;
  const categories = await listCategories(runtime.db);
  const wanted = new Set(ideaSlots(room).map((s) => s.category.trim().toLowerCase()));
  const ids = categories.filter((c) => wanted.has(c.name.trim().toLowerCase()) || wanted.has(c.displayName.trim().toLowerCase())).map((c) => c.id);
  return ids.length ? { room: room.trim(), categoryIds: ids } : null;
}
