import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Copies a fixture site to a temporary folder so a test may edit it; its config keeps importing our defineConfig. */
export function copyFixture(fixtureRoot: string, parent = os.tmpdir()): string {
  mkdirSync(parent, { recursive: true });
  const work = mkdtempSync(path.join(parent, 'docs-build-fixture-'));
  cpSync(fixtureRoot, work, {
    recursive: true,
    // a build another test runs in the fixture at the same time has an output, a cache, a folder it writes
    // before renaming it (`.dist.tmp-<pid>-<time>`) and the old output it moves aside (the same name and `.old`),
    // any of which may vanish while this copies
    filter: (src) => !/[/\\](dist|\.cache|\.[^/\\]+\.tmp-\d+-\d+(\.old)?)([/\\]|$)/.test(src),
  });
  const config = path.join(work, 'docs/.site/config.ts');
  const defineConfig = path.resolve(import.meta.dirname, '../../cli/config/define-config.ts');
  writeFileSync(
    config,
    readFileSync(config, 'utf8').replace(
      /from '[^']*define-config\.ts'/,
      `from ${JSON.stringify(defineConfig)}`,
    ),
  );
  return work;
}
