import { expect, it } from 'vitest';
import { ideaBoardsStream, type IdeaBoardsEvent, type IdeaOwner } from '../../../domain/ideas/idea-boards';
import { boardsOf, hintDismissed, ideaBoardsProjection, ideaBoardsTable, ideaItemsTable, itemsOf, latestItemsOf, ownerCounts } from '../../../projections/ideas/idea-boards';
import { describeProjection, type GivenEvent } from '../../support/projection-spec';

type Given = GivenEvent<IdeaBoardsEvent>;
const ada: IdeaOwner = { kind: 'user', id: 'u-ada' };
const visitor: IdeaOwner = { kind: 'visitor', id: 'v-1' };
const t = (m: number) => `2026-11-28T10:${String(m).padStart(2, '0')}:00.000Z`;
const theCase = { kind: 'case' as const, refId: 'k1' };
const chair = { kind: 'product' as const, refId: 'g1' };
const ev = (owner: IdeaOwner, e: IdeaBoardsEvent): Given => ({ ...e, streamId: ideaBoardsStream(owner) }) as Given;
const created = (owner: IdeaOwner, boardId: string, name: string, m: number, isDefault = false) =>
  ev(owner, { type: 'IdeaBoardCreated', data: { owner, boardId, name, isPrivate: true, isDefault, createdAt: t(m) } });
const saved = (owner: IdeaOwner, boardId: string, item: typeof theCase | typeof chair, m: number) => ev(owner, { type: 'IdeaSaved', data: { owner, boardId, item, savedAt: t(m) } });

describeProjection<IdeaBoardsEvent>(ideaBoardsProjection, ({ given }) => {
  it('keeps boards with their counts; rename, privacy, move, remove and delete change them', () =>
    given(
      created(ada, 'b1', 'Saved ideas', 1, true),
      created(ada, 'b2', 'Kitchen', 2),
      saved(ada, 'b1', theCase, 3),
      saved(ada, 'b1', chair, 4),
      ev(ada, { type: 'IdeaBoardRenamed', data: { owner: ada, boardId: 'b2', name: 'Kitchen ideas' } }),
      ev(ada, { type: 'IdeaBoardPrivacySet', data: { owner: ada, boardId: 'b2', isPrivate: false } }),
      ev(ada, { type: 'IdeasMoved', data: { owner: ada, fromBoardId: 'b1', toBoardId: 'b2', items: [chair], movedAt: t(5) } }),
      ev(ada, { type: 'IdeasRemoved', data: { owner: ada, boardId: 'b1', items: [theCase] } }),
      created(ada, 'b3', 'Porch', 6),
      saved(ada, 'b3', theCase, 7),
      ev(ada, { type: 'IdeaBoardDeleted', data: { owner: ada, boardId: 'b3', itemCount: 1, deletedAt: t(8) } }),
      ev(ada, { type: 'IdeaHintDismissed', data: { owner: ada, dismissedAt: t(9) } }),
    ).then({
      [ideaBoardsTable]: [
        { board_id: 'b1', owner_id: 'u-ada', name: 'Saved ideas', is_private: true, is_default: true, item_count: 0 },
        { board_id: 'b2', owner_id: 'u-ada', name: 'Kitchen ideas', is_private: false, is_default: false, item_count: 1 },
      ],
      [ideaItemsTable]: [{ board_id: 'b2', item_kind: 'product', ref_id: 'g1', saved_at: t(5) }],
      ideas_hints_v1: [{ owner_id: 'u-ada', dismissed_at: t(9) }],
    }));

  it('a claim puts the visitor’s saves on the account’s board and drops the visitor’s board; queries read each owner’s own', () =>
    given(
      created(visitor, 'bv', 'Saved ideas', 1, true),
      saved(visitor, 'bv', theCase, 2),
      created(ada, 'b1', 'Saved ideas', 3, true),
      ev(ada, { type: 'IdeasClaimed', data: { owner: ada, visitorId: 'v-1', boardId: 'b1', items: [{ ...theCase, savedAt: t(2) }], claimedAt: t(4) } }),
    ).thenQuery(async (trx) => {
      expect(await trx(ideaBoardsTable).where({ owner_kind: 'visitor' })).toEqual([]);
      expect((await boardsOf(trx, ada)).list).toMatchObject([{ boardId: 'b1', itemCount: 1, isDefault: true }]);
      expect((await boardsOf(trx, ada, { publicOnly: true })).total).toBe(0);
      expect((await itemsOf(trx, 'b1')).list).toEqual([{ boardId: 'b1', kind: 'case', refId: 'k1', savedAt: t(2) }]);
      expect((await latestItemsOf(trx, ['b1'])).get('b1')).toHaveLength(1);
      expect(await ownerCounts(trx, ada)).toEqual({ boards: 1, items: 1, publicBoards: 0 });
      expect(await ownerCounts(trx, { kind: 'user', id: 'u-bob' })).toEqual({ boards: 0, items: 0, publicBoards: 0 });
      expect(await hintDismissed(trx, ada)).toBe(false);
    }));
});
