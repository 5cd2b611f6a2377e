import { describe, expect, it } from 'vitest';
import { paletteObject, productObject, textObject } from '../../../domain/canvas/objects';
import { describe as describeChange } from './history-panel';
import { layerLabel } from './layers-panel';
import { arrowDirection, FAILED_IMAGE, IMAGE_RETRIES, zoomPercent, ZOOM_FIT } from './editor-rules';

describe('editor labels', () => {
  it('names each layer by what it is', () => {
    expect(layerLabel(productObject('a', 'u', { left: 0, top: 0 }, { productId: 'g', name: 'Luca Sofa', priceCents: 100, image: '' }))).toBe('Luca Sofa');
    expect(layerLabel(textObject('t', 'u', { left: 0, top: 0 }, '  Warm and calm  '))).toBe('Warm and calm');
    expect(layerLabel(textObject('t', 'u', { left: 0, top: 0 }, ''))).toBe('Text');
    expect(layerLabel(paletteObject('p', 'u', { left: 0, top: 0 }, ['#111', '#222', '#333']))).toBe('Palette · 3 colours');
  });

  it('tells who did what to how many items', () => {
    expect(describeChange({ uuid: 'x', action: 'drag', ids: ['a', 'b'], by: 'The designer', at: '' })).toBe('The designer moved 2 items');
    expect(describeChange({ uuid: 'x', action: 'add', ids: ['a'], by: 'You', at: '' })).toBe('You added 1 item');
    expect(describeChange({ uuid: 'x', action: 'restore', ids: ['a'], by: 'You', at: '' })).toBe('You restored an earlier version with 1 item');
  });

  it("keeps the spec's numbers and messages", () => {
    expect(zoomPercent(ZOOM_FIT)).toBe('30%');
    expect(zoomPercent(0.6)).toBe('60%');
    expect(zoomPercent(2)).toBe('60%');
    expect(IMAGE_RETRIES).toBe(6);
    expect(FAILED_IMAGE).toBe('Failed to load product image');
    expect(Object.values(arrowDirection).sort()).toEqual(['down', 'left', 'right', 'up']);
  });
});
