// What each gzip level and brotli quality costs and saves on a built site: for each kind of file (pages, first-visit
// assets, page data, search shards, other by extension), the bytes in and out and the CPU milliseconds it took (CPU
// rather than wall time: this machine is shared), each file compressed on its own as a build does. Vendored libraries are left out: their copies come made.
//   node --import tsx bench/compress-levels.ts <output folder> [gz6,br5,br11 …]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { COMPRESSIBLE, MIN_COMPRESS_BYTES } from '../cli/hosting/content-encoding.ts';

const ALL = [
  'gz1',
  'gz4',
  'gz6',
  'gz9',
  'br1',
  'br3',
  'br4',
  'br5',
  'br6',
  'br7',
  'br9',
  'br10',
  'br11',
];

interface Figures {
  files: number;
  bytesIn: number;
  bytesOut: number;
  ms: number;
}

function filesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesBelow(file) : [file];
  });
}

/** The kind a file is counted under, by its path below the output folder. */
function kindOf(relative: string): string {
  const posix = relative.split(path.sep).join('/');
  if (/^assets\/(chunks\/)?[^/]+$/.test(posix)) return 'first-visit';
  if (posix.startsWith('assets/search/')) return 'search';
  if (posix.startsWith('assets/pages/')) return 'page data';
  return path.extname(posix).slice(1);
}

function compress(setting: string, body: Buffer): Buffer {
  const level = Number(setting.slice(2));
  if (setting.startsWith('gz')) return gzipSync(body, { level });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: level,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

function main(): void {
  const [root, only] = process.argv.slice(2);
  if (!root) throw new Error('usage: bench/compress-levels.ts <output folder> [gz6,br5 …]');
  const settings = only ? only.split(',') : ALL;
  const files = filesBelow(root)
    .map((file) => path.relative(root, file))
    .filter((relative) => COMPRESSIBLE.test(relative) && !relative.includes('vendor'))
    .filter((relative) => statSync(path.join(root, relative)).size >= MIN_COMPRESS_BYTES)
    .map((relative) => ({ kind: kindOf(relative), body: readFileSync(path.join(root, relative)) }));
  const table = new Map<string, Figures>();
  for (const setting of settings)
    for (const { kind, body } of files) {
      const started = process.cpuUsage();
      const out = compress(setting, body);
      const spent = process.cpuUsage(started);
      const row = table.get(`${kind}\t${setting}`) ?? { files: 0, bytesIn: 0, bytesOut: 0, ms: 0 };
      row.files += 1;
      row.bytesIn += body.length;
      row.bytesOut += out.length;
      row.ms += (spent.user + spent.system) / 1000;
      table.set(`${kind}\t${setting}`, row);
    }
  console.log('kind\tsetting\tfiles\tbytes in\tbytes out\tratio\tCPU ms\tMB/s');
  for (const [key, { files: n, bytesIn, bytesOut, ms }] of [...table].sort())
    console.log(
      [
        key,
        n,
        bytesIn,
        bytesOut,
        `${((bytesOut / bytesIn) * 100).toFixed(2)} %`,
        ms.toFixed(0),
        (bytesIn / 1e6 / (ms / 1000)).toFixed(1),
      ].join('\t'),
    );
}

main();
