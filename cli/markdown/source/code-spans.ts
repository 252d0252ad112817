/**
 * Where the inline code spans of a line start and end: a run of backticks up to
 * the next run as long.
 */
export function codeSpans(line: string): [number, number][] {
  const runs = [...line.matchAll(/`+/g)];
  const spans: [number, number][] = [];
  for (let i = 0; i < runs.length; i += 1) {
    const close = runs.findIndex((run, j) => j > i && run[0].length === runs[i][0].length);
    if (close === -1) continue;
    spans.push([runs[i].index, runs[close].index]);
    i = close;
  }
  return spans;
}
