import { describe, expect, it } from 'vitest';
import { type Board, type HistoryEntry, zOrdered } from '../../../domain/canvas/board';
import { applyEntry } from '../../../domain/canvas/entry';
import { textObject } from '../../../domain/canvas/objects';
import { addObjects, deleteObjects, dragObjects, moveLayer, react, rotateObject } from '../../../domain/canvas/operations';
import { applyChanges, applyEntryToDoc, boardFromDoc, type BoardDoc, createBoardDoc, docFromChanges, fromBase64, SyncPeer, toBase64, allChanges, withoutChanges } from './doc';

const at = { left: 0, top: 0, width: 10, height: 10 };
let n = 0;
const uid = () => `uuid-doc-${++n}`;

/** A board with objects a, b, c on the server; two editors start from it. */
function start() {
  const board0 = { ...createBoardDoc().doc };
  let server = createBoardDoc(undefined, 'aaaa').doc;
  const add = addObjects(boardFromDoc(server), ['a', 'b', 'c'].map((id) => textObject(id, 'ada', at, id)), uid());
  server = applyEntryToDoc(server, add).doc;
  void board0;
  const fork = (actor: string) => docFromChanges(allChanges(server), actor);
  return { server, ada: fork('ada0'), bob: fork('b0b0') };
}

const edit = (doc: BoardDoc, make: (b: Board) => HistoryEntry) => applyEntryToDoc(doc, make(boardFromDoc(doc))).doc;
const mergeBoth = (x: BoardDoc, y: BoardDoc) => [applyChanges(x, allChanges(y)), applyChanges(y, allChanges(x))] as const;

