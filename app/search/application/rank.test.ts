import { describe, expect, it } from 'vitest';
import { designStyles, styleDescriptions } from '../../../domain/discovery/style-quiz';
import { editDistance, mergeRanked, styleQuality, wordMatch } from './rank';

const hits = (prefix: string, n: number, quality = 1) => Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}`, quality }));

describe('merging the sources', () => {
  it('interleaves the sources by place: every source’s best first, ties in the sources’ order', () => {
    const merged = mergeRanked([{ weight: 1, hits: hits('p', 3) }, { weight: 1, hits: hits('c', 2) }]).map((r) => r.hit.id);
    expect(merged).toEqual(['p0', 'c0', 'p1', 'c1', 'p2']);
  });

  it('a heavier source or a better match comes first; a source’s tenth hit falls behind another’s second', () => {
    expect(mergeRanked([{ weight: 1, hits: hits('p', 2) }, { weight: 1.2, hits: hits('s', 1) }])[0].hit.id).toBe('s0');
    expect(mergeRanked([{ weight: 1, hits: hits('p', 1, 0.5) }, { weight: 1, hits: hits('c', 1) }])[0].hit.id).toBe('c0');
    const merged = mergeRanked([{ weight: 1, hits: hits('p', 10) }, { weight: 1, hits: hits('c', 2) }]).map((r) => r.hit.id);
    expect(merged.indexOf('c1')).toBeLessThan(merged.indexOf('p9'));
  });

  it('keeps every hit once', () => {
    expect(mergeRanked([{ weight: 1, hits: hits('p', 7) }, { weight: 2, hits: hits('c', 5) }, { weight: 1, hits: [] }])).toHaveLength(12);
  });
});

describe('typo tolerance', () => {
  it('measures edits and stops early', () => {
    expect(editDistance('modern', 'modrn')).toBe(1);
    expect(editDistance('coastal', 'costal')).toBe(1);
    expect(editDistance('farmhouse', 'farmhuose')).toBe(2);
    expect(editDistance('abc', 'xyzxyz', 1)).toBe(2);
  });

  it('matches a word as typed, as a prefix or a near miss, not a short stranger', () => {
    expect(wordMatch('modern', ['modern'])).toBe(1);
    expect(wordMatch('scandi', ['scandinavian'])).toBe(0.9);
    expect(wordMatch('bohemain', ['bohemian'])).toBe(0.9);
    expect(wordMatch('oak', ['oat'])).toBe(0);
  });

  const style = (name: (typeof designStyles)[number]) => ({ name, description: styleDescriptions[name] });
  it('finds a style by its name, misspelt or written apart, and not by an unrelated word', () => {
    expect(styleQuality(['modern'], style('Modern'))).toBe(1);
    expect(styleQuality(['mid', 'century'], style('Mid-century'))).toBe(1);
    expect(styleQuality(['midcentury'], style('Mid-century'))).toBe(1);
    expect(styleQuality(['scandinavain'], style('Scandinavian'))).toBeGreaterThan(0.5);
    expect(styleQuality(['sofa'], style('Modern'))).toBe(0);
    expect(styleQuality([], style('Modern'))).toBe(0);
  });
});
