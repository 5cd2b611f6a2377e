import { describe, expect, it } from 'vitest';
import { ownerTag, parseRecentlyViewed, shownCount, toShow, withViewed } from './recently-viewed-store';

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
    expect(parseRecentlyViewed(null, null)).toEqual([]);
    expect(parseRecentlyViewed('not json', null)).toEqual([]);
    expect(parseRecentlyViewed('["g1"]', null)).toEqual([]);
    expect(parseRecentlyViewed('{"ids":"g1"}', null)).toEqual([]);
    expect(parseRecentlyViewed(JSON.stringify({ owner: null, ids: ['g1', 'g1', 42, '<script>', 'x'.repeat(65), 'g2'] }), null)).toEqual(['g1', 'g2']);
    expect(withViewed(['g1'], '../etc')).toEqual(['g1']);
  });

  it("never gives one account's list to another account or to a visitor; a visitor's list goes to whoever signs in", () => {
    const ann = ownerTag('ann@example.com');
    const bob = ownerTag('bob@example.com');
    expect(ann).toMatch(/^[0-9a-f]{8}$/);
    expect(ann).not.toBe(bob);
    expect(ownerTag(' Ann@Example.com ')).toBe(ann);
    expect(ownerTag(null)).toBeNull();
    const anns = JSON.stringify({ owner: ann, ids: ['g1'] });
    expect(parseRecentlyViewed(anns, ann)).toEqual(['g1']);
    expect(parseRecentlyViewed(anns, bob)).toEqual([]);
    expect(parseRecentlyViewed(anns, null)).toEqual([]);
    const visitors = JSON.stringify({ owner: null, ids: ['g2'] });
    expect(parseRecentlyViewed(visitors, null)).toEqual(['g2']);
    expect(parseRecentlyViewed(visitors, bob)).toEqual(['g2']);
  });
});