describe('merge rules', () => {
  it.each([
    {
      name: 'different objects moved by two editors: both moves survive',
      ada: (b: Board) => dragObjects(b, [{ id: 'a', left: 10, top: 10 }], uid()),
      bob: (b: Board) => dragObjects(b, [{ id: 'b', left: 20, top: 20 }], uid()),
      check: (b: Board) => { expect(b.objects.a).toMatchObject({ left: 10 }); expect(b.objects.b).toMatchObject({ left: 20 }); },
    },
    {
      name: 'different properties of one object: both survive',
      ada: (b: Board) => dragObjects(b, [{ id: 'a', left: 10, top: 10 }], uid()),
      bob: (b: Board) => rotateObject(b, 'a', 90, false, uid()),
      check: (b: Board) => expect(b.objects.a).toMatchObject({ left: 10, top: 10, angle: 90 }),
    },
    {
      name: 'two reactions on one object at once: both survive',
      ada: (b: Board) => react(b, 'a', 'ada', '❤️', uid()),
      bob: (b: Board) => react(b, 'a', 'bob', '👍', uid()),
      check: (b: Board) => expect(b.objects.a!.reactions).toEqual({ ada: '❤️', bob: '👍' }),
    },
    {
      name: 'two adds at once: both objects',
      ada: (b: Board) => addObjects(b, [textObject('x', 'ada', at, 'x')], uid()),
      bob: (b: Board) => addObjects(b, [textObject('y', 'bob', at, 'y')], uid()),
      check: (b: Board) => expect(Object.keys(b.objects).sort()).toEqual(['a', 'b', 'c', 'x', 'y']),
    },
    {
      name: 'two layer moves of one object: it stays once in the order',
      ada: (b: Board) => moveLayer(b, 'a', 'top', uid()),
      bob: (b: Board) => moveLayer(b, 'a', 'up', uid()),
      check: (b: Board) => expect(zOrdered(b).map((o) => o.id).filter((id) => id === 'a')).toHaveLength(1),
    },
    {
      name: 'one deletes what the other moves: the delete wins, nothing else is lost',
      ada: (b: Board) => deleteObjects(b, ['a'], uid()),
      bob: (b: Board) => dragObjects(b, [{ id: 'b', left: 5, top: 5 }, { id: 'a', left: 5, top: 5 }], uid()),
      check: (b: Board) => { expect(b.objects.b).toMatchObject({ left: 5 }); expect(Object.keys(b.objects).sort()).toEqual(['b', 'c']); },
    },
  ])('$name', ({ ada: adaOp, bob: bobOp, check }) => {
    const s = start();
    const [a, b] = mergeBoth(edit(s.ada, adaOp), edit(s.bob, bobOp));
    expect(boardFromDoc(a)).toEqual(boardFromDoc(b));
    check(boardFromDoc(a));
  });

  it('an offline editor merges on reconnect with no lost work on either side', () => {
    const s = start();
    let offline = s.ada;
    for (let i = 0; i < 5; i++) offline = edit(offline, (b) => addObjects(b, [textObject(`off${i}`, 'ada', at, 'o')], uid()));
    offline = edit(offline, (b) => dragObjects(b, [{ id: 'a', left: 99, top: 99 }], uid()));
    let online = s.bob;
    online = edit(online, (b) => addObjects(b, [textObject('on1', 'bob', at, 'o')], uid()));
    online = edit(online, (b) => rotateObject(b, 'a', 45, false, uid()));
    // Reconnect through the sync protocol.
    const p1 = new SyncPeer();
    const p2 = new SyncPeer();
    for (let round = 0; round < 10; round++) {
      const m1 = p1.generate(offline);
      if (m1) online = p2.receive(online, m1);
      const m2 = p2.generate(online);
      if (m2) offline = p1.receive(offline, m2);
      if (!m1 && !m2) break;
    }
    const merged = boardFromDoc(online);
    expect(merged).toEqual(boardFromDoc(offline));
    expect(Object.keys(merged.objects).sort()).toEqual(['a', 'b', 'c', 'off0', 'off1', 'off2', 'off3', 'off4', 'on1']);
    expect(merged.objects.a).toMatchObject({ left: 99, angle: 45 });
  });

  it('the document and the plain rules agree on every operation', () => {
    const s = start();
    let board = boardFromDoc(s.ada);
    let doc = s.ada;
    const ops = [
      (b: Board) => rotateObject(b, 'a', 30, false, uid()), (b: Board) => react(b, 'b', 'bob', '❤️', uid()), (b: Board) => react(b, 'b', 'bob', null, uid()),
      (b: Board) => deleteObjects(b, ['c'], uid()), (b: Board) => moveLayer(b, 'a', 'bottom', uid()),
    ];
    for (const op of ops) {
      const entry = op(board);
      board = applyEntry(board, entry);
      doc = applyEntryToDoc(doc, entry).doc;
      expect(boardFromDoc(doc)).toEqual(board);
    }
  });

  it('a sync message can be stripped of its changes; bytes round-trip through base64', () => {
    const s = start();
    const changed = edit(s.ada, (b) => dragObjects(b, [{ id: 'a', left: 1, top: 2 }], uid()));
    const peer = new SyncPeer();
    peer.generate(changed);
    const bytes = new Uint8Array(70_000).map((_, i) => i % 251);
    expect(fromBase64(toBase64(bytes))).toEqual(bytes);
    const msg = new SyncPeer().generate(changed)!;
    expect(withoutChanges(msg).length).toBeLessThanOrEqual(msg.length);
  });
});

describe('3D poses in the document (issue 23)', () => {
  it('a pose is set whole, and undone to "not placed"', async () => {
    const { productObject } = await import('../../../domain/canvas/objects');
    const { placeObjects } = await import('../../../domain/canvas/operations');
    const { reverting } = await import('../../../domain/canvas/undo');
    let doc = createBoardDoc(undefined, 'cccc').doc;
    doc = edit(doc, (b) => addObjects(b, [productObject('s', 'ada', at, { productId: 'g1', name: 'Sofa', priceCents: 1, image: '/m.webp' })], uid()));
    const placed = placeObjects(boardFromDoc(doc), [{ id: 's', place: { x: 120, y: 90, rotation: 90, surface: 'floor', wall: null, on: null, elevation: 0 } }], uid());
    doc = applyEntryToDoc(doc, placed).doc;
    expect(boardFromDoc(doc).objects.s!.place).toEqual({ x: 120, y: 90, rotation: 90, surface: 'floor', wall: null, on: null, elevation: 0 });
    doc = applyEntryToDoc(doc, reverting(boardFromDoc(doc), placed, uid())).doc;
    expect(boardFromDoc(doc).objects.s).not.toHaveProperty('place');
  });
});
