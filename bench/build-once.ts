// Runs one build in this process and prints its figures as JSON on the last line; bench/run.ts starts it in a child
// process so CPU time and peak memory belong to the build alone.
// as the CLI does for `build`: React's production server renderer, not its development checks
process.env.NODE_ENV ??= 'production';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { siteCacheDir } from '../cli/core/project.ts';
import { build } from '../cli/commands/build.ts';
import { writeCliBundle } from '../cli/bundle/cli-bundle.ts';
import { useCliBundle } from '../cli/core/cli-workers.ts';
import { createLogger } from '../cli/diagnostics/logger.ts';

const [root, out, mode] = process.argv.slice(2);
if (mode === 'cold') rmSync(siteCacheDir(root), { recursive: true, force: true });
// as the CLI runs: code is coloured on the worker thread of the CLI bundle, made from the current sources first
useCliBundle(path.dirname(await writeCliBundle()));
const cpuBefore = process.cpuUsage();
const result = await build({ root, out, logger: createLogger({ quiet: true }) });
const cpu = process.cpuUsage(cpuBefore);
console.log(JSON.stringify({
  ms: result.ms, cpuMs: Math.round((cpu.user + cpu.system) / 1000), peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  pages: result.pages.length, bytes: result.bytes, files: result.files, stages: result.stages,
}));
