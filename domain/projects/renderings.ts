/**
 * The RENDERINGS step's choices (issue 25): the style photos, and the client's
 * own finished AI renders (ids `r` + 32 hex digits, domain/renders). Pure: the
 * caller's renders come from the renders read model.
 */

/** An AI render's id, as the renders context makes them. */
export const aiRenderIdPattern = /^r[0-9a-f]{32}$/;
export const isAiRenderId = (id: unknown): id is string => typeof id === 'string' && aiRenderIdPattern.test(id);

export const renderChoiceMessage = 'You can choose only your own finished AI renders';

/** The chosen render ids that are not among the caller's own succeeded renders (empty: the answer may be kept). */
export function refusedRenderChoices(chosen: readonly unknown[], ownSucceeded: ReadonlySet<string>): string[] {
  return chosen.filter(isAiRenderId).filter((id) => !ownSucceeded.has(id));
}

/** The chosen ids that name AI renders, in the order chosen. */
export const chosenRenderIds = (chosen: unknown): string[] => (Array.isArray(chosen) ? chosen.filter(isAiRenderId) : []);

/** The review's line for RENDERINGS: "3 chosen · 1 of your AI renders". */
export function renderingsSummary(ids: unknown, whose = 'your'): string {
  const all = Array.isArray(ids) ? ids.length : 0;
  const renders = chosenRenderIds(ids).length;
  return `${all} chosen${renders ? ` · ${renders} of ${whose} AI renders` : ''}`;
}
