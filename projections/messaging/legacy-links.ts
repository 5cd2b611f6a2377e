import { type Target, targetOf } from '../../domain/shared/targets';

/**
 * The page paths notifications were stored with before they kept targets
 * (issue 21), back to their targets: the migration that moved the read model to
 * targets maps its rows with this. A path it does not know leads to the
 * notifications list.
 */
const legacy: ReadonlyArray<[RegExp, Parameters<typeof targetOf>[0]]> = [
  [/^\/chat\/detail\?conversationId=([^&#]+)$/, 'conversation'],
  [/^\/order\/detail\/([^/?#]+)$/, 'order'],
  [/^\/design\/review\/review\?proposalId=([^&#]+)$/, 'proposal-review'],
  [/^\/hidden\/project\/proposal\?needId=([^&#]+)$/, 'project-proposals'],
  [/^\/client\/detail\/mood_board\?id=([^&#]+)$/, 'board-review'],
  [/^\/moodboard\/comment\/([^/?#]+)$/, 'board-comments'],
];

export function targetOfLegacyHref(href: string): Target {
  for (const [pattern, kind] of legacy) {
    const match = pattern.exec(href);
    if (!match) continue;
    let id: string;
    try {
      id = decodeURIComponent(match[1]!);
    } catch {
      continue;
    }
    const target = targetOf(kind, id);
    if (target) return target;
  }
  return { kind: 'notices' };
}
