import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cli } from '../../helpers/cli.ts';

let work: string;
afterEach(() => rmSync(work, { recursive: true, force: true }));

const tree = (dir: string) => (readdirSync(dir, { recursive: true }) as string[]).sort();

/**
 * `docs-build init <dir>` as a user who is not root: root may write in a read-only folder, so the
 * test's own root drops to `nobody` for the run.
 */
function initAsUser(dir: string) {
  return spawnSync(process.execPath, [cli, 'init', dir], { encoding: 'utf8', ...asNobody });
}
const asNobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
/** A clone in a private folder (root's home on a CI machine) cannot be read by `nobody`. */
const canRunAsUser =
  spawnSync(process.execPath, ['-e', `require('fs').accessSync(${JSON.stringify(cli)}, 4)`], {
    ...asNobody,
  }).status === 0;

describe('docs-build init on a conflict', () => {
  it('a file named zh in the folder: one error naming it, no stack, nothing written', () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-init-cli-'));
    chmodSync(work, 0o777);
    const docs = path.join(work, 'docs');
    mkdirSync(docs, { mode: 0o777 });
    chmodSync(docs, 0o777);
    writeFileSync(path.join(docs, 'zh'), 'notes\n');
    const { status, stderr } = spawnSync(process.execPath, [cli, 'init', docs], {
      encoding: 'utf8',
    });
    expect(status).toBe(1);
    expect(stderr).toContain(`${path.join(docs, 'zh')}`);
    expect(stderr).toContain('[init/exists]');
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(tree(docs)).toEqual(['zh']);
  });

  it.skipIf(!canRunAsUser)('a read-only folder: says which, no stack, nothing written', () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-init-cli-'));
    chmodSync(work, 0o777);
    const docs = path.join(work, 'docs');
    mkdirSync(path.join(docs, 'zh'), { recursive: true });
    chmodSync(docs, 0o777);
    chmodSync(path.join(docs, 'zh'), 0o555);
    const { status, stderr } = initAsUser(docs);
    expect(status).toBe(1);
    expect(stderr).toContain('[init/read-only]');
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(tree(docs)).toEqual(['zh']);
  });
});
