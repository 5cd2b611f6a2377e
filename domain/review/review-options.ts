import { ValidationError } from '../shared/errors';

/**
 * How a client marks a product of a mood board (part 2 §3 "Product review options"):
 * KEEP, SEE_OPTIONS (with tags and the prompt 'Tell us what feels off?') or
 * DONT_WANT (tags and 'Tell us why you don't want this'); statusId -1 is no mark.
 */
export const reviewIntents = ['KEEP', 'SEE_OPTIONS', 'DONT_WANT'] as const;
export type ReviewIntent = (typeof reviewIntents)[number];

/** The wire's statusId for each intent; -1 is "no mark". */
export const NO_MARK = -1;
export const statusIdOf: Record<ReviewIntent, number> = { KEEP: 1, SEE_OPTIONS: 2, DONT_WANT: 3 };
export const intentOfStatusId = (statusId: number): ReviewIntent | null => reviewIntents.find((i) => statusIdOf[i] === statusId) ?? null;

/** Every tag once, with a stable id (the wire's tagIds). */
export const reviewTags = [
  { id: 1, name: 'Own similar' },
  { id: 2, name: 'Not practical' },
  { id: 3, name: 'Style' },
  { id: 4, name: 'Other' },
  { id: 5, name: 'Color' },
  { id: 6, name: 'Material' },
  { id: 7, name: 'Pattern' },
  { id: 8, name: 'Shape' },
  { id: 9, name: 'Brand' },
  { id: 10, name: 'Price' },
  { id: 11, name: 'Size' },
] as const;
export type ReviewTag = (typeof reviewTags)[number];

const tag = (name: ReviewTag['name']) => reviewTags.find((t) => t.name === name)!;

export interface ReviewOption {
  intent: ReviewIntent;
  label: string;
  tags: readonly ReviewTag[];
  prompt: string | null;
}

/** The options in the order the spec lists their tags. */
export const reviewOptions: Record<ReviewIntent, ReviewOption> = {
  KEEP: { intent: 'KEEP', label: 'Keep', tags: [], prompt: null },
  SEE_OPTIONS: {
    intent: 'SEE_OPTIONS',
    label: 'See options',
    tags: [tag('Color'), tag('Material'), tag('Pattern'), tag('Shape'), tag('Brand'), tag('Price'), tag('Size'), tag('Not practical'), tag('Other')],
    prompt: 'Tell us what feels off?',
  },
  DONT_WANT: { intent: 'DONT_WANT', label: "Don't want", tags: [tag('Own similar'), tag('Not practical'), tag('Style'), tag('Other')], prompt: "Tell us why you don't want this" },
};

export const maxCommentLength = 2000;
export const intentMessage = "Please choose Keep, See options or Don't want";

/** A product mark as sent: an intent (or statusId), the tags it allows and an optional text. Throws a field-level message otherwise. */
export function checkedMark(input: { intent?: string | null; statusId?: number | null; tagIds?: readonly number[] | null; content?: string | null }): {
  intent: ReviewIntent;
  tagIds: number[];
  content: string;
} {
  const intent = input.intent != null ? (reviewIntents as readonly string[]).includes(input.intent) ? (input.intent as ReviewIntent) : null : input.statusId != null ? intentOfStatusId(input.statusId) : null;
  if (!intent) throw new ValidationError('UNKNOWN_INTENT', intentMessage, { intent: intentMessage });
  const allowed = reviewOptions[intent].tags.map((t) => t.id as number);
  const tagIds = [...new Set(input.tagIds ?? [])];
  const foreign = tagIds.filter((id) => !allowed.includes(id));
  if (foreign.length) {
    const message = intent === 'KEEP' ? 'Keep takes no tags' : `Choose tags from: ${reviewOptions[intent].tags.map((t) => t.name).join(', ')}`;
    throw new ValidationError('UNKNOWN_TAG', message, { tagIds: message });
  }
  const content = (input.content ?? '').trim();
  if (content.length > maxCommentLength) throw new ValidationError('COMMENT_TOO_LONG', `Please keep it under ${maxCommentLength} characters`, { content: `Please keep it under ${maxCommentLength} characters` });
  return { intent, tagIds: tagIds.sort((a, b) => allowed.indexOf(a) - allowed.indexOf(b)), content };
}
