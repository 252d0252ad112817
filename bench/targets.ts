// The speed targets the project set itself (issues #17 and #22), each beside the latest figure the bench recorded.
interface Results {
  build?: { cold?: { ms: number; peakRssMb: number }; warm?: { ms: number } };
  scale?: Record<string, { ms: number; peakRssMb: number; pages: number }>;
  dev?: {
    firstPageMs?: number;
    saveToUpdateMs?: { median: number };
    coldCheckMs?: { median: number };
  };
  pages?: Record<string, { route: string; first: { byType: Record<string, { gzip: number }> } }>;
  'code-heavy'?: {
    ours: { medianMs: number; peakMb: number[] };
    vitepress?: { medianMs: number; peakMb: number[] };
  };
}

const s = (ms: number | undefined) =>
  ms === undefined ? 'not measured' : `${(ms / 1000).toFixed(2)} s`;
const mark = (met: boolean | undefined) => (met === undefined ? '' : met ? 'met' : 'missed');

/** Rows of figure against target; a section not run yet reads "not measured". */
export function targetRows(r: Results): string[][] {
  const cold = r.build?.cold;
  const big = r.scale?.['10000'];
  const article = Object.values(r.pages ?? {}).find((p) => p.route.startsWith('/guide/drivers/'));
  const firstJs = article?.first.byType.js?.gzip;
  const heavy = r['code-heavy'];
  const ratio = heavy?.vitepress ? heavy.vitepress.medianMs / heavy.ours.medianMs : undefined;
  return [
    ['what', 'figure', 'target', ''],
    [
      'cold build, whole site',
      `${s(cold?.ms)}, ${cold?.peakRssMb ?? '?'} MB`,
      '≤ 3 s, ≤ 400 MB',
      mark(cold && cold.ms <= 3000 && cold.peakRssMb <= 400),
    ],
    [
      'warm build, nothing changed',
      s(r.build?.warm?.ms),
      '≤ 0.5 s',
      mark(r.build?.warm && r.build.warm.ms <= 500),
    ],
    [
      'check, new process, no cache',
      s(r.dev?.coldCheckMs?.median),
      '≤ 1.5 s',
      mark(r.dev?.coldCheckMs && r.dev.coldCheckMs.median <= 1500),
    ],
    [
      'dev: command → first paint',
      s(r.dev?.firstPageMs),
      '≤ 0.6 s',
      mark(r.dev?.firstPageMs === undefined ? undefined : r.dev.firstPageMs <= 600),
    ],
    [
      'dev: save → browser, median',
      r.dev?.saveToUpdateMs ? `${r.dev.saveToUpdateMs.median} ms` : 'not measured',
      '≤ 60 ms',
      mark(r.dev?.saveToUpdateMs && r.dev.saveToUpdateMs.median <= 60),
    ],
    [
      '20,000-page synthetic site',
      big ? `${s(big.ms)}, ${big.peakRssMb} MB` : 'not measured',
      '≤ 60 s, ≤ 1.2 GB',
      mark(big && big.ms <= 60_000 && big.peakRssMb <= 1229),
    ],
    [
      'first-visit JS of an article, gzip',
      firstJs === undefined ? 'not measured' : `${(firstJs / 1024).toFixed(1)} KB`,
      '≤ 80 KB',
      mark(firstJs === undefined ? undefined : firstJs <= 80 * 1024),
    ],
    [
      'code-heavy pages against VitePress',
      ratio === undefined
        ? 'not measured'
        : `${ratio.toFixed(1)}× faster (${s(heavy!.ours.medianMs)} / ${s(heavy!.vitepress!.medianMs)})`,
      '≥ 5×, less memory',
      mark(
        ratio === undefined
          ? undefined
          : ratio >= 5 && Math.max(...heavy!.ours.peakMb) < Math.min(...heavy!.vitepress!.peakMb),
      ),
    ],
  ];
}
