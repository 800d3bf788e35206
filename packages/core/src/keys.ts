// Words for keys an object of inputs or options does not know: a typo gets the key it most likely meant.

/**
 * The edit distance of two texts, counting an insertion, a deletion, a change or the swap of two
 * neighbouring characters as one edit (optimal string alignment, the restricted Damerau-Levenshtein).
 */
function editDistance(a: string, b: string): number {
  const width = b.length + 1;
  // One row per character of `a`, flattened: cell (i, j) is the distance of a[0..i) and b[0..j).
  const cells: number[] = Array.from({ length: (a.length + 1) * width }, (_, k) => (k < width ? k : k % width === 0 ? k / width : 0));
  const at = (i: number, j: number): number => cells[i * width + j] ?? 0;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      cells[i * width + j] = best;
    }
  }
  return at(a.length, b.length);
}

/**
 * The known key a misspelt `key` most likely meant: one that differs only in case, or else the one
 * closest to it within two edits and within a third of the longer name, so that a short name needs a
 * closer match (`tokn` finds `token`, `memroy` finds `memory`, `ab` finds nothing in `cd`). Undefined
 * when none is close, or when two are equally close.
 */
export function closestKey(key: string, known: readonly string[]): string | undefined {
  const lower = key.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  let tie = false;
  for (const candidate of known) {
    if (candidate === key) continue;
    const distance = editDistance(lower, candidate.toLowerCase());
    if (distance > 2 || distance * 3 > Math.max(key.length, candidate.length)) continue;
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
      tie = false;
    } else if (distance === bestDistance) tie = true;
  }
  return tie ? undefined : best;
}

/**
 * The message for keys that an object does not know, e.g. `unknown option(s) memroy (did you mean
 * \`memory\`?)`. When some key is close to nothing known, `known` (the list of known keys, or what is
 * said instead of it) follows.
 */
export function unknownKeysText(kind: string, unknown: readonly string[], knownKeys: readonly string[], known = `known: ${knownKeys.join(', ')}`): string {
  const guesses = unknown.map((key) => closestKey(key, knownKeys));
  const named = unknown.map((key, i) => (guesses[i] === undefined ? key : `${key} (did you mean \`${guesses[i]}\`?)`));
  return `unknown ${kind}(s) ${named.join(', ')}${guesses.includes(undefined) ? `; ${known}` : ''}`;
}
