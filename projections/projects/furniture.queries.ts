import type { Knex } from 'knex';
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
