import { describe, expect, it } from 'vitest';
import { emptyBoard } from '../../../domain/canvas/board';
import { productObject, textObject } from '../../../domain/canvas/objects';
import { boardSvg, objectTransform } from './board-svg';

describe('the board as a still SVG', () => {
  it('draws the 1921 × 1081 background scaled to the width asked', () => {
    const svg = boardSvg(emptyBoard(), { width: 480 });
    expect(svg).toContain('viewBox="0 0 1921 1081"');
    expect(svg).toContain('width="480" height="270"');
  });

  it('places objects by left/top, rotating about the corner and flipping within their own box', () => {
    const o = { ...productObject('a', 'u', { left: 10, top: 20, width: 100, height: 50 }, { productId: 'g', name: 'n', priceCents: 1, image: '/x.png' }), angle: 30, scaleX: 2, flipX: true };
    expect(objectTransform(o)).toBe('translate(10 20) rotate(30) scale(2 1) translate(100 0) scale(-1 1)');
  });

  it('escapes text and never draws a picture from a script address', () => {
    const board = emptyBoard();
    board.objects.t = { ...textObject('t', 'u', { left: 0, top: 0 }, '<script>alert(1)</script>'), z: 1 };
    board.objects.p = { ...productObject('p', 'u', { left: 0, top: 0 }, { productId: 'g', name: 'n', priceCents: 1, image: 'javascript:alert(1)' }), z: 2 };
    const svg = boardSvg(board);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).not.toContain('javascript:');
  });
});
