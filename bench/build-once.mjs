// Runs one build in this process, from the CLI bundle as `docs-build build` does, and prints its figures as JSON on
// the last line; bench/run.ts starts it in a child process so CPU time and peak memory belong to the build alone.
// Plain JavaScript, run without a TypeScript loader, so no loader's memory or time counts.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadCli } from '../bin/cli-loader.mjs';

const [root, out, mode] = process.argv.slice(2);
// the launcher brings the bundle up to date with the sources; its manifest names the entry
execFileSync(process.execPath, ['bin/docs-build.js', '--version'], { stdio: 'ignore' });
const { entry } = JSON.parse(
  readFileSync('node_modules/.cache/docs-build/cli-manifest.json', 'utf8'),
);
const { benchBuild } = loadCli(entry, 'build');
const cpuBefore = process.cpuUsage();
const result = await benchBuild(
  { root, out, cold: mode === 'cold' },
  { bundleDir: path.dirname(entry) },
);
const cpu = process.cpuUsage(cpuBefore);
console.log(
  JSON.stringify({
    ms: result.ms,
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    pages: result.pages.length,
    bytes: result.bytes,
    files: result.files,
    stages: result.stages,
  }),
);
