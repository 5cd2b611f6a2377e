import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors';
import { checkedMark, intentOfStatusId, NO_MARK, reviewOptions, statusIdOf } from './review-options';

const codeOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return (e as DomainError).code;
  }
  return null;
};

describe('product review options', () => {
  it('has the spec’s tags and prompts for each intent', () => {
    expect(reviewOptions.KEEP.tags).toEqual([]);
    expect(reviewOptions.SEE_OPTIONS.tags.map((t) => t.name)).toEqual(['Color', 'Material', 'Pattern', 'Shape', 'Brand', 'Price', 'Size', 'Not practical', 'Other']);
    expect(reviewOptions.SEE_OPTIONS.prompt).toBe('Tell us what feels off?');
    expect(reviewOptions.DONT_WANT.tags.map((t) => t.name)).toEqual(['Own similar', 'Not practical', 'Style', 'Other']);
    expect(reviewOptions.DONT_WANT.prompt).toBe("Tell us why you don't want this");
  });

  it('maps statusIds both ways; -1 is no mark', () => {
    for (const intent of ['KEEP', 'SEE_OPTIONS', 'DONT_WANT'] as const) expect(intentOfStatusId(statusIdOf[intent])).toBe(intent);
    expect(intentOfStatusId(NO_MARK)).toBeNull();
  });

  it.each([
    [{ intent: 'KEEP' }, { intent: 'KEEP', tagIds: [], content: '' }],
    [{ statusId: 2, tagIds: [11, 5, 5], content: '  too big  ' }, { intent: 'SEE_OPTIONS', tagIds: [5, 11], content: 'too big' }],
    [{ intent: 'DONT_WANT', tagIds: [4, 1], content: 'We have one' }, { intent: 'DONT_WANT', tagIds: [1, 4], content: 'We have one' }],
  ])('accepts %j', (input, expected) => expect(checkedMark(input)).toEqual(expected));

  it.each([
    [{ intent: 'LOVE' }, 'UNKNOWN_INTENT'],
    [{ statusId: -1 }, 'UNKNOWN_INTENT'],
    [{}, 'UNKNOWN_INTENT'],
    [{ intent: 'KEEP', tagIds: [1] }, 'UNKNOWN_TAG'],
    [{ intent: 'DONT_WANT', tagIds: [5] }, 'UNKNOWN_TAG'],
    [{ intent: 'SEE_OPTIONS', tagIds: [1] }, 'UNKNOWN_TAG'],
    [{ intent: 'SEE_OPTIONS', content: 'x'.repeat(2001) }, 'COMMENT_TOO_LONG'],
  ])('refuses %j with %s', (input, code) => expect(codeOf(() => checkedMark(input))).toBe(code));
});
