import { describe, expect, it } from 'vitest';
import { parseRecentlyViewed, shownCount, toShow, withViewed } from './recently-viewed-store';

describe('recently viewed list', () => {
  it('moves a viewed product to the front once and keeps one more than it shows', () => {
    let ids: string[] = [];
    for (let i = 1; i <= 12; i++) ids = withViewed(ids, `g${i}`);
    expect(ids).toEqual(['g12', 'g11', 'g10', 'g9', 'g8', 'g7', 'g6', 'g5', 'g4']);
    expect(withViewed(ids, 'g7')).toEqual(['g7', 'g12', 'g11', 'g10', 'g9', 'g8', 'g6', 'g5', 'g4']);
  });

  it('shows up to eight, newest first, without the product on screen', () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'];
    expect(toShow(ids, 'c')).toEqual(['a', 'b', 'd', 'e', 'f', 'g', 'h', 'i']);
    expect(toShow(ids, null)).toHaveLength(shownCount);
    expect(toShow(['a'], 'a')).toEqual([]);
  });

  it('reads only well-formed ids from storage, whatever was put there', () => {
    expect(parseRecentlyViewed(null)).toEqual([]);
    expect(parseRecentlyViewed('not json')).toEqual([]);
    expect(parseRecentlyViewed('{"ids":["a"]}')).toEqual([]);
    expect(parseRecentlyViewed(JSON.stringify(['g1', 'g1', 42, '<script>', 'x'.repeat(65), 'g2']))).toEqual(['g1', 'g2']);
    expect(withViewed(['g1'], '../etc')).toEqual(['g1']);
  });
});
