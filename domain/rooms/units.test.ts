import { describe, expect, it } from 'vitest';
import { roundCm, shownLength, typedLength } from './units';

describe('lengths shown and typed in feet and inches', () => {
  it.each([
    [365.76, ['12', '0']],
    [381, ['12', '6']],
    // 13 ft 1.5 in is stored as 400.1 cm: shown as typed, not 1.52.
    [400.1, ['13', '1.5']],
    [30.5, ['1', '0']],
    [2.2, ['0', '0.875']],
    [400, ['13', '1.48']],
  ] as const)('%s cm shows as %j', (cm, shown) => {
    expect(shownLength(cm, 'ftin')).toEqual(shown);
  });

  it('what is shown reads back as the same length to 0.1 cm, from 0.1 cm to 20 m', () => {
    const off: number[] = [];
    for (let tenth = 1; tenth <= 20_000; tenth++) {
      const cm = tenth / 10;
      const [ft, inches] = shownLength(cm, 'ftin');
      if (typedLength(ft, inches, 'ftin') !== roundCm(cm)) off.push(cm);
    }
    expect(off).toEqual([]);
  });

  it('centimetres show to 0.1 cm', () => {
    expect(shownLength(400.04, 'cm')).toEqual(['400', '']);
    expect(typedLength('400,5', '', 'cm')).toBe(400.5);
  });
});
