/**
 * The site search's ranking (issue 24), pure. Each source ranks its own hits
 * (products by the marketplace's relevance, cases by theirs, styles by name);
 * the page merges them by reciprocal rank: a hit scores its quality (0–1, as its
 * source judges it) times its source's weight over 1 + its place / 5, so every
 * source's best hits come first and a source's tenth hit falls behind another's
 * second. Ties: the sources' order, then place.
 */
export interface Ranked<T> {
  source: number;
  place: number;
  score: number;
  hit: T;
}

export const placeDecay = 5;

export function mergeRanked<T extends { quality?: number }>(lists: readonly { weight: number; hits: readonly T[] }[]): Ranked<T>[] {
  const all: Ranked<T>[] = lists.flatMap((list, source) =>
    list.hits.map((hit, place) => ({ source, place, hit, score: (list.weight * Math.min(1, Math.max(0, hit.quality ?? 1))) / (1 + place / placeDecay) })),
  );
  return all.sort((a, b) => b.score - a.score || a.source - b.source || a.place - b.place);
}

/** Levenshtein distance, stopping early once it passes `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, row[j]);
    }
    if (best > max) return max + 1;
    prev = row;
  }
  return prev[b.length];
}

/** How far a typed word may be from a word it means: as the marketplace, 1 edit under five letters, 2 from five; none under four. */
export const typoAllowance = (word: string) => (word.length < 4 ? 0 : word.length < 5 ? 1 : 2);

/** How well a typed word matches one of `words`: 1 as typed, 0.9 a prefix of three letters or more or a near miss, else 0. */
export function wordMatch(typed: string, words: readonly string[]): number {
  if (words.includes(typed)) return 1;
  if (typed.length >= 3 && words.some((w) => w.startsWith(typed))) return 0.9;
  const allowance = typoAllowance(typed);
  if (allowance && words.some((w) => editDistance(typed, w, allowance) <= allowance)) return 0.9;
  return 0;
}

const wordsOf = (text: string) => {
  const words = text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').match(/[a-z0-9]+/g) ?? [];
  return [...words, words.join('')];
};

/**
 * A style's quality for the typed words: its name (1 each word, "midcentury",
 * "mid century" and "modrn" included) counts fully, its description half; a
 * style is found when some word names it or every word is in its description.
 */
export function styleQuality(typedWords: readonly string[], style: { name: string; description: string }): number {
  if (!typedWords.length) return 0;
  const name = wordsOf(style.name);
  const description = wordsOf(style.description);
  const joined = typedWords.join('');
  if (wordMatch(joined, name) === 1) return 1;
  let named = 0;
  let total = 0;
  for (const w of typedWords) {
    const n = wordMatch(w, name);
    const d = wordMatch(w, description) * 0.5;
    if (n) named++;
    total += Math.max(n, d);
  }
  const quality = total / typedWords.length;
  if (named === 0 && typedWords.some((w) => wordMatch(w, description) === 0)) return 0;
  return quality;
}
