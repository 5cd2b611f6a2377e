import type { Knex } from 'knex';
import { goodsTable } from '../catalogue/goods';
import { diyProjectsTable } from '../diy/projects';
import type { NeedOwnerRef } from './needs';

/**
 * The products kept on the owner's DIY boards that became this design project
 * (a DIY upgrade drafts the project's package), in board order, each once.
 */
export async function diyIdeasOfPackage(db: Knex, owner: NeedOwnerRef, packageId: string): Promise<string[]> {
  const rows = await db(diyProjectsTable)
    .select('answers')
    .where({ need_package_id: packageId, owner_kind: owner.kind, owner_id: owner.kind === 'client' ? owner.clientId : owner.visitorId })
    .orderBy('created_at');
  const ids = rows.flatMap((r) => {
    const kept = (r.answers as { RENDERING?: { goodsIds?: unknown } } | null)?.RENDERING?.goodsIds;
    return Array.isArray(kept) ? kept.filter((id): id is string => typeof id === 'string') : [];
  });
  return [...new Set(ids)];
}

/** Which of these products are delisted (they stay on a project's list, but cannot be bought). */
export async function delistedOf(db: Knex, goodsIds: readonly string[]): Promise<Set<string>> {
  if (goodsIds.length === 0) return new Set();
  return new Set((await db(goodsTable).select('id').whereIn('id', goodsIds).where({ delisted: true })).map((r) => r.id as string));
}
