import { describe, expect, it } from 'vitest';
import { colours } from '../catalogue/finishes';
import { budgetBandById, budgetBands, colourHex, filterColours, inspirationRooms, roomBySlug, styleNamed } from './inspiration';

describe('inspiration filters', () => {
  it('maps the spec’s six room slugs to case room types, and nothing else', () => {
    expect(inspirationRooms.map((r) => r.slug)).toEqual(['living_room', 'bedroom', 'kitchen', 'dining_room', 'kids_bedroom', 'outdoor']);
    expect(roomBySlug('kids_bedroom')?.roomTypeId).toBe('9');
    expect(roomBySlug('bathroom')).toBeUndefined();
    expect(roomBySlug('living-room')).toBeUndefined();
  });

  it('budget bands follow each other without gap or overlap', () => {
    for (let i = 1; i < budgetBands.length; i++) expect(budgetBands[i].minCents).toBe(budgetBands[i - 1].maxCents);
    expect(budgetBands[0].minCents).toBe(0);
    expect(budgetBands.at(-1)!.maxCents).toBeNull();
    expect(budgetBandById('nope')).toBeUndefined();
  });

  it('reads a style whatever its case', () => {
    expect(styleNamed('mid-century')).toBe('Mid-century');
    expect(styleNamed(' MODERN ')).toBe('Modern');
    expect(styleNamed('gothic')).toBeUndefined();
  });

  it('turns a colour’s HSL into its hex', () => {
    expect(colourHex({ hsl: [0, 0, 0] })).toBe('#000000');
    expect(colourHex({ hsl: [0, 0, 100] })).toBe('#ffffff');
    expect(colourHex({ hsl: [0, 100, 50] })).toBe('#ff0000');
    expect(colourHex({ hsl: [120, 100, 25] })).toBe('#008000');
    expect(colourHex({ hsl: [222, 40, 28] })).toBe('#2b3c64');
    expect(filterColours).toHaveLength(colours.length);
    for (const c of filterColours) expect(c.hex).toMatch(/^#[0-9a-f]{6}$/);
  });
});
