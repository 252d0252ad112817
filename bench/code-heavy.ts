// Code-heavy pages, as sites written for VitePress have them (about ten blocks a page, titles, line highlights,
// code groups, notation comments), built cold by docs-build and, when `--vitepress <its bin>` is given, by VitePress
// from the same bare folder, alternating, three times each: wall time (median) and the peak memory of each run.
//   npm run bench -- --only code-heavy [--vitepress /path/to/node_modules/.bin/vitepress] [--runs 3]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PAGES = 60;

/** One block of `lang`, different on every page and in every place, so nothing is coloured from a cache. */
function block(lang: string, page: number, n: number): string {
  const id = `p${page}b${n}`;
  switch (lang) {
    case 'ts':
      return `\`\`\`ts [src/${id}.ts]\nimport { defineStore } from './store'\n\nexport interface Options${id} {\n  root: string\n  retries?: number // [!code ++]\n  timeout: number\n}\n\nexport async function load${id}(options: Options${id}): Promise<string[]> {\n  const found: string[] = []\n  for (let i = 0; i < (options.retries ?? 3); i++) {\n    found.push(\`\${options.root}/\${i}\`)\n  }\n  return found.filter((item) => item.length > ${n})\n}\n\`\`\``;
    case 'js':
      return `\`\`\`js{2,5-6}\n// ${id}\nconst config = { name: '${id}', port: ${5000 + n} }\nexport default {\n  plugins: [],\n  server: { port: config.port },\n  build: { outDir: 'dist/${id}' },\n}\n\`\`\``;
    case 'vue':
      return `\`\`\`vue\n<script setup lang="ts">\nimport { ref, computed } from 'vue'\nconst count${n} = ref(${page})\nconst double = computed(() => count${n}.value * 2)\n</script>\n\n<template>\n  <button class="btn-${id}" @click="count${n}++">{{ double }}</button>\n</template>\n\n<style scoped>\n.btn-${id} { color: var(--brand); }\n</style>\n\`\`\``;
    case 'json':
      return `\`\`\`json\n{\n  "name": "${id}",\n  "version": "1.${page}.${n}",\n  "scripts": { "dev": "vite", "build": "vite build" },\n  "dependencies": { "vue": "^3.5.0" }\n}\n\`\`\``;
    case 'sh':
      return `\`\`\`sh\n$ npm install -D pkg-${id}\n$ npx pkg-${id} init --root ./docs\n$ export PORT=${4000 + n} && npm run dev\n\`\`\``;
    case 'css':
      return `\`\`\`css\n:root {\n  --${id}-brand: #3451b2;\n  --${id}-gap: ${n}px;\n}\n.card-${id} > .title { font-weight: 600; margin: var(--${id}-gap) 0; }\n@media (min-width: 768px) { .card-${id} { display: grid; } }\n\`\`\``;
    case 'yaml':
      return `\`\`\`yaml\nname: deploy-${id}\non:\n  push:\n    branches: [main]\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: npm ci && npm run build # ${n}\n\`\`\``;
    default:
      return `\`\`\`html\n<div id="${id}" class="wrapper">\n  <h2>Section ${n}</h2>\n  <p>Page ${page}</p>\n</div>\n\`\`\``;
  }
}

const LANGS = ['ts', 'js', 'vue', 'json', 'sh', 'css', 'yaml', 'html'];

function page(i: number): string {
  const parts = [
    `# Topic ${i}\n\nHow the ${i}th part of the tool works, with the configuration it reads and the commands that run it.\n`,
  ];
  for (let n = 0; n < 10; n++) {
    if (n % 3 === 0)
      parts.push(
        `## Step ${n}\n\nThe step below changes one option; [the next topic](./topic-${(i + 1) % PAGES}.md) builds on it.\n`,
      );
    if (n === 4) {
      parts.push(
        `::: code-group\n\n${block('ts', i, n).replace('```ts [', '```ts [group-')}\n\n${block('js', i, n + 100)}\n\n:::\n`,
      );
      continue;
    }
    parts.push(`${block(LANGS[(i + n) % LANGS.length], i, n)}\n`);
    if (n === 6) parts.push('::: tip\nThe option is read once, at start.\n:::\n');
  }
  return parts.join('\n');
}

export function generateCodeHeavySite(dir: string): string {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'guide'), { recursive: true });
  writeFileSync(
    path.join(dir, 'index.md'),
    '# Code-heavy bench\n\nTopics: [the first](./guide/topic-0.md).\n',
  );
  for (let i = 0; i < PAGES; i++) writeFileSync(path.join(dir, 'guide', `topic-${i}.md`), page(i));
  return dir;
}

