import { describe, expect, it } from 'vitest';
import { answerSchema } from './answers';
import { designStyles, furniturePics, lifestylesFor, stylePersonality, stylePhotos } from './options';
import { roomTypes } from './rooms';

describe('questionnaire options', () => {
  it('offers every room at least three lifestyles and enough photos to choose 7 of', () => {
    for (const room of roomTypes()) expect(lifestylesFor(room.name).length, room.name).toBeGreaterThanOrEqual(3);
    expect(stylePhotos.length).toBeGreaterThan(7);
    expect(new Set([...stylePhotos, ...furniturePics].map((p) => p.id)).size).toBe(stylePhotos.length + furniturePics.length);
    for (const style of designStyles) expect(stylePhotos.some((p) => p.style === style), style).toBe(true);
  });

  it('accepts only offered, distinct choices', () => {
    const styles = answerSchema('STYLES', 'Bedroom', null);
    expect(styles.safeParse({ photoIds: ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'] }).success).toBe(true);
    expect(styles.safeParse({ photoIds: ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p99'] }).success).toBe(false);
    expect(styles.safeParse({ photoIds: ['p1', 'p1', 'p3', 'p4', 'p5', 'p6', 'p7'] }).success).toBe(false);
    expect(answerSchema('LIFESTYLE', 'Kitchen', null).safeParse({ lifestyles: ['cooking'] }).success).toBe(true);
    // A spa is a bathroom's lifestyle, not a kitchen's.
    expect(answerSchema('LIFESTYLE', 'Kitchen', null).safeParse({ lifestyles: ['spa'] }).success).toBe(false);
    expect(answerSchema('FURNITURE', 'Bedroom', null).safeParse({ stylePicIds: ['s7', 'nope'] }).success).toBe(false);
  });

  it('works out a style personality from the photos chosen', () => {
    expect(stylePersonality(['p11', 'p12', 'p9', 'p1'])).toEqual([
      { style: 'Modern', share: 50 },
      { style: 'Bohemian', share: 25 },
      { style: 'Scandinavian', share: 25 },
    ]);
    expect(stylePersonality([])).toEqual([]);
  });
});
