import { describe, expect, it } from 'vitest';
import { type Board, emptyBoard, type HistoryEntry } from './board';
import { applyEntry } from './entry';
import { textObject } from './objects';
import { addObjects, dragObjects, react, rotateObject } from './operations';
import { canRedo, canUndo, emptyUndo, failed, finished, recordChange, redo, undo, UNDO_LIMIT, type UndoState } from './undo';

const at = (left: number, top: number) => ({ left, top, width: 10, height: 10 });
let n = 0;
const uid = () => `uuid-${String(++n).padStart(6, '0')}`;

/** Two editors on one board, each with their own undo stack. */
function session() {
  let board: Board = emptyBoard();
  const stacks: Record<string, UndoState> = { ada: emptyUndo(), bob: emptyUndo() };
  return {
    get board() { return board; },
    change(who: string, make: (b: Board) => HistoryEntry) {
      const entry = make(board);
      board = applyEntry(board, entry);
      stacks[who] = recordChange(stacks[who]!, entry);
    },
    undo(who: string) {
      const step = undo(stacks[who]!, board, uid());
      if (step.entry) board = applyEntry(board, step.entry);
      stacks[who] = finished(step.state);
    },
    redo(who: string) {
      const step = redo(stacks[who]!, board, uid());
      if (step.entry) board = applyEntry(board, step.entry);
      stacks[who] = finished(step.state);
    },
    stack: (who: string) => stacks[who]!,
  };
}

describe('per-user undo with two editors', () => {
  it.each([
    {
      name: "undo of ada's add keeps bob's object",
      steps: (s: ReturnType<typeof session>) => {
        s.change('ada', (b) => addObjects(b, [textObject('a1', 'ada', at(0, 0), 'a')], uid()));
        s.change('bob', (b) => addObjects(b, [textObject('b1', 'bob', at(5, 5), 'b')], uid()));
        s.undo('ada');
      },
      expect: (b: Board) => expect(Object.keys(b.objects)).toEqual(['b1']),
    },
    {
      name: "undo of ada's drag leaves bob's later move of the same object",
      steps: (s: ReturnType<typeof session>) => {
        s.change('ada', (b) => addObjects(b, [textObject('x', 'ada', at(0, 0), 'x')], uid()));
        s.change('ada', (b) => dragObjects(b, [{ id: 'x', left: 50, top: 50 }], uid()));
        s.change('bob', (b) => dragObjects(b, [{ id: 'x', left: 70, top: 70 }], uid()));
        s.undo('ada');
      },
      expect: (b: Board) => expect(b.objects.x).toMatchObject({ left: 70, top: 70 }),
    },
    {
      name: "undo of ada's drag restores only position, keeping bob's rotation",
      steps: (s: ReturnType<typeof session>) => {
        s.change('ada', (b) => addObjects(b, [textObject('x', 'ada', at(0, 0), 'x')], uid()));
        s.change('ada', (b) => dragObjects(b, [{ id: 'x', left: 50, top: 50 }], uid()));
        s.change('bob', (b) => rotateObject(b, 'x', 90, false, uid()));
        s.undo('ada');
      },
      expect: (b: Board) => expect(b.objects.x).toMatchObject({ left: 0, top: 0, angle: 90 }),
    },
    {
      name: "undo of ada's reaction keeps bob's reaction",
      steps: (s: ReturnType<typeof session>) => {
        s.change('ada', (b) => addObjects(b, [textObject('x', 'ada', at(0, 0), 'x')], uid()));
        s.change('ada', (b) => react(b, 'x', 'ada', '❤️', uid()));
        s.change('bob', (b) => react(b, 'x', 'bob', '👍', uid()));
        s.undo('ada');
      },
      expect: (b: Board) => expect(b.objects.x!.reactions).toEqual({ bob: '👍' }),
    },
    {
      name: 'redo re-applies what undo restored',
      steps: (s: ReturnType<typeof session>) => {
        s.change('ada', (b) => addObjects(b, [textObject('x', 'ada', at(0, 0), 'x')], uid()));
        s.change('ada', (b) => dragObjects(b, [{ id: 'x', left: 50, top: 50 }], uid()));
        s.undo('ada');
        s.redo('ada');
      },
      expect: (b: Board) => expect(b.objects.x).toMatchObject({ left: 50, top: 50 }),
    },
    {
      name: 'undo of an add then redo brings the object back',
      steps: (s: ReturnType<typeof session>) => {
        s.change('ada', (b) => addObjects(b, [textObject('x', 'ada', at(3, 4), 'x')], uid()));
        s.undo('ada');
        s.redo('ada');
      },
      expect: (b: Board) => expect(b.objects.x).toMatchObject({ left: 3, top: 4, ownerId: 'ada' }),
    },
  ])('$name', ({ steps, expect: check }) => {
    const s = session();
    steps(s);
    check(s.board);
  });

  it('bob cannot undo what ada did', () => {
    const s = session();
    s.change('ada', (b) => addObjects(b, [textObject('x', 'ada', at(0, 0), 'x')], uid()));
    expect(canUndo(s.stack('bob'))).toBe(false);
    s.undo('bob');
    expect(Object.keys(s.board.objects)).toEqual(['x']);
  });
});

describe('the stacks', () => {
  const entry = (i: number): HistoryEntry => ({ ids: ['x'], changed: { x: { left: i } }, unchanged: { x: { left: i - 1 } }, action: 'drag', uuid: `uuid-s${i}` });
  it(`keeps ${UNDO_LIMIT} states, dropping the oldest`, () => {
    let s = emptyUndo();
    for (let i = 1; i <= 25; i++) s = recordChange(s, entry(i));
    expect(s.undo).toHaveLength(20);
    expect(s.undo[0]!.uuid).toBe('uuid-s6');
  });
  it('a new change clears redo; buttons follow the stacks', () => {
    const board = applyEntry(emptyBoard(), addObjects(emptyBoard(), [textObject('x', 'ada', at(1, 0), 'x')], 'uuid-seed'));
    let s = recordChange(emptyUndo(), entry(1));
    s = finished(undo(s, board, 'uuid-u1').state);
    expect([canUndo(s), canRedo(s)]).toEqual([false, true]);
    s = recordChange(s, entry(2));
    expect([canUndo(s), canRedo(s)]).toEqual([true, false]);
  });
  it('undo or redo while a state is loading is ignored', () => {
    const board = emptyBoard();
    let s = recordChange(recordChange(emptyUndo(), entry(1)), entry(2));
    s = undo(s, board, 'uuid-u2').state;
    expect(s.loading).toBe(true);
    const again = undo(s, board, 'uuid-u3');
    expect(again.entry).toBeNull();
    expect(again.state).toBe(s);
    expect(redo(s, board, 'uuid-u4').entry).toBeNull();
  });
  it('a failing apply clears the stack used', () => {
    let s = recordChange(recordChange(emptyUndo(), entry(1)), entry(2));
    s = undo(s, emptyBoard(), 'uuid-u5').state;
    expect(failed(s, 'undo')).toMatchObject({ undo: [], loading: false });
    expect(failed(s, 'undo').redo).toHaveLength(1);
    expect(failed(s, 'redo')).toMatchObject({ redo: [], loading: false });
  });
});