interface Run {
  ms: number;
  peakMb: number | null;
}

/** One cold build in a child process; peak memory from GNU time when it is installed. */
function timed(command: string, args: string[], cwd: string): Run {
  const time = existsSync('/usr/bin/time');
  const started = performance.now();
  const result = time
    ? spawnSync('/usr/bin/time', ['-f', 'peak-kb %M', command, ...args], {
        cwd,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      })
    : spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const ms = Math.round(performance.now() - started);
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  const kb = /peak-kb (\d+)/.exec(result.stderr)?.[1];
  return { ms, peakMb: kb ? Math.round(Number(kb) / 1024) : null };
}

/** From its package.json: `vitepress --version` does not exit on its own. */
function vitepressVersion(bin: string): string {
  const file = path.resolve(path.dirname(bin), '../vitepress/package.json');
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version
    : 'unknown';
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];

export async function run(): Promise<{ figures: unknown; rows: string[][] }> {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const i = args.indexOf(`--${name}`);
    return i === -1 ? undefined : args[i + 1];
  };
  const runs = Number(option('runs') ?? 3);
  const vitepress = option('vitepress');
  // VitePress resolves vue from the folder it builds: the pages go inside the project it is installed in
  const project = vitepress ? path.resolve(path.dirname(vitepress), '../..') : os.tmpdir();
  const work = path.join(project, `docs-build-code-heavy-${process.pid}`);
  const docs = generateCodeHeavySite(path.join(work, 'docs'));
  const cli = path.resolve('bin/docs-build.js');
  const ours: Run[] = [];
  const theirs: Run[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      // no output left from the run before either, as VitePress's dist goes with its cache: replacing an earlier
      // site is work a first build does not do
      rmSync(path.join(work, 'out'), { recursive: true, force: true });
      ours.push(
        timed(
          process.execPath,
          [cli, 'build', docs, '--clean', '--out', path.join(work, 'out')],
          work,
        ),
      );
      if (vitepress) {
        // VitePress keeps its cache beside the docs; removed before each run so every build is cold
        rmSync(path.join(docs, '.vitepress'), { recursive: true, force: true });
        theirs.push(timed(vitepress, ['build', docs], work));
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const summary = (list: Run[]) => ({
    medianMs: median(list.map((r) => r.ms)),
    runsMs: list.map((r) => r.ms),
    peakMb: list.map((r) => r.peakMb),
  });
  const figures = {
    pages: PAGES + 1,
    blocks: PAGES * 11,
    ours: summary(ours),
    vitepress: vitepress ? summary(theirs) : null,
    vitepressVersion: vitepress ? vitepressVersion(vitepress) : null,
  };
  const rows = [
    [
      `code-heavy ${PAGES + 1} pages, ${PAGES * 11} blocks`,
      `docs-build ${figures.ours.medianMs} ms median`,
      `runs ${figures.ours.runsMs.join(', ')} ms`,
      `peak ${figures.ours.peakMb.join(', ')} MB`,
    ],
  ];
  if (figures.vitepress) {
    rows.push([
      '  same pages, VitePress',
      `${figures.vitepress.medianMs} ms median`,
      `runs ${figures.vitepress.runsMs.join(', ')} ms`,
      `peak ${figures.vitepress.peakMb.join(', ')} MB`,
      `${(figures.vitepress.medianMs / figures.ours.medianMs).toFixed(1)}× faster`,
    ]);
  }
  return { figures, rows };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows } = await run();
  console.log(rows.map((r) => r.join('  ')).join('\n'));
}
