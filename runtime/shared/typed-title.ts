export const TYPE_DELAY_MS = 150;
export const TITLE_PAUSE_MS = 1000;

/**
 * The typed-out title at a moment: characters of the current title appear one every 150 ms, the full title
 * stays for a 1000 ms pause, then the next title starts (the last wraps to the first; a single one repeats).
 */
export function typedTitleAt(titles: string[], elapsedMs: number): string {
  if (!titles.length) return '';
  const cycle = titles.map((t) => [...t].length * TYPE_DELAY_MS + TITLE_PAUSE_MS);
  const total = cycle.reduce((a, b) => a + b, 0);
  let t = elapsedMs % total;
  for (let i = 0; i < titles.length; i += 1) {
    if (t < cycle[i])
      return [...titles[i]]
        .slice(0, Math.min([...titles[i]].length, Math.floor(t / TYPE_DELAY_MS) + 1))
        .join('');
    t -= cycle[i];
  }
  return titles[0];
}
