import { it } from 'vitest';
import { DEFAULT_BACKGROUND, emptyBoard, type Board, type HistoryEntry } from '../../../domain/canvas/board';
import { canvasStream, type BoardMember, type CanvasBoardEvent } from '../../../domain/canvas/canvas-board';
import { productObject, textObject } from '../../../domain/canvas/objects';
import { canvasBoardsProjection, canvasBoardsTable, canvasHistoryTable } from '../../../projections/canvas/boards';
import { describeProjection, type GivenEvent } from '../../support/projection-spec';

const boardId = 'mb0123456789abcdef';
const at = (n: number) => `2026-01-01T10:0${n}:00.000Z`;
const on = (event: Omit<GivenEvent<CanvasBoardEvent>, 'streamId'>) => ({ ...event, streamId: canvasStream(boardId) }) as GivenEvent<CanvasBoardEvent>;
const members: BoardMember[] = [
  { userId: 'c1', role: 'client' },
  { userId: 'd1', role: 'designer' },
];
const created = (extra: { private?: boolean } = {}) =>
  on({ type: 'BoardCreated', data: { boardId, project: { kind: 'need', id: '42' }, name: 'Living Room mood board', members, initial: { background: { ...DEFAULT_BACKGROUND, fill: '#eeeeee' }, roomName: { text: 'Living Room', left: 10, top: 10 } }, initialChanges: [], createdAt: at(0), ...extra } });

const sofa = productObject('o1', 'd1', { left: 10, top: 20 }, { productId: 'g00002', name: 'Sofa', priceCents: 99_900, image: '/media/art/sofa/2-1.svg' });
const lamp = productObject('o2', 'd1', { left: 300, top: 20 }, { productId: 'g00007', name: 'Lamp', priceCents: 4_900, image: '/media/art/lamp/7-1.svg' });
const note = textObject('o3', 'c1', { left: 50, top: 400 }, 'Cosy');
const changed = (entry: HistoryEntry, actorId: string, n: number, restoredFrom: string | null = null) => on({ type: 'BoardChanged', data: { boardId, actorId, entry, changes: [], restoredFrom, changedAt: at(n) } });
const added = (uuid: string, ...objects: (typeof sofa)[]): HistoryEntry => ({ ids: objects.map((o) => o.id), changed: Object.fromEntries(objects.map((o) => [o.id, o])), unchanged: Object.fromEntries(objects.map((o) => [o.id, null])), action: 'add', uuid });
const board = (objects: (typeof sofa)[]): Board => ({ ...emptyBoard(), background: { ...DEFAULT_BACKGROUND, fill: '#eeeeee' }, roomName: { text: 'Living Room', left: 10, top: 10 }, objects: Object.fromEntries(objects.map((o) => [o.id, o])) });

describeProjection<CanvasBoardEvent>(canvasBoardsProjection, ({ given }) => {
  it('creates a board for its project and members, empty but for its background and room name; the first creation stands', () =>
    given(created({ private: true }), created()).then({
      [canvasBoardsTable]: [
        { board_id: boardId, project_kind: 'need', project_id: '42', name: 'Living Room mood board', members, member_keys: ['c1', 'd1'], client_can_edit: false, private: true, share_keys: [], board: board([]), product_ids: [], version: 0, created_at: at(0), updated_at: at(0) },
      ],
      [canvasHistoryTable]: [],
    }));

  it('adds a member (a member added again is listed once), renames, grants and revokes the client’s edit rights, keeps share keys as hashes', () =>
    given(
      created(),
      on({ type: 'BoardMemberAdded', data: { boardId, member: { userId: 'd2', role: 'designer' }, addedAt: at(1) } }),
      on({ type: 'BoardMemberAdded', data: { boardId, member: { userId: 'c1', role: 'client' }, addedAt: at(2) } }),
      on({ type: 'BoardRenamed', data: { boardId, name: 'Den', renamedAt: at(3) } }),
      on({ type: 'BoardEditRightsGranted', data: { boardId, grantedAt: at(4) } }),
      on({ type: 'BoardShareKeyCreated', data: { boardId, keyId: 'k1', keyHash: 'hash-1', createdAt: at(5) } }),
      on({ type: 'BoardShareKeyCreated', data: { boardId, keyId: 'k2', keyHash: 'hash-2', createdAt: at(6) } }),
    ).then({
      [canvasBoardsTable]: [
        {
          members: [{ userId: 'd1', role: 'designer' }, { userId: 'd2', role: 'designer' }, { userId: 'c1', role: 'client' }],
          member_keys: ['d1', 'd2', 'c1'],
          name: 'Den',
          client_can_edit: true,
          share_keys: [{ keyId: 'k1', keyHash: 'hash-1' }, { keyId: 'k2', keyHash: 'hash-2' }],
          updated_at: at(4),
        },
      ],
    }));

  it('revokes the rights again; a member added to a board not yet seen is dropped', () =>
    given(
      on({ type: 'BoardMemberAdded', data: { boardId, member: { userId: 'd2', role: 'designer' }, addedAt: at(1) } }),
      created(),
      on({ type: 'BoardEditRightsGranted', data: { boardId, grantedAt: at(2) } }),
      on({ type: 'BoardEditRightsRevoked', data: { boardId, revokedAt: at(3) } }),
    ).then({ [canvasBoardsTable]: [{ member_keys: ['c1', 'd1'], client_can_edit: false, updated_at: at(3) }] }));

  it('applies each change to the board: its objects, the products on it, its version, and a history line per change', () =>
    given(
      created(),
      changed(added('u1', sofa, lamp), 'd1', 1),
      changed(added('u2', note), 'c1', 2),
      changed({ ids: ['o2'], changed: { o2: null }, unchanged: { o2: lamp }, action: 'delete', uuid: 'u3' }, 'd1', 3),
      changed({ ids: ['o1'], changed: { o1: { left: 99 } }, unchanged: { o1: { left: 10 } }, action: 'move', uuid: 'u4', boardChanged: { background: { ...DEFAULT_BACKGROUND, fill: '#000000' } }, boardUnchanged: { background: { ...DEFAULT_BACKGROUND, fill: '#eeeeee' } } }, 'd1', 4, 'u1'),
    ).then({
      [canvasBoardsTable]: [{ board: { ...board([{ ...sofa, left: 99 }, note]), background: { ...DEFAULT_BACKGROUND, fill: '#000000' } }, product_ids: ['g00002'], version: 4, updated_at: at(4) }],
      [canvasHistoryTable]: [
        { board_id: boardId, seq: 1, uuid: 'u1', action: 'add', actor_id: 'd1', ids: ['o1', 'o2'], restored_from: null, changed_at: at(1) },
        { board_id: boardId, seq: 2, uuid: 'u2', action: 'add', actor_id: 'c1', ids: ['o3'], restored_from: null, changed_at: at(2) },
        { board_id: boardId, seq: 3, uuid: 'u3', action: 'delete', actor_id: 'd1', ids: ['o2'], restored_from: null, changed_at: at(3) },
        { board_id: boardId, seq: 4, uuid: 'u4', action: 'move', actor_id: 'd1', ids: ['o1'], restored_from: 'u1', changed_at: at(4) },
      ],
    }));
});
