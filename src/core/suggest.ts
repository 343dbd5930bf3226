// "Did you mean …?" for a mistyped command, subcommand, option or value: the known word closest to
// what was typed, if it is close enough to be a typo (or what was typed starts it: `claude`).

/** Levenshtein distance: insertions, deletions and substitutions, one each. */
function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] ?? 0;
      row[j] = Math.min(above + 1, (row[j - 1] ?? 0) + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length] ?? 0;
}

/**
 * The candidate `typed` most likely meant, or undefined. Close means at most 1 edit for short words
 * and 2 for longer ones (a swapped pair of letters is 2), compared without case; else the first
 * candidate that starts with what was typed (`claude` → `claude-code`), from 3 letters on.
 */
export function closest(typed: string, candidates: readonly string[]): string | undefined {
  const word = typed.toLowerCase();
  if (word === "") return undefined;
  const ranked = candidates
    .map((candidate) => ({ candidate, distance: editDistance(word, candidate.toLowerCase()) }))
    .filter((entry) => entry.distance <= (entry.candidate.length >= 4 ? 2 : 1))
    .sort((a, b) => a.distance - b.distance);
  if (ranked[0] !== undefined) return ranked[0].candidate;
  return word.length >= 3 ? candidates.find((candidate) => candidate.toLowerCase().startsWith(word)) : undefined;
}

/** "Did you mean `X`? " or nothing. */
export function didYouMean(typed: string, candidates: readonly string[], show: (candidate: string) => string = (candidate) => candidate): string {
  const match = closest(typed, candidates);
  return match === undefined ? "" : `Did you mean \`${show(match)}\`? `;
}
