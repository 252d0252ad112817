import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Copies a fixture site to a temporary folder so a test may edit it; its config keeps importing our defineConfig. */
export function copyFixture(fixtureRoot: string): string {
  const work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-fixture-'));
  cpSync(fixtureRoot, work, { recursive: true, filter: (src) => !/[/\\](dist|\.cache)([/\\]|$)/.test(src) });
  const config = path.join(work, 'docs/.site/config.ts');
  const defineConfig = path.resolve(import.meta.dirname, '../../cli/config/define-config.ts');
  writeFileSync(config, readFileSync(config, 'utf8').replace(/from '[^']*define-config\.ts'/, `from ${JSON.stringify(defineConfig)}`));
  return work;
}
